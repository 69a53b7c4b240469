#import "ColumnsLayout.h"

/// The app's answers: three columns, a 50-point header, heights 100, 120, 140, 100, …
@interface ColumnsHeights : NSObject <ColumnsLayoutDelegate>
@end
