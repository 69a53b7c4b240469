#import <UIKit/UIKit.h>

/// Six 5-point items, each x a rule of C's integers: what Objective-C computes, not what Swift would trap on.
@interface IntegerRulesLayout : UICollectionViewLayout
@end

@implementation IntegerRulesLayout {
    NSMutableArray *_frames;
}

- (void)prepareLayout {
    _frames = [NSMutableArray array];
    NSInteger seven = 7;
    NSInteger big = NSIntegerMax;
    double zero = 0;
    NSUInteger count = 3;
    NSUInteger visits = 0;
    for (NSUInteger i = count - 1; i < count; i--) {
        visits++;
    }
    CGFloat xs[6];
    xs[0] = seven / 2;
    xs[1] = (NSUInteger)-1 > 0 ? 10 : 20;
    xs[2] = big + 1 < 0 ? 30 : 40;
    xs[3] = 50 + (NSInteger)(zero / zero);
    xs[4] = 60 + (int)2.9 + (int)-2.9;
    xs[5] = 70 + visits;
    for (NSInteger item = 0; item < 6; item++) {
        [_frames addObject:[NSValue valueWithCGRect:CGRectMake(xs[item], item * 10, 5, 5)]];
    }
}

- (CGSize)collectionViewContentSize {
    return CGSizeMake(100, 60);
}

- (NSArray *)layoutAttributesForElementsInRect:(CGRect)rect {
    NSMutableArray *all = [NSMutableArray array];
    NSInteger count = MIN([self.collectionView numberOfItemsInSection:0], (NSInteger)_frames.count);
    for (NSInteger item = 0; item < count; item++) {
        [all addObject:[self layoutAttributesForItemAtIndexPath:[NSIndexPath indexPathForItem:item inSection:0]]];
    }
    return all;
}

- (UICollectionViewLayoutAttributes *)layoutAttributesForItemAtIndexPath:(NSIndexPath *)indexPath {
    UICollectionViewLayoutAttributes *attributes = [UICollectionViewLayoutAttributes layoutAttributesForCellWithIndexPath:indexPath];
    attributes.frame = [_frames[indexPath.item] CGRectValue];
    return attributes;
}

@end
