import Foundation
import Testing
import _LayouttyConsole

@testable import UIKit

/// The UIKit types screens name most that Layoutty's UIKit lacked, counted over 11,469 UIKit
/// files of 71 apps and libraries: image drawing, property animators, visual effects, haptics,
/// bar appearances, orientations, popovers, key commands, the pasteboard, accessibility. Each
/// answers as UIKit answers where nothing is drawn, felt or pressed.
@MainActor @Suite struct ScreenSurfaceTests {
    /// A renderer runs its actions and makes a blank image of its size; its context keeps the
    /// state code saves (a translation by (10, 5) undone by the restore). The image-context
    /// functions push and pop a context of the size begun.
    @Test func imagesAreDrawnToTheirSize() {
        var ran = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { context in
            context.cgContext.saveGState()
            context.cgContext.translateBy(x: 10, y: 5)
            #expect(context.cgContext.ctm == CGAffineTransform(translationX: 10, y: 5))
            context.cgContext.restoreGState()
            #expect(context.cgContext.ctm == .identity)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
            ran = true
        }
        #expect(ran && image.size == CGSize(width: 40, height: 30))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 6), false, 0)
        #expect(UIGraphicsGetCurrentContext()?.size == CGSize(width: 8, height: 6))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 8, height: 6))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// An image keeps its rendering mode; `withRenderingMode(_:)` gives a copy with another (the
    /// original unchanged) or itself with the same, and a redraw keeping the mode — Tinode's
    /// `UIGraphicsGetImageFromCurrentImageContext()?.withRenderingMode(self.renderingMode)` —
    /// is an image of the context's size with that mode (`renderingMode` was missing: it stood
    /// in, the redraw answered nil, and the app's force unwrap trapped its search screen).
    @Test func anImageKeepsItsRenderingMode() throws {
        let symbol = try #require(UIImage(systemName: "person"))
        #expect(symbol.renderingMode == .automatic && symbol.withRenderingMode(.automatic) === symbol)
        let template = symbol.withRenderingMode(.alwaysTemplate)
        #expect(template !== symbol && template.renderingMode == .alwaysTemplate && symbol.renderingMode == .automatic)
        #expect(template.name == "person" && template.size == symbol.size && template.scale == symbol.scale)
        #expect(symbol.withTintColor(.red, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 32, height: 32), false, template.scale)
        defer { UIGraphicsEndImageContext() }
        template.draw(at: CGPoint(x: 6, y: 6))
        let redrawn = UIGraphicsGetImageFromCurrentImageContext()?.withRenderingMode(template.renderingMode)
        #expect(redrawn?.size == CGSize(width: 32, height: 32) && redrawn?.renderingMode == .alwaysTemplate)
    }

    /// Started, an animator makes its animations at once and tells its completions `.end`; one
    /// stopped without finishing makes none and tells none.
    @Test func propertyAnimatorsEndAsTheyStart() {
        let view = UIView()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0 }
        animator.addCompletion { ended.append($0) }
        #expect(view.alpha == 1 && animator.state == .inactive)
        animator.startAnimation()
        #expect(view.alpha == 0 && ended == [.end] && animator.fractionComplete == 1)
        let stopped = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) { view.alpha = 1 }
        stopped.addCompletion { ended.append($0) }
        stopped.pauseAnimation()
        stopped.stopAnimation(true)
        #expect(view.alpha == 0 && ended == [.end] && stopped.state == .inactive)
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.2, delay: 0, animations: { view.alpha = 0.5 }, completion: { ended.append($0) })
        #expect(view.alpha == 0.5 && ended == [.end, .end])
    }

    /// A keyframe animation ends in the state its keyframes leave, made at once: the keyframe
    /// starting at 0.5 (alpha 0.2), added first, is made after the one starting at 0 (alpha 1
    /// and a 10-point shift), so alpha ends 0.2 and the shift stays; the completion hears true.
    /// Outside one, a keyframe's changes are made at once.
    @Test func keyframeAnimationsEndInTheirLastKeyframesState() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [.calculationModeCubic],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.2 }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    view.alpha = 1
                    view.frame.origin.x = 10
                }
            }, completion: { finished = $0 })
        #expect(view.alpha == 0.2 && view.frame.minX == 10 && finished == true)
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.6 }
        #expect(view.alpha == 0.6)
    }

    /// An effect view's subviews go in its content view, which fills it.
    @Test func effectViewsHoldTheirContent() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(
            blur.contentView.superview === blur
                && blur.contentView.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
    }

    /// Bar appearances configure and copy as UIKit's: opaque is the system background; a copy
    /// keeps the title's attributes and is another object.
    @Test func barAppearancesConfigureAndCopy() throws {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
        #expect(appearance.backgroundColor == .systemBackground && appearance.backgroundEffect == nil)
        let copy = try #require(appearance.copy() as? UINavigationBarAppearance)
        #expect(copy !== appearance && copy.titleTextAttributes[.foregroundColor] as? UIColor == .red)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil)
        let bar = UINavigationBar()
        bar.standardAppearance = appearance
        bar.setBackgroundImage(UIImage(), for: .default)
        #expect(bar.standardAppearance === appearance && bar.backgroundImage(for: .default) != nil)
    }

    final class Peeker: UIViewControllerPreviewingDelegate {
        func previewingContext(_ context: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint)
            -> UIViewController?
        { nil }
        func previewingContext(_ context: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {
        }
    }

    /// A container forwarding appearance by hand (or a test driving it): begin loads the view
    /// and says "will", end says "did"; an end without a begin says nothing.
    @Test func appearanceTransitionsAreToldInOrder() {
        final class Told: UIViewController {
            var said: [String] = []
            override func viewDidLoad() { said.append("load") }
            override func viewWillAppear(_ animated: Bool) { said.append("will appear \(animated)") }
            override func viewDidAppear(_ animated: Bool) { said.append("did appear \(animated)") }
            override func viewWillDisappear(_ animated: Bool) { said.append("will disappear") }
            override func viewDidDisappear(_ animated: Bool) { said.append("did disappear") }
        }
        let told = Told()
        told.endAppearanceTransition()
        told.beginAppearanceTransition(true, animated: true)
        told.endAppearanceTransition()
        told.beginAppearanceTransition(false, animated: false)
        told.endAppearanceTransition()
        #expect(told.said == ["load", "will appear true", "did appear true", "will disappear", "did disappear"])
    }

    /// A layout pass tells the controllers whose views it lays out, before and after, as UIKit's
    /// views tell theirs: a window's root and a child both hear it, once a pass; a pass a
    /// controller starts from `viewDidLayoutSubviews` lays out again without telling anyone.
    /// The root's view fills the window from `makeKeyAndVisible` on, not before.
    @Test func layoutPassesTellTheControllersOfTheViewsLaidOut() {
        final class Told: UIViewController {
            var said: [String] = []
            override func viewWillLayoutSubviews() { said.append("will") }
            override func viewDidLayoutSubviews() {
                said.append("did \(view.bounds.width)")
                view.layoutIfNeeded()
            }
        }
        let (root, child) = (Told(), Told())
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        #expect(root.view.superview == nil)
        window.makeKeyAndVisible()
        #expect(root.view.superview === window && root.view.frame == window.bounds)
        child.view.layoutIfNeeded()
        #expect(root.said == ["will", "did 390.0"] && child.said == ["will", "did \(child.view.bounds.width)"])
        window.rootViewController = Told()
        #expect(root.view.superview == nil)
    }

    /// What a paging library's views ask of UIKit, answered as iOS answers: a pattern colour's
    /// Core Graphics colour has one component, its alpha; `UIEdgeInsets()` is zero; the tab bar
    /// trait is bit 15 (`UIAccessibilityTraitTabBar`, 0x8000); a transition's animation may
    /// have no completion; a named image may be asked of a bundle; appearance is forwarded.
    @Test func pagingScreensFindUIKitsSmallerMembers() {
        let pattern = UIColor(patternImage: UIImage(named: "Green", in: .main, compatibleWith: nil)!)
        #expect(pattern.cgColor.numberOfComponents == 1 && pattern.cgColor.components == [1])
        #expect(UIColor.red.cgColor.numberOfComponents == 4 && pattern.patternImage?.name == "Green")
        #expect(UIEdgeInsets() == .zero && UIAccessibilityTraits.tabBar.rawValue == 0x8000)
        final class Coordinator: UIViewControllerTransitionCoordinator {
            var isAnimated: Bool { false }
            var isCancelled: Bool { false }
            var transitionDuration: TimeInterval { 0 }
            var completions = 0
            func animate(
                alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
            ) -> Bool {
                animation?(self)
                completions += completion == nil ? 0 : 1
                return true
            }
        }
        let coordinator = Coordinator()
        var animated = false
        #expect(coordinator.animate(alongsideTransition: { _ in animated = true }))
        #expect(animated && coordinator.completions == 0)
        #expect(UIViewController().shouldAutomaticallyForwardAppearanceMethods)
    }

    /// What production screens ask of UIKit beside their layouts (a podcast player's, a
    /// browser's), answered as UIKit answers where nothing moves: a flip-book image view runs
    /// only with frames; an attributed placeholder is the placeholder; a navigation
    /// controller's bar has the stack's items (top: the pushed screen's, back: the root's); a
    /// bar of its own, those pushed; window levels order; a transition keeps a value set for
    /// any key, as Core Animation's do.
    @Test func productionScreensFindUIKitsMembers() {
        let flipBook = UIImageView()
        flipBook.startAnimating()
        #expect(!flipBook.isAnimating)
        flipBook.animationImages = [UIImage(named: "a")!, UIImage(named: "b")!]
        flipBook.animationDuration = 0.5
        flipBook.startAnimating()
        #expect(flipBook.isAnimating && flipBook.animationDuration == 0.5)
        flipBook.stopAnimating()
        #expect(!flipBook.isAnimating)
        let field = UITextField()
        field.attributedPlaceholder = NSAttributedString(string: "Search podcasts")
        #expect(field.placeholder == "Search podcasts" && field.attributedPlaceholder?.string == "Search podcasts")
        // The attributed text is the text; editing's settings are kept as set.
        field.attributedText = NSAttributedString(string: "Dune")
        field.clearsOnBeginEditing = true
        #expect(field.text == "Dune" && field.attributedText?.string == "Dune" && field.clearsOnBeginEditing)
        field.text = nil
        #expect(field.attributedText?.string == "")
        // A search bar's look is kept as set; an icon's image is kept per state.
        let search = UISearchBar()
        (search.searchBarStyle, search.barTintColor, search.backgroundImage) = (.minimal, .clear, UIImage())
        search.setImage(UIImage(systemName: "xmark"), for: .clear, state: .normal)
        search.setShowsCancelButton(true, animated: true)
        #expect(search.searchBarStyle == .minimal && search.backgroundImage != nil && search.showsCancelButton)
        #expect(search.image(for: .clear, state: .normal) != nil && search.image(for: .search, state: .normal) == nil)
        // One item is the first of the items, as UIKit keeps them; setting it makes it the only one.
        let (edit, add, share) = (UIBarButtonItem(), UIBarButtonItem(), UIBarButtonItem())
        let bowTies = UINavigationItem(title: "Bow ties")
        bowTies.setRightBarButtonItems([edit, add], animated: true)
        #expect(bowTies.rightBarButtonItem === edit && bowTies.rightBarButtonItems?.count == 2)
        bowTies.setRightBarButton(share, animated: false)
        #expect(bowTies.rightBarButtonItems?.count == 1 && bowTies.rightBarButtonItems?.first === share)
        bowTies.setLeftBarButtonItems(nil, animated: true)
        bowTies.setHidesBackButton(true, animated: true)
        #expect(bowTies.leftBarButtonItem == nil && bowTies.hidesBackButton)
        let (root, pushed) = (UIViewController(), UIViewController())
        root.navigationItem.title = "Podcasts"
        pushed.navigationItem.title = "Episodes"
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(pushed, animated: false)
        #expect(
            navigation.navigationBar.topItem?.title == "Episodes"
                && navigation.navigationBar.backItem?.title == "Podcasts")
        let bar = UINavigationBar()
        bar.pushItem(UINavigationItem(title: "One"), animated: false)
        bar.pushItem(UINavigationItem(title: "Two"), animated: false)
        #expect(bar.topItem?.title == "Two" && bar.popItem(animated: false)?.title == "Two" && bar.items?.count == 1)
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
        let window = UIWindow()
        window.makeKey()
        window.resignKey()
        #expect(!window.isKeyWindow && window.windowLevel == .normal)
        let transition = CATransition()
        transition.setValue("fade", forKey: "animationID")
        #expect(
            transition.value(forKey: "animationID") as? String == "fade" && transition.value(forKey: "other") == nil)
        let item = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        item.badgeValue = "3"
        #expect(item.badgeValue == "3" && UILabel().baselineAdjustment == .alignBaselines)
        #expect(!UIViewController().isBeingDismissed && UIEvent.EventSubtype.motionShake.rawValue == 1)
    }

    /// A controller presented as UIKit presents one on an iPhone (`.automatic`) has a sheet (iOS
    /// 15), the same each time and its presentation controller, keeping what the app sets:
    /// medium and large detents (a medium one half the large's height, 852 → 426 points where
    /// the screen's sheet may be 852 tall), a custom one resolving the app's height, a grabber.
    /// A full-screen controller has none, and a plain presentation; a popover's is its popover.
    @Test func aSheetKeepsItsDetents() {
        let controller = UIViewController()
        let sheet = controller.sheetPresentationController
        #expect(sheet != nil && sheet === controller.sheetPresentationController)
        #expect(controller.presentationController === sheet && sheet?.detents.map(\.identifier) == [.large])
        sheet?.animateChanges {
            sheet?.detents = [.medium(), .large(), .custom(identifier: .init("third")) { $0.maximumDetentValue / 3 }]
            sheet?.prefersGrabberVisible = true
        }
        let context = SheetContext()
        #expect(sheet?.detents.map { $0.resolvedValue(in: context) } == [426, 852, 284])
        #expect(sheet?.detents.map(\.identifier.rawValue).last == "third" && sheet?.prefersGrabberVisible == true)
        controller.modalPresentationStyle = .fullScreen
        #expect(controller.sheetPresentationController == nil && controller.presentationController != nil)
        controller.modalPresentationStyle = .popover
        #expect(controller.presentationController === controller.popoverPresentationController)
    }

    /// A child's preferred size is kept and told to its parent once a change (not for the same
    /// size again); a container answers a child its own size.
    @Test func aChildsPreferredSizeIsToldToItsParent() {
        let parent = SizeWatcher()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.told == 1 && child.preferredContentSize.height == 200)
        #expect(
            parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 9, height: 9)).width
                == 9)
    }

    private final class SizeWatcher: UIViewController {
        var told = 0
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            told += 1
        }
    }

    private final class SheetContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
        let containerTraitCollection = UITraitCollection()
        let maximumDetentValue: CGFloat = 852
    }

    /// A controller supports all but upside down by default; it has a popover only when
    /// presented as one, the same each time; its key commands are the ones added. The
    /// pasteboard pastes what was copied; VoiceOver is off; a view registered for 3D Touch's
    /// previewing keeps its delegate (never asked: nothing is pressed).
    @Test func controllersAnswerAsUIKitsDefaults() {
        let controller = UIViewController()
        // The tab bar item is made on first use, with the title then set.
        controller.title = "List"
        controller.tabBarItem.image = UIImage(systemName: "list.dash")
        #expect(controller.tabBarItem.title == "List" && controller.tabBarItem === controller.tabBarItem)
        #expect(
            controller.supportedInterfaceOrientations == .allButUpsideDown
                && controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .popover
        #expect(controller.popoverPresentationController === controller.popoverPresentationController)
        #expect(controller.keyCommands == nil)
        controller.addKeyCommand(UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("find")))
        #expect(controller.keyCommands?.first?.input == "f")
        UIPasteboard.general.string = "copied"
        #expect(UIPasteboard.general.string == "copied" && UIPasteboard.general.hasStrings)
        #expect(!UIAccessibility.isVoiceOverRunning)
        let peeker = Peeker()
        let registration = controller.registerForPreviewing(with: peeker, sourceView: controller.view)
        #expect(registration.sourceView === controller.view && registration.delegate === peeker)
        let share = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        #expect(share.activityItems.count == 1)
    }

    /// What a browser app's launch and tab files declare compiles, with UIKit's values: a tab
    /// shared as an item source answers its URL, the keyboard extension point is Apple's
    /// identifier, a URL context (never handed over here) reads as an empty one, and editing
    /// ends as committed or cancelled (OnionBrowser's delegate, scene delegate, `Tab+Activity`
    /// and text field delegate each left a file out before).
    @Test func aBrowsersLaunchAndShareFilesCompile() {
        final class Tab: NSObject, UIActivityItemSource {
            func activityViewControllerPlaceholderItem(_ controller: UIActivityViewController) -> Any {
                URL(fileURLWithPath: "/tab")
            }
            func activityViewController(
                _ controller: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
            ) -> Any? { URL(fileURLWithPath: "/tab") }
        }
        let share = UIActivityViewController(activityItems: [Tab()], applicationActivities: nil)
        let source = share.activityItems.first as? UIActivityItemSource
        #expect(source?.activityViewControllerPlaceholderItem(share) as? URL == URL(fileURLWithPath: "/tab"))
        #expect(UIApplication.ExtensionPointIdentifier.keyboard.rawValue == "com.apple.keyboard-service")
        let context = UIOpenURLContext()
        #expect(context.url.path == "/" && context.options.sourceApplication == nil && !context.options.openInPlace)
        #expect(UITextField.DidEndEditingReason(rawValue: 1) == .cancelled)
    }

    final class TopIsPrimary: UISplitViewControllerDelegate {
        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column { .primary }
    }

    /// A split view controller's columns are its children; the screen shown is the secondary,
    /// unless collapsed with a delegate keeping the primary on top. A tab bar controller selects
    /// the tab of the controller set as selected. Text sizes order as UIKit's; a bold trait makes
    /// a bold font of the same size; a user activity merges its entries; background tasks get
    /// identifiers of their own; the edit menu is never visible.
    @Test func containersAndDescriptionsAnswerAsUIKits() throws {
        let (primary, secondary) = (UIViewController(), UIViewController())
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        #expect(split.viewControllers.map(ObjectIdentifier.init) == [primary, secondary].map(ObjectIdentifier.init))
        #expect(primary.splitViewController === split && split.shownColumn === secondary)
        let delegate = TopIsPrimary()
        split.delegate = delegate
        #expect(split.shownColumn === (split.isCollapsed ? primary : secondary))

        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), secondary]
        tabs.selectedViewController = secondary
        #expect(tabs.selectedIndex == 1)

        #expect(
            UIContentSizeCategory.large < .accessibilityMedium
                && UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        let bold = try #require(UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits(.traitBold))
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.pointSize == 17 && font.weight == .bold && font.fontDescriptor.symbolicTraits.contains(.traitBold))
        // A weight in the traits attribute is the font's (VLC's custom fonts are made so), as a
        // `UIFont.Weight` or its value; the size attribute is the size.
        let semibold = UIFontDescriptor(fontAttributes: [
            .size: CGFloat(15), .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]
        ])
        #expect(
            UIFont(descriptor: semibold, size: 0).weight == .semibold
                && UIFont(descriptor: semibold, size: 0).pointSize == 15)
        let light = UIFontDescriptor(fontAttributes: [.traits: [UIFontDescriptor.TraitKey.weight: CGFloat(-0.4)]])
        #expect(UIFont(descriptor: light, size: 12).weight == .light)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")

        let activity = NSUserActivity(activityType: "com.example.reading")
        activity.userInfo = ["id": 1]
        activity.addUserInfoEntries(from: ["page": 2])
        #expect(activity.userInfo?.count == 2)
        let (first, second) = (UIApplication.shared.beginBackgroundTask(), UIApplication.shared.beginBackgroundTask())
        #expect(first != second && first != .invalid)
        #expect(!UIMenuController.shared.isMenuVisible)
        // An app's icon settings (DuckDuckGo's screen): no alternate icons here, and asking fails.
        var failed = false
        UIApplication.shared.setAlternateIconName("Dark") { failed = $0 != nil }
        #expect(!UIApplication.shared.supportsAlternateIcons && UIApplication.shared.alternateIconName == nil && failed)
        #expect(!UITraitCollection().hasDifferentColorAppearance(comparedTo: UITraitCollection()))
        #expect(UITraitCollection().hasDifferentColorAppearance(comparedTo: nil))
        let window = UIWindow(frame: .zero)
        window.overrideUserInterfaceStyle = .dark
        #expect(window.overrideUserInterfaceStyle == .dark)
    }

    final class Reorder: UICollectionViewDragDelegate, UICollectionViewDropDelegate, UIContextMenuInteractionDelegate,
        UIDragInteractionDelegate
    {
        func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] { [] }
        var dropped: [IndexPath] = []
        // As a reordering screen writes it: the first item, from where it was to where it goes.
        func collectionView(
            _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
        ) {
            guard let item = coordinator.items.first, let source = item.sourceIndexPath,
                let destination = coordinator.destinationIndexPath
            else { return }
            dropped = [source, destination]
            coordinator.drop(item.dragItem, toItemAt: destination).addCompletion { _ in }
        }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? { nil }
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession)
            -> [UIDragItem]
        { [] }
    }

    /// Drag and drop and context menus as screens set them up (each delegate written with its
    /// one requirement, the rest UIKit's defaults, a drop placed through the coordinator's
    /// items): kept, nothing dragged, no drop performed; interactions added
    /// know their view and leave it when removed; a provider says what it carries.
    @Test func dragDropAndMenusAreKept() {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let reorder = Reorder()
        view.dragDelegate = reorder
        view.dropDelegate = reorder
        view.dragInteractionEnabled = true
        #expect(view.dragDelegate === reorder && !view.hasActiveDrag && reorder.dropped.isEmpty)
        let menu = UIContextMenuInteraction(delegate: reorder)
        let drag = UIDragInteraction(delegate: reorder)
        view.addInteraction(menu)
        view.addInteraction(drag)
        #expect(view.interactions.count == 2 && menu.view === view && drag.view === view)
        view.removeInteraction(menu)
        #expect(view.interactions.count == 1 && menu.view == nil)
        let provider = NSItemProvider(object: UIImage())
        #expect(provider.canLoadObject(ofClass: UIImage.self) && !provider.canLoadObject(ofClass: UIColor.self))
        #expect(UIDragItem(itemProvider: provider).itemProvider === provider)
        #expect(
            UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath).operation == .move)
        // A search controller's delegate (VLC's media screens), kept; its methods UIKit's defaults.
        let search = UISearchController(searchResultsController: nil)
        let watcher = SearchWatcher()
        search.delegate = watcher
        #expect(search.delegate === watcher)
        watcher.willPresentSearchController(search)
    }

    /// A search controller's delegate writing none of its optional methods, and the commit
    /// animator a collection view delegate's menu method names (it compiles; nothing calls it).
    final class SearchWatcher: UISearchControllerDelegate {
        func collectionView(
            _ collectionView: UICollectionView,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: UIContextMenuInteractionCommitAnimating
        ) { animator.preferredCommitStyle = .pop }
    }

    /// Attributed text holding an image is one U+FFFC character carrying its attachment; a
    /// shadow is kept as an attribute; an unwind segue's source keeps where it leaves from, and
    /// no controller takes an unwind action here.
    @Test func attachmentsShadowsAndUnwindsAreKept() {
        let attachment = NSTextAttachment(image: UIImage())
        attachment.bounds = CGRect(x: 0, y: -2, width: 12, height: 12)
        let text = NSAttributedString(attachment: attachment)
        #expect(text.string == "\u{FFFC}")
        #expect(text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 1)
        #expect(shadow.shadowOffset.height == 1)
        let controller = UIViewController()
        let source = UIStoryboardUnwindSegueSource(source: controller, unwindAction: Selector("back:"), sender: nil)
        #expect(source.source === controller)
        #expect(!controller.canPerformUnwindSegueAction(source.unwindAction, from: controller, sender: nil))
    }

    /// Gravity, collisions and pushes are kept by a view's animator and not simulated: the
    /// view stays where it is, said once; gravity's default points down at magnitude 1, and an
    /// angle of π/2 at magnitude 2 is (0, 2).
    @Test func dynamicsOfViewsAreKeptNotSimulated() {
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: UIView())
        let gravity = UIGravityBehavior(items: [box])
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1) && gravity.magnitude == 1)
        gravity.setAngle(.pi / 2, magnitude: 2)
        #expect(abs(gravity.gravityDirection.dx) < 1e-12 && gravity.gravityDirection.dy == 2)
        animator.addBehavior(gravity)
        animator.addBehavior(UICollisionBehavior(items: [box]))
        #expect(gravity.dynamicAnimator === animator && animator.behaviors.count == 2)
        #expect(box.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(Console.count(of: "UIGravityBehavior is kept, not simulated: its items stay where they are") == 1)
        animator.removeAllBehaviors()
        #expect(gravity.dynamicAnimator == nil)
    }
}
