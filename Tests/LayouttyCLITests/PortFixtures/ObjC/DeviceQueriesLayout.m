#import <UIKit/UIKit.h>

/// Two items whose widths are what the device says: its scale × 10, and 80 on an iPad, 40 on a phone.
@interface DeviceQueriesLayout : UICollectionViewFlowLayout
@end

@implementation DeviceQueriesLayout

- (CGSize)itemSizeAt:(NSInteger)item {
    if (item == 0) {
        return CGSizeMake([UIScreen mainScreen].scale * 10, 20);
    }
    return CGSizeMake(UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad ? 80 : 40, 20);
}

- (NSArray *)layoutAttributesForElementsInRect:(CGRect)rect {
    NSMutableArray *all = [NSMutableArray array];
    for (UICollectionViewLayoutAttributes *original in [super layoutAttributesForElementsInRect:rect]) {
        UICollectionViewLayoutAttributes *attributes = [original copy];
        CGRect frame = attributes.frame;
        frame.size = [self itemSizeAt:attributes.indexPath.item];
        attributes.frame = frame;
        [all addObject:attributes];
    }
    return all;
}

@end
