import Foundation
import Testing
import UIKit
import _LayouttyPortRuntime

/// The screen an app launches, launched as iOS launches it.
@MainActor @Suite struct LaunchTests {
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var foundItself = false
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            // As screens read it back: `windowScene.delegate as? SceneDelegate`.
            foundItself = scene.delegate === self
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
            self.window = window
        }
    }

    /// The scene holds its delegate before it is told it connected (a screen asking the scene
    /// for its delegate found none and stopped), and the window's root screen is shown.
    @Test func aSceneHoldsItsDelegateWhenItConnects() {
        let delegate = SceneDelegate()
        let layout = _layouttyLaunched(delegate)
        #expect(delegate.foundItself && layout is UICollectionViewFlowLayout)
    }

    /// An app delegate's life-cycle, push and fetch methods are UIKit's requirements (openHAB's
    /// delegate was left out for `UIBackgroundFetchResult`): its own are called through the
    /// protocol; one it lacks answers as UIKit's default, a fetch finding no data.
    @Test func anAppDelegatesLifeCycleMethodsAreUIKits() {
        final class Delegate: UIApplicationDelegate {
            var fetched: [UIBackgroundFetchResult] = []
            func application(
                _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
            ) { completionHandler(.newData) }
        }
        let delegate = Delegate()
        let app: any UIApplicationDelegate = delegate
        app.application(UIApplication.shared, didReceiveRemoteNotification: [:]) { delegate.fetched.append($0) }
        app.application(UIApplication.shared) { delegate.fetched.append($0) }
        app.applicationDidBecomeActive(UIApplication.shared)
        #expect(delegate.fetched == [.newData, .noData] && UIApplication.BackgroundFetchResult.failed.rawValue == 2)
    }
}
