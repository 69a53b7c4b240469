#import <UIKit/UIKit.h>

/// Items unit × (item + 1) wide; the unit is made once, however often it is asked for.
@interface OnceLayout : UICollectionViewFlowLayout
@end

@implementation OnceLayout

- (CGFloat)unitWidth {
    static CGFloat unit = 0;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        unit += 25;
    });
    return unit;
}

- (NSArray *)layoutAttributesForElementsInRect:(CGRect)rect {
    NSMutableArray *all = [NSMutableArray array];
    for (UICollectionViewLayoutAttributes *original in [super layoutAttributesForElementsInRect:rect]) {
        UICollectionViewLayoutAttributes *attributes = [original copy];
        CGRect frame = attributes.frame;
        frame.size.width = [self unitWidth] * (attributes.indexPath.item + 1);
        attributes.frame = frame;
        [all addObject:attributes];
    }
    return all;
}

@end
