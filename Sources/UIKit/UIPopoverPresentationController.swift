import Foundation

/// A popover's presentation (UIPopoverPresentationController.h): where it points from, kept
/// (a presented controller is not drawn here).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    /// Where it points from (iOS 16): a view or a bar button item, kept.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    open private(set) var arrowDirection = UIPopoverArrowDirection.unknown
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var canOverlapSourceViewRect = false
}

/// What a popover may point from (iOS 16): a view, a bar button item.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// Which ways a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = Self(rawValue: 1 << 0)
    public static let down = Self(rawValue: 1 << 1)
    public static let left = Self(rawValue: 1 << 2)
    public static let right = Self(rawValue: 1 << 3)
    public static let any: Self = [.up, .down, .left, .right]
    public static let unknown = Self(rawValue: UInt.max)
}

/// What a presentation asks its delegate (UIAdaptivePresentationControllerDelegate, all
/// optional on iOS): kept; no presentation adapts or is swiped away here.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { .none }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// A popover's delegate: what an adaptive presentation's is, and more (kept).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}
