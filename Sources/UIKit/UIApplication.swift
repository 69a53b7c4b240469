import CollectionLayout
import Foundation

/// UIKit's application, as layouts ask it: the layout direction and the status bar's frame.
open class UIApplication: NSObject {
    nonisolated(unsafe) public static let shared = UIApplication()
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { UITraitCollection.current.layoutDirection }
    open var statusBarFrame: CGRect { .zero }

    /// The windows made key (and so shown), in the order they were first; held weakly, as the
    /// scenes own their windows.
    private var shown: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }

    /// The app's windows still alive, in the order they were shown.
    open var windows: [UIWindow] { shown.compactMap(\.window) }
    /// The window made key last (`makeKeyAndVisible()`), nil before any.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    func windowWasShown(_ window: UIWindow) {
        shown.removeAll { $0.window == nil }
        if !shown.contains(where: { $0.window === window }) { shown.append(WeakWindow(window: window)) }
    }
}

/// An app's delegate: asked to finish launching (an app without scenes makes its window there).
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    )
        -> Bool
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role) }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplication {
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
