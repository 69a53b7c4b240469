import Foundation

/// A page control: a dot a page, the current one filled (`o o * o`).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle = BackgroundStyle.automatic

    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: CGFloat(max(0, numberOfPages)) * 16, height: 26) }

    /// Nothing for a single page when it hides for one.
    override var shownText: String? {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return "" }
        return (0..<min(numberOfPages, 40)).map { $0 == currentPage ? "*" : "o" }.joined(separator: " ")
    }
}
