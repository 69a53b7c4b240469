import CollectionLayout
import Foundation

/// A window scene's delegate: its `window` is where the app's screen is.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

/// The scene of the screen the preview shows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    open var screen: UIScreen { .main }
    open var windows: [UIWindow] = []
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
    /// The device shown's orientation: upright unless it is shown turned.
    open var interfaceOrientation: UIInterfaceOrientation {
        UIDevice.current.orientation == .portrait ? .portrait : .landscapeRight
    }
}

extension UIWindowScene {
    /// What a long press or drag would open in a new window (iOS 15): kept; no window opens here.
    @preconcurrency @MainActor
    open class ActivationConfiguration: NSObject {
        open private(set) var userActivity: NSUserActivity
        open var preview: UITargetedPreview?

        public init(userActivity: NSUserActivity) {
            self.userActivity = userActivity
            super.init()
        }
    }
}
