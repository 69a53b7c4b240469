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
