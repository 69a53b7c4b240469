import Foundation

// 3D Touch's peek and pop (UIViewController.h, deprecated in iOS 13 and still in apps): a
// controller registers a view for previewing; nothing is pressed here, so its delegate is
// never asked.

/// What a registration for previewing gives back.
@preconcurrency @MainActor
public protocol UIViewControllerPreviewing: AnyObject {
    var delegate: UIViewControllerPreviewingDelegate { get }
    var sourceView: UIView { get }
    var sourceRect: CGRect { get set }
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
}

/// What is asked of a previewing delegate (never, here).
@preconcurrency @MainActor
public protocol UIViewControllerPreviewingDelegate: AnyObject {
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint)
        -> UIViewController?
    func previewingContext(
        _ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

/// A registration: the delegate held, as UIKit holds it, and the view.
final class PreviewingRegistration: UIViewControllerPreviewing {
    let delegate: UIViewControllerPreviewingDelegate
    let sourceView: UIView
    var sourceRect: CGRect
    let previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer = UILongPressGestureRecognizer()

    init(delegate: UIViewControllerPreviewingDelegate, sourceView: UIView) {
        (self.delegate, self.sourceView, sourceRect) = (delegate, sourceView, sourceView.bounds)
    }
}
