import CollectionLayout
import Foundation

// How an app launches its first screen — a scene delegate (or, before scenes, the app delegate)
// making the window and its root view controller — so that `layoutty preview` can launch it as
// iOS does and show that screen.

extension UIViewController {
    /// The controller whose view is the screen when this one is shown: a navigation
    /// controller's top one, a tab bar controller's selected one, a split view controller's
    /// shown column, however nested.
    package var shownScreen: UIViewController {
        var screen = self
        while let top = (screen as? UINavigationController)?.topViewController
            ?? (screen as? UITabBarController)?.selectedViewController
            ?? (screen as? UISplitViewController)?.shownColumn
        {
            screen = top
        }
        return screen
    }
}

/// The collection view a screen of `view`'s tree is about: the largest one shown (not hidden),
/// by the area of its frame, the first depth first among equals; a screen with one is that one.
/// A screen hiding all of them (its list empty, an empty state shown instead) is about the
/// largest hidden one, drawn as hidden: the screen's other views, none of its items.
package func _layouttyShownCollectionView(in view: UIView?) -> UICollectionView? {
    func all(in view: UIView, hidden: Bool) -> [UICollectionView] {
        guard hidden || !view.isHidden else { return [] }
        return (view as? UICollectionView).map { [$0] } ?? view.subviews.flatMap { all(in: $0, hidden: hidden) }
    }
    guard let view else { return nil }
    let shown = all(in: view, hidden: false)
    let found = shown.isEmpty ? all(in: view, hidden: true) : shown
    func area(_ view: UICollectionView) -> CGFloat { max(0, view.frame.width) * max(0, view.frame.height) }
    return found.enumerated().max { a, b in
        area(a.element) != area(b.element) ? area(a.element) < area(b.element) : a.offset > b.offset
    }?.element
}
