// SafariServices/SFSafariViewController.h — for the files `layoutty preview` compiles
// (`import SafariServices` reaches this module by `-module-alias`). No web page loads in a
// terminal: the controller is a screen showing the address it was given, as a placeholder of
// Safari's, so presenting one shows where it goes; its load is said once on the console.
@_exported import Foundation
import UIKit
import _LayouttyConsole

public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(
        _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
    ) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
}

open class SFSafariViewController: UIViewController {
    open class Configuration: NSObject {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        public override init() {}
    }

    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

    public let url: URL
    public let configuration: Configuration
    open weak var delegate: SFSafariViewControllerDelegate?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done

    public init(url URL: URL, configuration: Configuration) {
        url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    public convenience init(url URL: URL) { self.init(url: URL, configuration: Configuration()) }
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }
    public required init?(coder: NSCoder) { fatalError("SFSafariViewController is made with a URL") }

    open override func viewDidLoad() {
        super.viewDidLoad()
        Console.report(["\(url.absoluteString) is not loaded: no web view here"], from: "SafariServices")
        view.addFillingLabel(url.absoluteString)
    }
}
