import CollectionLayout
import Foundation

// How an app launches its first screen — a scene delegate (or, before scenes, the app delegate)
// making the window and its root view controller — so that `layoutty preview` can launch it as
// iOS does and show that screen.

/// UIKit's responder, the superclass apps give their app and scene delegates.
open class UIResponder: NSObject {}

/// An app's delegate: asked to finish launching (an app without scenes makes its window there).
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role) }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplication {
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// A scene's delegate: told the scene connected (where apps make their window).
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate: its `window` is where the app's screen is.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

open class UIScene: NSObject {
    public struct ConnectionOptions: Sendable {
        public init() {}
    }
    public let session = UISceneSession()
}

/// The scene of the screen the preview shows.
open class UIWindowScene: UIScene {
    open var screen: UIScreen { .main }
    open var windows: [UIWindow] = []
}

open class UISceneSession: NSObject {
    public struct Role: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
    open var role = Role.windowApplication
}

open class UISceneConfiguration: NSObject {
    open var name: String?
    open var role: UISceneSession.Role
    open var delegateClass: AnyClass?
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// The window: as big as the screen, showing its root view controller.
open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open private(set) var isKeyWindow = false
    open var windowScene: UIWindowScene?

    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
        windowScene.windows.append(self)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func makeKeyAndVisible() { isKeyWindow = true }
    open func makeKey() { isKeyWindow = true }
}

/// Tabs of view controllers: the selected one is the screen (the tab bar is not drawn).
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? {
        didSet { for controller in viewControllers ?? [] { addChild(controller) } }
    }
    open var selectedIndex = 0
    open var selectedViewController: UIViewController? {
        guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else { return viewControllers?.first }
        return controllers[selectedIndex]
    }
    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) { viewControllers = controllers }
}

/// A tab's title and image: kept, not drawn.
open class UITabBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var tag = 0
    public init(title: String?, image: UIImage?, tag: Int) { (self.title, self.image, self.tag) = (title, image, tag) }
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) { (self.title, self.image) = (title, image) }
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) { self.tag = tag }
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }
}

/// The layout of the screen the app launches, as iOS launches it: a scene delegate is told its
/// scene connected, else the app delegate that launching finished; the window's root view
/// controller (a navigation or tab bar controller's top one) is shown, and its collection view
/// is the screen `preview` shows.
public func _layouttyLaunched(_ delegate: UIWindowSceneDelegate) -> UICollectionViewLayout {
    let scene = UIWindowScene()
    delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
    return _layouttyScreenLayout(of: delegate.window?.rootViewController, launchedBy: delegate)
}

public func _layouttyLaunched(_ delegate: UIApplicationDelegate) -> UICollectionViewLayout {
    _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
    return _layouttyScreenLayout(of: delegate.window?.rootViewController, launchedBy: delegate)
}

/// The layout of the collection view `root`'s screen shows.
private func _layouttyScreenLayout(of root: UIViewController?, launchedBy delegate: AnyObject) -> UICollectionViewLayout {
    guard let root else { fatalError("\(type(of: delegate)) launched no window with a root view controller") }
    let screen = root.shownScreen
    guard let view = _layouttyFirstCollectionView(in: _layouttyLoaded(screen).view) else {
        fatalError("\(type(of: screen)), the screen \(type(of: delegate)) launches, shows no UICollectionView")
    }
    return view.collectionViewLayout
}

extension UIViewController {
    /// The controller whose view is the screen when this one is shown: a navigation
    /// controller's top one, a tab bar controller's selected one, however nested.
    var shownScreen: UIViewController {
        var screen = self
        while let top = (screen as? UINavigationController)?.topViewController ?? (screen as? UITabBarController)?.selectedViewController {
            screen = top
        }
        return screen
    }
}

/// The first collection view in `view`'s tree, depth first.
public func _layouttyFirstCollectionView(in view: UIView?) -> UICollectionView? {
    guard let view else { return nil }
    if let found = view as? UICollectionView { return found }
    return view.subviews.lazy.compactMap(_layouttyFirstCollectionView(in:)).first
}
