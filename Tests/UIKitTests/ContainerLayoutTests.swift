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
    /// - a subview at (−10, 10), 100 × 100, has 103 − 10 = 93 above and nothing at the left,
    ///   where it reaches past its superview: no edge is less safe than the superview's;
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
        let overhanging = UIView(frame: CGRect(x: -10, y: 10, width: 100, height: 100))
        screen.view.addSubview(overhanging)
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
        #expect(overhanging.safeAreaInsets == UIEdgeInsets(top: 93, left: 0, bottom: 0, right: 0))
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

    /// A scroll view filling a screen under the bar has its safe area (103 above, 34 below) and
    /// insets its content by it (`adjustedContentInset`, automatic): what it keeps its content
    /// clear of is safe for the content, whose safe area is none — unless the scroll view does
    /// not adjust (`.never`): then the content at its top has the 103 above.
    @Test func aScrollViewsContentHasNoSafeAreaItsInsetsCover() {
        UIScreen.main.show(device: DeviceSetting(device: .iPhone15), terminalColumns: 80, rows: 24)
        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let scrollView = UIScrollView(frame: screen.view.bounds)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 50))
        scrollView.addSubview(content)
        screen.view.addSubview(scrollView)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(content.safeAreaInsets == .zero)
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 0, right: 0))
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

    /// A view laying out a subview from its `layoutSubviews` (`subview.layoutIfNeeded()`, then
    /// its own `layoutIfNeeded()`), as PinLayout's views under a navigation bar do: the pass
    /// ends, the parent laid out once and the subview twice (once from the parent's call, once
    /// by the root's pass). Before, each call started the root's pass again, and the views put
    /// in place by their containers recursed until the stack overflowed.
    @Test func aLayoutSubviewsMayLayOutItsSubviews() {
        final class Counting: UIView {
            var count = 0
            override func layoutSubviews() { count += 1 }
        }
        final class Parent: UIView {
            let child = Counting()
            var count = 0
            override func layoutSubviews() {
                count += 1
                child.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
                child.layoutIfNeeded()
                layoutIfNeeded()
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = Parent(frame: root.bounds)
        parent.addSubview(parent.child)
        root.addSubview(parent)
        root.layoutIfNeeded()
        #expect(parent.count == 1 && parent.child.count == 2)
        #expect(parent.child.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
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
