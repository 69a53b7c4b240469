// StoreKit/SKStoreReviewController.h, SKStoreProductViewController.h, SKOverlay.h
import UIKit

open class SKStoreReviewController: NSObject {
    /// iOS decides whether to show the prompt, and never in a preview: nothing is shown.
    open class func requestReview() { AppStoreConsole.say("no review prompt") }
    open class func requestReview(in windowScene: UIWindowScene) { requestReview() }
}

public protocol SKStoreProductViewControllerDelegate: AnyObject {
    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController)
}

extension SKStoreProductViewControllerDelegate {
    public func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {}
}

public let SKStoreProductParameterITunesItemIdentifier = "id"
public let SKStoreProductParameterAffiliateToken = "at"
public let SKStoreProductParameterCampaignToken = "ct"
public let SKStoreProductParameterProviderToken = "pt"
public let SKStoreProductParameterAdvertisingPartnerToken = "advp"

/// The App Store's page for a product, shown over the app: here a screen saying so, its load
/// answering that the store is not here.
open class SKStoreProductViewController: UIViewController {
    open weak var delegate: SKStoreProductViewControllerDelegate?

    open func loadProduct(
        withParameters parameters: [String: Any], completionBlock block: ((Bool, Error?) -> Void)? = nil
    ) {
        AppStoreConsole.say("no product page")
        DispatchQueue.main.async { block?(false, SKError(.storeProductNotAvailable)) }
    }

    open func loadProduct(withParameters parameters: [String: Any]) async throws {
        AppStoreConsole.say("no product page")
        throw SKError(.storeProductNotAvailable)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addFillingLabel("App Store")
    }
}

/// The App Store's banner over the app: here nothing is shown, and its delegate hears that
/// it failed to load (no App Store here), as iOS tells it when the store cannot answer.
open class SKOverlay: NSObject {
    public enum Position: Int, Sendable { case bottom, bottomRaised }

    open class Configuration: NSObject {}

    open class AppConfiguration: Configuration {
        open var appIdentifier: String
        open var position: Position
        open var campaignToken: String?
        open var providerToken: String?
        open var customProductPageIdentifier: String?
        open var latestReleaseID: String?
        open var userDismissible = true
        private var additionalValues: [String: Any] = [:]

        public init(appIdentifier: String, position: Position) {
            self.appIdentifier = appIdentifier
            self.position = position
        }
        open func additionalValue(forKey key: String) -> Any? { additionalValues[key] }
        open func setAdditionalValue(_ value: Any?, forKey key: String) { additionalValues[key] = value }
    }

    open class AppClipConfiguration: Configuration {
        open var position: Position
        open var campaignToken: String?
        open var providerToken: String?

        public init(position: Position) { self.position = position }
    }

    /// The banner's move, which animations join: none happens here.
    open class TransitionContext: NSObject {
        open var startFrame = CGRect.zero
        open var endFrame = CGRect.zero
        open func addAnimationBlock(_ block: @escaping () -> Void) {}
    }

    open var configuration: Configuration
    open weak var delegate: SKOverlayDelegate?

    public init(configuration: Configuration) { self.configuration = configuration }

    open func present(in scene: UIWindowScene) {
        AppStoreConsole.say("no App Store overlay")
        DispatchQueue.main.async { [self] in
            delegate?.storeOverlayDidFailToLoad(self, error: SKError(.unsupportedPlatform))
        }
    }
    open class func dismiss(in scene: UIWindowScene) {}
}

/// Apple's optional requirements, each answered by nothing unless the app's type does.
public protocol SKOverlayDelegate: AnyObject {
    func storeOverlayDidFailToLoad(_ overlay: SKOverlay, error: Error)
    func storeOverlayWillStartPresentation(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
    func storeOverlayDidFinishPresentation(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
    func storeOverlayWillStartDismissal(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
    func storeOverlayDidFinishDismissal(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext)
}

extension SKOverlayDelegate {
    public func storeOverlayDidFailToLoad(_ overlay: SKOverlay, error: Error) {}
    public func storeOverlayWillStartPresentation(
        _ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext
    ) {}
    public func storeOverlayDidFinishPresentation(
        _ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext
    ) {}
    public func storeOverlayWillStartDismissal(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext) {}
    public func storeOverlayDidFinishDismissal(_ overlay: SKOverlay, transitionContext: SKOverlay.TransitionContext) {}
}
