// WebKit for the files `layoutty preview` compiles (`import WebKit` reaches this module by
// `-module-alias`). A terminal renders no web page: a web view shows the address it was asked to
// load (or "Web content" for HTML given as a string) where its frame puts it, its navigation
// delegate hears that the load finished, and scripts answer nothing. Loads are said once on
// the console under WebKit's name.
@_exported import Foundation
import UIKit
import _LayouttyConsole

open class WKWebViewConfiguration: NSObject {
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var allowsInlineMediaPlayback = false
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var dataDetectorTypes: WKDataDetectorTypes = []
    open var applicationNameForUserAgent: String?
    public override init() {}
}

open class WKPreferences: NSObject {
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
    open var isFraudulentWebsiteWarningEnabled = true
    public override init() {}
}

open class WKWebpagePreferences: NSObject {
    open var allowsContentJavaScript = true
    open var preferredContentMode: ContentMode = .recommended
    public enum ContentMode: Int, Sendable { case recommended, mobile, desktop }
    public override init() {}
}

open class WKWebsiteDataStore: NSObject {
    private static let shared = WKWebsiteDataStore()
    open class func `default`() -> WKWebsiteDataStore { shared }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
    open class func allWebsiteDataTypes() -> Set<String> { [] }
    open func removeData(ofTypes types: Set<String>, modifiedSince date: Date, completionHandler: @escaping () -> Void)
    {
        completionHandler()
    }
}

public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}

public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1)
    public static let link = WKDataDetectorTypes(rawValue: 2)
    public static let address = WKDataDetectorTypes(rawValue: 4)
    public static let all = WKDataDetectorTypes(rawValue: ~0)
}

public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

open class WKScriptMessage: NSObject {
    open var body: Any { "" }
    open var name: String { "" }
}

open class WKUserScript: NSObject {
    public enum InjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }
    public let source: String
    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) { self.source = source }
}

open class WKUserContentController: NSObject {
    open private(set) var userScripts: [WKUserScript] = []
    public override init() {}
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts = [] }
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) {}
    open func removeScriptMessageHandler(forName name: String) {}
    open func removeAllScriptMessageHandlers() {}
}

open class WKNavigation: NSObject {}

open class WKNavigationAction: NSObject {
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
    open var navigationType: WKNavigationType { .other }
    open var targetFrame: WKFrameInfo? { nil }
}
open class WKNavigationResponse: NSObject {
    open var response: URLResponse {
        URLResponse(url: URL(fileURLWithPath: "/"), mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
    }
    open var isForMainFrame: Bool { true }
}
open class WKFrameInfo: NSObject {
    open var isMainFrame: Bool { true }
}
public enum WKNavigationType: Int, Sendable {
    case linkActivated, formSubmitted, backForward, reload, formResubmitted
    case other = -1
}
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }

public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error)
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
    public func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error
    ) {}
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) { decisionHandler(.allow) }
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) { decisionHandler(.allow) }
}

public protocol WKUIDelegate: AnyObject {}

/// A web page's place on screen: its address (or "Web content") as its text.
open class WKWebView: UIView {
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: WKNavigationDelegate?
    open weak var uiDelegate: WKUIDelegate?
    open private(set) var url: URL?
    open private(set) var title: String?
    open var isLoading: Bool { false }
    open var estimatedProgress: Double { 1 }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var isInspectable = false
    open var pageZoom: CGFloat = 1
    public let scrollView = UIScrollView()
    private var label: UILabel!

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
        label = addFillingLabel()
    }
    public convenience override init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
        label = addFillingLabel()
    }

    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { show(request.url, text: nil) }
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        show(baseURL, text: "Web content")
    }
    @discardableResult open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        show(URL, text: nil)
    }
    @discardableResult open func load(_ data: Data, mimeType: String, characterEncodingName: String, baseURL: URL)
        -> WKNavigation?
    { show(baseURL, text: "Web content") }

    private func show(_ address: URL?, text: String?) -> WKNavigation {
        url = address
        label.text = text ?? address?.absoluteString
        Console.report(["\(label.text ?? "a page") is not rendered: no web engine here"], from: "WebKit")
        let navigation = WKNavigation()
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.navigationDelegate?.webView(self, didFinish: navigation)
        }
        return navigation
    }

    @discardableResult open func reload() -> WKNavigation? { nil }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {
        completionHandler?(nil, nil)
    }
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? { nil }
}
