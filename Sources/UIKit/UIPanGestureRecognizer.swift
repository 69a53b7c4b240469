import CollectionLayout
import Foundation

/// UIKit's pan gesture, as a springy layout reads it: where the touch is. The previewer has no
/// touch: it is at the view's centre, where a keyboard scroll would "hold" the content.
open class UIPanGestureRecognizer: NSObject {
    weak var view: UIView?
    open func location(in view: UIView?) -> CGPoint {
        guard let bounds = (view ?? self.view)?.bounds else { return .zero }
        return CGPoint(x: bounds.midX, y: bounds.midY)
    }
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}
