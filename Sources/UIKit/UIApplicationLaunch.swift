import CollectionLayout
import Foundation

// How an app launches its first screen — a scene delegate (or, before scenes, the app delegate)
// making the window and its root view controller — so that `layoutty preview` can launch it as
// iOS does and show that screen.

extension UIViewController {
    /// The controller whose view is the screen when this one is shown: a navigation
    /// controller's top one, a tab bar controller's selected one, however nested.
    package var shownScreen: UIViewController {
        var screen = self
        while let top = (screen as? UINavigationController)?.topViewController
            ?? (screen as? UITabBarController)?.selectedViewController
        {
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
