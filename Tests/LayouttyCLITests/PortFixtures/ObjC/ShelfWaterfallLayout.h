#import <UIKit/UIKit.h>

@class ShelfWaterfallLayout;

/// What the shelves ask, CHT-style: the view's delegate answers, each optional method with a
/// property of the layout to fall back on.
@protocol ShelfWaterfallDelegate <UICollectionViewDelegate>
@required
- (CGSize)collectionView:(UICollectionView *)collectionView layout:(ShelfWaterfallLayout *)layout sizeForItemAtIndexPath:(NSIndexPath *)indexPath;
@optional
- (NSInteger)collectionView:(UICollectionView *)collectionView layout:(ShelfWaterfallLayout *)layout columnCountForSection:(NSInteger)section;
- (UIEdgeInsets)collectionView:(UICollectionView *)collectionView layout:(ShelfWaterfallLayout *)layout insetForSectionAtIndex:(NSInteger)section;
- (CGFloat)collectionView:(UICollectionView *)collectionView layout:(ShelfWaterfallLayout *)layout heightForHeaderInSection:(NSInteger)section;
- (CGFloat)collectionView:(UICollectionView *)collectionView layout:(ShelfWaterfallLayout *)layout heightForFooterInSection:(NSInteger)section;
@end

/// Sections of columns, items in the shortest column scaled to the column's width, a header
/// above each section and a footer below.
@interface ShelfWaterfallLayout : UICollectionViewLayout
@property (nonatomic) NSInteger columnCount;
@property (nonatomic) CGFloat spacing;
@property (nonatomic) UIEdgeInsets sectionInset;
@property (nonatomic) CGFloat headerHeight;
@property (nonatomic) CGFloat footerHeight;
@end
