import CollectionLayout
import Foundation

/// UIKit's pan gesture, as a springy layout reads it: where the touch is. The previewer has no
/// touch: it is at the view's centre, where a keyboard scroll would "hold" the content, and it
/// has not moved.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}
