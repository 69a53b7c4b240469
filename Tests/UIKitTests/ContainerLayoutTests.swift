import CollectionLayout
import Foundation
import LayouttyDevice
import Testing

@testable import UIKit

/// Navigation and tab bar controllers lay out what they show, as UIKit's do: the content
/// controller's view in the container's view, the bars beside it, and the bars in the content's
/// safe area. (Before, a pushed controller's view was never put in its container's view: in a
/// window its frame stayed zero and its safe area the screen's — 79 of two layout libraries'
/// examples expected otherwise.) On an iPhone 15: 393 × 852, safe area 59 above, 34 below.
@MainActor @Suite struct ContainerLayoutTests {
    /// A screen in a navigation controller in a tab bar controller, the window laid out:
    /// - the tab bar is 49 over the bottom's 34: y = 852 − 83 = 769, 83 tall;
    /// - the navigation controller's view is all of the tab's (the bar is translucent), its
    ///   safe area 59 above and max(34, 83) = 83 below;
    /// - the navigation bar sits under the status bar: y = 59, 44 tall, its bottom 103;
    /// - the screen's view is all of it too, its safe area max(59, 103) = 103 above and 83
    ///   below, so a view pinned to the safe area is 852 − 103 − 83 = 666 tall at y = 103;
    /// - each view with a safe area was told of it once (`safeAreaInsetsDidChange`), and not
    ///   again by a second pass that changes nothing.
    @Test func aScreenUnderANavigationBarInATabHasTheBarsInItsSafeArea() {
        UIScreen.main.show(device: DeviceSetting(device: .iPhone15), terminalColumns: 80, rows: 24)
        let screen = CountingController()
        let navigation = UINavigationController(rootViewController: screen)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        screen.view.addSubview(pinned)
        let safe = screen.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: safe.topAnchor),
            pinned.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            pinned.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: safe.trailingAnchor)
        ])
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        #expect(navigation.view.superview === tabs.view && navigation.view.frame == window.bounds)
        #expect(navigation.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(screen.view.superview === navigation.view && screen.view.frame == window.bounds)
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(pinned.frame == CGRect(x: 0, y: 103, width: 393, height: 666))
        #expect(screen.told == 1 && screen.countingView.told == 1)
        window.layoutIfNeeded()
        #expect(screen.told == 1 && screen.countingView.told == 1)
    }

    /// Under an opaque bar the screen's view starts below it — y = 103, 852 − 103 = 749 tall —
    /// and the bar is out of its safe area (top 0; the home indicator's 34 below). Extending
    /// under opaque bars puts it back under the bar, the bar in its safe area (103); a large
    /// title makes the bar 44 + 52 = 96 tall, its bottom 59 + 96 = 155.
    @Test func anOpaqueBarPutsTheScreenBelowIt() {
        UIScreen.main.show(device: DeviceSetting(device: .iPhone15), terminalColumns: 80, rows: 24)
        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.isTranslucent = false
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(screen.view.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))

        screen.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        #expect(screen.view.frame == window.bounds)
        #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))

        navigation.navigationBar.prefersLargeTitles = true
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(screen.view.safeAreaInsets.top == 155)
    }

    /// Pushing shows the new top controller's view in its place, the one under it leaving the
    /// container's view (it is kept, not drawn); popping brings it back.
    @Test func thePushedControllersViewReplacesTheOneUnderIt() {
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        navigation.view.layoutIfNeeded()
        let second = UIViewController()
        navigation.pushViewController(second, animated: false)
        navigation.view.layoutIfNeeded()
        #expect(second.view.superview === navigation.view && first.view.superview == nil)
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
        navigation.popViewController(animated: false)
        navigation.view.layoutIfNeeded()
        #expect(first.view.superview === navigation.view && second.view.superview == nil)
    }

    /// A shown window lays itself out as the main queue next runs, as iOS's run loop does before
    /// the next frame: a test that spins the run loop after `makeKeyAndVisible` finds the
    /// screen's view in its navigation controller's and its safe area told, without calling
    /// `layoutIfNeeded` itself. (Polled: the main actor is left between checks.)
    @Test func aShownWindowIsLaidOutAsTheMainQueueRuns() async {
        let screen = CountingController()
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(screen.view.superview == nil)
        for _ in 0..<1000 where screen.view.superview == nil { await Task.yield() }
        #expect(screen.view.superview === navigation.view && screen.view.frame == window.bounds)
        #expect(screen.told == 1)
    }
}

/// A controller counting what its view and it are told of their safe area.
private final class CountingController: UIViewController {
    final class CountingView: UIView {
        var told = 0
        override func safeAreaInsetsDidChange() { told += 1 }
    }
    let countingView = CountingView()
    var told = 0
    override func loadView() { view = countingView }
    override func viewSafeAreaInsetsDidChange() { told += 1 }
}
