import Foundation

/// How a dragged item looks under the finger (UIDragPreview.h): a view and its parameters, kept.
/// No finger drags in a preview, so an item's `previewProvider` is never asked for one.
@preconcurrency @MainActor
open class UIDragPreview: NSObject {
    public let view: UIView
    public let parameters: UIDragPreviewParameters
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        (self.view, self.parameters) = (view, parameters)
        super.init()
    }
    public convenience init(view: UIView) { self.init(view: view, parameters: UIDragPreviewParameters()) }
}
