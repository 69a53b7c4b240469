import Foundation

/// UIKit's old web view (UIWebView.h, deprecated since iOS 12 for WebKit's `WKWebView`), as
/// apps written before it still declare it: it keeps what it is told to load and loads nothing
/// (no page can be shown here), drawn as a plain view.
@preconcurrency @MainActor
open class UIWebView: UIView {
    open weak var delegate: UIWebViewDelegate?
    open var scrollView = UIScrollView()
    open private(set) var request: URLRequest?
    open var scalesPageToFit = false
    open var isLoading: Bool { false }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    open func loadRequest(_ request: URLRequest) { self.request = request }
    open func loadHTMLString(_ string: String, baseURL: URL?) {}
    open func reload() {}
    open func stopLoading() {}
    open func goBack() {}
    open func goForward() {}
    /// No script runs here: the empty result.
    open func stringByEvaluatingJavaScript(from script: String) -> String? { "" }
}

/// What a `UIWebView` would tell its delegate: nothing loads here, so nothing is told.
@preconcurrency @MainActor
public protocol UIWebViewDelegate: NSObjectProtocol {}
