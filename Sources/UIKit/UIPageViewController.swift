import Foundation

/// A container showing one page — a child view controller — at a time (UIPageViewController.h).
/// The pages shown are its children, their views filling its view: the preview draws the page
/// set last, and a swipe to the next is not made here (the data source is asked when code asks).
///
/// A scrolling one holds its pages in a paging scroll view filling its view, as UIKit's does
/// (code finds it among `view.subviews` to set its delegate or bounce): three pages long along
/// the navigation axis, scrolled to the middle one, where the page shown is.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable {
        case pageCurl, scroll
    }
    public enum NavigationOrientation: Int, Sendable {
        case horizontal, vertical
    }
    public enum NavigationDirection: Int, Sendable {
        case forward, reverse
    }
    public enum SpineLocation: Int, Sendable {
        case none, min, mid, max
    }
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = Self(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = Self(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    open weak var dataSource: UIPageViewControllerDataSource?
    open weak var delegate: UIPageViewControllerDelegate?
    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// A page curl's spine: the options' when given, else at the leading edge; none for scrolling.
    public let spineLocation: SpineLocation
    open var isDoubleSided = false
    open private(set) var viewControllers: [UIViewController]?
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let named = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = style == .scroll ? .none : named ?? .min
        super.init(nibName: nil, bundle: nil)
    }

    /// From a storyboard: Interface Builder's default, a horizontal page curl.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        super.init(coder: coder)
    }

    /// The scroll view a scrolling controller's pages are in (UIKit's `_UIQueuingScrollView`).
    private var queue: UIScrollView?

    open override func loadView() {
        super.loadView()
        guard transitionStyle == .scroll else { return }
        let queue = UIScrollView(frame: view.bounds)
        queue.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        queue.isPagingEnabled = true
        queue.showsHorizontalScrollIndicator = false
        queue.showsVerticalScrollIndicator = false
        view.addSubview(queue)
        self.queue = queue
        centre()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        centre()
    }

    /// Three pages of content, scrolled to the middle one, which holds the pages shown.
    private func centre() {
        guard let queue else { return }
        let size = queue.bounds.size
        let along = navigationOrientation == .horizontal
        queue.contentSize =
            along
            ? CGSize(width: size.width * 3, height: size.height) : CGSize(width: size.width, height: size.height * 3)
        let middle = along ? CGPoint(x: size.width, y: 0) : CGPoint(x: 0, y: size.height)
        if queue.contentOffset != middle { queue.contentOffset = middle }
        for page in viewControllers ?? [] { page.view.frame = CGRect(origin: middle, size: size) }
    }

    /// Shows `viewControllers` as the pages: the ones shown before leave (their views removed,
    /// no longer children), these become children whose views fill this one's (its scroll view's
    /// middle page, when it scrolls). Nothing moves here, so `completion` hears at once that the
    /// transition finished.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        for page in self.viewControllers ?? [] {
            page.willMove(toParent: nil)
            page.view.removeFromSuperview()
            page.removeFromParent()
        }
        self.viewControllers = viewControllers
        for page in viewControllers ?? [] {
            addChild(page)
            page.view.frame = view.bounds
            page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            (queue ?? view).addSubview(page.view)
            page.didMove(toParent: self)
        }
        centre()
        completion?(true)
    }
}

/// Where the pages before and after a page come from; the page indicator's count and position
/// (optional on iOS: by default 0, which shows no indicator).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells its delegate (all optional on iOS): kept for code that
/// calls it; no swipe happens here to call it.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(
        _ pageViewController: UIPageViewController,
        willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController,
        willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}
