import CollectionLayout
import Foundation

/// UIKit's gesture recognizer: made with its target and action, attached to a view
/// (`addGestureRecognizer`), configured. No touch happens in a terminal, so none recognizes:
/// its state stays `.possible`, its actions are kept and never sent, its delegate never asked —
/// what an untouched screen on iOS does. Where a touch would be, it is at the view's centre.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// The view it is attached to (`UIView.addGestureRecognizer`).
    open internal(set) weak var view: UIView?
    open weak var delegate: UIGestureRecognizerDelegate?
    open var state = State.possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    open var numberOfTouches: Int { 0 }
    /// The targets and actions, kept (a selector cannot be sent without Objective-C's runtime).
    private(set) var actions: [(target: AnyObject?, action: Selector)] = []

    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { actions.append((target as AnyObject?, action)) }
    }
    public override convenience init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) { actions.append((target as AnyObject, action)) }
    open func removeTarget(_ target: Any?, action: Selector?) {
        actions.removeAll {
            ($0.target === target as AnyObject? || target == nil) && (action == nil || $0.action == action)
        }
    }
    /// Kept: no gesture recognizes here, so none waits for another to fail.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    open func location(in view: UIView?) -> CGPoint {
        guard let bounds = (view ?? self.view)?.bounds else { return .zero }
        return CGPoint(x: bounds.midX, y: bounds.midY)
    }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }
}

/// What a gesture recognizer asks its delegate; never asked here (nothing is touched). Each
/// requirement is optional in UIKit: answered as UIKit answers without a delegate.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}
