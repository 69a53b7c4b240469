import Foundation

/// A custom presentation's controller (a half-height sheet, a dimmed card): what the app's
/// `transitioningDelegate` makes. Its frame and its callbacks are the app's to answer; a
/// present is not drawn here, so UIKit never asks them.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    open private(set) var presentedViewController: UIViewController
    open private(set) var presentingViewController: UIViewController
    open var delegate: AnyObject?
    /// The view the presentation happens in: none until a transition runs, as in UIKit.
    open var containerView: UIView? { nil }
    open var presentedView: UIView? { presentedViewController.view }
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    open var shouldPresentInFullscreen: Bool { true }
    open var shouldRemovePresentersView: Bool { false }
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    open var traitCollection: UITraitCollection { presentingViewController.traitCollection }

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    )
        -> CGSize
    { parentSize }
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
}
