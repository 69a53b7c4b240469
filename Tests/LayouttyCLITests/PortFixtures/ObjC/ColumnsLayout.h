#import <UIKit/UIKit.h>

@class ColumnsLayout;

/// What a columns layout asks of whoever shows it.
@protocol ColumnsLayoutDelegate <NSObject>
@required
- (CGFloat)columnsLayout:(ColumnsLayout *)layout heightForItemAtIndexPath:(NSIndexPath *)indexPath;
@optional
- (NSInteger)numberOfColumnsInColumnsLayout:(ColumnsLayout *)layout;
- (CGFloat)headerHeightInColumnsLayout:(ColumnsLayout *)layout;
@end

typedef NS_ENUM(NSInteger, ColumnsFillOrder) {
    ColumnsFillOrderShortestFirst,
    ColumnsFillOrderLeftToRight
};

/// Items placed in the shortest column (or left to right), under an optional header.
@interface ColumnsLayout : UICollectionViewLayout
@property (nonatomic, weak) id<ColumnsLayoutDelegate> delegate;
@property (nonatomic, assign) UIEdgeInsets insets;
@property (nonatomic, assign) ColumnsFillOrder fillOrder;
@end
