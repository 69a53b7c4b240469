/// UIKit's pan from a screen edge: configured and attached; never recognized here
/// (`UIGestureRecognizer`).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
}
