#import "LookupTableLayout.h"

static const CGFloat kTileHeight = 60.0;

@implementation LookupTableLayout {
    NSMutableDictionary *_table;
    CGFloat _height;
}

- (instancetype)init {
    self = [super init];
    if (self != nil) {
        _columns = 4;
        _table = [NSMutableDictionary dictionary];
    }
    return self;
}

- (void)prepareLayout {
    [_table removeAllObjects];
    CGFloat side = self.collectionView.bounds.size.width / self.columns;
    NSInteger count = [self.collectionView numberOfItemsInSection:0];
    NSInteger item = 0;
    while (item < count) {
        NSIndexPath *indexPath = [NSIndexPath indexPathForItem:item inSection:0];
        UICollectionViewLayoutAttributes *attributes = [UICollectionViewLayoutAttributes layoutAttributesForCellWithIndexPath:indexPath];
        NSInteger row = item / self.columns, column = item % self.columns;
        attributes.frame = CGRectMake(column * side, row * kTileHeight, side, kTileHeight);
        _table[indexPath] = attributes;
        item++;
    }
    _height = ((count + self.columns - 1) / self.columns) * kTileHeight;
}

- (CGSize)collectionViewContentSize {
    return CGSizeMake(self.collectionView.bounds.size.width, _height);
}

- (NSArray *)layoutAttributesForElementsInRect:(CGRect)rect {
    NSMutableArray *found = [NSMutableArray new];
    for (NSIndexPath *indexPath in _table) {
        UICollectionViewLayoutAttributes *attributes = _table[indexPath];
        if (CGRectIntersectsRect(rect, attributes.frame)) {
            [found addObject:attributes];
        }
    }
    return found;
}

- (UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath *)indexPath {
    return [_table objectForKey:indexPath];
}

@end
