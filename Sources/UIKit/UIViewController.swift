import Foundation
import LayouttyDevice
import _LayouttyConsole

/// UIKit's view controller, as far as a screen that builds a collection layout needs one: made
/// with `init()` or `init(nibName:bundle:)`, its view loaded on first use (`loadView`, then
/// `viewDidLoad`) at the device's screen size, and shown in UIKit's order
/// (`_layouttyLoaded`: `viewWillAppear`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`,
/// `viewDidAppear`). `layoutty preview` makes a view controller of the files this way and shows
/// the layout of the collection view it built.
///
/// ```swift
/// final class PhotosViewController: UIViewController {
///     private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.addSubview(collectionView)
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    package private(set) var loadedView: UIView?
    private var isLoadingView = false

    /// A convenience initializer, as Objective-C's `-init` is to UIKit's controllers: a
    /// subclass declaring its own `init()` (`super.init(nibName: nil, bundle: nil)`) writes no
    /// `override`, and one that overrides both designated initializers inherits it.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }
    /// As a storyboard makes it: its scene's view is loaded from the storyboard (`loadView`);
    /// or, with a `_LayouttyNibNameCoder`, as `init(nibName:bundle:)` on a class value makes it.
    public required init?(coder: NSCoder) {
        if let named = coder as? _LayouttyNibNameCoder {
            nibName = named.nibName
        } else {
            madeFrom = .storyboard((coder as? InterfaceBuilderCoder).map { ($0.loading.document, $0.element) })
        }
        super.init()
        // The scene's title and its navigation item's, as iOS decodes them (Tinode's chat list
        // is "Chats" in its tab, "Tinode" on its navigation bar).
        guard let scene = (coder as? InterfaceBuilderCoder)?.element else { return }
        title = scene["title"]
        if let item = scene.keyed("navigationItem") {
            navigationItem.title = item["title"] ?? title
            navigationItem.prompt = item["prompt"]
        }
    }

    /// What `init(nibName:bundle:)` on a class value passes through the one initializer Swift
    /// on Linux lets a class value call, the required `init?(coder:)` (iOS's Objective-C
    /// runtime calls any): the nib's name, which a controller inheriting UIKit's initializers
    /// keeps as `init(nibName:bundle:)` would.
    @_spi(LayouttyPort) public final class _LayouttyNibNameCoder: NSCoder {
        let nibName: String?
        public init(nibName: String?) { self.nibName = nibName }
    }

    /// The nib its view is loaded from when it was made with one's name.
    open private(set) var nibName: String?
    /// A storyboard's scene (the element, when the storyboard was read), else a nib: where
    /// `loadView` finds the view, as UIKit's does.
    private var madeFrom = MadeFrom.nib
    private enum MadeFrom {
        case storyboard((document: IBDocument, scene: IBElement)?)
        case nib
    }

    /// The storyboard that made it (`UIStoryboard.instantiateViewController`), else nil.
    open internal(set) var storyboard: UIStoryboard?

    /// Loaded when first read, as in UIKit.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }
    open var viewIfLoaded: UIView? { loadedView }
    open override var next: UIResponder? { loadedView?.superview ?? presentingViewController }
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view of its storyboard scene or nib, as UIKit loads it (outlets connected); else a
    /// plain view as big as the screen (`UIScreen.main.bounds`: the device's).
    open func loadView() {
        loadedView = loadInterfaceBuilderView() ?? UIView(frame: UIScreen.main.bounds)
    }

    /// Its view is Interface Builder's, at the size of the device it was designed on: loaded
    /// by `loadView`, or by the controller's own code from a nib it owns (`UINib.instantiate`).
    package internal(set) var viewIsDesigned = false

    /// The view Interface Builder made for this controller — its storyboard scene's (the one
    /// it was made from, else the first of its class in the app's storyboards), or the nib
    /// named `nibName`, else of its class's name (`PhotosViewController`, then `PhotosView`) —
    /// its outlets connected; nil when there is none.
    func loadInterfaceBuilderView() -> UIView? {
        defer { viewIsDesigned = loadedView != nil }
        let className = String(describing: type(of: self))
        switch madeFrom {
        case .storyboard(let made):
            guard let (document, scene) = made ?? IBDocument.scene(ofClass: className),
                let element = scene.keyed("view")
            else { return nil }
            let loading = NibLoading(document, owner: self, ownerID: scene.id)
            loading.keepOutlets(of: scene)
            // Its own before the outlets are: an outlet's `didSet` may ask for it.
            loadedView = loading.make(element)
            loading.finish()
            return loadedView
        case .nib:
            let names = nibName.map { [$0] } ?? [className, className.replacingOccurrences(of: "Controller", with: "")]
            guard let document = names.lazy.compactMap(IBDocument.named).first else { return nil }
            UINib.instantiate(document, owner: self)
            return loadedView
        }
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
        loadedView?.controller = self
        _layouttyConnectOutlets()
        isLoadingView = false
        viewDidLoad()
    }

    /// As a storyboard's loading ends, before `viewDidLoad`: the preview's copy of a controller
    /// with outlets overrides it to give each outlet a view of its type (`_layouttyPlace`) —
    /// UIKit's nib loading, which connects outlets by key-value coding on iOS. Service to the
    /// preview's port, hidden from UIKit's users.
    @_spi(LayouttyPort) open func _layouttyConnectOutlets() {}

    open func viewDidLoad() {}

    /// Whether the screen is in editing mode (`setEditing(_:animated:)`; the edit button
    /// toggles it on iOS). Kept: nothing taps the button here.
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        editButton?.title = editing ? "Done" : "Edit"
    }
    private var editButton: UIBarButtonItem?
    /// UIKit's Edit/Done button for the navigation bar, showing the editing state.
    open var editButtonItem: UIBarButtonItem {
        if let editButton { return editButton }
        let button = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: .plain, target: nil, action: nil)
        editButton = button
        return button
    }
    /// Called after a storyboard made the controller: never here, as no storyboard is read.
    open func awakeFromNib() {}
    open func viewWillAppear(_ animated: Bool) {}
    /// Called as the view appears, after `viewWillAppear(_:)`, once its traits and size are the
    /// screen's and before its first layout (iOS 17, back to 13): where apps set what depends on
    /// them.
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// A container's manual forwarding of appearance (and a test's way to drive it): `begin`
    /// tells the controller it will appear or disappear, `end` that it did, as UIKit tells it.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceTransition = (isAppearing, animated)
        if isAppearing { loadViewIfNeeded() }
        isAppearing ? viewWillAppear(animated) : viewWillDisappear(animated)
    }
    open func endAppearanceTransition() {
        guard let (isAppearing, animated) = appearanceTransition else { return }
        appearanceTransition = nil
        hasAppeared = isAppearing
        isAppearing ? viewDidAppear(animated) : viewDidDisappear(animated)
    }
    /// The transition `beginAppearanceTransition` began, until it ends.
    private var appearanceTransition: (isAppearing: Bool, animated: Bool)?
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called when its view's safe area changes, as in UIKit: as the view appears (from none to
    /// the screen's), and as a layout pass begins after a change (its container's bars, its
    /// additional insets).
    open func viewSafeAreaInsetsDidChange() {}
    /// Added to the safe area its view has from the screen (iOS 11): a controller making room
    /// for a bar of its own. Set, the view's safe area changes and it is laid out again, as in
    /// UIKit.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, isViewLoaded else { return }
            view.tellSafeAreaChange()
            view.setNeedsLayout()
        }
    }
    /// Kept for overrides: the margins here are the device's from the start.
    open func viewLayoutMarginsDidChange() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Not called yet: a terminal's resize reaches the layout, not the controller.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// Before the traits change (a size class, on rotation): never here, as the device shown
    /// changes only when the user says, and the screen is made again.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {}
    /// No transition runs in a preview: nil, as when a controller is not being presented.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? { nil }

    /// The margins a controller's view keeps at least at its leading and trailing edges: 16
    /// points in a compact width, 20 in a regular one (iPhone and iPad, as UIKit's).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = view.traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    open var viewRespectsSystemMinimumLayoutMargins = true

    // State restoration (UIStateRestoration.h): iOS brings a screen back as it was after the
    // system ended the app; a preview always starts afresh, so nothing is saved or restored.
    open var restorationIdentifier: String?
    open var restorationClass: UIViewControllerRestoration.Type?
    open func encodeRestorableState(with coder: NSCoder) {}
    open func decodeRestorableState(with coder: NSCoder) {}
    open func applicationFinishedRestoringState() {}

    open var title: String? {
        didSet { navigationItem.title = title }
    }
    public let navigationItem = UINavigationItem()
    /// Made on first use with the controller's title, as UIKit's (`tabBarItem.image = …` in an
    /// initializer finds one). Kept: the previewer draws no tab bar.
    open var tabBarItem: UITabBarItem! {
        get {
            if ownTabBarItem == nil { ownTabBarItem = UITabBarItem(title: title, image: nil, tag: 0) }
            return ownTabBarItem
        }
        set { ownTabBarItem = newValue }
    }
    private var ownTabBarItem: UITabBarItem?
    open var traitCollection: UITraitCollection { .current }

    /// What the screen shows where it has no content (iOS 17): set, its view covers the
    /// controller's (`UIContentUnavailableView`), on top; nil takes it away.
    open var contentUnavailableConfiguration: UIContentConfiguration? {
        didSet { showContentUnavailable() }
    }
    /// The state it is updated for: the screen's traits and its search's text.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = navigationItem.searchController?.searchBar.text
        return state
    }
    /// Asks for `updateContentUnavailableConfiguration(using:)`: at once once the screen has
    /// appeared, else as it appears (iOS: in the next layout pass).
    open func setNeedsUpdateContentUnavailableConfiguration() {
        needsContentUnavailableUpdate = true
        if hasAppeared { updateContentUnavailableIfNeeded() }
    }
    /// Where a subclass sets its configuration for the state; UIKit's does nothing.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}
    private var needsContentUnavailableUpdate = true
    private var contentUnavailableView: (UIView & UIContentView)?
    /// What a container tells as it appears, around `viewWillAppear` and `viewDidAppear`
    /// (`_layouttyAppear`), whatever a subclass's overrides call: nothing, by default.
    package func willAppearAsContainer() {}
    package func didAppearAsContainer() {}
    /// A container puts the content it shows in its view, with its bars, as a layout pass
    /// begins (UIKit's navigation and tab bar controllers): nothing, by default.
    func placeContent() {}
    /// The edges of its view its bars cover: the safe area of the content it shows includes
    /// them. None, by default.
    var barInsets: UIEdgeInsets { .zero }
    /// Shown (`_layouttyAppear`, or a container's appearance transition) and not since gone: an
    /// update asked for meanwhile happens at once.
    var hasAppeared = false

    /// The update asked for, if one was (and the first, as the screen appears).
    func updateContentUnavailableIfNeeded() {
        guard needsContentUnavailableUpdate else { return }
        needsContentUnavailableUpdate = false
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// The configuration's view over the controller's, as big as its bounds, made again only
    /// where the view shown does not take the new configuration.
    private func showContentUnavailable() {
        guard let view = viewIfLoaded else { return }
        guard let configuration = contentUnavailableConfiguration else {
            contentUnavailableView?.removeFromSuperview()
            contentUnavailableView = nil
            return
        }
        if let shown = contentUnavailableView, shown.supports(configuration) {
            shown.configuration = configuration
        } else {
            contentUnavailableView?.removeFromSuperview()
            contentUnavailableView = configuration.makeContentView()
        }
        guard let shown = contentUnavailableView else { return }
        shown.frame = view.bounds
        shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if shown.superview !== view { view.addSubview(shown) }
        shown.layoutIfNeeded()
    }

    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    /// The tab bar controller this one is inside, if any.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// The controller this one presents (`present(_:animated:completion:)`), and the one that
    /// presents this one.
    open private(set) var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// How it is shown when pushed or presented (iOS 18); kept, as it is shown without one.
    open var preferredTransition: Transition?
    /// A custom presentation's delegate: kept, never asked (a present is not drawn here).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    open var isModalInPresentation = false
    /// The size it would like when shown in a container (a popover, a sheet, a child's
    /// container): kept; its container is told (`preferredContentSizeDidChange`), as in UIKit.
    open var preferredContentSize = CGSize.zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            _layouttyDidChange()
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    package override class var keyValueProperties: [String: KeyValueProperty] {
        super.keyValueProperties.merging([
            "preferredContentSize": KeyValueProperty(\UIViewController.preferredContentSize)
        ]) { $1 }
    }
    /// A child's preferred or fitting size changed: nothing is resized here unless the app does it.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// A child's size in a container `parentSize` big: the container's, as UIKit answers.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    )
        -> CGSize
    { parentSize }
    /// Kept: the preview's screen has no tab bar to hide.
    open var hidesBottomBarWhenPushed = false
    /// The items of its navigation controller's toolbar: kept (the toolbar is hidden unless
    /// shown, as in UIKit, and the preview draws no toolbar).
    open var toolbarItems: [UIBarButtonItem]?
    open func setToolbarItems(_ items: [UIBarButtonItem]?, animated: Bool) { toolbarItems = items }
    /// Kept: the controller's view is laid out in its container's bounds, under its bars.
    open var edgesForExtendedLayout = UIRectEdge.all
    open var extendedLayoutIncludesOpaqueBars = false
    open var automaticallyAdjustsScrollViewInsets = true
    open var definesPresentationContext = false
    /// Whether the controller is mid-way through being presented, dismissed, pushed or popped:
    /// never here, where presentations and pushes complete at once.
    open var isBeingPresented: Bool { false }
    open var isBeingDismissed: Bool { false }
    open var isMovingToParent: Bool { false }
    open var isMovingFromParent: Bool { false }
    /// UIKit's answer, true; read by nothing here: a child's appearance methods run when code
    /// calls them (`beginAppearanceTransition`), not forwarded by its container.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    open var providesPresentationContextTransitionStyle = false
    /// The bars' edges of the safe area, as iOS 7–10 code pins to them (`topLayoutGuide.bottomAnchor`):
    /// guides from the view's top to its safe area's top, and from the safe area's bottom to the
    /// view's bottom.
    open var topLayoutGuide: UILayoutSupport { barGuide(top: true) }
    open var bottomLayoutGuide: UILayoutSupport { barGuide(top: false) }
    private func barGuide(top: Bool) -> _UILayoutSupportGuide {
        let identifier = top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        if let made = view.layoutGuides.first(where: { $0.identifier == identifier }) as? _UILayoutSupportGuide {
            return made
        }
        let guide = _UILayoutSupportGuide()
        guide.identifier = identifier
        view.addLayoutGuide(guide)
        let safe = view.safeAreaLayoutGuide
        // Two constraints, as UIKit's guide has (its edge and its length): `UILayoutSupport`
        // has no horizontal anchors, and a library counting the view's constraints sees two.
        NSLayoutConstraint.activate(
            top
                ? [
                    guide.topAnchor.constraint(equalTo: view.topAnchor),
                    guide.bottomAnchor.constraint(equalTo: safe.topAnchor)
                ]
                : [
                    guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
                    guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)
                ])
        return guide
    }
    /// The status bar's look the controller asks for: kept, the preview draws its own.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The children a container lets decide the status bar and the system's gestures: none by
    /// default, as UIKit answers; read by nothing here.
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// A light or dark style forced on the controller's views: kept (the preview's theme decides).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// How a change of the status bar is animated: kept (the preview's bar is drawn still).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The orientations the controller supports, as UIKit answers by default (all but upside
    /// down on a phone): kept, the device shown decides the orientation.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// The keyboard shortcuts it offers: kept (the previewer's keys are its own).
    open override var keyCommands: [UIKeyCommand]? { ownKeyCommands.isEmpty ? nil : ownKeyCommands }
    // Focus (`UIFocusEnvironment`): nothing moves focus here; what the controller prefers is kept
    // asked for nothing, its callbacks never called.
    open var preferredFocusEnvironments: [UIFocusEnvironment] { isViewLoaded ? [view] : [] }
    open func setNeedsFocusUpdate() {}
    open func updateFocusIfNeeded() {}
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    private var ownKeyCommands: [UIKeyCommand] = []
    open func addKeyCommand(_ keyCommand: UIKeyCommand) { ownKeyCommands.append(keyCommand) }
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) { ownKeyCommands.removeAll { $0 === keyCommand } }
    /// The popover presenting this controller, when it is presented as one (its style
    /// `.popover`), as UIKit answers; kept, as a presented controller is.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if ownPopover == nil {
            ownPopover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        }
        return ownPopover
    }
    private var ownPopover: UIPopoverPresentationController?
    /// The sheet presenting this controller, when it is presented as one (its style
    /// `.automatic`, `.pageSheet` or `.formSheet`, as on an iPhone), as UIKit answers (iOS 15);
    /// kept, so what the app sets before presenting it stays set.
    open var sheetPresentationController: UISheetPresentationController? {
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        if ownSheet == nil {
            ownSheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        }
        return ownSheet
    }
    private var ownSheet: UISheetPresentationController?
    /// What presents this controller: its popover, its sheet, or the full screen's presentation.
    open var presentationController: UIPresentationController? {
        if let popover = popoverPresentationController { return popover }
        if let sheet = sheetPresentationController { return sheet }
        if ownPresentation == nil {
            ownPresentation = UIPresentationController(presentedViewController: self, presenting: nil)
        }
        return ownPresentation
    }
    private var ownPresentation: UIPresentationController?

    /// Presents `controller` as iOS does: its view loads and appears, then `completion` runs. It
    /// is not drawn over the screen here (said once in the log): the screen stays the preview's.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        Console.report(["\(type(of: controller)) presented: it is not drawn here; the screen stays shown"])
        presentedViewController = controller
        controller.presentingViewController = self
        controller.loadViewIfNeeded()
        completion?()
    }

    /// Dismisses what this controller presents — or, when it presents nothing, itself from its
    /// presenter — then runs `completion`.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    /// Shows `controller` as UIKit's does: pushed on the navigation controller holding this
    /// one, else presented (`present`'s note says what is drawn).
    open func show(_ controller: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(controller, animated: true)
        } else {
            present(controller, animated: true)
        }
    }
    open func showDetailViewController(_ controller: UIViewController, sender: Any?) {
        show(controller, sender: sender)
    }

    /// Never called here: no storyboard's segue is performed (`UIStoryboardSegue`).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Logged: the segues are the storyboard's, which is not read here; nothing is prepared.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        Console.report(["segue \(identifier): storyboards are not read; nothing is shown"])
    }
    /// The split view controller this one is a column of, however nested.
    open var splitViewController: UISplitViewController? {
        sequence(first: self, next: \.parent).dropFirst().first { $0 is UISplitViewController }
            as? UISplitViewController
    }
    @discardableResult
    open func registerForPreviewing(with delegate: UIViewControllerPreviewingDelegate, sourceView: UIView)
        -> UIViewControllerPreviewing
    {
        PreviewingRegistration(delegate: delegate, sourceView: sourceView)
    }
    open func unregisterForPreviewing(withContext previewing: UIViewControllerPreviewing) {}
    /// Whether this controller handles an unwind action: none does here, as no storyboard's
    /// unwind segue runs.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?)
        -> Bool
    { false }
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        children
    }

    /// Never called here: memory is not short.
    open func didReceiveMemoryWarning() {}

    /// The navigation controller this one is inside, if any.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest of its parents that is a `Container`.
    private func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        guard let parent else { return nil }
        return sequence(first: parent, next: \.parent).lazy.compactMap { $0 as? Container }.first
    }
}

/// What animates alongside a controller's transition (UIKit's protocol; none runs here).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// With no completion: Objective-C's nullable last block, which Swift imports defaulted.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// Loads `controller`'s view and shows it in UIKit's order: `loadView`, `viewDidLoad`,
/// `viewWillAppear`, `viewIsAppearing`, layout, `viewDidAppear`. Once it has loaded, the screen has its navigation
/// bar, if it is shown under one: its constraints are solved with the bar in the safe area. A
/// screen's own view from a storyboard or nib (in no other view) is as big as the screen, as
/// the window makes its root controller's, whatever size it was designed at (375 × 667, an
/// iPhone 8's); a view the code made keeps the frame the code gave it.
package func _layouttyAppear(_ controller: UIViewController) {
    controller.loadViewIfNeeded()
    if controller.viewIsDesigned && controller.view.superview == nil {
        controller.view.frame = UIScreen.main.bounds
    }
    UIScreen.main.show(navigationBar: controller.shownNavigationBar)
    controller.willAppearAsContainer()
    controller.viewWillAppear(false)
    controller.updateContentUnavailableIfNeeded()
    controller.view.tellSafeAreaChange()
    controller.viewIsAppearing(false)
    controller.view.layoutIfNeeded()
    controller.viewDidAppear(false)
    controller.hasAppeared = true
    controller.didAppearAsContainer()
    // What it queued on the main queue while appearing (a reload dispatched from `viewDidLoad`,
    // data delivered on the main queue) runs before the screen is shown, as iOS's run loop runs
    // it before the next frame; then the view lays out what that changed.
    if _layouttyRunMainQueue() {
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
    }
}

/// Runs the work queued on the main queue, and what that work queues in turn (a few rounds),
/// as iOS's run loop does between frames; whether the queue ran. It runs where the main thread
/// is not itself running the queue's work — the preview's program, at the top of its main
/// thread. Inside such work (a test runner's main-actor job) the queue cannot be entered again:
/// nothing runs here, and what was queued runs after that work, as it would on iOS.
@discardableResult
package func _layouttyRunMainQueue() -> Bool {
    guard Thread.isMainThread else { return false }
    var ran = false
    DispatchQueue.main.async { ran = true }
    for _ in 0..<8 { _ = RunLoop.main.run(mode: .default, before: Date()) }
    return ran
}

extension UICollectionViewLayout {
    /// The collection view a screen of the files put this layout in, when it has its own data
    /// source (a view controller's, filled with a diffable snapshot): `layoutty preview` shows
    /// that view, its data and its cells' text, instead of `--items`.
    package var _layouttyScreenView: UICollectionView? {
        guard let view = attachedView, view.dataSource != nil else { return nil }
        return view
    }
    /// The collection view the layout is in, with a data source or not.
    package var _layouttyAttachedView: UICollectionView? { attachedView }
}

extension UIViewController {
    /// The bar the controller is shown under, as iOS shows it: in a navigation controller (its
    /// bar not hidden), or — previewed alone — when it gives its navigation item a title or
    /// buttons, as the app that shows it in one does. Its navigation item's title (else its
    /// own), its buttons' words, and a large title where the navigation bar prefers them and the
    /// item does not refuse one.
    var shownNavigationBar: NavigationBar? {
        let item = navigationItem
        let leading = (item.leftBarButtonItems ?? []).compactMap(\.shownText)
        // Right items run from the trailing edge inwards: drawn as read, the first at the edge.
        let trailing = (item.rightBarButtonItems ?? []).compactMap(\.shownText)
            .reversed()
        let title = item.title ?? title
        let navigation = navigationController
        guard navigation.map({ !$0.isNavigationBarHidden }) ?? (title != nil || !leading.isEmpty || !trailing.isEmpty)
        else { return nil }
        let large = navigation?.navigationBar.prefersLargeTitles == true && item.largeTitleDisplayMode != .never
        return NavigationBar(
            title: title ?? "", leadingItems: leading, trailingItems: Array(trailing), prefersLargeTitle: large)
    }
}

extension UICollectionView {
    /// `device` as this view is shown on it: under the navigation bar of the screen it belongs
    /// to — the view controller whose view it is or is in, or the one that controller is a
    /// child of, up to a navigation or tab bar controller — if that is shown under one.
    package func _layouttyDevice(_ device: DeviceSetting?) -> DeviceSetting? {
        guard var device else { return nil }
        var view: UIView? = self
        while let next = view, next.controller == nil { view = next.superview }
        var screen = view?.controller
        while let parent = screen?.parent, !(parent is UINavigationController), !(parent is UITabBarController) {
            screen = parent
        }
        device.navigationBar = screen?.shownNavigationBar
        placeOnScreen(&device)
        return device
    }

    /// Where the view is on the screen, when its screen's constraints put it somewhere else than
    /// the whole screen (under a title label, above a button), and the screen's other views;
    /// filling the screen, the views over it (an empty state's label over a list whose data has
    /// not come), as what is under it is hidden.
    private func placeOnScreen(_ device: inout DeviceSetting) {
        let frame = frameOnScreen
        let size = device.size
        let margins = UIEdgeInsets(
            top: frame.minY, left: frame.minX, bottom: size.height - frame.maxY, right: size.width - frame.maxX)
        let edges = [margins.top, margins.left, margins.bottom, margins.right]
        guard frame.width > 0, frame.height > 0, edges.allSatisfy(\.isFinite) else { return }
        var top: UIView = self
        while let parent = top.superview { top = parent }
        if isHiddenOnScreen {
            // Nothing of it shows: the views before it in drawing order too (an empty state).
            device.hidesCollectionView = true
            device.screenViews = top.screenViews(besides: self)
        } else if edges.contains(where: { abs($0) > 0.5 }) {
            device.viewMargins = margins
            device.screenViews = top.screenViews(besides: self)
        } else {
            device.screenViews = top.screenViews(over: self)
        }
        device.screenViewsSize = size
    }
}

extension UIView {
    /// Whether the view or one of its superviews is hidden: nothing of it is drawn.
    var isHiddenOnScreen: Bool {
        var view: UIView? = self
        while let next = view {
            if next.isHidden { return true }
            view = next.superview
        }
        return false
    }

    /// The view's frame in the screen's points: through its superviews' frames, less their
    /// scroll offsets, to the view at the top of its tree (the screen's).
    var frameOnScreen: CGRect {
        var origin = frame.origin
        var parent = superview
        while let view = parent {
            origin.x += view.frame.minX - view.bounds.minX
            origin.y += view.frame.minY - view.bounds.minY
            parent = view.superview
        }
        return CGRect(origin: origin, size: frame.size)
    }

    /// The views drawn over `shown` in this tree: those after it in drawing order (its later
    /// siblings, and its ancestors' later siblings), as `screenViews(besides:)` finds them.
    func screenViews(over shown: UIView) -> [ScreenView] {
        var passed = false
        func walk(_ view: UIView) -> [ScreenView] {
            if view === shown {
                passed = true
                // A collection view controller's content-unavailable view is in its view.
                return shown.subviews.filter { $0 is UIContentUnavailableView }.flatMap {
                    $0.screenViews(besides: shown)
                }
            }
            if passed { return view.screenViews(besides: shown) }
            return view.isHidden || view.alpha <= 0 ? [] : view.subviews.flatMap(walk)
        }
        return walk(self)
    }

    /// The views drawn around `shown` in this tree: labels, buttons, images and search fields
    /// that show (not hidden, not transparent, of some size), depth first; `shown` and what is
    /// inside them are left out.
    func screenViews(besides shown: UIView) -> [ScreenView] {
        guard self !== shown, !isHidden, alpha > 0 else { return [] }
        if let other = self as? UICollectionView { return other.cellsOnScreen() }
        let kind: (ScreenView.Kind, String)? =
            switch self {
            case let label as UILabel: label.text.map { (.label, $0) }
            case let button as UIButton: (.button, button.currentTitle ?? "")
            case is UIImageView: (.image, "")
            // An empty search bar says "Search", as iOS's does.
            case let search as UISearchBar:
                (.field, search.text.flatMap { $0.isEmpty ? nil : $0 } ?? search.placeholder ?? "Search")
            case let field as UITextField: (.field, field.shownText ?? "")
            // A control as its text and state (`All | [Open] | Done`, `[on]`, `---o------`).
            case let control where control.shownText?.isEmpty == false: (.label, control.shownText ?? "")
            default: nil
            }
        if let (kind, text) = kind {
            let frame = frameOnScreen
            let size = (self as? UILabel)?.font?.pointSize ?? (self as? UIButton)?.titleLabel?.font?.pointSize ?? 17
            let (across, down) = shownAlignment
            return frame.width > 0 && frame.height > 0
                ? [
                    ScreenView(
                        frame: frame, kind: kind, text: text.withoutAttachments, fontSize: size, textAlignment: across,
                        verticalAlignment: down)
                ] : []
        }
        return subviews.flatMap { $0.screenViews(besides: shown) }
    }
}

extension UIView {
    /// Where UIKit draws this view's text in its frame: a label's by its text alignment (natural
    /// and justified at the reading direction's start), centred down; a button's by its content
    /// alignments (centred both ways unless set).
    fileprivate var shownAlignment: (ScreenView.Alignment, ScreenView.Alignment) {
        switch self {
        case let label as UILabel:
            switch label.textAlignment {
            case .left: (.start, .center)
            case .center: (.center, .center)
            case .right: (.end, .center)
            case .natural, .justified: (readingStart, .center)
            }
        case let button as UIButton: (button.horizontalTextAlignment, button.verticalTextAlignment)
        default: (.start, .center)
        }
    }

    /// The edge text starts from: the left, or the right in a right-to-left layout.
    fileprivate var readingStart: ScreenView.Alignment {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .end : .start
    }
}

extension UIButton {
    fileprivate var horizontalTextAlignment: ScreenView.Alignment {
        switch contentHorizontalAlignment {
        case .left: .start
        case .right: .end
        case .leading: readingStart
        case .trailing: readingStart == .start ? .end : .start
        case .center, .fill: .center
        }
    }

    fileprivate var verticalTextAlignment: ScreenView.Alignment {
        switch contentVerticalAlignment {
        case .top: .start
        case .bottom: .end
        case .center, .fill: .center
        }
    }
}

extension UICollectionView {
    /// A collection view shown beside the previewed one (a row of stories above a feed), as it
    /// is on the screen: each cell within its bounds a box holding the cell's text, at its frame
    /// on the screen, cut to the view's frame.
    func cellsOnScreen() -> [ScreenView] {
        layoutIfNeeded()
        let frame = frameOnScreen
        let shift = CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        return (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).compactMap { attributes in
            guard attributes.representedElementCategory == .cell, !attributes.isHidden else { return nil }
            let shown = attributes.frame.offsetBy(dx: shift.x, dy: shift.y).intersection(frame)
            guard !shown.isNull, shown.width > 0, shown.height > 0 else { return nil }
            let cell = dataSource?.collectionView(self, cellForItemAt: attributes.indexPath)
            cell?.updateConfigurationForShowing()
            return ScreenView(frame: shown, kind: .cell, text: cell?.shownContent ?? "")
        }
    }
}

/// How a change of the status bar is animated (`UIApplication.h`).
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// The status bar's content colour a controller prefers (`UIApplication.h`).
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent
    case darkContent = 3
}

/// How a presented controller covers the screen (none is drawn here: kept as set).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}
