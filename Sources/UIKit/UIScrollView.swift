import CollectionLayout
import Foundation

/// UIKit's scroll view, as far as layouts read it.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// UIKit's deceleration rates (the previewer's gestures snap whatever the rate).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Its delegate hears each change (`scrollViewDidScroll(_:)`), as UIKit's does.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let old = bounds.origin
            bounds.origin = newValue
            if old != newValue { didScroll() }
        }
    }
    open var contentInset = UIEdgeInsets.zero {
        didSet { _layouttyDidChange() }
    }
    /// The edges' effects (`topEdgeEffect` …), top, left, bottom, right.
    private lazy var edgeEffects = (0..<4).map { _ in UIScrollEdgeEffect() }
    func edgeEffect(_ edge: Int) -> UIScrollEdgeEffect { edgeEffects[edge] }
    /// Where the safe area adds to the content inset, as UIKit's: `.never` keeps the content
    /// under the status bar and home indicator (a full-screen pager's usual choice).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// The content inset plus the safe area: a vertical scroller's automatic adjustment until
    /// a previewer shows the view (then its viewport's, which knows the layout's axis).
    open var adjustedContentInset: UIEdgeInsets {
        switch contentInsetAdjustmentBehavior {
        case .never: contentInset
        case .always: contentInset + safeAreaInsets
        case .automatic, .scrollableAxes: .adjusted(contentInset, safeArea: safeAreaInsets, along: .vertical)
        }
    }
    open var contentSize = CGSize.zero {
        didSet { _layouttyDidChange() }
    }
    /// The content's rectangle (from 0, 0 in its own coordinates): constraints to its edges
    /// place the content, and a width or height they give it is the content size, as UIKit's
    /// Auto Layout sets it. Left open, it keeps the content size it had.
    open var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }
    /// The scroll view's own frame, where the content is scrolled to: what is pinned to it stays
    /// in view as the content scrolls.
    open var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }
    open var isPagingEnabled = false
    open var decelerationRate = DecelerationRate.normal
    open var showsHorizontalScrollIndicator = true
    open var showsVerticalScrollIndicator = true
    /// Kept: the previewer's scrolling does not bounce.
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var bounces = true
    /// Kept: no status bar is tapped here.
    open var scrollsToTop = true
    /// Kept: no indicator is drawn.
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Kept: no keyboard shows here.
    open var keyboardDismissMode = KeyboardDismissMode.none
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// UIKit's scroll indicator styles: kept (a terminal draws no indicator).
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }
    open var indicatorStyle = IndicatorStyle.default
    /// Kept: the previewer's keys scroll the view whatever it says.
    open var isScrollEnabled = true
    /// Pull to refresh: kept, never shown (nothing pulls here).
    open var refreshControl: UIRefreshControl?
    /// No finger is ever down here: a tap (Enter) ends where it starts, and a scroll by keys is
    /// no drag. Layouts asking them (a carousel snapping only once a drag ends) see UIKit's
    /// values for a view at rest.
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }
    open var isDirectionalLockEnabled = false
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    /// UIKit's answers, which subclasses override (no touch reaches them here): content gets
    /// every touch; a drag cancels a touch in a view unless it is a control.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var bouncesZoom = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    /// Kept within the minimum and maximum, as UIKit keeps it; nothing is drawn zoomed.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { storedZoomScale = min(max(newValue, minimumZoomScale), maximumZoomScale) }
    }
    private var storedZoomScale: CGFloat = 1
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
    open func zoom(to rect: CGRect, animated: Bool) {}
    open func flashScrollIndicators() {}
    /// The recognizers of a finger's drag (see `UIPanGestureRecognizer`) and of a pinch (there
    /// when zooming is possible, as in UIKit), one each for the view's life.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let gesture = UIPanGestureRecognizer()
        gesture.view = self
        return gesture
    }()
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        maximumZoomScale > minimumZoomScale ? ownPinch : nil
    }
    private lazy var ownPinch: UIPinchGestureRecognizer = {
        let gesture = UIPinchGestureRecognizer()
        gesture.view = self
        return gesture
    }()
    /// The delegate, held weakly; `delegate` is UIKit's name for it (`_UIScrollViewDelegating`).
    weak var scrollDelegate: UIScrollViewDelegate?

    package override class var keyValueProperties: [String: KeyValueProperty] {
        super.keyValueProperties.merging([
            "contentOffset": KeyValueProperty(\UIScrollView.contentOffset),
            "contentSize": KeyValueProperty(\UIScrollView.contentSize),
            "contentInset": KeyValueProperty(\UIScrollView.contentInset)
        ]) { $1 }
    }

    /// The content offset changed: the delegate is told, as UIKit tells it on every change,
    /// whoever made it (the code, or the previewer scrolling the view it shows).
    package func didScroll() {
        _layouttyDidChange()
        scrollDelegate?.scrollViewDidScroll(self)
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls as little as UIKit does so that `rect` (in content coordinates) is in view: along
    /// each axis, not at all if it is already in view, else to bring its near edge in (its far
    /// edge when it lies beyond; its origin when it is larger than the view), within the
    /// content and its adjusted insets.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let insets = adjustedContentInset
        func offset(
            _ now: CGFloat, _ low: CGFloat, _ high: CGFloat, view: CGFloat, content: CGFloat, before: CGFloat,
            after: CGFloat
        )
            -> CGFloat
        {
            var target = now
            if high - low > view || low < now {
                target = low
            } else if high > now + view {
                target = high - view
            }
            let least = -before
            return min(max(target, least), max(least, content + after - view))
        }
        setContentOffset(
            CGPoint(
                x: offset(
                    contentOffset.x, rect.minX, rect.maxX, view: bounds.width, content: contentSize.width,
                    before: insets.left,
                    after: insets.right),
                y: offset(
                    contentOffset.y, rect.minY, rect.maxY, view: bounds.height, content: contentSize.height,
                    before: insets.top,
                    after: insets.bottom)), animated: animated)
    }
}

/// How `scrollView.delegate` is a scroll view's delegate while a collection view's `delegate`
/// is a `UICollectionViewDelegate` and a table view's a `UITableViewDelegate`. UIKit's
/// Objective-C subclasses narrow the property's type; a Swift subclass cannot, so the scroll
/// view's is declared here, where the subclasses' own properties take precedence over it. All
/// of them are one weak reference: setting either is setting both.
@preconcurrency @MainActor
public protocol _UIScrollViewDelegating: AnyObject {}

extension UIScrollView: _UIScrollViewDelegating {}

extension _UIScrollViewDelegating where Self: UIScrollView {
    public var delegate: UIScrollViewDelegate? {
        get { scrollDelegate }
        set { scrollDelegate = newValue }
    }
}

/// UIKit's scroll view delegate: every method optional. `scrollViewDidScroll(_:)` is called on
/// every change of the offset, the code's or the previewer's; no finger drags, decelerates or
/// pinches here, so the others are not.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

extension UIScrollView {
    /// Each edge's effect (iOS 26), made when first asked for and kept with the view.
    public var topEdgeEffect: UIScrollEdgeEffect { edgeEffect(0) }
    public var leftEdgeEffect: UIScrollEdgeEffect { edgeEffect(1) }
    public var bottomEdgeEffect: UIScrollEdgeEffect { edgeEffect(2) }
    public var rightEdgeEffect: UIScrollEdgeEffect { edgeEffect(3) }
}
