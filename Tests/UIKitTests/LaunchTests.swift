import Foundation
import Testing
import _LayouttyPortRuntime

@_spi(LayouttyPort) @testable import UIKit

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

    /// An app whose Info.plist names a main storyboard (and no scene manifest) has the window
    /// UIKit makes before it hears launching: screen-sized, its root the storyboard's initial
    /// screen, in the delegate's `window` — SwiftHub's delegate shows its first screen in
    /// `window!`, which trapped. A delegate with a window of its own keeps it.
    @Test func aMainStoryboardsWindowIsTheDelegatesBeforeLaunching() throws {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var rootAtLaunch: UIViewController?
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                rootAtLaunch = window?.rootViewController
                return true
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutty-launch-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "Main-\(UUID())"
        let storyboard = folder.appendingPathComponent(name + ".storyboard")
        try Data(Self.storyboard.utf8).write(to: storyboard)
        interfaceBuilderFiles[name] = storyboard.path
        let info = try PropertyListSerialization.data(
            fromPropertyList: ["UIMainStoryboardFile": name, "CFBundleIdentifier": "app.example"], format: .xml,
            options: 0)
        try info.write(to: folder.appendingPathComponent("Info.plist"))
        let bundle = try #require(Bundle(path: folder.path))

        let delegate = Delegate()
        _layouttyFinishLaunching(delegate, info: bundle)
        #expect(delegate.window?.frame == UIScreen.main.bounds)
        #expect(delegate.rootAtLaunch != nil && delegate.rootAtLaunch === delegate.window?.rootViewController)
        let own = Delegate()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        own.window = window
        _layouttyFinishLaunching(own, info: bundle)
        #expect(own.window === window && own.rootAtLaunch == nil)
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="first">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="first" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

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

/// A storyboard controller's outlets, placed as the storyboard would place them.
@MainActor @Suite struct StoryboardOutletTests {
    final class Grid: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { UICollectionViewCell() }
    }

    /// A collection view outlet of a controller that is its data source and delegate is
    /// connected to it, as DuckDuckGo's tab switcher's storyboard connects its own (the code sets
    /// neither): its 3 items are the screen's. A data source already set is kept, and a
    /// controller that is none leaves it nil.
    @Test func aCollectionViewOutletIsConnectedToItsController() {
        let grid = Grid()
        grid.loadViewIfNeeded()
        let outlet = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        grid._layouttyPlace(outlet)
        #expect(outlet.dataSource === grid && outlet.delegate === grid && outlet.numberOfItems(inSection: 0) == 3)
        let other = Grid()
        let kept = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        kept.dataSource = other
        grid._layouttyPlace(kept)
        #expect(kept.dataSource === other)
        let plain = UIViewController()
        plain.loadViewIfNeeded()
        let alone = UITableView(frame: .zero, style: .plain)
        plain._layouttyPlace(alone)
        #expect(alone.dataSource == nil && alone.superview === plain.view)
    }
}
