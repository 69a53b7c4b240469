import Foundation

/// UIKit's rotation: configured and attached; never recognized here, so it stays unrotated
/// (`UIGestureRecognizer`).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}
