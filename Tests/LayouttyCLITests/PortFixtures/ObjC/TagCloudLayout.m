#import "TagCloudLayout.h"

#define kTagHeight 30
#define TAG_WIDTH(item) (60 + ((item) % 4) * 20)

@implementation TagCloudAttributes

- (id)copyWithZone:(NSZone *)zone {
    TagCloudAttributes *copy = [super copyWithZone:zone];
    copy.row = self.row;
    return copy;
}

@end

@interface UICollectionViewLayoutAttributes (TagCloud)
- (void)tc_shiftBy:(CGFloat)dx;
@end

@implementation UICollectionViewLayoutAttributes (TagCloud)

- (void)tc_shiftBy:(CGFloat)dx {
    self.frame = CGRectOffset(self.frame, dx, 0);
}

@end

@interface TagCloudLayout ()
@property (nonatomic, strong) NSMutableArray *tags;
@property (nonatomic, strong) NSMutableSet *rowTops;
@end

@implementation TagCloudLayout

+ (Class)layoutAttributesClass {
    return [TagCloudAttributes class];
}

- (instancetype)init {
    if (self = [super init]) {
        _spacing = 10;
    }
    return self;
}

- (NSInteger)rowCount {
    return self.rowTops.count;
}

- (void)eachItem:(void (^)(NSIndexPath *indexPath, NSInteger item))body {
    NSInteger count = [self.collectionView numberOfItemsInSection:0];
    for (NSInteger item = 0; item < count; item++) {
        body([NSIndexPath indexPathForItem:item inSection:0], item);
    }
}

- (void)centreRow:(NSArray *)row inWidth:(CGFloat)width {
    UICollectionViewLayoutAttributes *last = row.lastObject;
    CGFloat shift = floor((width - CGRectGetMaxX(last.frame)) / 2);
    for (UICollectionViewLayoutAttributes *attributes in row) {
        [attributes tc_shiftBy:shift];
    }
}

- (void)prepareLayout {
    self.tags = [NSMutableArray array];
    self.rowTops = [NSMutableSet set];
    CGFloat width = CGRectGetWidth(self.collectionView.bounds);
    __block CGFloat x = 0, y = 0;
    __block NSInteger row = 0;
    NSMutableArray *current = [NSMutableArray array];
    [self eachItem:^(NSIndexPath *indexPath, NSInteger item) {
        CGFloat tagWidth = TAG_WIDTH(item);
        if (x > 0 && x + tagWidth > width) {
            [self centreRow:current inWidth:width];
            [current removeAllObjects];
            x = 0;
            y += kTagHeight + self.spacing;
            row++;
        }
        TagCloudAttributes *attributes = [TagCloudAttributes layoutAttributesForCellWithIndexPath:indexPath];
        attributes.frame = (CGRect){x, y, tagWidth, kTagHeight};
        attributes.row = row;
        [current addObject:attributes];
        [self.tags addObject:attributes];
        [self.rowTops addObject:@(y)];
        x += tagWidth + self.spacing;
    }];
    [self centreRow:current inWidth:width];
    NSLog(@"%lu rows of tags, %.1f points apart", (unsigned long)self.rowCount, self.spacing);
}

- (CGSize)collectionViewContentSize {
    return CGSizeMake(CGRectGetWidth(self.collectionView.bounds), self.rowCount * (kTagHeight + self.spacing) - self.spacing);
}

- (NSArray *)layoutAttributesForElementsInRect:(CGRect)rect {
    NSPredicate *visible = [NSPredicate predicateWithBlock:^BOOL(TagCloudAttributes *attributes, NSDictionary *bindings) {
        return CGRectIntersectsRect(attributes.frame, rect);
    }];
    return [self.tags filteredArrayUsingPredicate:visible];
}

- (UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath *)indexPath {
    return self.tags[indexPath.item];
}

@end
