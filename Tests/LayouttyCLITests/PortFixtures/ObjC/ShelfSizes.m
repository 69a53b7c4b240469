#import "ShelfWaterfallLayout.h"

/// The app's answers: items 100 wide and 100, 150, 200 tall by item; 2 columns in section 0 and
/// 3 after; 10-point insets; a 40-point header; a 20-point footer only under section 1.
@interface ShelfSizes : NSObject <ShelfWaterfallDelegate>
@end

@implementation ShelfSizes

- (CGSize)collectionView:(UICollectionView *)collectionView layout:(ShelfWaterfallLayout *)layout sizeForItemAtIndexPath:(NSIndexPath *)indexPath {
    return CGSizeMake(100, 100 + (indexPath.item % 3) * 50);
}

- (NSInteger)collectionView:(UICollectionView *)collectionView layout:(ShelfWaterfallLayout *)layout columnCountForSection:(NSInteger)section {
    return section == 0 ? 2 : 3;
}

- (UIEdgeInsets)collectionView:(UICollectionView *)collectionView layout:(ShelfWaterfallLayout *)layout insetForSectionAtIndex:(NSInteger)section {
    return UIEdgeInsetsMake(10, 10, 10, 10);
}

- (CGFloat)collectionView:(UICollectionView *)collectionView layout:(ShelfWaterfallLayout *)layout heightForHeaderInSection:(NSInteger)section {
    return 40;
}

- (CGFloat)collectionView:(UICollectionView *)collectionView layout:(ShelfWaterfallLayout *)layout heightForFooterInSection:(NSInteger)section {
    return section == 1 ? 20 : 0;
}

@end
