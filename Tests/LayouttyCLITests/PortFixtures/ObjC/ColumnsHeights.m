#import "ColumnsHeights.h"

@implementation ColumnsHeights

- (CGFloat)columnsLayout:(ColumnsLayout *)layout heightForItemAtIndexPath:(NSIndexPath *)indexPath {
    return 100 + (indexPath.item % 3) * 20;
}

- (NSInteger)numberOfColumnsInColumnsLayout:(ColumnsLayout *)layout {
    return 3;
}

- (CGFloat)headerHeightInColumnsLayout:(ColumnsLayout *)layout {
    return 50;
}

@end
