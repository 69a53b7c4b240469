import Foundation

/// How a lifted view looks (UIPreviewParameters.h): kept.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?
    open var backgroundColor: UIColor?
    public override init() { super.init() }
    public init(textLineRects: [NSValue]) { super.init() }
}
