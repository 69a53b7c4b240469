import Foundation

/// UIKit's pinch: configured and attached; never recognized here, so its scale stays 1
/// (`UIGestureRecognizer`).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}
