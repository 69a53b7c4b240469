#import "LeftAlignedFlowLayout.h"

@interface LeftAlignedFlowLayout ()
@property (nonatomic, assign) CGRect previousFrame;
@end

@implementation LeftAlignedFlowLayout

- (id)init {
    if ((self = [super init])) {
        self.itemSize = CGSizeMake(100, 40);
        self.minimumInteritemSpacing = 12;
        self.minimumLineSpacing = 6;
        self.sectionInset = UIEdgeInsetsMake(8, 16, 8, 16);
    }
    return self;
}

- (NSArray *)layoutAttributesForElementsInRect:(CGRect)rect {
    NSArray *original = [super layoutAttributesForElementsInRect:rect];
    NSMutableArray *aligned = [NSMutableArray arrayWithCapacity:original.count];
    self.previousFrame = CGRectZero;
    for (UICollectionViewLayoutAttributes *attributes in original) {
        [aligned addObject:[self alignedCopyOf:attributes]];
    }
    return aligned;
}

- (UICollectionViewLayoutAttributes *)alignedCopyOf:(UICollectionViewLayoutAttributes *)attributes {
    UICollectionViewLayoutAttributes *copy = [attributes copy];
    CGRect frame = copy.frame;
    BOOL sameRow = CGRectGetMinY(frame) == CGRectGetMinY(self.previousFrame) && !CGRectIsEmpty(self.previousFrame);
    frame.origin.x = sameRow ? CGRectGetMaxX(self.previousFrame) + self.minimumInteritemSpacing : self.sectionInset.left;
    copy.frame = frame;
    self.previousFrame = frame;
    return copy;
}

@end
