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

open class SKOverlay: NSObject {
    public enum Position: Int, Sendable { case bottom, bottomRaised }
    open class AppConfiguration: NSObject {
        open var appIdentifier: String
        open var position: Position
        public init(appIdentifier: String, position: Position) {
            self.appIdentifier = appIdentifier
            self.position = position
        }
    }
    public init(configuration: AppConfiguration) {}
    open weak var delegate: AnyObject?
    open func present(in scene: UIWindowScene) { AppStoreConsole.say("no App Store overlay") }
    open class func dismiss(in scene: UIWindowScene) {}
}
