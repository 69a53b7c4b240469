#import "ShelfWaterfallLayout.h"

/// A column: where it is, and how far down it is filled.
typedef struct {
    NSInteger index;
    CGFloat bottom;
} Shelf;

@interface ShelfWaterfallLayout ()
@property (nonatomic, strong) NSMutableArray *cells;
@property (nonatomic, strong) NSMutableDictionary *boundaries;
@property (nonatomic) CGFloat height;
@end

@implementation ShelfWaterfallLayout

- (instancetype)init {
    if (self = [super init]) {
        NSDictionary *defaults = @{@"columns": @2, @"spacing": @(8), @"header": @0};
        _columnCount = [defaults[@"columns"] integerValue];
        _spacing = [defaults[@"spacing"] doubleValue];
        _headerHeight = [defaults[@"header"] doubleValue];
    }
    return self;
}

- (id<ShelfWaterfallDelegate>)delegate {
    return (id<ShelfWaterfallDelegate>)self.collectionView.delegate;
}

- (NSInteger)columnsInSection:(NSInteger)section {
    if ([self.delegate respondsToSelector:@selector(collectionView:layout:columnCountForSection:)]) {
        return [self.delegate collectionView:self.collectionView layout:self columnCountForSection:section];
    }
    return self.columnCount;
}

- (UIEdgeInsets)insetForSection:(NSInteger)section {
    if ([self.delegate respondsToSelector:@selector(collectionView:layout:insetForSectionAtIndex:)]) {
        return [self.delegate collectionView:self.collectionView layout:self insetForSectionAtIndex:section];
    }
    return self.sectionInset;
}

- (CGFloat)headerInSection:(NSInteger)section {
    return [self.delegate respondsToSelector:@selector(collectionView:layout:heightForHeaderInSection:)]
        ? [self.delegate collectionView:self.collectionView layout:self heightForHeaderInSection:section]
        : self.headerHeight;
}

- (CGFloat)footerInSection:(NSInteger)section {
    return [self.delegate respondsToSelector:@selector(collectionView:layout:heightForFooterInSection:)]
        ? [self.delegate collectionView:self.collectionView layout:self heightForFooterInSection:section]
        : self.footerHeight;
}

- (Shelf)shortestOf:(Shelf *)shelves count:(NSInteger)count {
    Shelf shortest = shelves[0];
    for (NSInteger i = 1; i < count; i++) {
        if (shelves[i].bottom < shortest.bottom) {
            shortest = shelves[i];
        }
    }
    return shortest;
}

- (void)prepareLayout {
    [super prepareLayout];
    self.cells = [NSMutableArray array];
    self.boundaries = [NSMutableDictionary dictionary];
    CGFloat width = CGRectGetWidth(self.collectionView.bounds);
    CGFloat top = 0;
    for (NSInteger section = 0; section < [self.collectionView numberOfSections]; section++) {
        UIEdgeInsets inset = [self insetForSection:section];
        NSInteger columns = [self columnsInSection:section];
        CGFloat header = [self headerInSection:section];
        if (header > 0) {
            UICollectionViewLayoutAttributes *attributes = [UICollectionViewLayoutAttributes
                layoutAttributesForSupplementaryViewOfKind:UICollectionElementKindSectionHeader
                                             withIndexPath:[NSIndexPath indexPathForItem:0 inSection:section]];
            attributes.frame = CGRectMake(0, top, width, header);
            self.boundaries[attributes.indexPath] = @[attributes];
            top += header;
        }
        top += inset.top;
        CGFloat columnWidth = floor((width - inset.left - inset.right - (columns - 1) * self.spacing) / columns);
        Shelf shelves[8];
        for (NSInteger column = 0; column < columns; column++) {
            shelves[column] = (Shelf){column, top};
        }
        NSMutableArray *sectionCells = [NSMutableArray array];
        for (NSInteger item = 0; item < [self.collectionView numberOfItemsInSection:section]; item++) {
            NSIndexPath *indexPath = [NSIndexPath indexPathForItem:item inSection:section];
            CGSize size = [self.delegate collectionView:self.collectionView layout:self sizeForItemAtIndexPath:indexPath];
            CGFloat height = size.width > 0 ? floor(size.height * columnWidth / size.width) : 0;
            Shelf shelf = [self shortestOf:shelves count:columns];
            UICollectionViewLayoutAttributes *attributes = [UICollectionViewLayoutAttributes layoutAttributesForCellWithIndexPath:indexPath];
            attributes.frame = CGRectMake(inset.left + shelf.index * (columnWidth + self.spacing), shelf.bottom, columnWidth, height);
            [sectionCells addObject:attributes];
            shelves[shelf.index].bottom = CGRectGetMaxY(attributes.frame) + self.spacing;
        }
        [self.cells addObject:sectionCells];
        CGFloat bottom = top;
        for (NSInteger column = 0; column < columns; column++) {
            bottom = MAX(bottom, shelves[column].bottom - self.spacing);
        }
        top = bottom + inset.bottom;
        CGFloat footer = [self footerInSection:section];
        if (footer > 0) {
            UICollectionViewLayoutAttributes *attributes = [UICollectionViewLayoutAttributes
                layoutAttributesForSupplementaryViewOfKind:UICollectionElementKindSectionFooter
                                             withIndexPath:[NSIndexPath indexPathForItem:0 inSection:section]];
            attributes.frame = CGRectMake(0, top, width, footer);
            NSIndexPath *key = [NSIndexPath indexPathForItem:1 inSection:section];
            self.boundaries[key] = @[attributes];
            top += footer;
        }
    }
    self.height = top;
}

- (CGSize)collectionViewContentSize {
    return CGSizeMake(CGRectGetWidth(self.collectionView.bounds), self.height);
}

- (NSArray *)layoutAttributesForElementsInRect:(CGRect)rect {
    NSMutableArray *found = [NSMutableArray array];
    for (NSArray *section in self.cells) {
        for (UICollectionViewLayoutAttributes *attributes in section) {
            if (CGRectIntersectsRect(rect, attributes.frame)) [found addObject:attributes];
        }
    }
    for (NSIndexPath *key in self.boundaries) {
        UICollectionViewLayoutAttributes *attributes = [self.boundaries[key] firstObject];
        if (CGRectIntersectsRect(rect, attributes.frame)) [found addObject:attributes];
    }
    return found;
}

- (UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath *)indexPath {
    return self.cells[indexPath.section][indexPath.item];
}

- (UICollectionViewLayoutAttributes *)layoutAttributesForSupplementaryViewOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath {
    NSInteger slot = [kind isEqualToString:UICollectionElementKindSectionHeader] ? 0 : 1;
    return [self.boundaries[[NSIndexPath indexPathForItem:slot inSection:indexPath.section]] firstObject];
}

@end
