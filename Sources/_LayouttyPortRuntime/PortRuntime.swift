import CollectionLayout
import Foundation
@_spi(LayouttyPort) import UIKit

// What the preview's copy of the user's Swift files calls (the port writes these names; not for
// your code): in a module of its own, imported by ported files alone, so that UIKit's API holds
// UIKit's names only.

/// What `layoutty preview` ports `@objc optional` protocol requirements to (Linux has no
/// Objective-C runtime to ask): a protocol of the files with optional requirements refines this
/// one, each conforming type of the files — and each of UIKit's delegate protocols' — answers
/// which methods it implements, and `delegate?.method?(…)` becomes
/// `delegate?._layouttyIf("method(…)")?.method(…)`: the method is called only on a delegate that
/// implements it, as on iOS.
public protocol _LayouttyOptionalRequirements {
    /// Whether the type implements the requirement named `method(label:…)`.
    func _layouttyImplements(_ requirement: String) -> Bool
}

extension _LayouttyOptionalRequirements {
    /// A type the previewed files do not declare implements none.
    public func _layouttyImplements(_ requirement: String) -> Bool { false }

    /// Itself when it implements `requirement`, else nil: the `?(` of an optional requirement.
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

/// What a subclass of a UIKit class that answers `_layouttyImplements` (a collection view
/// controller) implements itself, listed by the port.
public protocol _LayouttyOwnRequirements: AnyObject {
    var _layouttyOwnRequirements: [String] { get }
}

/// Whether `value` implements `requirement`, as its type's conformance says (none: no);
/// Objective-C's `respondsToSelector:`.
public func _layouttyImplements(_ value: Any?, _ requirement: String) -> Bool {
    (value as? _LayouttyOptionalRequirements)?._layouttyImplements(requirement) ?? false
}

extension UICollectionViewController: _LayouttyOptionalRequirements {
    /// Which optional requirements it implements: its own, and those a subclass of the previewed
    /// files declares (the port lists them: `_LayouttyOwnRequirements`). Nonisolated, as the
    /// question is about the type, and the port's conformances are.
    nonisolated public func _layouttyImplements(_ requirement: String) -> Bool {
        ["numberOfSections(in:)", "collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)"]
            .contains(requirement)
            || (self as? _LayouttyOwnRequirements)?._layouttyOwnRequirements.contains(requirement) == true
    }
}

extension UICollectionViewDiffableDataSource: _LayouttyOptionalRequirements {
    /// Its own, and a subclass's of the files (the port lists them), as the controller's.
    nonisolated public func _layouttyImplements(_ requirement: String) -> Bool {
        ["numberOfSections(in:)", "collectionView(_:numberOfItemsInSection:)", "collectionView(_:moveItemAt:to:)"]
            .contains(requirement)
            || (self as? _LayouttyOwnRequirements)?._layouttyOwnRequirements.contains(requirement) == true
    }
}

/// The default the port gives an optional requirement: only a call without `?(` reaches it,
/// which Swift on iOS does not compile.
public func _layouttyMissing<Result>(_ requirement: String, file: StaticString = #file, line: UInt = #line) -> Result {
    fatalError(
        "\(requirement) is an optional requirement this type does not implement: call it with ?(", file: file,
        line: line)
}

/// What a stand-in delegate `layoutty preview` writes answers a length with (not for your code):
/// the previewed data's size for the item (a spec's sized items), else a length that varies
/// with the item — heights 100 to 250 points, widths 60 to 180 — or 8 points for another length.
@preconcurrency @MainActor
public func _layouttyStandInLength(_ kind: String, _ view: UICollectionView?, _ indexPath: IndexPath?) -> CGFloat {
    let item = indexPath?.item ?? 0
    switch kind {
    case "height": return _layouttyDataSize(view, indexPath)?.height ?? CGFloat(100 + item * 7 % 6 * 30)
    case "width": return _layouttyDataSize(view, indexPath)?.width ?? CGFloat(60 + item * 5 % 4 * 40)
    default: return 8
    }
}

/// A stand-in's size for the item: the data's, else a varied width and height.
@preconcurrency @MainActor
public func _layouttyStandInSize(_ view: UICollectionView?, _ indexPath: IndexPath?) -> CGSize {
    _layouttyDataSize(view, indexPath)
        ?? CGSize(
            width: _layouttyStandInLength("width", nil, indexPath),
            height: _layouttyStandInLength("height", nil, indexPath))
}

/// The size the view's delegate (the previewed data) gives the item, when it gives sizes.
@MainActor
private func _layouttyDataSize(_ view: UICollectionView?, _ indexPath: IndexPath?) -> CGSize? {
    guard let view, let indexPath, let delegate = view.delegate as? UICollectionViewDelegateFlowLayout,
        _layouttyImplements(delegate, "collectionView(_:layout:sizeForItemAt:)")
    else { return nil }
    return delegate.collectionView(view, layout: view.collectionViewLayout, sizeForItemAt: indexPath)
}

/// The layout of the screen the app launches, as iOS launches it: a scene delegate is told its
/// scene connected, else the app delegate that launching finished; the window's root view
/// controller (a navigation or tab bar controller's top one) is shown, and its collection view
/// is the screen `preview` shows.
@preconcurrency @MainActor
public func _layouttyLaunched(_ delegate: UIWindowSceneDelegate) -> UICollectionViewLayout {
    let scene = UIWindowScene()
    scene.delegate = delegate
    delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
    return _layouttyScreenLayout(of: delegate.window?.rootViewController, launchedBy: delegate)
}

@preconcurrency @MainActor
public func _layouttyLaunched(_ delegate: UIApplicationDelegate) -> UICollectionViewLayout {
    _layouttyFinishLaunching(delegate)
    return _layouttyScreenLayout(of: delegate.window?.rootViewController, launchedBy: delegate)
}

/// The app launched before its screen is made, as iOS launches it (and Xcode's previews): the
/// delegate is the application's, told that launching will and did finish. Its window, if it
/// makes one, is not the screen shown: the screen previewed is.
///
/// An app whose Info.plist (`info`'s) names a main storyboard and no scene manifest has the
/// window UIKit makes for it first, as `UIApplicationMain` makes it: screen-sized, its root the
/// storyboard's initial screen, the delegate's `window` (a GitHub client's launch code
/// force-unwraps `window!`, and trapped).
@preconcurrency @MainActor
public func _layouttyFinishLaunching(_ delegate: UIApplicationDelegate, info: Bundle = ._layouttyMain) {
    launchedDelegate = delegate
    UIApplication.shared.delegate = delegate
    if delegate.window == nil, info.object(forInfoDictionaryKey: "UIApplicationSceneManifest") == nil,
        let storyboard = info.object(forInfoDictionaryKey: "UIMainStoryboardFile") as? String
    {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIStoryboard(name: storyboard, bundle: nil).instantiateInitialViewController()
        delegate.window = window
    }
    _ = delegate.application(UIApplication.shared, willFinishLaunchingWithOptions: nil)
    _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
}

/// The app's delegate, kept for the program's life as iOS keeps it.
@MainActor private var launchedDelegate: UIApplicationDelegate?

/// The layout of the collection view `root`'s screen shows.
@MainActor
private func _layouttyScreenLayout(of root: UIViewController?, launchedBy delegate: AnyObject) -> UICollectionViewLayout
{
    guard let root else { _layouttyRefuse("\(type(of: delegate)) launched no window with a root view controller") }
    return _layouttyScreenLayout(
        of: root, what: "the screen \(type(of: delegate)) launches", asTheStoryboardShowsIt: false)
}

/// The layout of the collection view the screen `controller` makes shows, made as iOS shows
/// it: a navigation or tab bar controller's top screen, loaded and shown in UIKit's order
/// (`viewDidLoad`, `viewWillAppear`, layout), then the collection view in its view tree —
/// whoever made it, a base class, a lazy property, `setCollectionViewLayout` — the largest if
/// there are several. What a `#Preview` block or the files' screen class makes goes here.
@preconcurrency @MainActor
public func _layouttyScreenLayout(
    of controller: UIViewController, what: String = "the screen", asTheStoryboardShowsIt: Bool = true
) -> UICollectionViewLayout {
    // A screen class the preview made is shown as the app's storyboard shows it: on its tab of a
    // tab bar controller, or the root of a navigation controller, its bar above. Not what a
    // `#Preview` block or the app's launch made: that is shown as made.
    let controller =
        !asTheStoryboardShowsIt
        ? controller
        : UIStoryboard.tabBarController(showing: controller)
            ?? (UIStoryboard.showsOnANavigationController(controller) ? _layouttyPushed(controller) : controller)
    let screen = controller.shownScreen
    // The container showing it is kept too: its children name it only weakly (`parent`).
    if screen !== controller { _ = _layouttyKept(controller) }
    guard let view = _layouttyShownCollectionView(in: _layouttyLoaded(screen).view) else {
        _layouttyRefuse(
            "\(type(of: screen)), \(what), shows no UICollectionView once its view has loaded (none is in its view: "
                + "one made but never added to it is not shown, on iOS either)")
    }
    if view.dataSource == nil {
        guard _layouttyAwaitDataSource(of: view) else {
            // The two seconds the preview took are said, and why the items are the preview's own.
            _layouttyNote(
                "\(type(of: screen)) gave its collection view no data source within \(Int(dataSourceWait)) s of "
                    + "loading: its items are the preview's placeholders (--items)")
            return view.collectionViewLayout
        }
        screen.view.setNeedsLayout()
        screen.view.layoutIfNeeded()
    }
    return view.collectionViewLayout
}

/// `controller` as the root of a navigation controller, as the app pushes it; itself when it
/// is a container or already has a parent (a factory placed it).
@preconcurrency @MainActor
public func _layouttyPushed(_ controller: UIViewController) -> UIViewController {
    let isContainer =
        controller is UINavigationController || controller is UITabBarController
        || controller is UISplitViewController
    guard !isContainer, controller.parent == nil else { return controller }
    return UINavigationController(rootViewController: controller)
}

/// How long a loaded screen's own asynchronous work may take to give its collection view a
/// data source before the screen is shown without one (and the preview's `--items` in it).
let dataSourceWait: TimeInterval = 2

/// Runs the main queue until `view` has a data source, at most `dataSourceWait`: a screen whose
/// `Task` fetches, then applies a diffable snapshot through a lazily made data source
/// (sakiyamaK's sample waits a second, as for its server) is shown with its data, as iOS shows
/// it once the data comes; without the wait the preview drew `--items` placeholders. Whether
/// one came.
@MainActor
private func _layouttyAwaitDataSource(of view: UICollectionView) -> Bool {
    let deadline = Date().addingTimeInterval(dataSourceWait)
    while view.dataSource == nil, Date() < deadline {
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
    }
    // What the data source's first snapshot queued in turn.
    _layouttyRunMainQueue()
    return view.dataSource != nil
}

/// The view controller a screen's own static function returned (`make(with:)`): the value
/// itself, or the first view controller among its parts (a tuple of a title and the screen, a
/// struct holding it), as the running program finds it.
@preconcurrency @MainActor
public func _layouttyController(in made: Any) -> UIViewController {
    if let controller = made as? UIViewController { return controller }
    guard let found = Mirror(reflecting: made).children.lazy.compactMap({ $0.value as? UIViewController }).first
    else { _layouttyRefuse("the screen's own function made \(type(of: made)), which holds no view controller") }
    return found
}

/// Ends the preview saying why the screen cannot be shown, as one line (the user's screen, not
/// Layoutty, is what lacks something): no trap, no backtrace; the terminal is given back.
func _layouttyRefuse(_ message: String) -> Never {
    _layouttyNote(message)
    exit(1)
}

/// One line on stderr, as the preview's other notes.
private func _layouttyNote(_ message: String) {
    FileHandle.standardError.write(Data("layoutty: preview: \(message)\n".utf8))
}

/// `value`, kept for the program's life: what a screen's presenter sets on a weak property
/// (`weak var delegate: Delegate!`) is the presenter's to hold, and the preview stands in for
/// the presenter.
@MainActor
public func _layouttyKept<Value: AnyObject>(_ value: Value) -> Value {
    presenterKept.append(value)
    return value
}

@MainActor private var presenterKept: [AnyObject] = []

/// `property = standIn` where the property's type is a stand-in (a module's type, the app's own
/// declared beyond the files), else nothing: which it is is known only once the build has
/// settled what stands in, after the screen's maker was written (Go Map!!'s notes screen: its
/// presenter sets `mapView`, the app's `MapView` standing in when the maker was written and
/// built by the time it compiled: "cannot assign value of type '_LayouttyStandIn' to type
/// 'MapView'"). The property is then left as the screen's initializer left it.
public func _layouttyStandIn<Property>(_ property: inout Property, _ standIn: _LayouttyStandIn) {
    if let standIn = standIn as? Property { property = standIn }
}

/// What a storyboard's loading hands a view controller it makes (`init?(coder:)`): the scene's
/// archive, of which nothing is read here — a collection view controller gets Interface
/// Builder's default flow layout, outlets are connected as the port says
/// (`_layouttyConnectOutlets`).
public func _layouttyStoryboardCoder() -> NSCoder { NSCoder() }

/// A view or controller of a class standing in, present where the code asks for it as
/// implicitly unwrapped (`var mapView: MapView! { mainView.mapView }`, which a stand-in's
/// member answers nil): made as a storyboard makes one when it is not there. A view whose
/// class has a xib of its name is that xib's (AltStore's news cell, made on iOS by a helper of a
/// framework not built here): its outlets are then connected, as the app expects.
@preconcurrency @MainActor
public func _layouttyPresent<View: UIView>(_ value: View?) -> View? {
    value ?? viewOfItsOwnXib(View.self) as? View ?? View(coder: _layouttyStoryboardCoder())
}

/// A view of `wanted` made from the app's xib of the class's name, as UIKit makes one from it
/// (its outlets connected); nil when there is none. Asked for a view, the caller is the main
/// actor's (UIKit's views are), as on iOS.
func viewOfItsOwnXib(_ wanted: Any.Type) -> UIView? {
    guard let view = wanted as? UIView.Type else { return nil }
    let name = String(describing: view)
    return MainActor.assumeIsolated { () -> UIView? in
        guard interfaceBuilderFiles[name] != nil else { return nil }
        return UINib(nibName: name, bundle: nil).instantiate(withOwner: nil).lazy.compactMap { $0 as? UIView }.first {
            type(of: $0) == view
        }
    }
}

/// A view of UIKit's own class `wanted` (`UIView`, `UIStackView`), made as `UIView.neutral`
/// makes one, for a stand-in asked for one as an optional (`viewContainer = screen.streamContainer`, a
/// screen standing in): on iOS the app's code gets a view there, and force-unwraps it next
/// (ello's stream controllers trapped on nil). Kept for the program's life, as the app's
/// `weak var` holding it expects its owner to keep it. An app's own class is not made: its
/// `init?(coder:)` may trap.
func uikitView(_ wanted: Any.Type) -> UIView? {
    guard let view = wanted as? UIView.Type, String(reflecting: view).hasPrefix("UIKit.") else { return nil }
    let made = view.neutral
    MainActor.assumeIsolated { madeForStandIns.append(made) }
    return made
}
@MainActor private var madeForStandIns: [UIView] = []

@preconcurrency @MainActor
public func _layouttyPresent<Controller: UIViewController>(_ value: Controller?) -> Controller? {
    value ?? Controller(coder: _layouttyStoryboardCoder())
}

/// A controller made as the app's storyboard makes it — by `init?(coder:)` with its scene's
/// coder, its view then loaded from the scene — when one of the app's storyboards has a scene
/// of its class; else nil. What `layoutty preview` makes a screen with before `Name()`.
@preconcurrency @MainActor
public func _layouttyFromStoryboard<Controller: UIViewController>(_ type: Controller.Type) -> Controller? {
    UIStoryboard.sceneCoder(ofClass: String(describing: type)).flatMap { Controller(coder: $0) }
}

/// `controller`, its view loaded and shown in UIKit's order — what `layoutty preview` does with
/// a view controller of the files before asking it for its collection view's layout.
@preconcurrency @MainActor
public func _layouttyLoaded<Controller: UIViewController>(_ controller: Controller) -> Controller {
    // Kept for the program's life: its collection view (and data source) is the screen shown.
    shownControllers.append(controller)
    _layouttyAppear(controller)
    return controller
}

/// The view controllers `layoutty preview` made and shows. Global because the generated code
/// makes them with a free function and nothing else holds them: a window would, on iOS.
@MainActor private var shownControllers: [UIViewController] = []

extension UIViewController {
    /// An outlet's view put where a storyboard would have: in the controller's view — a
    /// collection or table view over all of it, resizing with it (Interface Builder's default),
    /// its data source and delegate the controller where it is one, as storyboards connect them
    /// (DuckDuckGo's tab switcher sets neither in code); any other view with no frame, as where
    /// the storyboard placed it is not known. The code's own settings in `viewDidLoad` come after.
    public func _layouttyPlace(_ outlet: UIView) {
        guard let view = loadedView, outlet !== view, outlet.superview == nil else { return }
        if let collection = outlet as? UICollectionView {
            collection.dataSource = collection.dataSource ?? self as? UICollectionViewDataSource
            collection.delegate = collection.delegate ?? self as? UICollectionViewDelegate
        } else if let table = outlet as? UITableView {
            table.dataSource = table.dataSource ?? self as? UITableViewDataSource
            table.delegate = table.delegate ?? self as? UITableViewDelegate
        }
        if outlet is UICollectionView || outlet is UITableView {
            outlet.frame = view.bounds
            outlet.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        view.addSubview(outlet)
    }

    /// A bar button item outlet put where a storyboard's usually is: at the navigation bar's
    /// trailing end, which holds it (an outlet of one is `weak`).
    public func _layouttyPlace(_ outlet: UIBarButtonItem) {
        navigationItem.rightBarButtonItems = (navigationItem.rightBarButtonItems ?? []) + [outlet]
    }
}

/// `layout`, named `name` on the status line (what `layoutty preview` writes around a section
/// factory's layout; not for your code).
@preconcurrency @MainActor
public func _layouttyNamed<Layout: UICollectionViewLayout>(_ name: String, _ layout: Layout) -> Layout {
    layout.shownName = name
    return layout
}

/// `NSLocalizedString` as the preview's copy of the user's files calls it (not for your code):
/// Foundation's, its bundle by default the app's (`Bundle._layouttyMain`), so a screen shows
/// its own words from the project's `en.lproj` strings rather than their keys.
public func _layouttyNSLocalizedString(
    _ key: String, tableName: String? = nil, bundle: Bundle = ._layouttyMain, value: String = "", comment: String
) -> String {
    NSLocalizedString(key, tableName: tableName, bundle: bundle, value: value, comment: comment)
}

/// `unsafeBitCast(_:to:)` as the preview's copy of the user's files calls it (not for your
/// code): Swift's, but where a block crosses an object. On iOS an `@convention(block)` closure
/// is an object, and apps keep one as an associated object, cast to `AnyObject` and back; here
/// the convention is blanked (Linux has no blocks), a closure is two words, and Swift's cast
/// would trap on the sizes. So any value of another size than the object asked for goes into a
/// box on the way to it (where Swift traps: a closure, the case apps write), and comes out of it
/// on the way back; a cast of equal sizes is Swift's.
public func _layouttyUnsafeBitCast<Value, Target>(_ value: Value, to type: Target.Type) -> Target {
    if MemoryLayout<Value>.size != MemoryLayout<Target>.size {
        if let box = value as? _LayouttyBlockBox, let closure = box.closure as? Target { return closure }
        if let object = _LayouttyBlockBox(value) as? Target { return object }
    }
    return unsafeBitCast(value, to: type)
}

/// A closure kept where iOS keeps a block as an object (`_layouttyUnsafeBitCast`).
final class _LayouttyBlockBox {
    let closure: Any
    init(_ closure: Any) { self.closure = closure }
}

extension Bundle {
    /// The app's bundle as the preview's copy of the user's files names `Bundle.main`: the
    /// project's data files by name (`url(forResource:withExtension:)`, `path(forResource:ofType:)`),
    /// as Xcode copies them into the app; the program's own bundle when there is no project.
    public static var _layouttyMain: Bundle { appResources ?? .main }

    /// `Bundle(for:)` as the preview's copy calls it: the bundle Xcode builds the class's target
    /// into, holding the target's files by name — under `layoutty test`, the folder of links it
    /// made for the class's module (`LAYOUTTY_RESOURCES/<module>`); in a preview, the app's
    /// (`_layouttyMain`). Linux's Foundation answers the program's main bundle, where a test
    /// target's images are not.
    public convenience init(_layouttyFor aClass: AnyClass) {
        let module = String(reflecting: aClass).prefix { $0 != "." }
        let folder = ProcessInfo.processInfo.environment["LAYOUTTY_RESOURCES"].map { "\($0)/\(module)" }
        if let folder, FileManager.default.fileExists(atPath: folder) {
            self.init(path: folder)!
        } else if let bundle = Bundle.appResources {
            self.init(path: bundle.bundlePath)!
        } else {
            self.init(for: aClass)
        }
    }

    /// The folder of links `layoutty preview` made to the project's data files.
    package static func _layouttyUseResources(in folder: String) {
        appResources = Bundle(path: folder)
    }
}

extension UIScrollView {
    /// Objective-C's `decelerationRate`, a `CGFloat` there (`UIScrollViewDecelerationRateFast`)
    /// and a `DecelerationRate` in Swift: what the translation reads and sets.
    public var _layouttyObjCDecelerationRate: CGFloat {
        get { decelerationRate.rawValue }
        set { decelerationRate = DecelerationRate(rawValue: newValue) }
    }
}

/// Objective-C's associated objects in translated code: the key is what the address or selector
/// names (`&kBadgeKey` → `"kBadgeKey"`), each name one key of UIKit's associated objects.
public func _layouttyObjCSetAssociated(
    _ object: Any?, _ key: AnyHashable, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard let object else { return }
    objc_setAssociatedObject(object, AssociationKeys.pointer(for: key), value, policy)
}

public func _layouttyObjCAssociated(_ object: Any?, _ key: AnyHashable) -> Any? {
    object.flatMap { objc_getAssociatedObject($0, AssociationKeys.pointer(for: key)) }
}

/// One address per key name, made once and kept for the program's life (a handful of keys).
private enum AssociationKeys {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var pointers: [AnyHashable: UnsafeMutableRawPointer] = [:]

    static func pointer(for key: AnyHashable) -> UnsafeRawPointer {
        lock.withLock {
            if let made = pointers[key] { return UnsafeRawPointer(made) }
            let made = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
            pointers[key] = made
            return UnsafeRawPointer(made)
        }
    }
}

/// `viewClass.init()` and `T(frame:)` on a class value of views (a pager registering its cell
/// class, a layout library making the view of a class it was given), as the port writes them:
/// made by the class's `_layouttyMake(frame:)`, which the port's copy of each of the files' view
/// classes overrides with its own initializers. A class with neither initializer traps as iOS
/// traps there, naming the initializer. Main-actor bound as UIKit's initializers are, called
/// from elsewhere with a warning in Swift 5 mode, as on iOS.
@preconcurrency @MainActor
public func _layouttyMade<View: UIView>(_ type: View.Type) -> View { made(type, frame: nil) }

@preconcurrency @MainActor
public func _layouttyMade<View: UIView>(_ type: View.Type, frame: CGRect) -> View { made(type, frame: frame) }

/// `Button(type:)` on a class value of buttons: made as `init(type:)` makes one.
@preconcurrency @MainActor
public func _layouttyMade<Button: UIButton>(_ type: Button.Type, type buttonType: UIButton.ButtonType) -> Button {
    guard let made = type._layouttyMake(type: buttonType) as? Button else {
        fatalError("Use of unimplemented initializer 'init(type:)' for class '\(type)'")
    }
    return made
}

/// `controllerType.init()`: as `init(nibName: nil, bundle: nil)`, which UIKit's `init()` calls.
@preconcurrency @MainActor
public func _layouttyMade<Controller: UIViewController>(_ type: Controller.Type) -> Controller {
    _layouttyMade(type, nibName: nil, bundle: nil)
}

@preconcurrency @MainActor
private func made<View: UIView>(_ type: View.Type, frame: CGRect?) -> View {
    guard let made = type._layouttyMake(frame: frame) as? View else {
        fatalError("Use of unimplemented initializer '\(frame == nil ? "init()" : "init(frame:)")' for class '\(type)'")
    }
    return made
}

/// `type.init(nibName:bundle:)` on a class value (`controllerType.init(nibName: name, bundle:
/// .main)`, `Self(nibName:bundle:)` in a class method), as the port writes it: made through the
/// required `init?(coder:)`, which keeps the nib's name for a controller inheriting UIKit's
/// initializers — the controllers iOS makes this way (one declaring its own initializers traps
/// there with "Use of unimplemented initializer"). A controller overriding
/// `init(nibName:bundle:)` whose `init?(coder:)` traps is the case this cannot make.
@preconcurrency @MainActor
public func _layouttyMade<Controller: UIViewController>(
    _ type: Controller.Type, nibName: String?, bundle: Bundle?
) -> Controller {
    guard let made = type.init(coder: UIViewController._LayouttyNibNameCoder(nibName: nibName)) else {
        fatalError("\(type).init(coder:) answered nil where init(nibName:bundle:) was called on its class")
    }
    return made
}
