#import <UIKit/UIKit.h>

/// Attributes that remember the row their tag is on.
@interface TagCloudAttributes : UICollectionViewLayoutAttributes
@property (nonatomic) NSInteger row;
@end

/// Tags 30 points tall in rows, each row centred; a tag's width comes from its item.
@interface TagCloudLayout : UICollectionViewLayout
@property (nonatomic) CGFloat spacing;
@end
