import CollectionLayout
import Foundation

/// A scene's delegate: told the scene connected (where apps make their window).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

@preconcurrency @MainActor
open class UIScene: NSObject {
    public struct ConnectionOptions: Sendable {
        public init() {}
    }
    /// What comes with a URL another app opens the scene with (`UIOpenURLContext.options`).
    @preconcurrency @MainActor
    open class OpenURLOptions: NSObject {
        open var sourceApplication: String? { nil }
        open var annotation: Any? { nil }
        open var openInPlace: Bool { false }
    }
    public let session = UISceneSession()
    /// Held strongly, as UIKit holds it: the app's scene delegate, set when the scene connects.
    open var delegate: UISceneDelegate?

    // Posted as a scene's life goes (UIScene.h); a preview's scene connects once and stays in
    // the foreground, so none follows the launch.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
