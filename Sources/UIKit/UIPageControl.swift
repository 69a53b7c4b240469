import Foundation

/// A page control: a dot a page, the current one filled (`o o * o`).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0 {
        didSet { makeIndicators() }
    }
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle = BackgroundStyle.automatic

    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    /// UIKit's own views inside (iOS 14 and later), which apps reach into to restyle the dots
    /// (`subviews[0].subviews[0].subviews`, a view a page): a content view, its indicators'
    /// view, one 16-point view a page — 1,000 at most, as no screen shows more.
    private let content = UIView(), indicators = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addIndicatorViews()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addIndicatorViews()
    }

    private func addIndicatorViews() {
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.frame = bounds
        addSubview(content)
        content.addSubview(indicators)
    }

    private func makeIndicators() {
        let count = min(max(numberOfPages, 0), 1000)
        for dot in indicators.subviews.dropFirst(count) { dot.removeFromSuperview() }
        for index in indicators.subviews.count..<count {
            indicators.addSubview(UIView(frame: CGRect(x: CGFloat(index) * 16, y: 5, width: 16, height: 16)))
        }
        indicators.frame = CGRect(x: 0, y: 0, width: CGFloat(count) * 16, height: 26)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: CGFloat(max(0, numberOfPages)) * 16, height: 26) }

    /// Nothing for a single page when it hides for one.
    override var shownText: String? {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return "" }
        return (0..<min(numberOfPages, 40)).map { $0 == currentPage ? "*" : "o" }.joined(separator: " ")
    }
}
