/// UIKit's tap gesture: configured and attached; never recognized here (`UIGestureRecognizer`).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}
