#import <UIKit/UIKit.h>

/// A flow layout whose rows start at the left inset, items the interitem spacing apart.
@interface LeftAlignedFlowLayout : UICollectionViewFlowLayout
@end
