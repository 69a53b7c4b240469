import Foundation

// UIFocus.h: the focus engine that moves a highlight between views with a
// keyboard's arrows, a remote or a game controller. None of those reach a preview — its arrow
// keys are the previewer's — so nothing is ever focused: what a screen declares of focus is
// kept, asked for nothing, and its focus callbacks are never called.

/// What takes part in focus: views, view controllers, and what an app adds.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// Where focus should go first within it, most preferred first.
    var preferredFocusEnvironments: [UIFocusEnvironment] { get }
    var parentFocusEnvironment: UIFocusEnvironment? { get }
    func setNeedsFocusUpdate()
    func updateFocusIfNeeded()
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

/// What can hold focus.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    var canBecomeFocused: Bool { get }
    var frame: CGRect { get }
}

/// A move of focus: from one item to another, in a direction. None is made here.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    open weak var previouslyFocusedItem: UIFocusItem?
    open weak var nextFocusedItem: UIFocusItem?
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }
    open var focusHeading: UIFocusHeading { [] }
}

/// The direction focus moved.
public struct UIFocusHeading: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = Self(rawValue: 1 << 0)
    public static let down = Self(rawValue: 1 << 1)
    public static let left = Self(rawValue: 1 << 2)
    public static let right = Self(rawValue: 1 << 3)
    public static let next = Self(rawValue: 1 << 4)
    public static let previous = Self(rawValue: 1 << 5)
}

extension UIView: UIFocusItem {
    /// Its superview, else its controller: where focus would look next.
    public var parentFocusEnvironment: UIFocusEnvironment? { superview }
}

extension UIViewController: UIFocusEnvironment {
    public var parentFocusEnvironment: UIFocusEnvironment? { parent ?? view.superview }
}
