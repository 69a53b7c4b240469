import CollectionLayout
import Foundation

// How an app launches its first screen — a scene delegate (or, before scenes, the app delegate)
// making the window and its root view controller — so that `layoutty preview` can launch it as
// iOS does and show that screen.

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
    package var shownScreen: UIViewController {
        var screen = self
        while let top = (screen as? UINavigationController)?.topViewController ?? (screen as? UITabBarController)?.selectedViewController {
            screen = top
        }
        return screen
    }
}

/// The first collection view in `view`'s tree, depth first.
package func _layouttyFirstCollectionView(in view: UIView?) -> UICollectionView? {
    guard let view else { return nil }
    if let found = view as? UICollectionView { return found }
    return view.subviews.lazy.compactMap(_layouttyFirstCollectionView(in:)).first
}
