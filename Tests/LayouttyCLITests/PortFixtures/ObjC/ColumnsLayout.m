#import "ColumnsLayout.h"

#define kItemSpacing 8

static CGFloat ColumnWidth(CGFloat total, NSInteger columns, CGFloat spacing) {
    return floor((total - (columns - 1) * spacing) / columns);
}

@interface ColumnsLayout ()
@property (nonatomic, strong) NSMutableArray *columnHeights;
@property (nonatomic, strong) NSMutableArray *cache;
@property (nonatomic, assign) CGFloat contentHeight;
@end

@implementation ColumnsLayout

- (instancetype)init {
    self = [super init];
    if (self) {
        _insets = UIEdgeInsetsMake(10, 10, 10, 10);
        _cache = @[].mutableCopy;
    }
    return self;
}

- (NSInteger)columnCount {
    if ([self.delegate respondsToSelector:@selector(numberOfColumnsInColumnsLayout:)]) {
        return [self.delegate numberOfColumnsInColumnsLayout:self];
    }
    return 2;
}

- (NSMutableArray *)columnHeights {
    if (!_columnHeights) {
        _columnHeights = [NSMutableArray array];
    }
    return _columnHeights;
}

- (NSUInteger)shortestColumn {
    __block NSUInteger shortest = 0;
    __block CGFloat lowest = CGFLOAT_MAX;
    [self.columnHeights enumerateObjectsUsingBlock:^(NSNumber *height, NSUInteger index, BOOL *stop) {
        if (height.doubleValue < lowest) {
            lowest = height.doubleValue;
            shortest = index;
        }
    }];
    return shortest;
}

- (void)prepareLayout {
    [super prepareLayout];
    [self.cache removeAllObjects];
    [self.columnHeights removeAllObjects];
    NSInteger columns = [self columnCount];
    CGFloat top = self.insets.top;
    if ([self.delegate respondsToSelector:@selector(headerHeightInColumnsLayout:)]) {
        CGFloat height = [self.delegate headerHeightInColumnsLayout:self];
        UICollectionViewLayoutAttributes *header = [UICollectionViewLayoutAttributes
            layoutAttributesForSupplementaryViewOfKind:UICollectionElementKindSectionHeader
                                         withIndexPath:[NSIndexPath indexPathForItem:0 inSection:0]];
        header.frame = CGRectMake(0, 0, CGRectGetWidth(self.collectionView.bounds), height);
        [self.cache addObject:header];
        top = MAX(top, height + kItemSpacing);
    }
    for (NSInteger column = 0; column < columns; column++) {
        [self.columnHeights addObject:@(top)];
    }
    CGFloat width = ColumnWidth(CGRectGetWidth(self.collectionView.bounds) - self.insets.left - self.insets.right, columns, kItemSpacing);
    NSInteger count = [self.collectionView numberOfItemsInSection:0];
    for (NSInteger item = 0; item < count; item++) {
        NSIndexPath *indexPath = [NSIndexPath indexPathForItem:item inSection:0];
        NSUInteger column;
        switch (self.fillOrder) {
            case ColumnsFillOrderLeftToRight:
                column = item % columns;
                break;
            case ColumnsFillOrderShortestFirst:
            default:
                column = [self shortestColumn];
                break;
        }
        CGFloat x = self.insets.left + column * (width + kItemSpacing);
        CGFloat y = [self.columnHeights[column] doubleValue];
        CGFloat height = [self.delegate columnsLayout:self heightForItemAtIndexPath:indexPath];
        UICollectionViewLayoutAttributes *attributes = [UICollectionViewLayoutAttributes layoutAttributesForCellWithIndexPath:indexPath];
        attributes.frame = CGRectMake(x, y, width, height);
        [self.cache addObject:attributes];
        self.columnHeights[column] = @(CGRectGetMaxY(attributes.frame) + kItemSpacing);
        self.contentHeight = MAX(self.contentHeight, CGRectGetMaxY(attributes.frame) + self.insets.bottom);
    }
}

- (CGSize)collectionViewContentSize {
    return CGSizeMake(CGRectGetWidth(self.collectionView.bounds), self.contentHeight);
}

- (NSArray<UICollectionViewLayoutAttributes *> *)layoutAttributesForElementsInRect:(CGRect)rect {
    NSMutableArray *visible = [NSMutableArray array];
    for (UICollectionViewLayoutAttributes *attributes in self.cache) {
        if (CGRectIntersectsRect(attributes.frame, rect)) {
            [visible addObject:attributes];
        }
    }
    return visible;
}

- (UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath *)indexPath {
    for (UICollectionViewLayoutAttributes *attributes in self.cache) {
        if (attributes.representedElementCategory == UICollectionElementCategoryCell && attributes.indexPath.item == indexPath.item) {
            return attributes;
        }
    }
    return nil;
}

@end
