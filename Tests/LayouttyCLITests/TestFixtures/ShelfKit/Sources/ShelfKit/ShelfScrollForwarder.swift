import UIKit

/// The shelf's own delegate, passing scrolling on to the app's, as layout libraries do: each of
/// UIScrollViewDelegate's optional methods is called only when the app's delegate has it.
public final class ShelfScrollForwarder: NSObject, UICollectionViewDelegate {
    public weak var scrollDelegate: UIScrollViewDelegate?

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrollDelegate?.scrollViewDidScroll?(scrollView)
    }

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        scrollDelegate?.viewForZooming?(in: scrollView) ?? nil
    }
}
