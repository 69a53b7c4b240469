import Foundation
import LayouttyDevice
import Testing
import _LayouttyConsole

@testable import UIKit

/// View controllers' containment, presentation and storyboards, as UIKit answers them.
@MainActor @Suite struct UIKitControllerTests {
    private final class Screen: UIViewController {
        var loads = 0
        override func viewDidLoad() { loads += 1 }
    }

    /// A controller as Swift 6 code writes it: `@MainActor`, its `viewDidLoad` setting its own
    /// properties (before UIKit was main-actor isolated, the override was nonisolated and this
    /// did not compile). Loaded, its state is set and its collection view fills its view.
    @MainActor final class NamesViewController: UIViewController {
        var collectionView: UICollectionView!
        var names: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            names.append("loaded")
            view.addSubview(collectionView)
        }
    }

    /// Controllers as programmatic apps write them: `init()` calling `super.init(nibName:bundle:)`
    /// with no `override` (UIKit's `init()` is Objective-C's `-init`, a convenience initializer
    /// in Swift: this file would not compile were it designated), and a collection view
    /// controller's `init()` passing its layout. `override init()` on either does not compile,
    /// on iOS or here.
    final class ProgrammaticScreen: UIViewController {
        let title0: String
        init() {
            title0 = "Inbox"
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    final class ProgrammaticGrid: UICollectionViewController {
        init() {
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// `init()` as UIKit has it: declared by a subclass without `override`; inherited,
    /// convenience, by UIKit's containers (a collection view controller gets a flow layout,
    /// a navigation controller an empty stack).
    @Test func controllersMadeWithInitAsUIKitMakesThem() {
        #expect(ProgrammaticScreen().title0 == "Inbox")
        #expect(ProgrammaticGrid().collectionView.collectionViewLayout is UICollectionViewCompositionalLayout)
        #expect(UICollectionViewController().collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(UINavigationController().viewControllers.isEmpty && UITableViewController().tableView != nil)
    }

    @Test func aMainActorControllerSetsItsOwnStateWhenItLoads() {
        let controller = NamesViewController()
        controller.loadViewIfNeeded()
        #expect(controller.names == ["loaded"])
        #expect(controller.collectionView.superview === controller.view)
        #expect(controller.collectionView.frame == controller.view.bounds)
    }

    /// Shown, a controller hears UIKit's calls in UIKit's order, the safe area's first change
    /// among them (an iPhone 15's: 59 points at the top, 34 at the bottom) before the first layout,
    /// then `viewIsAppearing` with the screen's size already its view's (393 × 852).
    @Test func aShownControllerHearsUIKitsCallsInOrder() throws {
        let phone = DeviceSetting(device: try #require(Device.named("iPhone 15")))
        UIScreen.main.show(device: phone, terminalColumns: 80, rows: 24)
        defer { UIScreen.main.show(device: nil, terminalColumns: 80, rows: 24) }
        final class Logging: UIViewController {
            var calls: [String] = []
            override func viewDidLoad() { calls.append("viewDidLoad") }
            override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
            override func viewSafeAreaInsetsDidChange() {
                calls.append("viewSafeAreaInsetsDidChange \(view.safeAreaInsets.top) \(view.safeAreaInsets.bottom)")
            }
            override func viewIsAppearing(_ animated: Bool) {
                calls.append("viewIsAppearing \(view.bounds.width) \(view.bounds.height)")
            }
            override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
            override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
        }
        let controller = Logging()
        _layouttyAppear(controller)
        #expect(
            controller.calls == [
                "viewDidLoad", "viewWillAppear", "viewSafeAreaInsetsDidChange 59.0 34.0", "viewIsAppearing 393.0 852.0",
                "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"
            ])
    }

    /// A navigation controller's delegate hears of the controller it shows, as on iOS: the root
    /// as it appears (`willShow` before the root's view lays out, `didShow` after), even when the
    /// subclass's `viewWillAppear` does not call its superclass's (a glucose app's settings stack
    /// configures its root in `willShow`); then a pushed one, both calls. Nothing is told before
    /// it appears.
    @Test func aNavigationControllersDelegateHearsWhatItShows() {
        final class Settings: UIViewController {
            var store: String?
        }
        final class Stack: UINavigationController, UINavigationControllerDelegate {
            var told: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                delegate = self
            }
            override func viewWillAppear(_ animated: Bool) {}
            func navigationController(
                _ navigationController: UINavigationController, willShow viewController: UIViewController,
                animated: Bool
            ) {
                told.append("willShow \(viewController.title ?? "")")
                (viewController as? Settings)?.store = "configured"
            }
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController,
                animated: Bool
            ) { told.append("didShow \(viewController.title ?? "")") }
        }
        let root = Settings()
        root.title = "Settings"
        let stack = Stack(rootViewController: root)
        #expect(stack.told.isEmpty)
        _layouttyAppear(stack)
        #expect(root.store == "configured")
        let alerts = UIViewController()
        alerts.title = "Alerts"
        stack.pushViewController(alerts, animated: true)
        #expect(stack.told == ["willShow Settings", "didShow Settings", "willShow Alerts", "didShow Alerts"])
    }

    /// A controller inside a navigation controller inside a tab bar controller finds both; a
    /// pop removes the top but never the root; the stack set whole replaces it.
    @Test func containersAreFoundUpTheParentChain() {
        let (root, detail, more) = (Screen(), Screen(), Screen())
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        navigation.pushViewController(detail, animated: false)
        navigation.pushViewController(more, animated: false)
        #expect(detail.navigationController === navigation && detail.tabBarController === tabs)
        #expect(navigation.tabBarController === tabs && tabs.tabBarController == nil && root.parent === navigation)
        #expect(navigation.popViewController(animated: false) === more && more.parent == nil)
        #expect(navigation.popToRootViewController(animated: false)?.map { $0 === detail } == [true])
        #expect(navigation.popViewController(animated: false) == nil && navigation.viewControllers.count == 1)
        // Set, the stack is replaced as `setViewControllers` replaces it (a coordinator's way).
        navigation.viewControllers = [detail, more]
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [detail, more].map(ObjectIdentifier.init))
        #expect(root.parent == nil && more.parent === navigation && navigation.topViewController === more)
    }

    /// Presenting loads the presented controller once and links both ways; dismissing from
    /// either side unlinks them; completions run.
    @Test func presentingLinksBothControllersUntilDismissed() {
        let (screen, sheet) = (Screen(), Screen())
        var completed = 0
        screen.present(sheet, animated: true) { completed += 1 }
        #expect(screen.presentedViewController === sheet && sheet.presentingViewController === screen)
        #expect(sheet.loads == 1 && completed == 1)
        sheet.dismiss(animated: true) { completed += 1 }
        #expect(screen.presentedViewController == nil && sheet.presentingViewController == nil && completed == 2)
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addTextField { $0.placeholder = "Name" }
        screen.present(alert, animated: true)
        #expect(alert.title == "Delete?" && alert.actions.map(\.style) == [.destructive])
        #expect(alert.textFields?.map(\.placeholder) == ["Name"] && screen.presentedViewController === alert)
        screen.dismiss(animated: false)
        #expect(screen.presentedViewController == nil)
    }

    private final class Segued: UIViewController {
        var prepared: [String?] = []
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared.append(segue.identifier) }
    }

    /// A storyboard controller's segue code compiles: `prepare(for:sender:)` is overridable and
    /// called by nothing here; `performSegue` shows nothing and says so once; a segue made in
    /// code performs as `show` does.
    @Test func seguesCompileAndAreLogged() {
        let (screen, detail) = (Segued(), Screen())
        screen.performSegue(withIdentifier: "showDetail", sender: nil)
        screen.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(screen.prepared.isEmpty && screen.presentedViewController == nil)
        #expect(Console.count(of: "segue showDetail: storyboards are not read; nothing is shown") == 1)
        UIStoryboardSegue(identifier: "sheet", source: screen, destination: detail).perform()
        #expect(
            screen.presentedViewController === detail && screen.shouldPerformSegue(withIdentifier: "x", sender: nil))
    }

    /// `show(_:sender:)` pushes in a navigation controller, and presents outside one.
    @Test func showPushesOrPresents() {
        let (root, detail, alone, sheet) = (Screen(), Screen(), Screen(), Screen())
        let navigation = UINavigationController(rootViewController: root)
        root.show(detail, sender: nil)
        alone.show(sheet, sender: nil)
        #expect(navigation.viewControllers == [root, detail] && alone.presentedViewController === sheet)
    }

    /// Opening another app (a Settings button) opens nothing: the completion is told `false`
    /// and the log says so once however often it is tapped; the app is active.
    @Test func noOtherAppOpensHere() throws {
        let settings = try #require(URL(string: UIApplication.openSettingsURLString))
        var answers: [Bool] = []
        UIApplication.shared.open(settings) { answers.append($0) }
        UIApplication.shared.open(settings, options: [:]) { answers.append($0) }
        #expect(answers == [false, false] && !UIApplication.shared.canOpenURL(settings))
        #expect(Console.count(of: "UIApplication.open(app-settings:): no other app opens here") == 1)
        #expect(UIApplication.shared.applicationState == .active)
    }

    /// A storyboard makes the files' controller named by the identifier, through
    /// `init?(coder:)`; an identifier naming no class makes a plain controller; the generic form
    /// makes the type asked for.
    @Test func aStoryboardMakesTheClassItsIdentifierNames() {
        storyboardClasses = ["Screen": Screen.self]
        defer { storyboardClasses = [:] }
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let made = storyboard.instantiateViewController(withIdentifier: "Screen")
        #expect(made is Screen && made.storyboard === storyboard)
        #expect(type(of: storyboard.instantiateViewController(withIdentifier: "Missing")) == UIViewController.self)
        let typed: Screen = storyboard.instantiateViewController(identifier: "anything")
        #expect(typed.storyboard === storyboard && storyboard.instantiateInitialViewController() == nil)
    }

    /// A picker is drawn as each component's selected title, as its delegate names them.
    @Test func aPickerShowsItsSelectedTitles() {
        final class Fruit: UIPickerViewDataSource, UIPickerViewDelegate {
            let rows = [["Apples", "Pears"], ["Small", "Large"]]
            func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
                rows[component].count
            }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                rows[component][row]
            }
        }
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let fruit = Fruit()
        (picker.dataSource, picker.delegate) = (fruit, fruit)
        picker.selectRow(1, inComponent: 1, animated: false)
        #expect(picker.shownText == "‹ Apples | Large ›" && picker.selectedRow(inComponent: 0) == 0)
        #expect(UIPickerView().selectedRow(inComponent: 0) == -1 && UIPickerView().shownText == nil)
    }

    /// A date picker shows its date as a compact picker on an English iPhone does, each part in
    /// its bubble: 1 000 000 000 s after 1970 is 01:46:40 UTC on 9 September 2001 — "Sep 9,
    /// 2001  1:46 AM", the date alone for `.date`, the time for `.time`; in its own time zone
    /// when it has one (New York, 4 hours behind in September: "Sep 8, 2001  9:46 PM"); a
    /// countdown of 3 900 s as its wheels read it, "1 hour 5 min".
    @Test func aDatePickerShowsItsDateAsAnIPhoneDoes() {
        let picker = UIDatePicker()
        picker.date = Date(timeIntervalSince1970: 1_000_000_000)
        #expect(picker.shownText == "Sep 9, 2001  1:46 AM")
        picker.datePickerMode = .date
        #expect(picker.shownText == "Sep 9, 2001")
        picker.datePickerMode = .time
        #expect(picker.shownText == "1:46 AM")
        picker.datePickerMode = .dateAndTime
        picker.timeZone = TimeZone(identifier: "America/New_York")
        #expect(picker.shownText == "Sep 8, 2001  9:46 PM")
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 3900
        #expect(picker.shownText == "1 hour 5 min")
    }

    /// Text fields, views and search bars keep the keyboard's settings as set, each its own; a
    /// secure field draws dots.
    @Test func textInputTraitsAreKeptPerView() {
        let (field, view, bar) = (UITextField(), UITextView(), UISearchBar())
        field.returnKeyType = .done
        field.isSecureTextEntry = true
        field.text = "abc"
        let traits: [any UITextInputTraits] = [field, view, bar]
        traits[2].keyboardType = .emailAddress
        #expect(traits.map(\.returnKeyType) == [.done, .default, .default])
        #expect(bar.keyboardType == .emailAddress && view.keyboardType == .default && field.shownText == "•••")
        #expect(field.autocapitalizationType == .sentences && view.textContentType == nil)
    }

    /// A field with a label at its end overrides where its text goes, as Pocket Casts' does
    /// (`override func textRect(forBounds:)`). By default the text is the bounds less the side
    /// views shown: 200 × 34 with a 30 × 20 right view always shown is x 0, 170 wide, the view
    /// at x 170, y (34 − 20) / 2 = 7; the placeholder and the editing text go where the text
    /// does — an override's rect (8 points in each side: x 8, 184 wide).
    @Test func aTextFieldsPartsAreItsBoundsLessItsSideViews() {
        final class Inset: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 8, dy: 0) }
        }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.rightViewMode = .always
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 0, y: 0, width: 170, height: 34))
        #expect(field.rightViewRect(forBounds: field.bounds) == CGRect(x: 170, y: 7, width: 30, height: 20))
        #expect(field.editingRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))
        let inset = Inset(frame: field.frame)
        #expect(inset.placeholderRect(forBounds: inset.bounds) == CGRect(x: 8, y: 0, width: 184, height: 34))
    }
}

/// An image made from downloaded bytes: a PNG's size from its header, in points at its scale.
@MainActor @Suite struct UIImageDataTests {
    @Test func aPNGsSizeIsReadFromItsHeader() {
        // The signature, the IHDR chunk's length and type, then width 300 and height 120.
        let png =
            Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
            + Data([0, 0, 0x01, 0x2C, 0, 0, 0, 0x78])
        #expect(UIImage(data: png)?.size == CGSize(width: 300, height: 120))
        #expect(UIImage(data: png, scale: 3)?.size == CGSize(width: 100, height: 40))
        #expect(UIImage(data: Data("JFIF".utf8))?.size == .zero && UIImage(data: Data()) == nil)
    }

    /// A JPEG's size is its first start-of-frame's, after the segments before it (skipped by
    /// their lengths, a Huffman table's C4 among them); a GIF's is its screen's, little-endian.
    @Test func aJPEGsAndAGIFsSizesAreReadFromTheirHeaders() {
        // SOI; APP0 of length 16 (2 + 14 bytes); DHT (C4) of length 4; SOF2 of length 17:
        // precision 8, height 0x00F0 = 240, width 0x0140 = 320.
        let jpeg =
            Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16]) + Data(repeating: 0, count: 14)
            + Data([0xFF, 0xC4, 0, 4, 0, 0]) + Data([0xFF, 0xC2, 0, 17, 8, 0x00, 0xF0, 0x01, 0x40, 3])
            + Data(repeating: 0, count: 9)
        #expect(UIImage(data: jpeg)?.size == CGSize(width: 320, height: 240))
        #expect(UIImage(data: jpeg, scale: 2)?.size == CGSize(width: 160, height: 120))
        // "GIF89a", width 0x0123 = 291, height 0x0045 = 69.
        let gif = Data("GIF89a".utf8) + Data([0x23, 0x01, 0x45, 0x00, 0, 0, 0])
        #expect(UIImage(data: gif)?.size == CGSize(width: 291, height: 69))
        // A JPEG cut before its frame has no size known.
        #expect(UIImage(data: jpeg.prefix(26))?.size == .zero)
    }

    /// A page control holds the views UIKit's does (iOS 14 and later), which apps restyle its
    /// dots through: a content view whose first subview holds one 16-point view a page — three
    /// at x 0, 16, 32; one after shrinking; a page count past 1,000 makes 1,000, a negative
    /// none. It still draws its dots as text (`o * o`).
    @Test func pageControlsHoldAViewAPage() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 120, height: 26))
        control.numberOfPages = 3
        control.currentPage = 1
        let dots = control.subviews[0].subviews[0].subviews
        #expect(
            dots.map(\.frame.minX) == [0, 16, 32] && dots.allSatisfy { $0.frame.size == CGSize(width: 16, height: 16) })
        #expect(control.shownText == "o * o")
        control.numberOfPages = 1
        #expect(control.subviews[0].subviews[0].subviews.count == 1)
        control.numberOfPages = 5_000_000
        #expect(control.subviews[0].subviews[0].subviews.count == 1000)
        control.numberOfPages = -4
        #expect(control.subviews[0].subviews[0].subviews.isEmpty && control.shownText == "")
    }

    /// A progress bar is drawn as ten marks filled to its share, kept between 0 and 1; a
    /// stub's empty image has no size; a tab bar controller has its bar.
    @Test func progressBarsAndStubs() {
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.setProgress(0.42, animated: true)
        #expect(bar.shownText == "▰▰▰▰▱▱▱▱▱▱")  // 0.42 of ten marks: 4 filled
        bar.progress = 7
        #expect(bar.progress == 1 && bar.shownText == "▰▰▰▰▰▰▰▰▰▰")
        #expect(UIImage().size == .zero && UITabBarController().tabBar.items == nil)
    }
}
