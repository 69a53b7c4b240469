#import <UIKit/UIKit.h>

/// Frames worked out once in prepareLayout and looked up by index path.
@interface LookupTableLayout : UICollectionViewLayout
@property (nonatomic) NSInteger columns;
@end
