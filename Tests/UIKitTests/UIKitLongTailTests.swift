import Foundation
import TerminalCollectionView
import Testing
import UIKit
import UIKitPreview
import _LayouttyConsole

/// UIKit API that stopped real screens from compiling (measured on homework apps of one course,
/// ten students' versions of one shop): each with UIKit's signature and what it does here.
@MainActor @Suite(.serialized) struct UIKitLongTailTests {
    /// A list cell's attributed texts supersede its plain ones, as UIKit shows them: the
    /// previewer labels the cell with their characters ("Mug · 1,200 KRW", struck through on
    /// iOS, plain here), a plain text left beside them unshown.
    /// A view's tint is never nil, as UIKit declares it (`UIColor!`, null-resettable): the
    /// system's blue, else the superview's, else its own; set, the view and its subviews without
    /// one of their own are told (`tintColorDidChange`); set to nil, the inherited one again.
    /// An activity indicator's colour likewise. (A VPN app's bordered button reads
    /// `button.tintColor.cgColor`.)
    @Test func tintIsInheritedAndNeverNil() {
        final class Told: UIView {
            var told = 0
            override func tintColorDidChange() { told += 1 }
        }
        let parent = UIView()
        let child = Told()
        let own = Told()
        parent.addSubview(child)
        parent.addSubview(own)
        own.tintColor = .red
        #expect(child.tintColor == .systemBlue && child.tintColor.cgColor == UIColor.systemBlue.cgColor)
        parent.tintColor = .green
        #expect(child.tintColor == .green && own.tintColor == .red && child.told == 1 && own.told == 1)
        own.tintColor = nil
        #expect(own.tintColor == .green)
        #expect(UIActivityIndicatorView(style: .medium).color != nil)
    }

    /// A paragraph style set from another takes every setting (`setParagraphStyle`); labels,
    /// text fields and text views adjust to the reader's text size by one protocol; a table
    /// takes multiple selection while editing; a controller and a view keep their restoration
    /// identifiers; a launch's options are keyed as on iOS.
    @Test func whatAVPNAppsSettingsUseIsKept() {
        let base = NSMutableParagraphStyle()
        base.lineSpacing = 4
        base.alignment = .center
        base.baseWritingDirection = .rightToLeft
        let style = NSMutableParagraphStyle()
        style.setParagraphStyle(base)
        #expect(style.lineSpacing == 4 && style.alignment == .center && style.baseWritingDirection == .rightToLeft)
        let adjusting: [UIContentSizeCategoryAdjusting] = [UILabel(), UITextField(), UITextView()]
        for view in adjusting { view.adjustsFontForContentSizeCategory = true }
        #expect(adjusting.allSatisfy { $0.adjustsFontForContentSizeCategory })
        let table = UITableView()
        table.allowsMultipleSelectionDuringEditing = true
        let controller = UIViewController()
        controller.restorationIdentifier = "Tunnels"
        #expect(table.allowsMultipleSelectionDuringEditing && controller.restorationIdentifier == "Tunnels")
        #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
    }

    /// What a music player's screens use: a control's preferred behavioural style is kept and
    /// its style is iPad's, as on every iOS device; a button configuration keeps its image's
    /// symbol configuration. A container's appearance transition says whether the screen is
    /// shown: a content-unavailable update asked for after it disappeared waits for it again.
    @Test func whatAMusicPlayersScreensUseIsKept() {
        let button = UIButton()
        button.preferredBehavioralStyle = .mac
        let slider = UISlider()
        #expect(button.preferredBehavioralStyle == .mac && button.behavioralStyle == .pad)
        #expect(slider.preferredBehavioralStyle == .automatic && UISwitch().behavioralStyle == .pad)
        var configuration = UIButton.Configuration.plain()
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 12)
        #expect(configuration.preferredSymbolConfigurationForImage != nil)

        final class Queue: UIViewController {
            var updates = 0
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                updates += 1
            }
        }
        let queue = Queue()
        queue.beginAppearanceTransition(true, animated: false)
        queue.endAppearanceTransition()
        queue.setNeedsUpdateContentUnavailableConfiguration()
        queue.beginAppearanceTransition(false, animated: false)
        queue.endAppearanceTransition()
        queue.setNeedsUpdateContentUnavailableConfiguration()
        #expect(queue.updates == 1)
    }

    /// What Mullvad's screens use: a colour transformer's grey is Rec. 709's luminance
    /// (0.2126·1 + 0.7152·0.5 + 0.0722·0 = 0.5702), alpha kept; a table's header view is the
    /// delegate's header-footer view, nil past its sections; the back swipe exists to disable;
    /// scenes post their own notifications; images and labels keep what they are given.
    @Test func whatAVPNAppsListsUseIsKept() throws {
        let grey = UIConfigurationColorTransformer.grayscale(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        #expect(abs(grey.red - 0.5702) < 1e-9 && grey.red == grey.blue && grey.alpha == 0.25)
        final class Headers: NSObject, UITableViewDataSource, UITableViewDelegate {
            let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell()
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                section == 0 ? header : UIView()
            }
        }
        let headers = Headers()
        let table = UITableView()
        table.dataSource = headers
        table.delegate = headers
        #expect(table.headerView(forSection: 0) === headers.header)
        #expect(table.headerView(forSection: 1) == nil && table.headerView(forSection: 2) == nil)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        #expect(navigation.interactivePopGestureRecognizer?.isEnabled == false)
        #expect(UIScene.willEnterForegroundNotification.rawValue == "UISceneWillEnterForegroundNotification")
        let image = UIImage()
        #expect(image.imageFlippedForRightToLeftLayoutDirection() === image)
        let label = UILabel()
        label.lineBreakStrategy = .pushOut
        let button = UIButton(type: .system)
        button.adjustsImageSizeForAccessibilityContentSizeCategory = true
        var configuration = UIButton.Configuration.plain()
        configuration.titleAlignment = .leading
        var background = UIBackgroundConfiguration.clear()
        background.imageContentMode = .scaleAspectFill
        #expect(label.lineBreakStrategy == .pushOut && button.adjustsImageSizeForAccessibilityContentSizeCategory)
        #expect(configuration.titleAlignment == .leading && background.imageContentMode == .scaleAspectFill)
    }

    @Test func attributedListTextsAreShown() {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = "unshown"
            content.attributedText = NSAttributedString(string: name)
            content.secondaryAttributedText = NSAttributedString(
                string: "1,200 KRW", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, path, name in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Mug"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let previewer = Previewer(collectionView: view, terminalColumns: 40, rows: 12)
        #expect(previewer.viewport.dataSource.label(for: IndexPath(item: 0, section: 0)) == "Mug · 1,200 KRW")
    }

    /// A cell the delegate fills in as it is about to be shown
    /// (`collectionView(_:willDisplay:forItemAt:)`, as the table path has always called its own)
    /// shows that text: UIKit calls it after the data source made the cell, before it is drawn.
    @Test func aCellFilledInAsItIsShownShowsItsText() {
        final class Names: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
            {
                2
            }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            { collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath) }
            override func collectionView(
                _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                forItemAt indexPath: IndexPath
            ) {
                var content = UIListContentConfiguration.cell()
                content.text = ["Ada", "Grace"][indexPath.item]
                cell.contentConfiguration = content
            }
        }
        let names = Names(collectionViewLayout: UICollectionViewFlowLayout())
        names.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "name")
        names.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        let previewer = Previewer(collectionView: names.collectionView, terminalColumns: 40, rows: 12)
        #expect(
            (0..<2).map { previewer.viewport.dataSource.label(for: IndexPath(item: $0, section: 0)) } == [
                "Ada", "Grace"
            ])
    }

    /// An image here is a name and a size, never pixels: encoding answers nil, as UIKit does for
    /// an image with no bitmap; drawing draws nothing; a renderer redrawing it takes its scale.
    @Test func imagesEncodeToNothingAndDrawNothing() {
        let image = UIImage(systemName: "cart")!
        #expect(image.pngData() == nil && image.jpegData(compressionQuality: 0.8) == nil)
        image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        image.draw(at: .zero, blendMode: .normal, alpha: 0.5)
        #expect(image.imageRendererFormat.scale == image.scale)
    }

    /// A bar button's target is any value, as UIKit declares it: a property initializer's
    /// `self` (the class's curried method there, on iOS too) compiles; the item keeps no target
    /// it cannot hold weakly, and its action.
    @Test func barButtonTargetsAreAnyValue() {
        let method: (UIView) -> () -> Void = UIView.layoutIfNeeded
        let item = UIBarButtonItem(barButtonSystemItem: .done, target: method, action: Selector("done"))
        #expect(item.action == Selector("done"))
        let view = UIView()
        let titled = UIBarButtonItem(title: "Add", style: .plain, target: view, action: nil)
        #expect(titled.target === view && titled.title == "Add")
    }

    /// Asset catalogs are not read at run time: a data set is not found (nil, as for a name the
    /// catalogs lack), said once.
    @Test func dataAssetsAreNotFound() {
        _ = Console.take()
        #expect(NSDataAsset(name: "products") == nil)
        #expect(NSDataAsset(name: "products", bundle: .main) == nil)
        #expect(
            Console.take() == ["UIKit: NSDataAsset products: asset catalogs are not read here; no data set is found"])
    }

    /// What a photo app's screens used (CloudFeed and an Instagram-like tutorial, tried as a
    /// user would): iOS 17's `UIView.animate { }` (a spring by duration, its defaults) runs its
    /// changes at once and tells its completion; iOS 26's scroll edge effects keep their style
    /// per edge; a button configuration's background, a table's background view, a tab item's
    /// badge attributes, a font descriptor of another family are kept; a responder has no
    /// input views unless it is a text field or text view given one.
    @Test func whatAPhotoAppsScreensUseIsKept() {
        let view = UIView()
        var finished = false
        UIView.animate {
            view.alpha = 0.5
        } completion: {
            finished = $0
        }
        #expect(view.alpha == 0.5 && finished)
        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        grid.topEdgeEffect.style = .soft
        #expect(grid.topEdgeEffect.style == .soft && grid.bottomEdgeEffect.style == .automatic)
        var configuration = UIButton.Configuration.plain()
        configuration.background.strokeWidth = 2
        #expect(configuration.background.strokeWidth == 2)
        let table = UITableView(frame: .zero, style: .plain)
        table.backgroundView = view
        #expect(table.backgroundView === view)
        let item = UITabBarItem(title: "Feed", image: nil, tag: 0)
        item.setBadgeTextAttributes([.foregroundColor: UIColor.white], for: .normal)
        #expect(item.badgeTextAttributes(for: .normal)?.count == 1 && item.badgeTextAttributes(for: .selected) == nil)
        let family = UIFont.systemFont(ofSize: 12).fontDescriptor.withFamily("Avenir")
        #expect(family.fontAttributes[.family] as? String == "Avenir" && family.pointSize == 12)
        let field = UITextField()
        field.inputAccessoryView = view
        #expect(field.inputAccessoryView === view && UIViewController().inputAccessoryView == nil)
    }

    /// What three layout DSLs' suites needed (noremac/Layout, SwiftLayout, AnchorKit): the
    /// system spacing's `<=` forms, 8 points times the multiplier as its `==` and `>=` forms,
    /// `UIAccessibilityIdentification`, which views and bar button items adopt, and a
    /// constraint's constant and anchors as UIKit answers them.
    @Test func layoutDSLsSurfaceIsUIKits() {
        let (a, b) = (UIView(), UIView())
        let after = a.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 2)
        let below = a.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1.5)
        #expect(after.relation == .lessThanOrEqual && after.constant == 16 && after.secondItem === b)
        #expect(below.relation == .lessThanOrEqual && below.constant == 12 && below.firstAttribute == .top)
        var identified: [UIAccessibilityIdentification] = [a, UIBarButtonItem()]
        identified[0].accessibilityIdentifier = "card"
        #expect(a.accessibilityIdentifier == "card" && identified[1].accessibilityIdentifier == nil)
        // A constant of −0 (`constant: -offset`, offset 0) reads back as 0, as UIKit's does.
        let flush = a.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: -0.0)
        #expect(flush.constant.description == "0.0")
        flush.constant = -0.0
        #expect(flush.constant.description == "0.0")
        // One anchor per attribute, as UIKit keeps them: equal however often asked, and a
        // constraint's anchors are its items'; a constant has no second. A layout guide the
        // code adds is not a bar's `UILayoutSupport`.
        #expect(
            a.leadingAnchor == a.leadingAnchor && a.leadingAnchor != a.trailingAnchor
                && a.leadingAnchor != b.leadingAnchor)
        let width = a.widthAnchor.constraint(equalToConstant: 20)
        #expect(width.firstAnchor == a.widthAnchor && width.secondAnchor == nil)
        #expect(flush.secondAnchor == b.trailingAnchor)
        #expect(!(UILayoutGuide() is UILayoutSupport) && UIViewController().topLayoutGuide is UILayoutGuide)
    }

    /// UIKit's list controllers declare their protocols whole, as Swift mirrors them from
    /// Objective-C: a subclass overrides a scroll view delegate method of a table controller,
    /// multiple selection, a collection controller's display and context-menu methods
    /// (IQListKit's screens). A delegate answering nothing answers as UIKit does.
    final class Feed: UITableViewController {
        var scrolled = 0
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
        override func tableView(
            _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
        )
            -> Bool
        { true }
    }
    final class Grid: UICollectionViewController {
        var shown: [IndexPath] = []
        override func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) { shown.append(indexPath) }
        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? { UIContextMenuConfiguration() }
    }
    final class Quiet: NSObject, UICollectionViewDelegate {}

    @Test func listControllersDeclareTheirProtocolsWhole() {
        let feed = Feed(style: .plain)
        feed.scrollViewDidScroll(feed.tableView)
        #expect(feed.scrolled == 1 && feed.tableView(feed.tableView, shouldBeginMultipleSelectionInteractionAt: [0, 0]))
        let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        let delegate: UICollectionViewDelegate = grid
        delegate.collectionView(grid.collectionView, willDisplay: UICollectionViewCell(), forItemAt: [0, 2])
        #expect(grid.shown == [[0, 2]])
        #expect(
            delegate.collectionView(grid.collectionView, contextMenuConfigurationForItemAt: [0, 0], point: .zero) != nil
        )
        let quiet = Quiet()
        let view = grid.collectionView!
        #expect(quiet.collectionView(view, targetContentOffsetForProposedContentOffset: CGPoint(x: 0, y: 40)).y == 40)
        #expect(!quiet.collectionView(view, shouldBeginMultipleSelectionInteractionAt: [0, 0]))
        #expect(quiet.collectionView(view, contextMenuConfigurationForItemsAt: [[0, 0]], point: .zero) == nil)
        #expect(UICollectionViewController().indexTitles(for: view) == nil)
        #expect(quiet.collectionView(view, sceneActivationConfigurationForItemAt: [0, 0], point: .zero) == nil)
        let activity = UIWindowScene.ActivationConfiguration(userActivity: NSUserActivity(activityType: "feed.open"))
        #expect(activity.userActivity.activityType == "feed.open" && activity.preview == nil)
    }

    /// A map editor's keyboard toolbar (`class KeyboardToolbar: UIInputView`, made with its
    /// frame and style) and its tag cells overriding `willTransition(to:)`, as UIKit declares
    /// them; a cell is told nothing (nothing swipes it).
    final class Toolbar: UIInputView {
        init() { super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 44), inputViewStyle: .keyboard) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }
    final class TagCell: UITableViewCell {
        var states: [UITableViewCell.StateMask] = []
        override func willTransition(to state: UITableViewCell.StateMask) { states.append(state) }
    }

    @Test func inputViewsAndCellStatesAreUIKits() {
        let toolbar = Toolbar()
        #expect(toolbar.inputViewStyle == .keyboard && toolbar.frame.height == 44 && !toolbar.allowsSelfSizing)
        #expect(Toolbar(coder: NSCoder())?.inputViewStyle == .default)
        let mask: UITableViewCell.StateMask = [.showingEditControl, .showingDeleteConfirmation]
        #expect(mask.rawValue == 3 && UITableViewCell.StateMask.showingDeleteConfirmation.rawValue == 2)
        let cell = TagCell(style: .default, reuseIdentifier: "tag")
        cell.setEditing(true, animated: false)
        #expect(cell.states.isEmpty && cell.isEditing)
    }

    /// A control made with its primary action (iOS 14's `init(frame:primaryAction:)`), as an app
    /// store's browse screen makes its refresh control: made at the frame given, a plain control
    /// of its class (actions are kept, never sent, as every control's here).
    @Test func aControlIsMadeWithItsPrimaryAction() {
        let refresh = UIRefreshControl(frame: .zero, primaryAction: UIAction { _ in })
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31), primaryAction: nil)
        #expect(!refresh.isRefreshing && refresh.frame == .zero)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
    }

    /// NSObject's accessibility protocol as views override it (an app store's banner answers an
    /// attributed label), and an element that is not a view (a chart's bar): kept as given.
    @Test func accessibilityAsViewsOverrideIt() {
        final class Banner: UIView {
            override var accessibilityAttributedLabel: NSAttributedString? {
                get { NSAttributedString(string: "Delta, 1.4") }
                set {}
            }
        }
        let banner = Banner()
        banner.accessibilityViewIsModal = true
        #expect(banner.accessibilityAttributedLabel?.string == "Delta, 1.4" && banner.accessibilityViewIsModal)
        #expect(UIView().accessibilityUserInputLabels == [] && UIView().accessibilityFrame == .zero)
        let bar = UIAccessibilityElement(accessibilityContainer: banner)
        bar.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 10, width: 20, height: 30)
        banner.accessibilityElements = [bar]
        #expect(bar.accessibilityContainer === banner && bar.isAccessibilityElement)
        #expect(bar.accessibilityFrameInContainerSpace.maxY == 40)
    }

    /// What a photo picker's screen uses (Unsplash's, in UIKit): a search controller answering
    /// its own search bar, an image cache made with a folder URL, a photo's view left alone by
    /// Smart Invert.
    @Test func whatAPhotoPickerUsesIsKept() {
        final class PickerSearch: UISearchController {
            let custom = UISearchBar(frame: .zero)
            override var searchBar: UISearchBar { custom }
        }
        let search = PickerSearch(searchResultsController: nil)
        #expect(search.searchBar === search.custom)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutty-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = URLCache(memoryCapacity: 50_000, diskCapacity: 0, directory: folder)
        #expect(cache.memoryCapacity == 50_000)
        let photo = UIImageView()
        photo.accessibilityIgnoresInvertColors = true
        #expect(photo.accessibilityIgnoresInvertColors)
    }
}
