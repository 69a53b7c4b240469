import CollectionLayout
import Foundation
import _LayouttyConsole

/// UIKit's application, as layouts ask it: the layout direction and the status bar's frame.
/// A responder, as on iOS: the last of the chain before the app's delegate.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    /// The app's delegate when it is a responder (an `AppDelegate: UIResponder`, as Xcode's
    /// template makes it), where the chain ends.
    open override var next: UIResponder? { delegate as? UIResponder }
    /// The app's delegate: the one a preview launched the screen with (`application(_:didFinishLaunchingWithOptions:)`),
    /// else nil.
    open var delegate: UIApplicationDelegate?
    /// Remote-control events (a headset's buttons, the lock screen's player): none come here.
    open func beginReceivingRemoteControlEvents() {}
    open func endReceivingRemoteControlEvents() {}
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { UITraitCollection.current.layoutDirection }
    open var statusBarFrame: CGRect { .zero }
    /// The status bar's spinner (deprecated on iOS 13, still set by older apps): kept, not drawn.
    open var isNetworkActivityIndicatorVisible = false

    /// The windows made key (and so shown), in the order they were first; held weakly, as the
    /// scenes own their windows.
    private var shown: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }

    /// The app's windows still alive, in the order they were shown.
    open var windows: [UIWindow] { shown.compactMap(\.window) }
    /// The window made key last (`makeKeyAndVisible()`), nil before any.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    /// The scenes of the windows shown, as UIKit's connected scenes (a window made for a scene
    /// is its scene's).
    open var connectedScenes: Set<UIScene> { Set(windows.compactMap(\.windowScene)) }
    /// An action sent up the responder chain (a menu's, a keyboard shortcut's): nothing is sent
    /// by name here (`NSObject.perform`), so no responder handles it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
    /// The app's page in Settings, which screens open from a "Settings" button.
    public static let openSettingsURLString = "app-settings:"
    public static let openNotificationSettingsURLString = "app-settings:notifications"
    /// Alternate app icons: none here, and asking for one fails, as on a device that refuses.
    open var supportsAlternateIcons: Bool { false }
    open var alternateIconName: String? { nil }
    open func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(CocoaError(.featureUnsupported))
    }
    /// Nothing opens another app here: said once in the log, and `completion` is told `false`.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        Console.report(["UIApplication.open(\(url.absoluteString)): no other app opens here"])
        completion?(false)
    }
    /// iOS 2's way (GitHawk's router still calls it): as `open(_:options:completionHandler:)`,
    /// nothing opens; `false`, as iOS 18 answers it.
    @available(iOS, deprecated: 10.0, message: "Use open(_:options:completionHandler:) instead")
    open func openURL(_ url: URL) -> Bool {
        open(url)
        return false
    }
    open func canOpenURL(_ url: URL) -> Bool { false }
    /// The app stays active while previewed.
    open var applicationState: State { .active }
    public enum State: Int, Sendable { case active, inactive, background }
    open var applicationIconBadgeNumber = 0
    open var isIdleTimerDisabled = false

    func windowWasShown(_ window: UIWindow) {
        shown.removeAll { $0.window == nil }
        if !shown.contains(where: { $0.window === window }) { shown.append(WeakWindow(window: window)) }
    }
}

/// An app's delegate: asked to finish launching (an app without scenes makes its window there).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
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
    /// A URL handed to the app by another: never, here.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    // The app's life after launching, pushes and background fetches: none happens here, so none
    // is called; declared so that a delegate's own implementations are UIKit's requirements.
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler:
            @escaping (UIBackgroundFetchResult) -> Void)
}

/// What a background fetch or a push's fetch found (UIApplication.h).
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData, noData, failed
}

extension UIApplication {
    public typealias BackgroundFetchResult = UIBackgroundFetchResult
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role) }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func application(
        _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool { false }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}
    public func application(
        _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {}
    public func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) { completionHandler(.noData) }
    public func application(
        _ application: UIApplication,
        performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) { completionHandler(.noData) }
}

extension UIApplication {
    /// What comes with a launch (`launchOptions`): nothing here, as when the user opens the app.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = Self(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = Self(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = Self(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let localNotification = Self(rawValue: "UIApplicationLaunchOptionsLocalNotificationKey")
        public static let annotation = Self(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        public static let location = Self(rawValue: "UIApplicationLaunchOptionsLocationKey")
        public static let newsstandDownloads = Self(rawValue: "UIApplicationLaunchOptionsNewsstandDownloadsKey")
        public static let bluetoothCentrals = Self(rawValue: "UIApplicationLaunchOptionsBluetoothCentralsKey")
        public static let bluetoothPeripherals = Self(rawValue: "UIApplicationLaunchOptionsBluetoothPeripheralsKey")
        public static let shortcutItem = Self(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = Self(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let userActivityType = Self(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        public static let cloudKitShareMetadata = Self(rawValue: "UIApplicationLaunchOptionsCloudKitShareMetadataKey")
        public static let eventAttribution = Self(rawValue: "UIApplicationLaunchOptionsEventAttributionKey")
    }
    /// A kind of app extension the app's delegate may refuse (a custom keyboard): asked of no
    /// delegate here, where no extension runs.
    public struct ExtensionPointIdentifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let keyboard = Self(rawValue: "com.apple.keyboard-service")
    }
    /// What comes with a URL another app opens this one with.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    /// The app's life-cycle notifications, which screens observe; never posted here (the app
    /// stays active in the foreground).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
}

/// The interface's orientation (UIApplication.h).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a controller supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = Self(rawValue: 1 << 1)
    public static let landscapeLeft = Self(rawValue: 1 << 4)
    public static let landscapeRight = Self(rawValue: 1 << 3)
    public static let portraitUpsideDown = Self(rawValue: 1 << 2)
    public static let landscape: Self = [.landscapeLeft, .landscapeRight]
    public static let all: Self = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: Self = [.portrait, .landscapeLeft, .landscapeRight]
}

/// A task the app asks time to finish in the background (`beginBackgroundTask`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIApplication {
    /// The app never goes to the background here: each task gets its own identifier and never
    /// expires (its handler is never called).
    public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil)
        -> UIBackgroundTaskIdentifier
    {
        BackgroundTasks.next += 1
        return UIBackgroundTaskIdentifier(rawValue: BackgroundTasks.next)
    }
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}

private enum BackgroundTasks {
    nonisolated(unsafe) static var next = 0
}

/// Objective-C's name of `UIApplication.openNotificationSettingsURLString`.
public let UIApplicationOpenNotificationSettingsURLString = UIApplication.openNotificationSettingsURLString
