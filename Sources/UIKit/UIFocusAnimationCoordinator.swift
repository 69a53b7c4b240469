import Foundation

// UIFocusAnimationCoordinator.h: see UIFocus.swift.

/// Animations run beside a move of focus: run at once, as no move is animated here.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
    open func addCoordinatedFocusingAnimations(
        _ animations: ((UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) { completion?() }
    open func addCoordinatedUnfocusingAnimations(
        _ animations: ((UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) { completion?() }
}

/// How long a focus animation lasts.
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: NSObjectProtocol {
    var duration: TimeInterval { get }
}
