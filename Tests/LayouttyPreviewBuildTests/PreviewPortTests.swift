import Foundation
import LayouttyKit
import LayouttyPreviewBuild
import LayouttyTestSupport
import Testing

/// What `layoutty preview` rewrites in its copy of the user's files (the files themselves are
/// never written): exact lines before and after, what is added, and columns mapped back.
@Suite struct PreviewPortTests {
    private func port(_ files: [String: String], layout: String? = nil) throws -> (PreviewPort, URL) {
        let dir = try TemporaryFolder.create("port")
        for (name, text) in files {
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let sources = try PreviewSources(files: files.keys.sorted().map { dir.appendingPathComponent($0).path })
        return (PreviewPort(sources, choice: try sources.choice(named: layout)), dir)
    }

    /// An `@objc` protocol with optional requirements, as libraries declare their delegates, and
    /// a glue implementing half of it: the attributes become blanks (columns kept), the protocol
    /// refines `_LayouttyOptionalRequirements`, the optional requirements get defaults, `?(` calls
    /// ask the delegate first, and the glue's type answers which methods it implements.
    @Test func objcOptionalProtocolsBecomeSwiftProtocolsOptionalToTheCaller() throws {
        let (port, dir) = try port([
            "Layout.swift": """
            @objc public protocol SizingDelegate: AnyObject {
                @objc optional func columns(in view: UICollectionView) -> Int
                func height(at indexPath: IndexPath) -> CGFloat
            }
            @IBDesignable class Layout: UICollectionViewLayout {
                weak var delegate: SizingDelegate?
                override func prepare() { let n = delegate?.columns?(in: collectionView!) ?? 2 }
            }
            """,
            "Glue.swift": """
            final class Sizes: SizingDelegate {
                func height(at indexPath: IndexPath) -> CGFloat { 10 }
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let (glue, layout) = (port.files[0], port.files[1])
        #expect(
            layout.changes.map(\.after) == [
                "      public protocol SizingDelegate: AnyObject, _LayouttyOptionalRequirements {",
                "                   func columns(in view: UICollectionView) -> Int",
                "              class Layout: UICollectionViewLayout {",
                "    override func prepare() { let n = delegate?._layouttyIf(\"columns(in:)\")?.columns(in: collectionView!) ?? 2 }"
            ])
        #expect(
            layout.added == """
                extension SizingDelegate {
                    public func columns(in view: UICollectionView) -> Int { _layouttyMissing("columns(in:)") }
                }
                @MainActor func _layouttyPreviewedLayout() -> UICollectionViewLayout { Layout() }
                @MainActor private let _layouttyAppsDelegate0 = Sizes()
                @MainActor func _layouttyAppsPart(_ layout: UICollectionViewLayout, in view: UICollectionView) -> UICollectionViewLayout {
                    if let layout = layout as? Layout, layout.delegate == nil { layout.delegate = _layouttyAppsDelegate0 }
                    return layout
                }

                """)
        // The glue's type plays the app's part when nothing sets the layout's delegate.
        #expect(
            port.appsPartNotes == [
                "Layout.delegate: Sizes(), the files' SizingDelegate, plays the app's part when nothing sets it"
            ])
        #expect(
            glue.added == """
                extension Sizes: _LayouttyOptionalRequirements {
                    func _layouttyImplements(_ requirement: String) -> Bool { ["height(at:)"].contains(requirement) }
                }

                """)
        // `collectionView!` is at column 62 in the user's line, 90 in the copy (29 bytes inserted, 1 removed).
        #expect(layout.userColumn(line: 7, column: 90) == 62)
        #expect(layout.userColumn(line: 7, column: 20) == 20)
        // Inside the inserted text: the column where it was inserted.
        #expect(layout.userColumn(line: 7, column: 60) == 49)
        // The copy names the user's file for the compiler, lines unmoved.
        #expect(
            layout.text.hasPrefix(
                "@_spi(LayouttyPort) import UIKit\nimport _LayouttyPortRuntime; import Observation; import Security; "
                    + "import protocol OpenCombine.ObservableObject; import struct OpenCombine.Published\n#sourceLocation(file: \"\(dir.path)/Layout.swift\", line: 1)\n      public protocol"
            ))
    }

    /// A cell class that does not inherit the initializer a collection or table view dequeues
    /// by (it declares a designated initializer, but not UIKit's: a nib's cell declares only
    /// `init?(coder:)`) gets one making it as the nib would, on its closing brace's line — a
    /// subclass of the files' cell too; a cell declaring `init(frame:)`, a table cell declaring
    /// `init(style:reuseIdentifier:)` and a view that is no cell get none. A header view made by
    /// its own initializer, under a base whose `init?(coder:)` is unavailable (so not inherited,
    /// and not required of it), gets the trap Swift writes on iOS for Objective-C's call:
    /// calling `init(coder:)` there did not compile, and its file went.
    @Test func aNibsCellIsDequeuedThroughItsCoderInitializer() throws {
        let (port, dir) = try port([
            "Cells.swift": """
            import UIKit
            class NameCell: UICollectionViewCell, Identifiable {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            final class BadgeCell: NameCell {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            final class FrameCell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            final class RowCell: UITableViewCell {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            final class StyledCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            final class Badge: UIView {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            class LargeHeader: UITableViewHeaderFooterView {
                override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
                @available(*, unavailable) required init?(coder: NSCoder) { fatalError() }
            }
            final class BotHeader: LargeHeader {
                init(text: String) { super.init(reuseIdentifier: nil) }
            }
            func grid() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            final class NewsCell: UICollectionViewCell {
                @IBOutlet private var card: UIView?
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let collection =
            "@_spi(LayouttyPort) public required convenience init(_layouttyDequeued: Void) { self.init(coder: NSCoder())! }; }"
        let table =
            "@_spi(LayouttyPort) public required convenience init(_layouttyDequeued identifier: String) "
            + "{ self.init(coder: NSCoder())! }; }"
        let header =
            "@_spi(LayouttyPort) public required convenience init(_layouttyDequeued identifier: String) "
            + "{ fatalError(\"Use of unimplemented initializer 'init(reuseIdentifier:)' for class 'BotHeader'\") }; }"
        // With an outlet a nib sets, its setter follows on the same line, a declaration of its
        // own: `}; override func` (without the `;`, Sileo's news cell was left out: "consecutive
        // declarations on a line must be separated by ';'").
        let outlets =
            "@_spi(LayouttyPort) public required convenience init(_layouttyDequeued: Void) { self.init(coder: NSCoder())! }; "
            + "override func _layouttyConnect(outlet _layouttyName: String, to _layouttyObject: AnyObject) -> Bool { "
            + "switch _layouttyName { case \"card\": if let o = _layouttyObject as? UIView { self.card = o }; "
            + "default: return super._layouttyConnect(outlet: _layouttyName, to: _layouttyObject) }; return true }; }"
        #expect(
            port.files[0].changes.map(\.after).filter { !$0.contains("var card") }
                == [collection, collection, table, header, outlets], "\(port.files[0].changes)")
        #expect(port.files[0].changes.map(\.line) == [4, 7, 14, 28, 31, 33])
    }

    /// `NSMutableAttributedString()`, `NSAttributedString()`, `Progress()` and `NSError()`,
    /// which Apple's Foundation inherits from NSObject and Linux's lacks, are written with the
    /// arguments NSObject's `init()` means there (a homework's price label is built from an empty
    /// mutable string; a Mastodon client's keychain throws `NSError()`, an empty domain and code
    /// 0); a call with arguments of its own, or of another type, is left as written.
    @Test func foundationsPlainInitializersAreWrittenOut() throws {
        let (port, dir) = try port([
            "Price.swift": """
            import UIKit
            func price() -> NSAttributedString {
                let text = NSMutableAttributedString()
                text.append(NSAttributedString(string: "1,200"))
                let progress = Progress()
                if progress.isCancelled { print(NSError()) }
                return NSAttributedString()
            }
            func grid() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].changes.map(\.after) == [
                "    let text = NSMutableAttributedString(string: \"\")",
                "    let progress = Progress(parent: nil, userInfo: nil)",
                "    if progress.isCancelled { print(NSError(domain: \"\", code: 0)) }",
                "    return NSAttributedString(string: \"\")"
            ], "\(port.files[0].changes)")
    }

    /// A layout's invalidation context or attributes class declaring designated initializers of
    /// its own (the held-out Compositional demo's `CustomInvalidation(reason:)`): Layoutty's UIKit
    /// requires `init()` there, to make one by its class, and iOS does not, so the copy gets the
    /// stub Swift writes on iOS, trapping as it does, with the class's name; a subclass of such a
    /// class in the files too. One declaring `init()` itself, or none of its own, gets nothing.
    @Test func anInitializerUIKitMakesIsStubbedAsSwiftDoes() throws {
        let (port, dir) = try port([
            "Contexts.swift": """
            import UIKit
            class CustomInvalidation: UICollectionViewLayoutInvalidationContext {
                let reason: String
                init(reason: String) { self.reason = reason; super.init() }
            }
            final class Tagged: UICollectionViewLayoutAttributes {
                var tag = 0
                convenience init(tag: Int) { self.init(); self.tag = tag }
            }
            final class Framed: UICollectionViewFlowLayoutInvalidationContext {
                required init() { super.init() }
            }
            final class Reasoned: CustomInvalidation {
                init(code: Int) { super.init(reason: "\\(code)") }
            }
            final class Weighted: UICollectionViewLayoutAttributes {
                let weight: Double
                init(weight: Double) { self.weight = weight; super.init() }
            }
            func grid() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let stub = { (name: String) in
            "public required init() { fatalError(\"Use of unimplemented initializer 'init()' for class '\(name)'\") }; }"
        }
        #expect(
            port.files[0].changes.map(\.after) == [stub("CustomInvalidation"), stub("Reasoned"), stub("Weighted")],
            "\(port.files[0].changes)")
        #expect(port.files[0].changes.map(\.line) == [5, 15, 19])
    }

    /// A layout's own delegate protocol that no type of the files conforms to gets a stand-in:
    /// each required requirement answered by what it returns and what its name says (a height
    /// from the data or varied, 2 columns, one row, an inset of zero, an optional's nil); the
    /// optional requirements keep their defaults (the stand-in implements none, as an app
    /// answering only what it must). A protocol returning a type it cannot make gets none.
    @Test func aDelegateNobodyAnswersGetsAStandIn() throws {
        let (port, dir) = try port([
            "Layout.swift": """
            protocol Sizing: AnyObject {
                func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
                func numberOfColumns(in collectionView: UICollectionView) -> Int
                func numberOfRows() -> Int
                func inset(for section: Int) -> UIEdgeInsets
                func header(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
                var spacing: CGFloat { get }
            }
            protocol Styling { func style() -> Style }
            class Layout: UICollectionViewLayout {
                var sizing: Sizing!
                weak var styling: Styling?
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].added == """
                @MainActor func _layouttyPreviewedLayout() -> UICollectionViewLayout { Layout() }
                final class _LayouttyStandInSizing: NSObject, Sizing {
                    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat { CGFloat(_layouttyStandInLength("height", collectionView, indexPath)) }
                    func numberOfColumns(in collectionView: UICollectionView) -> Int { 2 }
                    func numberOfRows() -> Int { 1 }
                    func inset(for section: Int) -> UIEdgeInsets { .zero }
                    func header(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
                    var spacing: CGFloat { CGFloat(_layouttyStandInLength("length", nil, nil)) }
                }
                @MainActor private let _layouttyAppsDelegate0 = _LayouttyStandInSizing()
                @MainActor func _layouttyAppsPart(_ layout: UICollectionViewLayout, in view: UICollectionView) -> UICollectionViewLayout {
                    if let layout = layout as? Layout, layout.sizing == nil { layout.sizing = _layouttyAppsDelegate0 }
                    return layout
                }

                """)
        #expect(
            port.appsPartNotes == [
                "Layout.sizing: no type of the files conforms to Sizing: a stand-in answers it (heights 100–250 points, widths 60–180, "
                    + "or the spec's sizes; --show-port shows it)"
            ])
    }

    /// `#if os(iOS)` compiles as on iOS, `os(Linux)` not; `targetEnvironment(simulator)` is
    /// true, as where Xcode previews, and `targetEnvironment(macCatalyst)` left (false here as
    /// there); other conditions are left; a `?(` call of UIKit's flow delegate asks it; an
    /// optional closure's `?(` is left alone.
    @Test func conditionsAndUIKitDelegateCalls() throws {
        let (port, dir) = try port([
            "Layout.swift": """
            #if os(iOS) || os(tvOS)
            #elseif !os(Linux) && canImport(UIKit)
            #endif
            #if !targetEnvironment(simulator) && !targetEnvironment(macCatalyst)
            #endif
            class Layout: UICollectionViewFlowLayout {
                var onPrepare: ((Int) -> Void)?
                override func prepare() {
                    let d = collectionView?.delegate as? UICollectionViewDelegateFlowLayout
                    let inset = d?.collectionView?(collectionView!, layout: self, insetForSectionAt: 0) ?? sectionInset
                    onPrepare?(1)
                }
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].changes.map(\.after) == [
                "#if true    || os(tvOS)",
                "#elseif !false     && canImport(UIKit)",
                "#if !true                         && !targetEnvironment(macCatalyst)",
                "        let inset = d?._layouttyIf(\"collectionView(_:layout:insetForSectionAt:)\")?.collectionView(collectionView!, layout: self, insetForSectionAt: 0) ?? sectionInset"
            ])
    }

    /// A cell made from a nib: its outlets of UIKit's view types are given a view of their type
    /// (no nib connects them here; a button as `.system`), kept strongly (`weak` blanked,
    /// columns kept); an outlet of the app's own view class, or one already given a value, is
    /// left alone; the cell class is listed for the program to make when a nib of its name is
    /// registered, a private one not — and so are table cells and headers. Where the app's nib
    /// is read, its loading sets each outlet by name (`_layouttyConnect(outlet:to:)`).
    @Test func nibOutletsAreConnectedToPlainViews() throws {
        let (port, dir) = try port([
            "Cells.swift": """
            class TitleCell: UICollectionViewCell {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet private weak var icon: UIImageView?
                @IBOutlet var button: UIButton!
                @IBOutlet var rating: RatingView!
                @IBOutlet var badge: UILabel! = UILabel()
            }
            private class HiddenCell: UICollectionViewCell {}
            final class PriceRow: UITableViewCell {}
            final class PriceHeader: UITableViewHeaderFooterView {}
            class Layout: UICollectionViewFlowLayout {}
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].changes.map(\.after) == [
                "                   var titleLabel: UILabel! = UILabel()",
                "              private      var icon: UIImageView? = UIImageView()",
                "              var button: UIButton! = UIButton(type: .system)",
                "              var rating: RatingView!",
                "              var badge: UILabel! = UILabel()",
                Self.setters([
                    "titleLabel": "UILabel", "icon": "UIImageView", "button": "UIButton", "rating": "RatingView",
                    "badge": "UILabel"
                ]) + "}"
            ])
        #expect(port.nibClasses == ["TitleCell", "PriceRow", "PriceHeader"])
    }

    /// A cell's outlet with observers gets its view before them (`= UILabel() { didSet … }`:
    /// after the braces it would not compile). A view controller's outlets are instead
    /// connected as a storyboard connects them, after its view loads: the class's last line
    /// gains `_layouttyConnectOutlets()`, which places a view of each outlet's type and then sets
    /// the outlet (its `didSet` runs); `weak` stays, the view holding the view. A constraint's
    /// outlet gets a constraint, not placed (nothing holds it: a storyboard screen setting its
    /// `constant` trapped on nil). An outlet of the files' own view class (a page control's
    /// subclass's subclass) gets one made as a storyboard makes it, through `init?(coder:)` —
    /// each only if still nil: where the app's storyboard or xib was read, its loading set them
    /// first, by name, through the `_layouttyConnect(outlet:to:)` every class of UIKit's with
    /// outlets gains (the cell's too).
    @Test func observedAndControllersOutletsAreConnected() throws {
        let (port, dir) = try port([
            "Screen.swift": """
            class BadgeCell: UICollectionViewCell {
                @IBOutlet weak var badge: UILabel! { didSet { badge.text = "new" } }
            }
            class ShelfViewController: UIViewController {
                @IBOutlet weak var shelf: UICollectionView! { didSet { shelf.backgroundColor = .clear } }
                @IBOutlet weak var caption: UILabel!
                @IBOutlet weak var search: UITextField!
                @IBOutlet weak var height: NSLayoutConstraint!
                @IBOutlet weak var pages: DotsControl!
            }
            class DotsControl: PageControl {}
            class PageControl: UIPageControl {}
            class Layout: UICollectionViewFlowLayout {}
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].changes.map(\.after) == [
                "                   var badge: UILabel! = UILabel() { didSet { badge.text = \"new\" } }",
                Self.setters(["badge": "UILabel"]) + "}",
                "              weak var shelf: UICollectionView! { didSet { shelf.backgroundColor = .clear } }",
                "              weak var caption: UILabel!",
                "              weak var search: UITextField!",
                "              weak var height: NSLayoutConstraint!",
                "              weak var pages: DotsControl!",
                "override func _layouttyConnectOutlets() { super._layouttyConnectOutlets(); "
                    + "if shelf == nil { let o = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()); _layouttyPlace(o); shelf = o }; "
                    + "if caption == nil { let o = UILabel(); _layouttyPlace(o); caption = o }; "
                    + "if search == nil { let o = UITextField(); _layouttyPlace(o); search = o }; "
                    + "if height == nil { let o = NSLayoutConstraint(); height = o }; "
                    + "if pages == nil { let o = DotsControl(coder: _layouttyStoryboardCoder())!; _layouttyPlace(o); pages = o } }; "
                    + Self.setters([
                        "shelf": "UICollectionView", "caption": "UILabel", "search": "UITextField",
                        "height": "NSLayoutConstraint", "pages": "DotsControl"
                    ]) + "}"
            ], "\(port.files[0].changes.map(\.after))")
    }

    /// The method the port gives a class with outlets, which a nib's loading calls to set each
    /// by name: `outlets` in their order, name → type.
    static func setters(_ outlets: KeyValuePairs<String, String>) -> String {
        "override func _layouttyConnect(outlet _layouttyName: String, to _layouttyObject: AnyObject) -> Bool { "
            + "switch _layouttyName { "
            // Set only from an object of the outlet's class: another leaves the outlet as it was.
            + outlets.map { "case \"\($0.key)\": if let o = _layouttyObject as? \($0.value) { self.\($0.key) = o }" }
            .joined(separator: "; ")
            + "; default: return super._layouttyConnect(outlet: _layouttyName, to: _layouttyObject) }; return true }; "
    }

    /// A `0` or `1` that counts or indexes is not live (a real layout's list was mostly these);
    /// the same digits as values are: `x: 0`, `alpha = 1`, `* 1` and `-1` stay listed.
    @Test func countingLiteralsAreNotListed() throws {
        let (port, dir) = try port([
            "Layout.swift": """
            class Layout: UICollectionViewLayout {
                var cache: [UICollectionViewLayoutAttributes] = []
                override func prepare() {
                    for item in 0..<collectionView!.numberOfItems(inSection: 0) where item > 0 {
                        let path = IndexPath(item: item, section: 0)
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                        attributes.frame = CGRect(x: 0, y: CGFloat(item + 1) * 1, width: 10, height: cache.count == 0 ? 1 : 2)
                        attributes.alpha = 1
                        attributes.zIndex = -1
                        cache.append(attributes)
                    }
                    _ = cache.isEmpty ? nil : cache[0]
                }
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].literals.map { "\($0.line):\($0.text)" } == [
                "7:0", "7:1", "7:10", "7:1", "7:2", "8:1", "9:-1"
            ])
    }

    /// An optional requirement returning nothing gets a default that says `as Void` (Swift does
    /// not infer the generic `_layouttyMissing`'s result there: the copy did not compile).
    @Test func optionalRequirementsReturningNothingCompile() throws {
        let (port, dir) = try port([
            "Layout.swift": """
            @objc protocol DeckDelegate: UICollectionViewDelegate {
                @objc optional func collectionView(_ collectionView: UICollectionView, willInsertItem attributes: UICollectionViewLayoutAttributes)
                @objc optional func cardCount() -> Int
            }
            class Layout: UICollectionViewLayout {}
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].added.hasPrefix(
                """
                extension DeckDelegate {
                    func collectionView(_ collectionView: UICollectionView, willInsertItem attributes: UICollectionViewLayoutAttributes) { _layouttyMissing("collectionView(_:willInsertItem:)") as Void }
                    func cardCount() -> Int { _layouttyMissing("cardCount()") }
                }
                """))
    }

    /// Darwin's import is blanked (Foundation gives what layouts use of it), a UIKit submodule's
    /// import imports UIKit, and one of a framework Layoutty builds imports it whole (`os.log`:
    /// Layoutty's `os` is a Swift module, without Clang's submodules); Foundation's, Core
    /// Graphics' and Core Animation's stay (Layoutty has modules of those names), as does an
    /// import of one declaration. Columns after them are unmoved.
    @Test func importsLinuxHasNotAreBlanked() throws {
        let (port, dir) = try port([
            "Layout.swift": """
            import Foundation
            import CoreGraphics
            @preconcurrency import QuartzCore
            import UIKit.UIGestureRecognizerSubclass
            import struct Darwin.size_t
            import os.log
            import struct os.Logger
            class Layout: UICollectionViewFlowLayout {}
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(port.files[0].changes.map(\.line) == [4, 5, 6])
        #expect(
            port.files[0].changes.map(\.after) == [
                "import UIKit" + String(repeating: " ", count: 28), String(repeating: " ", count: 27), "import os    "
            ])
    }

    /// A library passing scrolling on to the app's delegate calls UIKit's optional requirements
    /// with `?(` (any of UIKit's delegate protocols, read from UIKit: `UIKitShapeTests`): the
    /// call asks the delegate first. A delegate class declared inside a test's function cannot be
    /// extended, so it answers inside its own braces, on the lines it has.
    @Test func uikitsOptionalRequirementsAreAskedFirst() throws {
        let (port, dir) = try port([
            "Forwarder.swift": """
            class Forwarder: NSObject, UICollectionViewDelegate {
                weak var next: UIScrollViewDelegate?
                func scrollViewDidScroll(_ s: UIScrollView) { next?.scrollViewDidScroll?(s) }
            }
            func check() {
                final class Counter: NSObject, UIScrollViewDelegate {
                    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
                }
            }
            class Layout: UICollectionViewFlowLayout {}
            #if !os(watchOS)
            public class Nested: UIScrollView, UIGestureRecognizerDelegate {}
            #endif
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        // A class of the file's own inside `#if` is no local class: its witness is the
        // extension's alone (two, one not public, made a package fail to build).
        #expect(port.files[0].added.contains("extension Nested: _LayouttyOptionalRequirements"))
        #expect(
            port.files[0].changes.map(\.after) == [
                "    func scrollViewDidScroll(_ s: UIScrollView) { next?._layouttyIf(\"scrollViewDidScroll(_:)\")?.scrollViewDidScroll(s) }",
                "    final class Counter: NSObject, UIScrollViewDelegate, _LayouttyOptionalRequirements {",
                "    nonisolated func _layouttyImplements(_ requirement: String) -> Bool { [\"scrollViewDidScroll(_:)\"].contains(requirement) } }"
            ])
        #expect(port.files[0].added.contains("extension Forwarder: _LayouttyOptionalRequirements"))
    }

    /// A collection view controller answers UIKit's optional requirements itself, so a screen
    /// on the app's own base controller (an App Store clone's `MusicHomeController:
    /// BaseCollectionListController`) lists its methods as a subclass does, not through a second
    /// conformance ("redundant conformance … to protocol '_LayouttyOptionalRequirements'"); so
    /// does a diffable data source's subclass (IQListKit's, generic arguments and all). A public
    /// actor's answer is public and `nonisolated`, as its conformance must be, and so is a
    /// type's only extended in the files.
    @Test func aScreenOnTheAppsBaseCollectionControllerListsItsOwnRequirements() throws {
        let (port, dir) = try port([
            "Music.swift": """
            class BaseCollectionListController: UICollectionViewController {}
            final class MusicHomeController: BaseCollectionListController, UICollectionViewDelegateFlowLayout {
                func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, sizeForItemAt i: IndexPath) -> CGSize { .zero }
            }
            class Layout: UICollectionViewFlowLayout {}
            final class Source: UICollectionViewDiffableDataSource<Int, String> {}
            extension Source: UICollectionViewDelegate {
                func collectionView(_ c: UICollectionView, didSelectItemAt i: IndexPath) {}
            }
            public actor Library {}
            extension Library: UIScrollViewDelegate {
                public nonisolated func scrollViewDidScroll(_ s: UIScrollView) {}
            }
            extension LeftOut: UIScrollViewDelegate {
                func scrollViewDidScroll(_ s: UIScrollView) {}
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].added.contains(
                """
                extension MusicHomeController: _LayouttyOwnRequirements {
                    var _layouttyOwnRequirements: [String] { ["collectionView(_:layout:sizeForItemAt:)"] }
                }
                """), "\(port.files[0].added)")
        #expect(
            port.files[0].added.contains(
                """
                extension Source: _LayouttyOwnRequirements {
                    var _layouttyOwnRequirements: [String] { ["collectionView(_:didSelectItemAt:)"] }
                }
                """), "\(port.files[0].added)")
        #expect(
            port.files[0].added.contains(
                "extension Library: _LayouttyOptionalRequirements {\n    public nonisolated func _layouttyImplements"),
            "\(port.files[0].added)")
        // A type only extended here (its declaration left out, a public stand-in: VLC's
        // `VideoPlayerViewController`) answers publicly, as its conformance requires.
        #expect(
            port.files[0].added.contains(
                "extension LeftOut: _LayouttyOptionalRequirements {\n    public func _layouttyImplements"),
            "\(port.files[0].added)")
        #expect(port.files[0].added.components(separatedBy: "_LayouttyOptionalRequirements").count == 3)
    }

    /// `#keyPath` needs the Objective-C runtime; on iOS it compiles to the key path's string,
    /// the properties' names after the type's (a calendar's day view observes
    /// `#keyPath(DayView.isHighlighted)`), and so does the copy.
    @Test func keyPathsBecomeTheirStrings() throws {
        let (port, dir) = try port([
            "Layout.swift": """
            class Layout: UICollectionViewFlowLayout {
                let a = #keyPath(DayView.isHighlighted)
                let b = #keyPath(isHidden)
                let c = #keyPath(Layout.collectionView.contentSize)
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].changes.map(\.after) == [
                "    let a = \"isHighlighted\"", "    let b = \"isHidden\"",
                "    let c = \"collectionView.contentSize\""
            ])
    }

    /// An override in an extension of UIKit's own class (VLC's status bar style for every
    /// navigation controller) cannot compile off Objective-C: it is left out, its lines blank and
    /// nothing in it rewritten (its `8` is no live literal). The extension's other members, and an
    /// override in an extension of the files' own class, stay.
    @Test func overridesInExtensionsOfUIKitsClassesAreLeftOut() throws {
        let (port, dir) = try port([
            "Appearance.swift": """
            extension UINavigationController {
                open override var preferredStatusBarStyle: UIStatusBarStyle {
                    topViewController?.preferredStatusBarStyle ?? .default
                }
                override func viewDidLayoutSubviews() { let spacing = 8 }
                var isRoot: Bool { viewControllers.count == 1 }
            }
            class Layout: UICollectionViewFlowLayout {}
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        // `--show-port` lists the lines each left-out member starts on.
        #expect(port.files[0].changes.map(\.line) == [2, 5])
        let lines = port.files[0].text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(lines.firstIndex { $0.hasPrefix("extension UINavigationController {") })
        #expect(lines[(first + 1)...(first + 4)].allSatisfy { $0.allSatisfy { $0 == " " } })
        #expect(lines[first + 5] == "    var isRoot: Bool { viewControllers.count == 1 }")
        #expect(port.literals.isEmpty)
    }

    /// An app's extension of UIKit's class declares members its subclasses override (a layout
    /// DSL's `pin(to:inset:)`, a style's `cornerStyle`): Swift lets no class override an
    /// extension's member, so the copy dispatches as Objective-C does. The extension's member is
    /// renamed and, on its line, a member of its name asks the instance for its override; the
    /// first override in a chain is renamed, loses `override` and its class conforms; a deeper
    /// one keeps `override`; `super.` reaches the extension's body or the superclass's override,
    /// also called leaving out a defaulted argument.
    /// An override of UIKit's own member, one of the files' base class's member of the same name,
    /// and an extension's `class var` (no protocol requirement restates a class's member) stay
    /// as before: the last left out, its line blank.
    @Test func overridesOfMembersOfAnExtensionOfUIKitsClassAreDispatchedAsObjectiveCDoes() throws {
        let (port, dir) = try port([
            "Pinning.swift": """
            extension UIView {
                @objc func pin(to view: UIView, inset: CGFloat = 0) -> Bool { false }
                @objc var cornerStyle: Int { 0 }
                @objc class var defaultHeight: CGFloat { 44 }
            }
            class Badge: UIView {
                override func pin(to view: UIView, inset: CGFloat) -> Bool { super.pin(to: view) }
                override func layoutSubviews() {}
                override class var defaultHeight: CGFloat { 20 }
            }
            class Pill: Badge {
                override func pin(to view: UIView, inset: CGFloat) -> Bool { !super.pin(to: view, inset: inset) }
            }
            class Base: UIView { func pin(to view: UIView, inset: CGFloat) -> Bool { true } }
            class Derived: Base { override func pin(to view: UIView, inset: CGFloat) -> Bool { false } }
            class Layout: UICollectionViewFlowLayout {}
            extension Badge {
                override var cornerStyle: Int { 2 }
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let pin = "pin(to: view, inset: inset)"
        #expect(
            port.files[0].changes.map(\.after) == [
                "          func _layouttyBase_pin(to view: UIView, inset: CGFloat = 0) -> Bool { false }; "
                    + "func pin(to view: UIView, inset: CGFloat = 0) -> Bool { if let overriding = self as? "
                    + "_LayouttyOverriding_pin_to_inset__ { return overriding._layouttyOverride_\(pin) }; "
                    + "return _layouttyBase_\(pin) }",
                "          var _layouttyBase_cornerStyle: Int { 0 }; var cornerStyle: Int { if let overriding = "
                    + "self as? _LayouttyOverriding_cornerStyle { return overriding._layouttyOverride_cornerStyle }; "
                    + "return _layouttyBase_cornerStyle }",
                "          class var defaultHeight: CGFloat { 44 }",
                // `override` blanked: the columns before the name stay.
                "             func _layouttyOverride_pin(to view: UIView, inset: CGFloat) -> Bool { "
                    + "super._layouttyBase_pin(to: view) }",
                String(repeating: " ", count: 52),
                "    override func _layouttyOverride_pin(to view: UIView, inset: CGFloat) -> Bool { "
                    + "!super._layouttyOverride_\(pin) }",
                // Moved into its class (`findOverridesInExtensions`), renamed there.
                String(repeating: " ", count: 39)
            ])
        #expect(port.files[0].changes.map(\.line) == [2, 3, 4, 7, 9, 12, 18])
        #expect(port.files[0].text.contains("    var _layouttyOverride_cornerStyle: Int {"))
        #expect(
            port.files[0].added.split(separator: "\n").dropFirst() == [
                "protocol _LayouttyOverriding_pin_to_inset__: AnyObject { "
                    + "func _layouttyOverride_pin(to view: UIView, inset: CGFloat) -> Bool }",
                "protocol _LayouttyOverriding_cornerStyle: AnyObject { var _layouttyOverride_cornerStyle: Int { get } }",
                "extension Badge: _LayouttyOverriding_pin_to_inset__ {}",
                "extension Badge: _LayouttyOverriding_cornerStyle {}"
            ])
        let lines = port.files[0].text.split(separator: "\n").map(String.init)
        #expect(lines.contains("    override func layoutSubviews() {}"))
        #expect(
            lines.contains(
                "class Derived: Base { override func pin(to view: UIView, inset: CGFloat) -> Bool { false } }"))
    }

    /// An app's extension of UIKit's class overriding UIKit's own member (VLC's `extension
    /// UINavigationController { override var preferredStatusBarStyle }`, beside screens that
    /// override it too) is not a member of the app's to dispatch: the screens keep their
    /// `override`, no protocol is declared, and the extension's override is left out as any
    /// override in an extension of UIKit's class is. Before, the member was both renamed for
    /// dispatch and left out, and the dispatcher written after its blank began the line with
    /// `;`: "unexpected ';' separator", the whole file left out of the preview.
    @Test func anExtensionsOverrideOfUIKitsOwnMemberIsNotDispatched() throws {
        let (port, dir) = try port([
            "Appearance.swift": """
            extension UINavigationController {
                override open var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            class Screen: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
            }
            class Layout: UICollectionViewFlowLayout {}
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = port.files[0].text
        #expect(!text.contains("_LayouttyOverriding_") && !text.contains("_layouttyBase_"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let extensionLine = try #require(lines.firstIndex(of: "extension UINavigationController {"))
        #expect(lines[extensionLine + 1].allSatisfy { $0 == " " } && lines[extensionLine + 2] == "}")
        #expect(text.contains("    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }"))
    }

    /// `NSLocalizedString(…)` calls the runtime's, whose bundle is the app's by default (the
    /// project's strings): the name gains a prefix, the arguments stay; a qualified call and a
    /// mention that is not a call are left alone, and so is a call without `comment:` — the
    /// app's own one-argument overload (Aidoku's `NSLocalizedString("LIBRARY")`), which
    /// Foundation's is not.
    @Test func localizedStringsComeFromTheAppsBundle() throws {
        let (port, dir) = try port([
            "Cell.swift": """
            let title = NSLocalizedString("BUTTON_CANCEL", comment: "")
            let other = Foundation.NSLocalizedString("A", comment: "")
            let function = NSLocalizedString
            let own = NSLocalizedString("LIBRARY")
            class Layout: UICollectionViewFlowLayout {}
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(port.files[0].changes.map(\.line) == [1])
        #expect(
            port.files[0].changes.map(\.after) == [
                "let title = _layouttyNSLocalizedString(\"BUTTON_CANCEL\", comment: \"\")"
            ])
    }

    /// An object inserted by its entity's name and cast to the app's class is made of that class
    /// (`NSManagedObject.init(_layouttyReplacing:)`), with `as?` as an optional; a cast of
    /// anything else stays.
    @Test func anInsertedObjectCastToItsClassIsMadeOfIt() throws {
        let (port, dir) = try port([
            "Servers.swift": """
            let server = NSEntityDescription.insertNewObject(forEntityName: "ApiServer", into: moc) as! ApiServer
            guard let repo = NSEntityDescription.insertNewObject(forEntityName: "Repo", into: moc) as? Repo else { return }
            let other = store.insertNewObject(forEntityName: "Repo", into: moc) as! Repo
            class Layout: UICollectionViewFlowLayout {}
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].changes.map(\.after) == [
                "let server = ApiServer(_layouttyReplacing: NSEntityDescription.insertNewObject(forEntityName: \"ApiServer\", into: moc))",
                "guard let repo = Optional(Repo(_layouttyReplacing: NSEntityDescription.insertNewObject(forEntityName: \"Repo\", into: moc))) else { return }"
            ])
    }

    /// `unsafeBitCast` called is the runtime's (`_layouttyUnsafeBitCast`), which boxes a closure
    /// kept as an object where iOS keeps a block; its arguments stay, and a qualified call or
    /// a mention that is not a call is Swift's.
    @Test func bitCastsAreTheRuntimes() throws {
        let (port, dir) = try port([
            "Theme.swift": """
            let object: AnyObject = unsafeBitCast(handler, to: AnyObject.self)
            let other = Swift.unsafeBitCast(1, to: UInt.self)
            let function: (Int, UInt.Type) -> UInt = unsafeBitCast
            class Layout: UICollectionViewFlowLayout {}
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].changes.map(\.after) == [
                "let object: AnyObject = _layouttyUnsafeBitCast(handler, to: AnyObject.self)"
            ])
    }

    /// Foundation's ways to the app's own folders call the runtime's, which answer the app's
    /// container as iOS does (`_LayouttyAppContainer`): the search-path function, the home and
    /// temporary folders, a file manager's `urls(for:in:)` and `url(for:in:appropriateFor:create:)`.
    /// A `urls` or `url` of other labels, a name not called, and the app's own members stay.
    @Test func theAppsFoldersAreItsContainers() throws {
        let (port, dir) = try port([
            "Store.swift": """
            let a = NSSearchPathForDirectoriesInDomains(.libraryDirectory, .userDomainMask, true)[0]
            let b = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first!
            let c = try FileManager.default.url(for: .cachesDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
            let d = NSHomeDirectory() + NSTemporaryDirectory()
            let e = feed.urls(for: item)
            let f = NSHomeDirectory
            let g = store.url
            class Layout: UICollectionViewFlowLayout {}
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].changes.map(\.after) == [
                "let a = _layouttyNSSearchPathForDirectoriesInDomains(.libraryDirectory, .userDomainMask, true)[0]",
                "let b = FileManager.default._layouttyURLs(for: .documentDirectory, in: .userDomainMask).first!",
                "let c = try FileManager.default._layouttyURL(for: .cachesDirectory, in: .userDomainMask, "
                    + "appropriateFor: nil, create: true)",
                "let d = _layouttyNSHomeDirectory() + _layouttyNSTemporaryDirectory()"
            ])
    }

    /// `Bundle(for:)` calls the runtime's initializer, the bundle of the class's target (its
    /// files, as Xcode copies them); a call with other arguments, and another type's `for:`, stay.
    @Test func aClassesBundleIsItsTargets() throws {
        let (port, dir) = try port([
            "Cell.swift": """
            let images = Bundle(for: Cell.self)
            let same = Foundation.Bundle(for: type(of: self))
            let other = Bundle(identifier: "com.example")
            let found = Finder(for: Cell.self)
            class Layout: UICollectionViewFlowLayout {}
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].changes.map(\.after) == [
                "let images = Bundle(_layouttyFor: Cell.self)",
                "let same = Foundation.Bundle(_layouttyFor: type(of: self))"
            ])
    }

    /// `Bundle.main` and a package's `Bundle.module` (SwiftPM's accessor, which a file read into
    /// the preview's module has not) are the app's bundle, the project's files
    /// (`Bundle._layouttyMain`), written or implicit where a bundle is passed or is a parameter's
    /// or variable's default; another type's
    /// `.main` and `.module`, and `.main` given to a parameter of another name, stay.
    @Test func theAppsAndAPackagesBundlesAreTheProjects() throws {
        let (port, dir) = try port([
            "Cell.swift": """
            let a = Bundle.main.path(forResource: "a", ofType: "json")
            let b = UIImage(named: "b", in: Bundle.module, compatibleWith: nil)
            let c = UIImage(named: "c", in: .module, with: nil)
            let d = UINib(nibName: "D", bundle: .main)
            let e = Foundation.Bundle.module
            let f = DispatchQueue.main
            let g = Theme.module
            let h = Timer.publish(every: 1, on: .main, in: .common)
            func load(_ name: String, in bundle: Bundle = .main, queue: DispatchQueue = .main) {}
            let i: Bundle? = .main
            class Layout: UICollectionViewFlowLayout {}
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].changes.map(\.after) == [
                "let a = Bundle._layouttyMain.path(forResource: \"a\", ofType: \"json\")",
                "let b = UIImage(named: \"b\", in: Bundle._layouttyMain, compatibleWith: nil)",
                "let c = UIImage(named: \"c\", in: ._layouttyMain, with: nil)",
                "let d = UINib(nibName: \"D\", bundle: ._layouttyMain)",
                "let e = Foundation.Bundle._layouttyMain",
                "func load(_ name: String, in bundle: Bundle = ._layouttyMain, queue: DispatchQueue = .main) {}",
                "let i: Bundle? = ._layouttyMain"
            ])
    }

    /// A bare `.greatestFiniteMagnitude` (or `.infinity`) given to a geometry initializer is
    /// `CGFloat`'s, as on iOS (swift-corelibs-foundation's `CGSize` takes `Double` too, which
    /// makes it ambiguous); elsewhere, and typed, it is left alone.
    @Test func bareFloatMembersOfGeometryAreCGFloats() throws {
        let (port, dir) = try port([
            "Layout.swift": """
            class Layout: UICollectionViewFlowLayout {
                let fit = CGSize(width: 120, height: .greatestFiniteMagnitude)
                let wide = CGRect(x: 0, y: 0, width: .infinity, height: CGFloat.pi)
                let limit: Double = .greatestFiniteMagnitude
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].changes.map(\.after) == [
                "    let fit = CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)",
                "    let wide = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.pi)"
            ])
    }

    /// `@MainActor` is kept, as UIKit is main-actor isolated: the controller, its property and a
    /// function type are unchanged. Only an XCTest's main-actor test methods change, which XCTest
    /// on Linux traps casting: `@MainActor func testA()` becomes `nonisolated` (the attribute's
    /// place), a test of a `@MainActor` class gains `nonisolated`, and each body runs in
    /// `MainActor.assumeIsolated { … }` (`try` for a throwing one) on its own lines — inside `#if`
    /// too, and in a class inheriting a `@MainActor` test base another file declares (the chain
    /// to `XCTestCase` read across the files). Left alone: a helper taking arguments, an `async`
    /// test (XCTest runs those as tasks), a test of a test case nothing on its chain isolates.
    /// A main-actor test case's `override func setUp()` (and `tearDownWithError()`) runs on it
    /// too, as Apple's XCTest runs them: it sets the case's main-actor properties. Left alone:
    /// `override class func setUp()` and an `async` one.
    @Test func mainActorIsKeptAndXCTestMethodsRunOnIt() throws {
        let (port, dir) = try port([
            "Tasks.swift": """
            @MainActor
            final class Tasks: UICollectionViewController {
                @MainActor private var names = ["a"]
                let done: @MainActor () -> Void = {}
            }
            @MainActor class ShelfTestCase: XCTestCase {}
            class QuietTestCase: XCTestCase {}
            """,
            "TasksTests.swift": """
            import XCTest
            @MainActor final class TasksTests: XCTestCase {
                func testNames() { XCTAssertEqual(Tasks().title, nil) }
                func testThrows() throws {
                    try XCTSkipIf(false)
                }
                func testLater() async {}
                func check(_ tasks: Tasks) {}
            }
            final class PlainTests: XCTestCase {
                @MainActor func testOne() {}
                func testTwo() {}
                #if os(iOS)
                @MainActor func testThree() {}
                #endif
            }
            final class ShelfTests: ShelfTestCase {
                func testFour() {}
            }
            final class QuietTests: QuietTestCase {
                func testFive() {}
            }
            @MainActor final class ShelfLayoutTests: XCTestCase {
                private var layout: Tasks!
                override func setUp() { super.setUp(); layout = Tasks() }
                override func tearDownWithError() throws { layout = nil }
                override class func setUp() {}
                override func setUp() async throws {}
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(port.files[0].changes.isEmpty)
        #expect(port.files[1].changes.map(\.line) == [3, 4, 6, 11, 13, 14, 18, 25, 26])
        #expect(
            port.files[1].changes.map(\.after) == [
                "    nonisolated func testNames() { MainActor.assumeIsolated { XCTAssertEqual(Tasks().title, nil) } }",
                "    nonisolated func testThrows() throws { try MainActor.assumeIsolated {",
                "    } }",
                "    nonisolated func testOne() { MainActor.assumeIsolated {} }",
                "    #if true   ",
                "    nonisolated func testThree() { MainActor.assumeIsolated {} }",
                "    nonisolated func testFour() { MainActor.assumeIsolated {} }",
                "    override nonisolated func setUp() { MainActor.assumeIsolated { super.setUp(); layout = Tasks() } }",
                "    override nonisolated func tearDownWithError() throws { try MainActor.assumeIsolated { layout = nil } }"
            ])
    }

    /// Live literals: each number a layout reads again becomes a call the previewer can answer
    /// differently, numbered across the files, with its place in the user's file (line, column,
    /// bytes) and text (a minus sign in front is the literal's). Static and global `let`s of a
    /// number or geometry type become computed (a bare literal's default type said). Left as
    /// they are: a static `var` (read once), a closure-made constant, an enum raw value, an
    /// attribute's version, a default argument, a `case` pattern, a `#if` condition — but the
    /// code inside `#if` is live. `--show-port` lists none of it.
    @Test func numberLiteralsAreReadLive() throws {
        let (port, dir) = try port(
            [
                "Layout.swift": """
                enum Metrics {
                    static let gap: CGFloat = 8
                    static let columns = 3
                    static var counter = 0
                    static let layout: UICollectionViewLayout = { UICollectionViewFlowLayout() }()
                }
                let inset: CGFloat = -4
                enum Kind: Int { case a = 1 }
                @available(iOS 13.0, *)
                func makeLayout(width: CGFloat = 100) -> UICollectionViewLayout {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 0.5 * width, height: 44)
                    switch Int(width) {
                    case 0: break
                    default: layout.minimumLineSpacing = Metrics.gap * 2
                    }
                    #if swift(>=5.9)
                    layout.minimumInteritemSpacing = 1_000
                    #endif
                    return layout
                }
                """
            ], layout: "Metrics.layout")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = port.files[0]
        #expect(file.changes.isEmpty)
        #expect(file.literals.map(\.text) == ["8", "3", "-4", "0.5", "44", "2", "1_000"])
        #expect(file.literals.map(\.line) == [2, 3, 7, 12, 12, 15, 18])
        #expect(file.literals.map(\.isInteger) == [true, true, true, false, true, true, true])
        // `-4` starts at column 22 of line 7: bytes 207 and 208 of the file (lines 1–6 are
        // 15 + 32 + 27 + 27 + 83 + 2 = 186 bytes with their line ends).
        let inset = file.literals[2]
        #expect((inset.column, inset.start, inset.end) == (22, 186 + 21, 186 + 23))
        let written = try String(contentsOf: dir.appendingPathComponent("Layout.swift"), encoding: .utf8)
        #expect(Array(Array(written.utf8)[inset.start..<inset.end]) == Array("-4".utf8))
        // After the two imports and the `#sourceLocation` line, the user's lines from 1.
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).map(String.init)
        #expect(lines[1] == "    static var gap: CGFloat { _layouttyInteger(0, 8) }")
        #expect(lines[2] == "    static var columns: Int { _layouttyInteger(1, 3) }")
        #expect(lines[3] == "    static var counter = 0")
        #expect(lines[6] == "var inset: CGFloat { _layouttyInteger(2, -4) }")
        #expect(lines[7] == "enum Kind: Int { case a = 1 }")
        #expect(lines[9] == "func makeLayout(width: CGFloat = 100) -> UICollectionViewLayout {")
        #expect(
            lines[11]
                == "    layout.itemSize = CGSize(width: _layouttyFloat(3, 0.5) * width, height: _layouttyInteger(4, 44))"
        )
        #expect(lines[13] == "    case 0: break")
        #expect(lines[16] == "    #if swift(>=5.9)")
        #expect(lines[17] == "    layout.minimumInteritemSpacing = _layouttyInteger(6, 1_000)")
        // `0.5` is at the user's column 37 and `44` at 58; in the copy 0.5's call (22 long for 3)
        // moves what follows by 19: `44`'s call starts at 77, `44` inside it at 97 — both the
        // user's 58; ` * width` after 0.5's call, copy column 60, is the user's 41.
        #expect([77, 97, 37, 60].map { file.userColumn(line: 12, column: $0) } == [58, 58, 37, 41])
        #expect(port.literals.count == 7)
    }

    /// `layoutty test`'s copy: what Linux forces is rewritten as a preview's is (`@objc`
    /// blanked, the optional call asking the delegate), but no number becomes a live literal and
    /// a static constant stays a constant — a test reads the values it wrote, once.
    @Test func aTestsCopyKeepsItsNumbersAsWritten() throws {
        let dir = try TemporaryFolder.create("port-test")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Shelf.swift").path
        try """
        @objc protocol Widths { @objc optional func width(at item: Int) -> CGFloat }
        enum Metrics { static let gap: CGFloat = 8 }
        func width(_ widths: Widths?) -> CGFloat { widths?.width?(at: 1) ?? 100 + Metrics.gap }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let port = PreviewPort(testing: try PreviewSources(files: [path]))
        let lines = port.files[0].text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3)
            .map(String.init)
        #expect(port.literals.isEmpty)
        #expect(
            lines[0]
                == "      protocol Widths: AnyObject, _LayouttyOptionalRequirements {                func width(at item: Int) -> CGFloat }"
        )
        #expect(lines[1] == "enum Metrics { static let gap: CGFloat = 8 }")
        #expect(
            lines[2]
                == "func width(_ widths: Widths?) -> CGFloat { widths?._layouttyIf(\"width(at:)\")?.width(at: 1) ?? 100 + Metrics.gap }"
        )
        #expect(port.appsPartNotes.isEmpty)
    }

    /// A file with a byte-order mark and CRLF line ends: the literals' offsets are the file's
    /// bytes (the mark's three included: a save used to find every literal "changed on disk"),
    /// and the copy holds no U+FEFF, which swiftc refuses there.
    @Test func aByteOrderMarkAndCRLFKeepTheLiteralsOffsets() throws {
        let dir = try TemporaryFolder.create("port-bom")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Grid.swift").path
        let text =
            "\u{FEFF}import UIKit\r\nfunc grid() -> UICollectionViewLayout {\r\n    let l = UICollectionViewFlowLayout()\r\n    l.minimumLineSpacing = 12\r\n    return l\r\n}\r\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let sources = try PreviewSources(files: [path])
        let port = PreviewPort(sources, choice: try sources.choice(named: nil))
        let literal = try #require(port.files[0].literals.first)
        // 3 (the mark) + 14 + 41 + 42 bytes of lines 1–3 with their CRLFs, then 27 of line 4.
        #expect((literal.line, literal.start, literal.text) == (4, 3 + 14 + 41 + 42 + 27, "12"))
        #expect(Array(Array(text.utf8)[literal.start..<literal.end]) == Array("12".utf8))
        #expect(!port.files[0].text.contains("\u{FEFF}"))
    }
}

extension PreviewPortTests {
    /// `override` members of an extension of a class the file declares (UIKit's methods are
    /// `@objc dynamic` on iOS; here an extension cannot override): each moves before the class's
    /// closing brace, with its own edits (`#selector`), between `#sourceLocation` lines that keep
    /// its line (6) and the brace's (4); where it was is blank (69 spaces: lines and columns
    /// kept). A plain method of the extension stays.
    @Test func overridesInExtensionsMoveIntoTheirClass() throws {
        let (port, dir) = try port([
            "Screen.swift": """
            final class Screen: UICollectionViewController {
                init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
                required init?(coder: NSCoder) { nil }
            }
            extension Screen {
                override func viewWillAppear(_ animated: Bool) { _ = #selector(tap) }
                func tap() {}
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = port.files[0].text
        let location = "\"\(dir.appendingPathComponent("Screen.swift").path)\""
        #expect(
            text.contains(
                "    required init?(coder: NSCoder) { nil }\n\n#sourceLocation(file: \(location), line: 6)\n"
                    + "    override func viewWillAppear(_ animated: Bool) { _ = Selector(\"tap\") }\n"
                    + "#sourceLocation(file: \(location), line: 4)\n}\nextension Screen {\n"
                    + String(repeating: " ", count: 4 + 69) + "\n    func tap() {}\n}"), "\(text)")
    }

    /// A delegate method written in an extension of the app's base controller, which a
    /// subclass overrides (Aidoku's library screen over its manga grid): Objective-C lets a
    /// subclass override an extension's `@objc` method on iOS, Swift here does not ("declared in
    /// extension of 'Grid' and cannot be overridden"), so it moves into the class as an
    /// override does; a method no subclass overrides stays, and so does one of an extension
    /// with a `where` clause (its meaning is the clause's).
    @Test func anExtensionsMethodASubclassOverridesMovesIntoItsClass() throws {
        let (port, dir) = try port([
            "Grid.swift": """
            class Grid: UICollectionViewController {}
            extension Grid: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
                func reload() {}
            }
            final class Library: Grid {
                override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
                override func reload() {}
            }
            extension Array where Element == Grid {
                func reload() {}
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = port.files[0].text
        let location = "\"\(dir.appendingPathComponent("Grid.swift").path)\""
        #expect(
            text.contains(
                "class Grid: UICollectionViewController {\n#sourceLocation(file: \(location), line: 3)\n"
                    + "    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}\n"
                    + "#sourceLocation(file: \(location), line: 1)\n\n"
                    + "#sourceLocation(file: \(location), line: 4)\n    func reload() {}\n"
                    + "#sourceLocation(file: \(location), line: 1)\n}"), "\(text)")
        #expect(text.contains("extension Array where Element == Grid {\n    func reload() {}\n}"), "\(text)")
    }

    /// `type(of: object).description()` — NSObject's class method, found on `AnyObject.Type` by
    /// dynamic lookup on iOS (SnapKit's debug descriptions) — is the class's qualified name.
    @Test func aClassDescriptionOfAnyObjectIsItsQualifiedName() throws {
        let dir = try TemporaryFolder.create(
            "port-description",
            files: ["Debugging.swift": "func named(_ object: AnyObject) -> String { type(of: object).description() }\n"]
        )
        defer { try? FileManager.default.removeItem(at: dir) }
        let port = PreviewPort(testing: try PreviewSources(files: [dir.appendingPathComponent("Debugging.swift").path]))
        #expect(
            port.files[0].text.contains(
                "func named(_ object: AnyObject) -> String { String(reflecting: type(of: object)) }"))
    }

    /// `init(nibName:bundle:)` called on a class value — a value, `Self`, `self` in a class
    /// method, a generic parameter — which iOS's runtime allows for any initializer and Swift
    /// here only for a required one, is made by `_layouttyMade`; the calls on a class by name,
    /// and `self.init` in an initializer (a delegation), are as written.
    @Test func aControllerMadeByItsClassValueIsMadeThroughTheRuntime() throws {
        let source = """
            import UIKit
            class Screens: UIViewController {
                static func make<T: UIViewController>(_ type: AnyClass) -> T? {
                    guard let controllerType = type as? T.Type else { return nil }
                    return controllerType.init(nibName: String(describing: type), bundle: nil)
                }
                class func instantiate() -> Self { Self(nibName: "Screens", bundle: nil) }
                class func again() -> Self { self.init(nibName: nil, bundle: nil) }
                static func generic<T: UIViewController>(_: T.Type) -> T { T.init(nibName: nil, bundle: nil) }
                convenience init() { self.init(nibName: nil, bundle: nil) }
                init(rows: Int) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
                func plain() -> UIViewController { UIViewController(nibName: nil, bundle: nil) }
                func named() -> UIViewController { UIKit.UIViewController.init(nibName: nil, bundle: nil) }
            }

            """
        let dir = try TemporaryFolder.create("port-class-value", files: ["Screens.swift": source])
        defer { try? FileManager.default.removeItem(at: dir) }
        let port = PreviewPort(testing: try PreviewSources(files: [dir.appendingPathComponent("Screens.swift").path]))
        let text = port.files[0].text
        for expected in [
            "return _layouttyMade(controllerType, nibName: String(describing: type), bundle: nil)",
            "-> Self { _layouttyMade(Self.self, nibName: \"Screens\", bundle: nil) }",
            "-> Self { _layouttyMade(self, nibName: nil, bundle: nil) }",
            "-> T { _layouttyMade(T.self, nibName: nil, bundle: nil) }",
            "convenience init() { self.init(nibName: nil, bundle: nil) }",
            "init(rows: Int) { super.init(nibName: nil, bundle: nil) }",
            "{ UIViewController(nibName: nil, bundle: nil) }",
            "{ UIKit.UIViewController.init(nibName: nil, bundle: nil) }"
        ] {
            #expect(text.contains(expected), "\(expected)\n\(text)")
        }
    }

    /// `init()` and `init(frame:)` called on a class value of views — a generic parameter
    /// constrained to a view class (`View()`, `type.init()` of a `type: T.Type`), a property
    /// declared `View.Type` through the files' alias of `UIView`, a parameter of a cell class —
    /// are made by `_layouttyMade`, as iOS's runtime makes them, and so are a cell class bound
    /// from an enum's case and a button of a generic class (`B(type:)`); a class by name, a struct's
    /// type and a generic parameter of a protocol (`Defaultable`'s `init()`) are as written.
    /// Each view class gets the override making its own, by the initializers it has: a cell
    /// overriding `init(frame:)` has both; a badge declaring only `init()` traps for a frame;
    /// a card made by `init(model:)` alone gets none (its class value traps, as on iOS); a
    /// public class's is SPI and public, as an override must be as visible as its class.
    @Test func aViewMadeByItsClassValueIsMadeThroughTheRuntime() throws {
        let source = """
            import UIKit
            typealias View = UIView
            protocol Defaultable { init() }
            struct Model: Defaultable { init() {} }
            final class Maker {
                private let viewClass: View.Type
                init(viewClass: View.Type) { self.viewClass = viewClass }
                func make() -> View { viewClass.init() }
                func cell(_ cellClass: UICollectionViewCell.Type) -> UICollectionViewCell { cellClass.init(frame: .zero) }
                func generic<V: UIView>() -> V { V() }
                func dequeue<T>(type: T.Type) -> T where T: UIView { type.init() }
                func model<M: Defaultable>(_ type: M.Type) -> M { M() }
                func plain(_ modelType: Model.Type) -> Model { modelType.init() }
                func named() -> UILabel { UILabel() }
                func dequeue(_ registered: Registered?) -> UICollectionViewCell? {
                    switch registered {
                    case .type(let cellType)?: return cellType.init()
                    default: return nil
                    }
                }
                func button<B: UIButton>(_ kind: B.Type) -> B { B(type: .system) }
            }
            enum Registered { case type(cell: UICollectionViewCell.Type), nib(String) }
            class Cell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Badge: UIView {
                init() { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Card: UIView {
                init(model: Model) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            public class Plain: UIView {}
            class Row: Cell {}
            class Loader: NSObject {}

            """
        let dir = try TemporaryFolder.create("port-view-class-value", files: ["Maker.swift": source])
        defer { try? FileManager.default.removeItem(at: dir) }
        let port = PreviewPort(testing: try PreviewSources(files: [dir.appendingPathComponent("Maker.swift").path]))
        let text = port.files[0].text
        for expected in [
            "func make() -> View { _layouttyMade(viewClass) }",
            "{ _layouttyMade(cellClass, frame: .zero) }",
            "-> V { _layouttyMade(V.self) }",
            "where T: UIView { _layouttyMade(type) }",
            "-> M { M() }",
            "-> Model { modelType.init() }",
            "-> UILabel { UILabel() }",
            "case .type(let cellType)?: return _layouttyMade(cellType)",
            "-> B { _layouttyMade(B.self, type: .system) }",
            "override class func _layouttyMake(frame: CGRect?) -> UIView { if let frame { return Cell(frame: frame) }; "
                + "return Cell() }; }",
            "override class func _layouttyMake(frame: CGRect?) -> UIView { if frame != nil { fatalError(\"Use of "
                + "unimplemented initializer 'init(frame:)' for class 'Badge'\") }; return Badge() }; }",
            "public class Plain: UIView {@_spi(LayouttyPort) public override class func _layouttyMake(frame: CGRect?) "
                + "-> UIView { if let frame { return Plain(frame: frame) }; return Plain() }; }",
            "override class func _layouttyMake(frame: CGRect?) -> UIView { if let frame { return Row(frame: frame) }; "
                + "return Row() }; }"
        ] {
            #expect(text.contains(expected), "\(expected)\n\(text)")
        }
        #expect(text.components(separatedBy: "_layouttyMake(frame:").count == 5, "Card and Loader get none\n\(text)")
    }

    /// Core Data's `@NSManaged` declarations, as Xcode generates them: each property gets the
    /// accessors iOS makes at run time, reading and writing the object's values by its name, and
    /// each relationship method a body naming itself and its arguments — on its own line, the
    /// attribute blanked, so every line and column after stays where it was.
    @Test func managedPropertiesGetTheAccessorsCoreDataMakes() throws {
        let source = """
            extension Note {
                @NSManaged public var title: String?
                @NSManaged public var created: Date
                @objc(addTagsObject:)
                @NSManaged public func addToTags(_ value: Tag)
            }
            """
        let dir = try TemporaryFolder.create("port-managed", files: ["Note.swift": source + "\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let port = PreviewPort(testing: try PreviewSources(files: [dir.appendingPathComponent("Note.swift").path]))
        #expect(
            port.files[0].changes.map(\.after) == [
                "               public var title: String? { get { _layouttyManagedValue(forKey: \"title\") } "
                    + "set { _layouttySetManagedValue(newValue, forKey: \"title\") } }",
                "               public var created: Date { get { _layouttyManagedValue(forKey: \"created\") } "
                    + "set { _layouttySetManagedValue(newValue, forKey: \"created\") } }",
                "                         ",
                "               public func addToTags(_ value: Tag) { _layouttyManagedAccessor(\"addToTags\", [value]) }"
            ])
    }

    /// `NSExpression` and `DateComponentsFormatter`, which Linux's Foundation declares
    /// unavailable and Layoutty's UIKit declares, are named by their module where the files name them as a type or make
    /// one — two modules' types of one name are ambiguous — but not as a member of another.
    @Test func foundationTypesUIKitGivesAreNamedByModule() throws {
        let source = """
            let sum: NSExpression = NSExpression(format: "@sum.views")
            let again = Foundation.NSExpression.self
            let length = DateComponentsFormatter()
            """
        let dir = try TemporaryFolder.create("port-expression", files: ["Stats.swift": source + "\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let port = PreviewPort(testing: try PreviewSources(files: [dir.appendingPathComponent("Stats.swift").path]))
        #expect(
            port.files[0].changes.map(\.after) == [
                "let sum: UIKit.NSExpression = UIKit.NSExpression(format: \"@sum.views\")",
                "let length = UIKit.DateComponentsFormatter()"
            ])
    }

    /// What Linux's Foundation makes of numbers, written as on iOS: `max`, `min` and `abs`
    /// called bare inside `extension CGFloat` are the standard library's (Linux's CGFloat has
    /// static members of those names; an extension declaring one itself means its own),
    /// and `value as NSNumber` is `NSNumber(value:)` (no bridging by `as` without Objective-C),
    /// `stops.map { $0.location } as [NSNumber]` each element's.
    /// Left alone: `as?` and `as!`, `max` in
    /// another type, `Swift.abs`.
    @Test func linuxFoundationsNumbersAreWrittenAsOnIOS() throws {
        let source = """
            extension CGFloat {
                func clamped() -> CGFloat { max(0, min(1, abs(self))) }
                func other() -> CGFloat { Swift.abs(self) + self.magnitude.squareRoot() }
            }
            extension CGFloat {
                func min(_ other: CGFloat) -> CGFloat { self }
                func least() -> CGFloat { min(2) }
            }
            extension CGFloat {
                var boxed: Any { self as NSNumber }
                var maybe: NSNumber? { (self as Any) as? NSNumber }
            }
            struct Gauge {
                var level: CGFloat = 1
                func top() -> CGFloat { max(level, 2) }
                var boxed: NSNumber { level as NSNumber }
                var stops: [NSNumber] { [level, 1].map({ $0 / 2 }) as [NSNumber] }
                func paint(_ layer: CAGradientLayer) { layer.locations = [level].map({ $0 }) as [NSNumber] }
            }
            """
        let dir = try TemporaryFolder.create("port-numbers", files: ["Gauge.swift": source + "\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let port = PreviewPort(testing: try PreviewSources(files: [dir.appendingPathComponent("Gauge.swift").path]))
        #expect(
            port.files[0].changes.map(\.after) == [
                "    func clamped() -> CGFloat { Swift.max(0, Swift.min(1, Swift.abs(self))) }",
                "    var boxed: Any { NSNumber(value: self) }",
                "    var boxed: NSNumber { NSNumber(value: level) }",
                "    var stops: [NSNumber] { ([level, 1].map({ $0 / 2 })).map { NSNumber(value: $0) } }",
                "    func paint(_ layer: CAGradientLayer) { layer.locations = ([level].map({ $0 })).map { NSNumber(value: $0) } }"
            ])
    }

    /// A test naming `XCTContext`, which Linux's XCTest lacks, has it declared after its last
    /// line, so its lines stay; a file that does not import XCTest is left alone.
    @Test func xctContextIsDeclaredForTheFilesUsingIt() throws {
        let tests = """
            import XCTest
            final class StackTests: XCTestCase {
                func testSteps() {
                    XCTContext.runActivity(named: "first") { _ in XCTAssertTrue(true) }
                }
            }
            """
        let helper = "func name() -> String { XCTContext.self == nil ? \"\" : \"\" }"
        let dir = try TemporaryFolder.create(
            "port-activity", files: ["StackTests.swift": tests + "\n", "Helper.swift": helper + "\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let port = PreviewPort(
            testing: try PreviewSources(
                files: ["StackTests.swift", "Helper.swift"].map { dir.appendingPathComponent($0).path }))
        let text = try #require(port.files.first { $0.path.hasSuffix("StackTests.swift") }).text
        #expect(text.contains("fileprivate enum XCTContext {") && text.contains("static func runActivity<Result>("))
        #expect(text.components(separatedBy: "\n").firstIndex { $0.contains("enum XCTContext") }! > 6)
        #expect(!(port.files.first { $0.path.hasSuffix("Helper.swift") }?.text.contains("enum XCTContext") ?? true))
    }

    /// An expectation's `fulfill` handed on as a closure (`updater.completion = e.fulfill`, from
    /// Carbon's suite) is Apple's `() -> Void`; Linux's takes the file and line, so the
    /// reference is written as a closure calling it. A call stays, and so does a `fulfill` of a
    /// file that does not import XCTest (a promise's).
    @Test func anExpectationsFulfillPassedOnIsAClosure() throws {
        let tests = """
            import XCTest
            final class UpdaterTests: XCTestCase {
                func testCompletion() {
                    let e = expectation(description: "done")
                    updater.completion = e.fulfill
                    e.fulfill()
                }
            }
            """
        let promise = "func settle(_ seal: Seal) { run(then: seal.fulfill) }"
        let dir = try TemporaryFolder.create(
            "port-fulfill", files: ["UpdaterTests.swift": tests + "\n", "Promise.swift": promise + "\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let port = PreviewPort(
            testing: try PreviewSources(
                files: ["UpdaterTests.swift", "Promise.swift"].map { dir.appendingPathComponent($0).path }))
        let text = try #require(port.files.first { $0.path.hasSuffix("UpdaterTests.swift") }).text
        #expect(text.contains("        updater.completion = { e.fulfill() }\n        e.fulfill()\n"), "\(text)")
        #expect(port.files.first { $0.path.hasSuffix("Promise.swift") }?.text.contains("then: seal.fulfill)") == true)
    }

    /// Swizzling code compiles (PinLayout's safe-area support for iOS 10): `@convention(c)` and
    /// `@convention(block)` function types holding objects, which Linux cannot represent, are
    /// Swift function types, blanked in place (`@convention(swift)` is kept). An override in an
    /// extension under a condition false here (`#if os(macOS)`) stays there, uncompiled, instead
    /// of moving into its class beside the iOS one; one under `#if os(iOS)` moves.
    @Test func swizzlingCompilesAndOverridesMoveOnlyFromCompiledExtensions() throws {
        let swizzle = """
            typealias Function = @convention(c) (AnyObject, Selector) -> Void
            typealias Block = @convention(block) (UIViewController, Selector) -> Void
            typealias Plain = @convention(swift) () -> Void
            """
        let view = """
            class BasicView: UIView {
                override func sizeThatFits(_ size: CGSize) -> CGSize { size }
            }
            #if os(macOS)
            extension BasicView {
                override func sizeThatFits(_ size: CGSize) -> CGSize { .zero }
            }
            #elseif os(iOS)
            extension BasicView {
                override func layoutSubviews() {}
            }
            #endif
            """
        let dir = try TemporaryFolder.create(
            "port-swizzle", files: ["Swizzle.swift": swizzle + "\n", "BasicView.swift": view + "\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let port = PreviewPort(
            testing: try PreviewSources(
                files: ["Swizzle.swift", "BasicView.swift"].map { dir.appendingPathComponent($0).path }))
        let swizzled = try #require(port.files.first { $0.path.hasSuffix("Swizzle.swift") }).text
        #expect(swizzled.contains("typealias Function =                (AnyObject, Selector) -> Void\n"), "\(swizzled)")
        #expect(swizzled.contains("typealias Block =                    (UIViewController, Selector) -> Void\n"))
        #expect(swizzled.contains("typealias Plain = @convention(swift) () -> Void"))
        let moved = try #require(port.files.first { $0.path.hasSuffix("BasicView.swift") }).text
        #expect(moved.contains("    override func sizeThatFits(_ size: CGSize) -> CGSize { .zero }"), "\(moved)")
        #expect(moved.components(separatedBy: "override func layoutSubviews() {}").count == 2)
        let classBody = try #require(moved.components(separatedBy: "#if os(macOS)").first)
        #expect(classBody.contains("override func layoutSubviews() {}"), "\(moved)")
        #expect(!classBody.contains("{ .zero }"))
    }

    /// A spec written for Quick 1–5 and Nimble 7–12 compiles against Quick 7 and Nimble 13, what
    /// runs on Linux: `override func spec()` becomes the class method Quick 6 made it (a helper
    /// `spec()` of another kind, or in a file not importing Quick, is left alone); Nimble's
    /// `Predicate`, which Foundation's own makes ambiguous, is named as Nimble's; and
    /// `raiseException`, which Nimble has only with Objective-C, is declared after the last
    /// line, failing — every line where it was.
    @Test func aQuickSpecOfEarlierQuickCompilesAgainstQuick7() throws {
        let spec = """
            import Nimble
            import Quick
            class GridSpec: QuickSpec {
                override func spec() {
                    it("raises") { expect { fail() }.to(raiseException()) }
                }
                static func spec() -> Int { 1 }
            }
            func beWide() -> Predicate<CGSize> { Predicate { _ in PredicateResult(bool: true, message: .fail("")) } }
            let kind = Nimble.Predicate<Int>.self
            """
        let plain = "class Stage: Base {\n    override func spec() {}\n}"
        let dir = try TemporaryFolder.create(
            "port-quick", files: ["GridSpec.swift": spec + "\n", "Stage.swift": plain + "\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let port = PreviewPort(
            testing: try PreviewSources(
                files: ["GridSpec.swift", "Stage.swift"].map { dir.appendingPathComponent($0).path }))
        let text = try #require(port.files.first { $0.path.hasSuffix("GridSpec.swift") }).text
        let lines = text.components(separatedBy: "\n")
        let at = try #require(lines.firstIndex { $0.contains("class GridSpec") })
        #expect(lines[at + 1] == "    override class func spec() {", "\(text)")
        #expect(lines[at + 4] == "    static func spec() -> Int { 1 }")
        #expect(
            lines[at + 6]
                == "func beWide() -> Nimble.Predicate<CGSize> { Nimble.Predicate { _ in PredicateResult(bool: true, message: .fail(\"\")) } }"
        )
        #expect(lines[at + 7] == "let kind = Nimble.Predicate<Int>.self")
        #expect(text.contains("fileprivate func raiseException<Out>("))
        #expect(text.contains(".fail(\"raiseException: Linux has no Objective-C exceptions\")"))
        #expect(
            port.files.first { $0.path.hasSuffix("Stage.swift") }?.text.contains("    override func spec() {}") == true)
    }

    /// An override written in a `public extension` in another file than its class's (SnapKit's
    /// `override var description`) moves into the class in that file, public as the extension
    /// made it, between `#sourceLocation` lines naming the file it came from (its line 3) and
    /// the class's brace (line 2); the file it left keeps blanks, and its file-private helper is
    /// widened to internal (blanked), so the moved member still reaches it. A class of another
    /// module is not a destination.
    @Test func anOverrideInAnotherFilesExtensionMovesToItsClass() throws {
        let dir = try TemporaryFolder.create(
            "port-moves",
            files: [
                "Constraint.swift": "public class Constraint: NSLayoutConstraint {\n}\n",
                "Debugging.swift": """
                private func named(_ object: AnyObject) -> String { "\\(type(of: object))" }
                public extension Constraint {
                    override var description: String { named(self) }
                }
                """
            ])
        let paths = ["Constraint.swift", "Debugging.swift"].map { dir.appendingPathComponent($0).path }
        let port = PreviewPort(testing: try PreviewSources(files: paths))
        defer { try? FileManager.default.removeItem(at: dir) }
        let debugging = "\"\(dir.appendingPathComponent("Debugging.swift").path)\""
        let constraint = "\"\(dir.appendingPathComponent("Constraint.swift").path)\""
        #expect(
            port.files[0].text.hasSuffix(
                "public class Constraint: NSLayoutConstraint {\n\n#sourceLocation(file: \(debugging), line: 3)\n"
                    + "    public override var description: String { named(self) }\n"
                    + "#sourceLocation(file: \(constraint), line: 2)\n}\n"), "\(port.files[0].text)")
        let lines = port.files[1].text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3)
            .map(String.init)
        #expect(
            Array(lines.prefix(4)) == [
                "        func named(_ object: AnyObject) -> String { \"\\(type(of: object))\" }",
                "public extension Constraint {", String(repeating: " ", count: 4 + 48), "}"
            ])
        let apart = PreviewPort(testing: try PreviewSources(files: paths), modules: [paths[0]: "Kit"])
        #expect(apart.files[1].text.contains("    override var description: String { named(self) }"))
    }

    /// A subclass of Foundation's lock inherits Layoutty's lock of its kind, on the same line,
    /// as Linux's cannot be subclassed (RxSwift's `AtomicInt`); the name qualified or not, a
    /// class inheriting anything else, and a lock used as a property, are as written.
    @Test func aSubclassOfALockInheritsLayouttysLock() throws {
        let folder = try TemporaryFolder.create("locks")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("AtomicInt.swift").path
        try """
        import class Foundation.NSLock
        final class AtomicInt: NSLock { fileprivate var value: Int32 = 0 }
        final class Reentrant: Foundation.NSRecursiveLock, @unchecked Sendable {}
        final class Gate: NSCondition {}
        final class Holder: NSObject { let lock = NSLock() }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let port = PreviewPort(try PreviewSources(files: [path]), choice: .glueFunction)
        #expect(
            try #require(port.files.first).changes.map(\.after) == [
                "final class AtomicInt: _LayouttyNSLock { fileprivate var value: Int32 = 0 }",
                "final class Reentrant: _LayouttyNSRecursiveLock, @unchecked Sendable {}",
                "final class Gate: _LayouttyNSCondition {}"
            ])
    }

    /// A module the app's bridging header imports is imported by every copy, as Xcode gives the
    /// target's Swift files the header's declarations: an authenticator's token icon calls
    /// `CC_SHA256` with no `import CommonCrypto` of its own (stood in, its digest was empty and
    /// the icon's colour trapped reading eight bytes of it). Its lines stay where they were.
    @Test func aBridgedModuleIsImportedByEveryCopy() throws {
        let folder = try TemporaryFolder.create("bridged")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("TokenIcon.swift").path
        try "import UIKit\nlet length = Int(CC_SHA256_DIGEST_LENGTH)\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let port = PreviewPort(
            try PreviewSources(files: [path]), choice: .glueFunction, bridgedImports: ["CommonCrypto"])
        let lines = try #require(port.files.first).text.split(separator: "\n").map(String.init)
        #expect(lines[2] == "import CommonCrypto", "\(lines)")
        #expect(lines[3].hasPrefix("#sourceLocation(") && lines[5] == "let length = Int(CC_SHA256_DIGEST_LENGTH)")
        let plain = PreviewPort(try PreviewSources(files: [path]), choice: .glueFunction)
        #expect(!(try #require(plain.files.first).text.contains("import CommonCrypto")))
    }
}

/// What stands in for the app's world in the copy (`StandIns`, found from the compiler's errors
/// by `ProjectSearch`): exact lines and declarations.
@Suite struct StandInPortTests {
    /// The copy of the file at `path` with `standIns`, its layout the glue function's.
    private static func ported(_ path: String, standIns: StandIns) throws -> PreviewPort.File {
        let port = PreviewPort(try PreviewSources(files: [path]), choice: .glueFunction, standIns: standIns)
        return try #require(port.files.first)
    }

    /// The generated file declaring what stands in for the file at `path` with `standIns`.
    private static func declarations(_ path: String, standIns: StandIns) throws -> String {
        PreviewPort(try PreviewSources(files: [path]), choice: .glueFunction, standIns: standIns).standIns
    }

    /// The project's types beyond the search's reach stand in as their declarations say, not
    /// as their names suggest: `RatingView`, a SwiftUI view, is a stand-in made a view drawing
    /// nothing (made with labels as a stand-in is, `RatingView()(title:)`), where its ending
    /// would make it a `UIView`, which no view builder or hosting controller takes; `TagView`,
    /// declared a cell, is a cell, made with a cell's initializer where the app's took its own
    /// (`TagView(style:tint:)`, lines kept); `FeedController`, on the app's base controller on UIKit's
    /// table view controller, is that controller; `Loader`, an `NSObject`, a plain stand-in;
    /// `Paging` a protocol. A name no file declares, or a class on a module's class, is still
    /// guessed by its ending.
    @Test func theProjectsTypesStandInAsDeclared() throws {
        let dir = try TemporaryFolder.create("port-declared-shapes")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Parts.swift").path
        try """
        import SwiftUI
        import UIKit
        func detail() -> UIViewController { UIHostingController(rootView: RatingView(title: "Dune")) }
        func tag() -> UIView { TagView(style: .bordered,
            tint: .red) }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let declared: [String: (keyword: String, inherits: [String])] = [
            "RatingView": ("struct", ["View"]), "FeedController": ("class", ["BaseController"]),
            "BaseController": ("class", ["UITableViewController"]), "Loader": ("class", ["NSObject"]),
            "Paging": ("protocol", []), "Palette": ("enum", ["String"]),
            "LibraryController": ("class", ["BaseViewController"]),
            "BaseViewController": ("class", ["ASDKViewController"]), "Store": ("class", ["Paging"]),
            "BookCell": ("typealias", [])
        ]
        let shape = { (name: String) in StandIns.Shape.of(name, declaredBy: { declared[$0] }) }
        // A chain reaching a module's class is not known here: guessed by the name, as before.
        // A type alias's line says nothing of what it names: guessed too.
        #expect(shape("ErrorView") == nil && shape("LibraryController") == nil && shape("BookCell") == nil)
        #expect(shape("Store") == .plainClass && shape("Loader") == .plainClass)
        let names = ["RatingView", "FeedController", "Loader", "Paging", "Palette", "ErrorView"]
        var standIns = StandIns()
        _ = standIns.add(projectNames: Dictionary(uniqueKeysWithValues: names.map { ($0, shape($0)) }))
        _ = standIns.add(leftOutNames: ["TagView": .uikitClass(base: "UICollectionViewCell")])
        let file = try Self.ported(path, standIns: standIns)
        let standInsFile = try Self.declarations(path, standIns: standIns)
        let after = file.changes.map(\.after)
        #expect(
            after.contains {
                $0.contains("UIHostingController(rootView: (RatingView()(title: \"Dune\") as RatingView))")
            }, "\(after)")
        // Made with the app's own initializer, the cell standing in is made with its plain one.
        #expect(after.contains { $0.contains("func tag() -> UIView { TagView(frame: .zero") }, "\(after)")
        let expected = [
            "open class ErrorView: UIView, _LayouttyAnswersAnyMember {}",
            "open class FeedController: UITableViewController, _LayouttyAnswersAnyMember {}",
            "public typealias Loader = _LayouttyStandIn", "public typealias Palette = _LayouttyStandIn",
            "public protocol Paging: AnyObject {}", "public typealias RatingView = _LayouttyStandInView",
            "open class TagView: UICollectionViewCell, _LayouttyAnswersAnyMember {}",
            "import SwiftUI\n@dynamicCallable @dynamicMemberLookup\npublic struct _LayouttyStandInView: SwiftUI.View {\n"
                + "    public init(_ arguments: Any...) {}\n    public var body: SwiftUI.EmptyView { SwiftUI.EmptyView() }\n",
            // A view model standing in is watched (`@ObservedObject`), a stand-in's text is empty.
            "extension _LayouttyStandIn: OpenCombine.ObservableObject {}",
            "extension SwiftUI.Text {\n    public init(_ standIn: _LayouttyStandIn) { self.init(verbatim: \"\") }\n}"
        ]
        for line in expected { #expect(standInsFile.contains(line), "\(line)\n\(standInsFile)") }
        // In a file of their own: the user's file is not given SwiftUI's names (its `EmptyView`
        // took the place of an app's type of that name).
        #expect(!file.text.contains("import SwiftUI\n@dynamicCallable"))
        #expect(standInsFile.hasPrefix("@_spi(LayouttyPort) import UIKit\nimport _LayouttyPortRuntime;"))
        #expect(standInsFile.contains("\n// Added by `layoutty preview`:\nimport SwiftUI\nimport UIKit\n"))
    }

    /// A module's class whose name says nothing (SwiftHub's `ImageSlideshow`, a pod not built
    /// here) stands in as the UIKit class the files' subclasses show by what they override:
    /// `init(frame:)` a view (the screen adds the slideshow as a subview, which a plain
    /// stand-in is not), `viewDidLoad()` a controller; a subclass overriding nothing of these
    /// leaves it a plain class to subclass.
    @Test func aModulesClassIsTheUIKitClassItsSubclassesOverride() throws {
        let dir = try TemporaryFolder.create("port-overridden-base")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Parts.swift").path
        try """
        import UIKit
        class SlideImageView: ImageSlideshow {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        class PagesController: Pageboy { override func viewDidLoad() { super.viewDidLoad() } }
        class Store: Persistence { func save() {} }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(names: ["ImageSlideshow", "Pageboy", "Persistence"])
        let declared = try Self.declarations(path, standIns: standIns)
        #expect(declared.contains("open class ImageSlideshow: UIView, _LayouttyAnswersAnyMember {}"), "\(declared)")
        #expect(declared.contains("open class Pageboy: UIViewController, _LayouttyAnswersAnyMember {}"), "\(declared)")
        #expect(!declared.contains("class Persistence: UI"), "\(declared)")
    }

    /// A cell of the app's on a class standing in for a cell (Pocket Casts' `PodcastListCell:
    /// ThemeableCollectionCell`, of a package that did not build here) declaring only
    /// `init?(coder:)`: it is dequeued as the files' own nib cells are, through the initializer
    /// the copy adds (its `init?(coder:)`). Without it, "'required' initializer
    /// 'init(_layouttyDequeued:)' must be provided" left the cell's file out.
    @Test func aCellOnAStoodInCellIsDequeuedAsACell() throws {
        let dir = try TemporaryFolder.create(
            "port-stood-in-cell",
            files: [
                "Cell.swift":
                    "import UIKit\n\nclass PodcastListCell: ThemeableCollectionCell {\n"
                    + "    required init?(coder: NSCoder) { super.init(coder: coder) }\n}\n"
            ])
        defer { try? FileManager.default.removeItem(at: dir) }
        var standIns = StandIns()
        _ = standIns.add(names: ["ThemeableCollectionCell"])
        let file = try Self.ported(dir.appendingPathComponent("Cell.swift").path, standIns: standIns)
        #expect(
            file.text.contains(
                "@_spi(LayouttyPort) public required convenience init(_layouttyDequeued: Void) "
                    + "{ self.init(coder: NSCoder())! }; }"), "\(file.text)")
    }

    /// A type's stored implicitly unwrapped property of a type standing in (the root screen
    /// that sets `AppDelegate.mainView` left out) is given a made stand-in and held strongly:
    /// nothing here sets it, and the first use trapped; one computed from another stand-in in
    /// a line is made present. An outlet, an explicit optional, a
    /// property of a type not standing in, a local and a protocol's requirement are as written.
    @Test func aPropertyOfAStandInTypeIsGivenOne() throws {
        let dir = try TemporaryFolder.create(
            "port-stand-in-property",
            files: [
                "AppDelegate.swift": """
                import UIKit
                final class AppDelegate: UIResponder {
                    weak var mainView: MainViewController!
                    var coordinator: Coordinator!, label: UILabel!
                    var store: Coordinator?
                    @IBOutlet weak var shown: MainViewController!
                    func load() { var local: Coordinator!; local = nil; _ = local }
                    var mapView: Coordinator! { mainView.mapView }
                    var map: MapView! { mainView.map }
                    var title: String! { "Go" }
                }
                protocol Rooted { var mainView: MainViewController! { get } }

                """
            ])
        defer { try? FileManager.default.removeItem(at: dir) }
        var standIns = StandIns()
        _ = standIns.add(names: ["MainViewController", "Coordinator"])
        _ = standIns.add(leftOutNames: ["MapView": .uikitClass(base: "UIView")])
        let text = try Self.ported(dir.appendingPathComponent("AppDelegate.swift").path, standIns: standIns).text
        // The copy's lines after its `#sourceLocation` header, as the file's.
        let lines = Array(
            text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).drop {
                $0 != "import UIKit"
            })
        #expect(lines[2] == "         var mainView: MainViewController! = MainViewController()", "\(lines)")
        #expect(lines[3] == "    var coordinator: Coordinator! = Coordinator(), label: UILabel!", "\(lines)")
        #expect(lines[4] == "    var store: Coordinator?", "\(lines)")
        #expect(!lines[5].contains("= MainViewController()"), "\(lines)")
        #expect(lines[6].contains("var local: Coordinator!;"), "\(lines)")
        #expect(lines[7] == "    var mapView: Coordinator! { _layouttyPresent(mainView.mapView) }", "\(lines)")
        #expect(lines[8] == "    var map: MapView! { _layouttyPresent(mainView.map) }", "\(lines)")
        #expect(lines[9] == "    var title: String! { \"Go\" }", "\(lines)")
        #expect(lines[11].contains("var mainView: MainViewController! { get }"), "\(lines)")
    }

    /// A call on a stand-in bound by a `guard` whose `else` traps is made present (the module
    /// answers on iOS); one whose `else` goes on, a call on the app's own name, and an `if let`
    /// are as written.
    @Test func aStandInTheAppCannotDoWithoutIsPresent() throws {
        let dir = try TemporaryFolder.create(
            "port-present-stand-in",
            files: [
                "Nimbus.swift": """
                import Foundation
                func nimbus() -> String {
                    guard let settings = AppSettings.create(from: "Info"), let path = Store.path() else { fatalError("no settings") }
                    guard let other = AppSettings.create(from: "Other") else { return "" }
                    guard let own = Bundle.main.path(forResource: "a", ofType: nil) else { preconditionFailure() }
                    if let found = AppSettings.create(from: "Found") { _ = found }
                    return "\\(settings)\\(path)\\(other)\\(own)"
                }

                """
            ])
        defer { try? FileManager.default.removeItem(at: dir) }
        var standIns = StandIns()
        _ = standIns.add(names: ["AppSettings", "Store"])
        let text = try Self.ported(dir.appendingPathComponent("Nimbus.swift").path, standIns: standIns).text
        #expect(
            text.contains(
                "guard let settings = _layouttyPresent(AppSettings.create(from: \"Info\")), "
                    + "let path = _layouttyPresent(Store.path()) else"), "\(text)")
        #expect(text.contains("guard let other = AppSettings.create(from: \"Other\") else"), "\(text)")
        #expect(text.contains("guard let own = Bundle._layouttyMain.path(forResource:"), "\(text)")
        #expect(text.contains("if let found = AppSettings.create(from: \"Found\")"), "\(text)")
    }

    /// A protocol's property that says how it is held (`@objc weak var`, which an Objective-C
    /// protocol may declare and this compiler refuses even in Swift 5 mode) is written without
    /// it, columns kept; a class's `weak` property keeps it.
    @Test func aProtocolsWeakPropertyLosesWeak() throws {
        let dir = try TemporaryFolder.create("port-protocol-weak")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Header.swift").path
        try """
        import UIKit
        @objc protocol Headed: AnyObject {
            @objc weak var coordinator: UIView? { get set }
            unowned var owner: UIView { get }
        }
        final class Header: UIView, Headed {
            weak var coordinator: UIView?
            unowned var owner: UIView
            init(owner: UIView) { self.owner = owner; super.init(frame: .zero) }
            required init?(coder: NSCoder) { nil }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let after = try Self.ported(path, standIns: StandIns()).changes.map(\.after)
        // `@objc ` goes too, as everywhere: 4 + 11 columns of blanks.
        #expect(after.contains("               var coordinator: UIView? { get set }"), "\(after)")
        #expect(after.contains("            var owner: UIView { get }"), "\(after)")
        #expect(
            !after.contains { $0.contains("weak var coordinator: UIView?\n") || $0 == "            var owner: UIView" })
    }

    /// An `@objc` protocol's property requirement takes the mark of UIKit's property of its
    /// name (`navigationController` is `?`, `view` is `!`), columns kept: Objective-C's
    /// conformance ignores the difference, Swift's does not. Where its extension reads a
    /// member through a requirement made optional, the `!` unwraps it as the requirement did;
    /// `navigationController?.` and a Swift protocol's requirements stay as written.
    @Test func anObjCProtocolsRequirementsTakeUIKitsMarks() throws {
        let dir = try TemporaryFolder.create("port-protocol-marks")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("PopUp.swift").path
        try """
        import UIKit
        @objc protocol PopUp {
            var navigationController: UINavigationController! { get }
            var view: UIView? { get }
            var shownPopUp: UIView! { get }
        }
        extension PopUp {
            func show() { self.navigationController.present(UIViewController(), animated: true) }
            func hide() { navigationController.dismiss(animated: true); navigationController?.popViewController(animated: true) }
        }
        protocol Titled { var navigationController: UINavigationController! { get } }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let after = try Self.ported(path, standIns: StandIns()).changes.map(\.after)
        #expect(after.contains("    var navigationController: UINavigationController? { get }"), "\(after)")
        #expect(after.contains("    var view: UIView! { get }"), "\(after)")
        #expect(
            after.contains(
                "    func show() { self.navigationController!.present(UIViewController(), animated: true) }"),
            "\(after)")
        #expect(
            after.contains(
                "    func hide() { navigationController!.dismiss(animated: true); "
                    + "navigationController?.popViewController(animated: true) }"), "\(after)")
        #expect(!after.contains { $0.contains("shownPopUp") || $0.contains("Titled") }, "\(after)")
    }

    /// A module's member needed on `UIView` and on views (SnapKit's `snp` on a label, a button,
    /// a cell of the files, a label of the files on a module's generic label, `UBLabel<Style>`)
    /// is declared once, on UIView — a subclass's extension cannot declare it again — while one
    /// needed on what is not a view (`UserDefaults`, a class on a module's `Model`) keeps its own.
    @Test func aMemberOfEveryViewStandsInOnUIViewOnce() throws {
        let dir = try TemporaryFolder.create("port-view-members")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Banner.swift").path
        try """
        import UIKit
        final class Banner: BaseCell {}
        class BaseCell: UICollectionViewCell {}
        class Label: UBLabel<LabelType> {}
        class Store: Model {}
        final class EpisodeImageView: PosterView {}
        class PosterView: UIImageView {}

        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(modules: ["SnapKit", "UBFoundation", "SkeletonView"])
        // A member on a view and on the files' subclass of it (Anilibria's `skeletonCornerRadius`
        // on `UIImageView` and its `EpisodeImageView`): once, on the view — the subclass's would
        // override an extension's member, which Swift refuses.
        _ = standIns.add(members: [
            MemberGap(type: "UIView", name: "snp"), MemberGap(type: "UILabel", name: "snp"),
            MemberGap(type: "Banner", name: "snp"), MemberGap(type: "UserDefaults", name: "snp"),
            MemberGap(type: "Label", name: "snp"), MemberGap(type: "Store", name: "snp"),
            MemberGap(type: "UILabel", name: "then"), MemberGap(type: "UIImageView", name: "skeletonCornerRadius"),
            // Then's `do`, a keyword, is spelled with backticks.
            MemberGap(type: "UILabel", name: "do"),
            MemberGap(type: "EpisodeImageView", name: "skeletonCornerRadius"),
            // And on two of UIKit's classes, one the other's ancestor (DuckDuckGo's
            // `segueToReportBrokenSite` on `UIResponder` and `UIViewController`): once, on the ancestor.
            MemberGap(type: "UIResponder", name: "segue"), MemberGap(type: "UIViewController", name: "segue"),
            // And on a UIKit class and a class of the app's standing in as its subclass (a
            // responder's `findResponder` on `UIResponder` and on `HomeController`, whose file was
            // left out): once, on UIKit's.
            MemberGap(type: "UIResponder", name: "findResponder"),
            MemberGap(type: "HomeController", name: "findResponder"),
            // And on a view standing in (ello's `ElloNavigationBar`): a view is a responder too.
            MemberGap(type: "NavigationBar", name: "findResponder")
        ])
        _ = standIns.add(leftOutNames: [
            "HomeController": .uikitClass(base: "UIViewController"), "NavigationBar": .uikitClass(base: "UIView")
        ])
        let declared = try Self.declarations(path, standIns: standIns)
        #expect(
            declared.hasSuffix(
                """
                extension Store {
                    public var snp: _LayouttyStandIn { get { _LayouttyStandIn() } set {} }
                    @discardableResult public func snp(_ body: (Self) throws -> Void) rethrows -> Self { try body(self); return self }
                }
                extension UIImageView {
                    public var skeletonCornerRadius: _LayouttyStandIn { get { _LayouttyStandIn() } set {} }
                    @discardableResult public func skeletonCornerRadius(_ body: (Self) throws -> Void) rethrows -> Self { try body(self); return self }
                }
                extension UILabel {
                    public var `do`: _LayouttyStandIn { get { _LayouttyStandIn() } set {} }
                    @discardableResult public func `do`(_ body: (Self) throws -> Void) rethrows -> Self { try body(self); return self }
                    public var then: _LayouttyStandIn { get { _LayouttyStandIn() } set {} }
                    @discardableResult public func then(_ body: (Self) throws -> Void) rethrows -> Self { try body(self); return self }
                }
                extension UIResponder {
                    public var findResponder: _LayouttyStandIn { get { _LayouttyStandIn() } set {} }
                    @discardableResult public func findResponder(_ body: (Self) throws -> Void) rethrows -> Self { try body(self); return self }
                    public var segue: _LayouttyStandIn { get { _LayouttyStandIn() } set {} }
                    @discardableResult public func segue(_ body: (Self) throws -> Void) rethrows -> Self { try body(self); return self }
                }
                extension UIView {
                    public var snp: _LayouttyStandIn { get { _LayouttyStandIn() } set {} }
                    @discardableResult public func snp(_ body: (Self) throws -> Void) rethrows -> Self { try body(self); return self }
                }
                extension UserDefaults {
                    public var snp: _LayouttyStandIn { get { _LayouttyStandIn() } set {} }
                    @discardableResult public func snp(_ body: (Self) throws -> Void) rethrows -> Self { try body(self); return self }
                }

                """), "\(declared)")
        #expect(!declared.contains("extension EpisodeImageView"), "\(declared)")
        #expect(!declared.contains("extension UIViewController"), "\(declared)")
        #expect(!declared.contains("extension HomeController"), "\(declared)")
        #expect(!declared.contains("extension NavigationBar"), "\(declared)")
    }

    /// A member standing in on a framework's type is declared after the first file, which
    /// imports UIKit alone: the framework its type is named for is imported there (`SK…`:
    /// StoreKit; `CM…`: Core Motion's or Core Media's), though no file read imports it now —
    /// the one that did may have been left out since.
    @Test func aMembersFrameworkIsImportedWhereItStandsIn() throws {
        let dir = try TemporaryFolder.create("port-framework-members")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Grid.swift").path
        try "import UIKit\nfinal class Grid: UICollectionViewFlowLayout {}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(modules: ["Purchases"])
        _ = standIns.add(members: [
            MemberGap(type: "SKMutablePayment", name: "paymentDiscount"), MemberGap(type: "CMTime", name: "label")
        ])
        let added = try Self.declarations(path, standIns: standIns)
        #expect(added.contains("import CoreMedia\nimport CoreMotion\nimport StoreKit\nimport UIKit\n"), "\(added)")
        #expect(added.contains("extension SKMutablePayment {"), "\(added)")
    }

    /// Where the compiler says a closure passed to a stand-in has more parameters than the
    /// stand-in's calls take (RxCocoa's `bind(to:) { (row, item, cell) in }`: "expects 2
    /// arguments, but 3 were used", at the clause's parenthesis, column 44), each untyped
    /// parameter of the clause is typed — once, though a message also named one of them (the
    /// `item` at column 50) — and a typed one is left as written.
    @Test func aClosureClauseTheCompilerCouldNotTypeIsTypedWhole() throws {
        let dir = try TemporaryFolder.create("port-closure-clause")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Bind.swift").path
        try """
        import RxCocoa
        import UIKit
        func bind() { items.bind(to: cells("c")) { (row, item, cell: UIView) in print(row as Any) } }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(modules: ["RxCocoa"])
        _ = standIns.add(names: ["cells", "items"])
        _ = standIns.add(closureParameters: [
            SourcePlace(path: path, line: 3, column: 44), SourcePlace(path: path, line: 3, column: 50)
        ])
        let file = try Self.ported(path, standIns: standIns)
        #expect(
            file.changes.map(\.after).last
                == "func bind() { items.bind(to: cells(\"c\")) { (row: _LayouttyStandIn, item: _LayouttyStandIn, "
                + "cell: UIView) in print(row as Any) } }", "\(file.changes.map(\.after))")
    }

    /// A name required as a constraint stands in as a protocol, however it is required: a
    /// protocol inheriting it, a protocol extension's `where Self:`, a generic parameter's
    /// constraint, either side of a composition — never a value's type, which as a class
    /// conflicts with the view controller the type is (`Self : _LayouttyStandIn` and
    /// `Self : UIViewController`). A `…Cell` so required stays UIKit's cell class. Each is
    /// class-bound, as an app's delegate protocols are (`weak var delegate: Loading?`), unless a
    /// struct or an enum of the files conforms to it (`classBoundUnlessAValueConforms`).
    @Test func namesRequiredAsConstraintsStandInAsProtocols() throws {
        let dir = try TemporaryFolder.create("port-constraints")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Retry.swift").path
        try """
        import UIKit
        protocol Retryable: Displayable {}
        extension Retryable where Self: UIViewController & Loading { func retry() {} }
        func reuse<T: Reusing, C: ListCell>(_ type: T.Type, _ cell: C) {}
        struct Box<Item: Boxed> {}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(modules: ["Kit"])
        _ = standIns.add(names: ["Boxed", "Displayable", "ListCell", "Loading", "Reusing"])
        let declared = try Self.declarations(path, standIns: standIns)
        #expect(
            declared.hasSuffix(
                """
                public protocol Boxed: AnyObject {}
                extension _LayouttyStandIn: Boxed {}
                public protocol Displayable: AnyObject {}
                extension _LayouttyStandIn: Displayable {}
                open class ListCell: UICollectionViewCell, _LayouttyAnswersAnyMember {}
                public protocol Loading: AnyObject {}
                extension _LayouttyStandIn: Loading {}
                public protocol Reusing: AnyObject {}
                extension _LayouttyStandIn: Reusing {}

                """), "\(declared)")
    }

    /// Extensions of types standing in are extensions of the one stand-in, which conforms to a
    /// protocol once (Pocket Casts' `extension Constants.SettingValue: Unlockable`, its
    /// `Constants` and `Unlockable` standing in, was a "redundant conformance" and stopped the
    /// screen): the first file's extension keeps `Describable`, which the stand-ins' file then
    /// does not declare again; the second keeps only `Sorted`, its first; its second extension
    /// none. Each clause keeps its length: `{` stays in its column.
    @Test func aStandInConformsToAProtocolOnce() throws {
        let dir = try TemporaryFolder.create("port-stand-in-conformances")
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = dir.appendingPathComponent("Theme.swift").path
        let second = dir.appendingPathComponent("Values.swift").path
        try "import UIKit\nextension Theme.Style: Describable { var text: String { \"\" } }\n".write(
            toFile: first, atomically: true, encoding: .utf8)
        try """
        import UIKit
        protocol Sorted {}
        extension Settings.Value: Describable, Sorted {}
        extension Settings: Sorted {}

        """.write(toFile: second, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(names: ["Describable", "Settings", "Theme"])
        let port = PreviewPort(try PreviewSources(files: [first, second]), choice: .glueFunction, standIns: standIns)
        #expect(
            port.files[0].changes.map(\.after) == [
                "extension _LayouttyStandIn: Describable { var text: String { \"\" } }"
            ])
        #expect(
            port.files[1].changes.map(\.after) == [
                "extension _LayouttyStandIn:Sorted" + String(repeating: " ", count: 15) + "{}",
                "extension Settings         {}"
            ])
        #expect(port.standIns.contains("public protocol Describable: AnyObject {}\n"), "\(port.standIns)")
        #expect(!port.standIns.contains("extension _LayouttyStandIn: Describable"), "\(port.standIns)")
    }

    /// An extension of a type standing in (`typealias HeadphoneControl = _LayouttyStandIn`) keeps
    /// its members but not its initializers, which on the one stand-in class would be designated initializers in an extension ("did you mean
    /// this to be a convenience initializer?" took Pocket Casts' whole settings file out). The
    /// initializer's lines are blank, its property stays, and a call making the type makes a
    /// stand-in without it: `(HeadphoneControl()(action: 1) as HeadphoneControl)`. Another stood-in
    /// type's `title`, declared again, goes (an "invalid redeclaration" on the one stand-in);
    /// its `detail` stays.
    @Test func anExtensionOfAStandInLosesItsInitializersAndRepeats() throws {
        let dir = try TemporaryFolder.create("port-stand-in-initializer")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Headphones.swift").path
        try """
        import UIKit
        extension HeadphoneControl {
            init(action: Int) {
                self = .skip
            }
            var title: String { "Skip" }
        }
        let control = HeadphoneControl(action: 1)
        extension HeadphoneAction {
            var title: String { "Other" }
            var detail: String { "" }
        }

        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(names: ["HeadphoneAction", "HeadphoneControl"])
        let file = try Self.ported(path, standIns: standIns)
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).map(String.init)
        #expect(lines[1] == "extension HeadphoneControl {", "\(file.text)")
        #expect(lines[2...4].allSatisfy { $0.allSatisfy(\.isWhitespace) }, "\(file.text)")
        #expect(lines[5] == "    var title: String { \"Skip\" }", "\(file.text)")
        #expect(lines[7] == "let control = (HeadphoneControl()(action: 1) as HeadphoneControl)", "\(file.text)")
        #expect(lines[9].allSatisfy(\.isWhitespace) && lines[10] == "    var detail: String { \"\" }", "\(file.text)")
    }

    /// A nib cell's outlet of the app's label class whose file the search did not reach
    /// (Corona-Warn-App's `ENALabel`, standing in on `UILabel`) is given one, made as a storyboard
    /// makes it: nil, the cell's `awakeFromNib` trapped setting its text.
    @Test func anOutletOfAStoodInViewIsGivenOne() throws {
        let dir = try TemporaryFolder.create("port-stood-in-outlet")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("DescriptionCell.swift").path
        try """
        import UIKit
        class DescriptionCell: UITableViewCell {
            @IBOutlet private weak var label: ENALabel!
            override func awakeFromNib() { super.awakeFromNib(); label.text = "About" }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(projectNames: ["ENALabel": .uikitClass(base: "UILabel")])
        let file = try Self.ported(path, standIns: standIns)
        #expect(
            file.changes.map(\.after).contains {
                $0.contains("var label: ENALabel! = ENALabel(coder: _layouttyStoryboardCoder())!")
            }, "\(file.changes.map(\.after))")
    }

    /// A screen on the app's table view controller standing in (Sileo's settings, on its
    /// `BaseSettingsViewController: UITableViewController`, whose file was left out) keeps
    /// `override` on `init(style:)`: the class standing in inherits it from UIKit's. Its own
    /// `init()`, which overrides nothing there, loses it.
    @Test func aStoodInTableViewControllersStyleInitializerIsOverridden() throws {
        let dir = try TemporaryFolder.create("port-stood-in-table-controller")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("SettingsViewController.swift").path
        try """
        import UIKit
        final class SettingsViewController: BaseSettingsViewController {
            override init(style: UITableView.Style) { super.init(style: style) }
            override init() { super.init(style: .grouped) }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(leftOutNames: ["BaseSettingsViewController": .uikitClass(base: "UITableViewController")])
        let file = try Self.ported(path, standIns: standIns)
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.contains("    override init(style: UITableView.Style) { super.init(style: style) }"), "\(file.text)")
        #expect(lines.contains("             init() { super.init(style: .grouped) }"), "\(file.text)")
    }

    /// The files' generic parameters are known to the build, which never stands in a member on
    /// one (`value of type 'T' has no member 'title'`: `extension T` does not compile).
    @Test func genericParametersAreKnown() throws {
        let dir = try TemporaryFolder.create("port-generic-parameters")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Section.swift").path
        try "struct SectionItem<T: Hashable> { let item: T }\nfunc first<Element>(_ e: [Element]) {}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let port = PreviewPort(try PreviewSources(files: [path]), choice: .glueFunction)
        #expect(port.genericParameters == ["T", "Element"])
    }

    /// A protocol standing in is class-bound (a `weak var delegate` of it compiles) unless one of
    /// the files' structs or enums conforms to it, directly or through an extension.
    @Test func classBoundUnlessAValueConforms() throws {
        let dir = try TemporaryFolder.create("port-class-bound")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Receipt.swift").path
        try """
        import UIKit
        final class ReceiptController: UIViewController, ReceiptDelegate { weak var next: ReceiptDelegate? }
        struct Row: Mappable {}
        enum Kind {}
        extension Kind: Sortable {}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(modules: ["Kit"])
        _ = standIns.add(names: ["Mappable", "ReceiptDelegate", "Sortable"])
        let declared = try Self.declarations(path, standIns: standIns)
        #expect(declared.contains("public protocol ReceiptDelegate: AnyObject {}\n"), "\(declared)")
        #expect(declared.contains("public protocol Mappable {}\n"), "\(declared)")
        #expect(declared.contains("public protocol Sortable {}\n"), "\(declared)")
    }

    /// A stand-in where the app's own type is required (the compiler's `cannot convert value of
    /// type '_LayouttyStandIn' to expected argument type 'AppIcon'`, at the member it reads last:
    /// column 33 of line 3) is the type's empty value there — its first case — the whole
    /// argument replaced; in an assignment, its right side (column 56 of line 4).
    @Test func aStandInWhereTheAppsTypeIsRequiredIsItsEmptyValue() throws {
        let dir = try TemporaryFolder.create("port-conversions")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Icons.swift").path
        try """
        enum AppIcon { case light, dark }
        func show(_ icon: AppIcon) {}
        func screen() { show(model.icon.current); show(.dark) }
        var shown = AppIcon.dark; func again() { shown = model.icon }
        func row() -> UITableViewCell { let cell = model.reusableCell(); return cell }
        func theme() { if let theme = model.theme { print(theme) } }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(names: ["model"])
        _ = standIns.add(conversions: [
            ConversionGap(place: SourcePlace(path: path, line: 3, column: 33), type: "AppIcon"),
            ConversionGap(place: SourcePlace(path: path, line: 4, column: 56), type: "AppIcon"),
            // A cell a stood-in helper hands back, returned as a data source's: an empty cell.
            ConversionGap(place: SourcePlace(path: path, line: 5, column: 73), type: "UITableViewCell"),
            // A stand-in bound as an optional: none bound.
            ConversionGap(place: SourcePlace(path: path, line: 6, column: 31), type: PreviewSources.noStandIn)
        ])
        let file = try Self.ported(path, standIns: standIns)
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).map(String.init)
        #expect(lines[2] == "func screen() { show(AppIcon.light); show(.dark) }")
        #expect(lines[3] == "var shown = AppIcon.dark; func again() { shown = AppIcon.light }")
        #expect(
            lines[4] == "func row() -> UITableViewCell { let cell = model.reusableCell(); return UITableViewCell() }")
        #expect(lines[5] == "func theme() { if let theme = Optional<_LayouttyStandIn>.none { print(theme) } }")
        #expect(standIns.notes.last?.hasPrefix("stand-ins given where the app's types are required: 4") == true)
    }

    /// A stand-in given where the files' view is asked for as an optional (AltStore's
    /// `prototypeCell = NewsCollectionViewCell.instantiate(with: nib)`, a framework's helper,
    /// the cell read on the next line) is the view made as UIKit makes it — `_layouttyPresent`,
    /// from its xib or its coder — not nil. One whose `init?(coder:)` traps, and a class that is
    /// no view, stay nil; so does a view asked for as it is (its empty value is `Type()`).
    @Test func aStandInWhereTheAppsViewIsAskedForAsAnOptionalIsMade() throws {
        let dir = try TemporaryFolder.create("port-present-conversions")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("News.swift").path
        try """
        final class NewsCell: UICollectionViewCell { @IBOutlet var title: UILabel! }
        final class CodeCell: UICollectionViewCell {
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Store {}
        var prototype: NewsCell!; var code: CodeCell?; var store: Store?
        func load() { prototype = model.cell; code = model.cell; store = model.store }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(names: ["model"])
        _ = standIns.add(conversions: [
            ConversionGap(place: SourcePlace(path: path, line: 7, column: 33), type: "NewsCell?"),
            ConversionGap(place: SourcePlace(path: path, line: 7, column: 52), type: "CodeCell?"),
            ConversionGap(place: SourcePlace(path: path, line: 7, column: 72), type: "Store?")
        ])
        let file = try Self.ported(path, standIns: standIns)
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).map(String.init)
        #expect(
            lines[6] == "func load() { prototype = _layouttyPresent(nil as NewsCell?); code = nil; store = nil }",
            "\(lines)")
    }

    /// A module's import is blanked (columns kept); a closure's untyped parameters — shorthand or
    /// in parentheses — are typed as stand-ins (the line's columns after them mapped back); each
    /// name is declared by how the files use it and what it is called: a `…Cell`, subclassed
    /// (`SwipeCell`) or not (`BannerCell`), is UIKit's cell answering any member, a conformed-to type an empty protocol, a type used as a value a typealias of
    /// `_LayouttyStandIn`, a lowercase name a stand-in value.
    @Test func standInsAreDeclaredByHowTheFilesUseThem() throws {
        let dir = try TemporaryFolder.create("port-stand-ins")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Feed.swift").path
        try """
        import FirebaseAuth
        import UIKit
        final class PostCell: SwipeCell {}
        final class Screen: UIViewController, SwipeDelegate {
            func load() { Auth.auth().fetch { user, error in print(user?.name as Any) }; tracker.log((1, 2)) { (a, b) in } }
        }
        func grid() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(modules: ["FirebaseAuth"])
        _ = standIns.add(names: ["Auth", "BannerCell", "SwipeCell", "SwipeDelegate", "tracker"])
        _ = standIns.add(closureParameters: [
            SourcePlace(path: path, line: 5, column: 39), SourcePlace(path: path, line: 5, column: 45),
            SourcePlace(path: path, line: 5, column: 105), SourcePlace(path: path, line: 5, column: 108)
        ])
        let sources = try PreviewSources(files: [path])
        let port = PreviewPort(sources, choice: try sources.choice(named: nil), standIns: standIns)
        let file = try #require(port.files.first)
        let declared = port.standIns
        #expect(
            file.changes.map(\.after) == [
                "                   ",
                // Optional where the body takes it as one (`user?.name`); else the stand-in.
                "    func load() { Auth.auth().fetch { (user: _LayouttyStandIn?, error: _LayouttyStandIn) in "
                    + "print(user?.name as Any) }; tracker.log((1, 2)) { (a: _LayouttyStandIn, b: _LayouttyStandIn) in } }"
            ])
        #expect(
            declared.hasSuffix(
                """
                public typealias Auth = _LayouttyStandIn
                open class BannerCell: UICollectionViewCell, _LayouttyAnswersAnyMember {}
                open class SwipeCell: UICollectionViewCell, _LayouttyAnswersAnyMember {}
                public protocol SwipeDelegate: AnyObject {}
                extension _LayouttyStandIn: SwipeDelegate {}
                public let tracker = _LayouttyStandIn()

                """), "\(declared)")
        // `print`, column 54 as written, is 39 columns on in the copy (`user, error`, 11 columns,
        // became 50): a message there names the user's column.
        #expect(file.userColumn(line: 5, column: 93) == 54)
    }

    /// A module's class the files subclass and also require of a generic parameter (Realm's
    /// `Object`: `class Allergen: Object`, `func all<T: Object>(_: T.Type)`) stands in as a
    /// class, which both compile with; a name only required (`<T: Storable>`) is a protocol.
    @Test func aSubclassedNameRequiredAsAConstraintIsAClass() throws {
        let dir = try TemporaryFolder.create("port-subclassed-constraint")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Models.swift").path
        try """
        import RealmSwift
        class Allergen: Object { override class func primaryKey() -> String? { "code" } }
        func all<T: Object>(_ type: T.Type) -> [T] { [] }
        func saved<T: Storable>(_ value: T) {}
        func grid() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(modules: ["RealmSwift"])
        _ = standIns.add(names: ["Object", "Storable"])
        let sources = try PreviewSources(files: [path])
        let port = PreviewPort(sources, choice: try sources.choice(named: nil), standIns: standIns)
        #expect(port.standIns.contains("open class Object: _LayouttyAnswersAnyMember {"), "\(port.standIns)")
        #expect(port.standIns.contains("public protocol Storable"), "\(port.standIns)")
    }

    /// A name written as C writes a constant (`WHITE_BLUR_TAG`) stands in as a value, though
    /// capitalised; an acronym (`JSON`) stays a type.
    @Test func aScreamingSnakeCaseNameStandsInAsAConstant() throws {
        let dir = try TemporaryFolder.create("port-screaming-constant")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Screen.swift").path
        try """
        import UIKit
        func mark(_ view: UIView) { view.tag = WHITE_BLUR_TAG; _ = JSON(1) }
        func grid() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(names: ["WHITE_BLUR_TAG", "JSON"])
        let sources = try PreviewSources(files: [path])
        let port = PreviewPort(sources, choice: try sources.choice(named: nil), standIns: standIns)
        #expect(
            port.standIns.hasSuffix(
                """
                public typealias JSON = _LayouttyStandIn
                public let WHITE_BLUR_TAG = _LayouttyStandIn()

                """), "\(port.standIns)")
    }

    /// Where the compiler asked for `self.` in a closure passed to a stand-in (SnapKit's
    /// `makeConstraints`, not escaping in the pod), the copy writes it before the member —
    /// only there — and a message after it names the user's column.
    @Test func selfIsWrittenWhereAStandInsClosureEscapes() throws {
        let dir = try TemporaryFolder.create("port-implicit-self")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Cell.swift").path
        try """
        import SnapKit
        import UIKit
        final class Cell: UICollectionViewCell {
            let inset: CGFloat = 16
            func bind() { contentView.snp.makeConstraints { make in make.top.equalTo(contentView).offset(inset) } }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(modules: ["SnapKit"])
        _ = standIns.add(implicitSelf: [
            SourcePlace(path: path, line: 5, column: 78), SourcePlace(path: path, line: 5, column: 98)
        ])
        let file = try Self.ported(path, standIns: standIns)
        #expect(
            file.changes.map(\.after) == [
                "              ",
                "    func bind() { contentView.snp.makeConstraints { make in make.top.equalTo(self.contentView).offset(self.inset) } }"
            ])
        // `inset`, column 98 as written, is 10 columns on in the copy (two `self.` before it).
        #expect(file.userColumn(line: 5, column: 108) == 98)
    }

    /// A module's property wrappers (Combine's `@Published`, Realm's `@Persisted`), found from
    /// `unknown attribute`, stand in as `_LayouttyStandInWrapper`, and their arguments are not
    /// written (blanked: every line and column stays — arguments across lines, as Delta's
    /// `@Feature(name:…,\n description:…)`, keep their line ends; they trapped the port when
    /// a changed line came after them), since a stand-in takes none.
    @Test func propertyWrappersStandInWithoutArguments() throws {
        let dir = try TemporaryFolder.create("port-wrappers")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Model.swift").path
        try """
        import Combine
        import RealmSwift
        final class Model: ObservableObject {
            @Published var items: [String] = []
            @Persisted(primaryKey: true) var key: String
            @available(iOS 15, *) var date: Date? { nil }
            @Persisted(name: "Sync",
                       indexed: true) var sync: Bool
            @Persisted(primaryKey: false) var id: Int
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(modules: ["Combine", "RealmSwift"])
        _ = standIns.add(names: ["ObservableObject", "Persisted", "Published"])
        let file = try Self.ported(path, standIns: standIns)
        let declared = try Self.declarations(path, standIns: standIns)
        #expect(
            file.changes.map { "\($0.line): \($0.after)" } == [
                "1:               ", "2:                  ", "5:     @Persisted                   var key: String",
                "7:     @Persisted              ", "9:     @Persisted                    var id: Int"
            ])
        #expect(
            declared.hasSuffix(
                """
                open class ObservableObject: _LayouttyAnswersAnyMember {
                    public init() {}
                }
                public typealias Persisted = _LayouttyStandInWrapper
                public typealias Published = _LayouttyStandInWrapper

                """), "\(declared)")
    }

    /// A wrapped property with neither a type nor a value (`@Dependency(\.cacheController)
    /// private var cacheController`: swift-dependencies types it by the key path) is given a
    /// stand-in as its value, so the wrapper's `Value` is the stand-in; without it the compiler
    /// said "generic parameter 'Value' could not be inferred" and the file went whole. A typed
    /// one keeps its type and gets no value.
    @Test func anUntypedWrappedPropertyHoldsAStandIn() throws {
        let dir = try TemporaryFolder.create("port-untyped-wrapper")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("SettingsModel.swift").path
        try """
        import Dependencies
        final class SettingsModel {
            @Dependency(\\.cacheController) private var cacheController
            @Dependency(\\.clock) var clock: Clock
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(modules: ["Dependencies"])
        _ = standIns.add(names: ["Clock", "Dependency"])
        let file = try Self.ported(path, standIns: standIns)
        #expect(
            file.changes.map { "\($0.line): \($0.after)" } == [
                "1:                    ",
                "3:     @Dependency                    private var cacheController = _LayouttyStandIn()",
                "4:     @Dependency          var clock: Clock"
            ])
    }
    /// What Swift never looks up dynamically is written naming the stand-in: an implicit member
    /// where the compiler found one in a stand-in's place (`.shared` typed `EventStore`,
    /// `.milliseconds(150)` passed to a call on a stand-in's value) or, before any build, one
    /// passed to a call whose chain starts at a stand-in or passes through a stood-in member
    /// (`tracker.log(.tap, …)`, `view.rx.tap.throttle(.seconds(1))`) or through a property
    /// of the type declared as one (`self?.model?.onNext(.next(1))`) — not UIKit's `.top`,
    /// `.zero` or `.vertical` — and an initializer of a stand-in given labels
    /// (`Realm(configuration: 1)`), while one without (`Realm()`) and UIKit's are left alone.
    /// A stand-in's generic arguments are not written (`PublishSubject<String>()` →
    /// `PublishSubject()`; nested, `PublishSubject<PublishSubject<Int>>` loses the outer clause,
    /// and a clause holding a type nested in a stand-in, `PublishSubject<Realm.Config>`, too),
    /// nor `any` before one (a class), and a type nested in one is one (`Realm.Config.Period`).
    /// Stand-ins are public, as a module's declarations are.
    @Test func implicitMembersInitializersAndGenericsNameTheStandIn() throws {
        let dir = try TemporaryFolder.create("port-implicit-members")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Screen.swift").path
        try """
        import RxSwift
        import UIKit
        final class Screen: UIViewController {
            let events = PublishSubject<String>(); let nested: [PublishSubject<PublishSubject<Int>>] = []
            let store: EventStore = .shared
            func bind() { events.debounce(.milliseconds(150), scheduler: MainScheduler.instance).subscribe(); _ = Realm(configuration: 1); tracker("x", at: 1) }
            func layout() -> UICollectionViewLayout { let l = UICollectionViewFlowLayout(); l.scrollDirection = .vertical; _ = Realm(); return l }
            func track() { tracker.log(.tap, at: .seconds(1)); view.rx.tap.throttle(.seconds(1)); UICollectionView(frame: .zero, collectionViewLayout: layout()).scrollToItem(at: IndexPath(), at: .top, animated: true) }
            var model: PublishSubject<Int>? = nil; func send() { [1].forEach { [weak self] _ in self?.model?.onNext(.next(1)) } }
            var period: Realm.Config.Period? = nil; var store: any EventStore
            typealias Feed = PublishSubject<Realm.Config>
            private func feed() -> Feed { Feed() }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(modules: ["RxSwift"])
        _ = standIns.add(names: ["EventStore", "MainScheduler", "PublishSubject", "Realm", "tracker"])
        _ = standIns.add(members: [MemberGap(type: "UIView", name: "rx")])
        _ = standIns.add(implicitMembers: [
            SourcePlace(path: path, line: 5, column: 30), SourcePlace(path: path, line: 6, column: 36)
        ])
        let file = try Self.ported(path, standIns: standIns)
        let declared = try Self.declarations(path, standIns: standIns)
        #expect(
            file.changes.map(\.after) == [
                "              ",
                "    let events = PublishSubject(); let nested: [PublishSubject] = []",
                "    let store: EventStore = _LayouttyStandIn.shared",
                "    func bind() { events.debounce(_LayouttyStandIn.milliseconds(150), scheduler: MainScheduler.instance)"
                    // A constant's call with labels is a call on one, not an initializer.
                    + ".subscribe(); _ = (Realm()(configuration: 1) as Realm); tracker(\"x\", at: 1) }",
                "    func track() { tracker.log(_LayouttyStandIn.tap, at: _LayouttyStandIn.seconds(1)); "
                    + "view.rx.tap.throttle(_LayouttyStandIn.seconds(1)); UICollectionView(frame: .zero, "
                    + "collectionViewLayout: layout()).scrollToItem(at: IndexPath(), at: .top, animated: true) }",
                "    var model: PublishSubject? = nil; func send() { [1].forEach { [weak self] _ in "
                    + "self?.model?.onNext(_LayouttyStandIn.next(1)) } }",
                "    var period: _LayouttyStandIn? = nil; var store:     EventStore",
                // The member type inside the clause goes with it; the next line stays whole.
                "    typealias Feed = PublishSubject"
            ])
        #expect(file.text.contains("    typealias Feed = PublishSubject\n    private func feed() -> Feed { Feed() }\n"))
        #expect(
            declared.hasSuffix(
                """
                public typealias EventStore = _LayouttyStandIn
                public typealias MainScheduler = _LayouttyStandIn
                public typealias PublishSubject = _LayouttyStandIn
                public typealias Realm = _LayouttyStandIn
                public let tracker = _LayouttyStandIn()
                extension UIView {
                    public var rx: _LayouttyStandIn { get { _LayouttyStandIn() } set {} }
                    @discardableResult public func rx(_ body: (Self) throws -> Void) rethrows -> Self { try body(self); return self }
                }

                """), "\(declared)")
        #expect(
            standIns.notes.last
                == "implicit members naming stand-ins: 2 (the first at \(path):5): `.member` in a stand-in's place is "
                + "written `_LayouttyStandIn.member`, an empty value")
    }

    /// A type named through a stand-in (`SQLite.Connection`, SQLite.swift's module standing in)
    /// is made as a type is, not called as a stand-in is: a call on one answers nil where the
    /// context takes an optional, and Tinode's `self.db = try SQLite.Connection(path)` left its
    /// database nil, so its own `assert(db != nil)` trapped every screen. Each such call is
    /// written as the stand-in it makes, in an optional where the code takes it as one; a
    /// member that is no type (`SQLite.shared`, lowercase) is left a call on the stand-in.
    @Test func aTypeNamedThroughAStandInIsMadeNotCalled() throws {
        let dir = try TemporaryFolder.create("port-module-type")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Store.swift").path
        try """
        import SQLite
        final class Store {
            var db: SQLite.Connection?
            func open(_ path: String) throws {
                db = try SQLite.Connection(path); let id = SQLite.Expression<Int64>("id")
                guard let readOnly = SQLite.Connection(path, readonly: true) else { return }
                _ = (id, readOnly, SQLite.shared.open(path))
            }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(modules: ["SQLite"])
        _ = standIns.add(names: ["SQLite"])
        let file = try Self.ported(path, standIns: standIns)
        #expect(
            file.changes.map(\.after) == [
                "             ",
                "    var db: _LayouttyStandIn?",
                // Without its generic arguments, as any stand-in is written: it takes none.
                "        db = try (SQLite.Connection(path) as _LayouttyStandIn); "
                    + "let id = (SQLite.Expression(\"id\") as _LayouttyStandIn)",
                "        guard let readOnly = Optional((SQLite.Connection(path, readonly: true) as _LayouttyStandIn)) "
                    + "else { return }"
            ])
    }

    /// A screen made with stand-in values may make one of the app's classes
    /// (`SyncProviders(store:)`) that the build then leaves out and stands in: the entry calls
    /// its initializer as the files' calls are rewritten — labels go to a call on the stand-in
    /// (`SyncProviders()(store: …)`) — and the others, UIKit's and the screen's, as written.
    /// Files using stand-ins are compiled with the type checker's search bounded, frontend or
    /// driver: a stand-in's member answers two dozen types, and an expression of several took
    /// 24 s to type-check (PopcornTimeTV's `Base.url + Paths.movie + "/\(id)"`). So are the app's
    /// files a project search added, before anything stands in: an expression over names not yet
    /// declared took 52 s (Habitica's achievements data source). The user's files alone are
    /// compiled as Xcode would, unbounded.
    @Test func filesUsingStandInsAreTypeCheckedWithinABound() throws {
        let dir = try TemporaryFolder.create("port-bounded-solver")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Screen.swift").path
        try "import UIKit\nlet url = Api.base + Api.movie + \"/1\"\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(names: ["Api"])
        let sources = try PreviewSources(files: [path])
        #expect(PreviewPort(sources, choice: .glueFunction, standIns: standIns).boundsTypeChecker)
        #expect(!PreviewPort(sources, choice: .glueFunction).boundsTypeChecker)
        let helper = dir.appendingPathComponent("Api.swift").path
        try "enum Api { static let base = \"\" }\n".write(toFile: helper, atomically: true, encoding: .utf8)
        let searched = try PreviewSources(files: [path], helpers: [helper])
        #expect(PreviewPort(searched, choice: .glueFunction).boundsTypeChecker)
        let kit = PreviewKit(directory: dir, packageRoot: dir)
        func commands(standsIn: Bool, toolchain: Toolchain?) -> [String] {
            kit.compileCommands(
                sources: [URL(fileURLWithPath: path)], product: .typecheck, output: dir, scratch: dir,
                moduleName: "Screen", solverScopes: standsIn ? 20_000 : nil, toolchain: toolchain
            ).flatMap { $0 }
        }
        #expect(commands(standsIn: true, toolchain: nil).contains("-Xfrontend"))
        #expect(commands(standsIn: true, toolchain: nil).contains("-solver-scope-threshold=20000"))
        #expect(!commands(standsIn: false, toolchain: nil).contains { $0.hasPrefix("-solver-scope-threshold") })
        // The target's `#if` conditions, each after `-D`, as Xcode passes them.
        let conditioned = kit.compileCommands(
            sources: [URL(fileURLWithPath: path)], product: .typecheck, output: dir, scratch: dir, moduleName: "Screen",
            conditions: ["ENABLE_SYNC_LOGGING", "BETA"], toolchain: nil
        ).flatMap { $0 }
        #expect(
            zip(conditioned, conditioned.dropFirst()).filter { $0.0 == "-D" }.map(\.1)
                == ["DEBUG", "ENABLE_SYNC_LOGGING", "BETA"])
        if let toolchain = Toolchain.found {
            let frontend = commands(standsIn: true, toolchain: toolchain)
            #expect(frontend.contains("-solver-scope-threshold=20000") && !frontend.contains("-Xfrontend"))
        }
    }

    /// The stubs a screen is made with are written from the protocols as ported: a stood-in
    /// module's generic type in a requirement loses its arguments there as in the files
    /// (`Results<Item>` → `Results`: "cannot specialize non-generic type" stopped Open Food
    /// Facts' screens); a protocol stub made twice is declared once; a protocol whose file the
    /// build left out stands in, and so does its stub (a class cannot inherit the stand-in).
    @Test func stubsAreWrittenFromTheProtocolsAsPorted() throws {
        let dir = try TemporaryFolder.create("port-protocol-stubs")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Screen.swift").path
        try """
        import RealmSwift
        import UIKit
        protocol Store { func history() -> Results<Item> }
        final class Screen: UIViewController {
            var gone: Gone?
            init(store: Store, log: Store, gone: Gone) { super.init(nibName: nil, bundle: nil) }
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var standIns = StandIns()
        _ = standIns.add(modules: ["RealmSwift"])
        _ = standIns.add(names: ["Results", "Item", "Gone"])
        let expression =
            "_layouttyScreenLayout(of: Screen(store: _LayouttyStubOfStore(), log: _LayouttyStubOfStore(), "
            + "gone: _LayouttyStubOfGone()))"
        let port = PreviewPort(
            try PreviewSources(files: [path]), choice: .expression(expression, file: path), standIns: standIns)
        let added = try #require(port.files.first).added
        #expect(
            added.contains(
                "final class _LayouttyStubOfStore: Store {\n    required init() {}\n    func history() -> Results {"))
        #expect(added.components(separatedBy: "class _LayouttyStubOfStore").count == 2)
        #expect(added.contains("typealias _LayouttyStubOfGone = _LayouttyStandIn\n"))
    }

    /// Made as a value (`as SyncProviders`, so an optional parameter is not given nil), in an
    /// optional where the code takes it as one itself (`Flags(on: true)?.value`).
    @Test func theEntryCallsAStandInsInitializerAsTheFilesDo() {
        let expression =
            "_layouttyScreenLayout(of: Screen(coder: _layouttyStoryboardCoder(), sync: SyncProviders(store: "
            + "_LayouttyStandIn(), flags: Flags(on: true)?.value))!)"
        #expect(
            PreviewPort.callingStandIns(in: expression, types: ["SyncProviders", "Flags"])
                == "_layouttyScreenLayout(of: Screen(coder: _layouttyStoryboardCoder(), sync: (SyncProviders()(store: "
                + "_LayouttyStandIn(), flags: Optional((Flags()(on: true) as Flags))?.value) as SyncProviders))!)")
        #expect(PreviewPort.callingStandIns(in: expression, types: []) == expression)
        // A generic type of a module that did not build stands in, a type of no generics: the
        // arguments written for it go.
        #expect(
            PreviewPort.callingStandIns(
                in: "Service(client: HTTPClient<WebAPIAdapter>(baseUrl: url, adapter: WebAPIAdapter()))",
                types: ["HTTPClient"])
                == "Service(client: (HTTPClient()(baseUrl: url, adapter: WebAPIAdapter()) as HTTPClient))")
    }
}

/// What the project search decides before and between builds (`ProjectSearch`).
@Suite struct ProjectSearchTests {
    /// Every module the files import that no build here provides stands in before the first
    /// build — the compiler stops at the first `no such module`, so found from its errors each
    /// would cost a build — while the platform's modules (`Foundation`, `Dispatch`, `XCTest`),
    /// and Layoutty's (`UIKit`, `CoreGraphics`) never do.
    @Test func modulesNoBuildProvidesStandInAtOnce() throws {
        try #require(Toolchain.found != nil, "a swift.org toolchain on PATH")
        let dir = try TemporaryFolder.create("search-modules")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Feed.swift").path
        try """
        import Alamofire
        import CoreGraphics
        import Dispatch
        import Foundation
        import SnapKit
        import UIKit
        import XCTest
        @testable import FeedCore
        import struct Kingfisher.KFImage
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var search = ProjectSearch(files: [path], project: nil)
        search.standInModules(importedBy: try PreviewSources(files: [path]))
        #expect(search.standIns.modules == ["Alamofire", "FeedCore", "Kingfisher", "SnapKit"])
    }

    /// Rounds of the search under 30 s keep the kit's bound on the type checker (20,000 steps an
    /// expression using stand-ins); the first round of 30 s or more (Habitica's took 156 s at that
    /// bound) tightens it to 3,000 for the rounds after it, said once among the notes.
    @Test func aSlowSearchBoundsTheTypeCheckerTighter() {
        var search = ProjectSearch(files: ["/nowhere/Screen.swift"], project: nil)
        var missing = PreviewError("did not compile", status: 1)
        missing.gaps.modules = ["CoreData"]
        _ = search.next(after: missing, took: .seconds(29))
        #expect(search.solverScopes == 20_000 && !search.notes.contains { $0.hasPrefix("round") })
        missing.gaps.modules = ["StoreKit"]
        _ = search.next(after: missing, took: .seconds(52))
        #expect(search.solverScopes == 3_000)
        missing.gaps.modules = ["Photos"]
        _ = search.next(after: missing, took: .seconds(80))
        let said =
            "round 2 of the search took 52 s: the type checker gives up on an expression using stand-ins after "
            + "3000 steps (was 20000), so the app's slowest code is left out rather than waited for"
        #expect(search.notes.filter { $0.hasPrefix("round") } == [said], "\(search.notes)")
        // Said too where the search ends without a build, beside what stood in.
        #expect(search.explained(missing).details?.hasSuffix("\n" + said) == true)
    }

    /// A round at the wider bound gets 30 s (`roundLimit`); one ended there (Habitica's fourth
    /// would have taken 93 s) is done again at the tighter bound, with no limit, and said so.
    @Test func aRoundEndedAtItsLimitIsDoneAgainTighter() {
        var search = ProjectSearch(files: ["/nowhere/Screen.swift"], project: nil)
        #expect(search.roundLimit == .seconds(30))
        var ended = PreviewError("swift-frontend took longer than 30 seconds", status: 1)
        ended.cutShort = true
        let again = search.next(after: ended, took: .seconds(30))
        #expect(again && search.solverScopes == 3_000 && search.roundLimit == nil)
        #expect(
            search.notes == [
                "round 1 of the search took 30 s and was ended there: the type checker gives up on an expression "
                    + "using stand-ins after 3000 steps (was 20000), so the app's slowest code is left out rather than "
                    + "waited for"
            ])
    }

    /// Once a module stands in (CoreData, which Linux has not), a Foundation-style name it
    /// would declare (`NSFetchRequest`) stands in; a UIKit name Layoutty's UIKit lacks
    /// (`UIEdgeInsetsMake`, replaced in Swift 4.2) does not while only Apple's modules stand in
    /// (CoreData, AppKit): it stays the compiler's error. Once a module of the app's world
    /// stands in (SwiftUIX), a `UI…` name may be that module's (`UIHostingView`) and stands in.
    @Test func appleFrameworksNamesStandInWithTheirModule() {
        var search = ProjectSearch(files: ["/nowhere/Screen.swift"], project: nil)
        var missing = PreviewError("did not compile", status: 1)
        missing.gaps.modules = ["CoreData", "AppKit"]
        let module = search.next(after: missing)
        var names = PreviewError("did not compile", status: 1)
        names.gaps.names = ["NSFetchRequest", "UIEdgeInsetsMake"]
        let stood = search.next(after: names)
        #expect(module && stood && search.standIns.names == ["NSFetchRequest"])

        missing.gaps.modules = ["SwiftUIX"]
        let othersModule = search.next(after: missing)
        names.gaps.names = ["UIHostingView"]
        let hosting = search.next(after: names)
        #expect(othersModule && hosting && search.standIns.names == ["NSFetchRequest", "UIHostingView"])
    }

    /// A Swift screen of a mixed app names the app's Objective-C classes, which its bridging
    /// header gives it (iNaturalist's location search: `[ExploreLocation]()`): each stands in,
    /// said as the app's Objective-C, as its `@interface` has it — a cell on UIKit's cell is a
    /// table cell, a protocol a protocol — and then a name nothing declares stands in as a
    /// module's would. A category or a forward declaration declares nothing; an app without a
    /// bridging header has no Objective-C names.
    @Test func theAppsObjectiveCStandsInForItsSwiftScreens() throws {
        let header = """
            #import <UIKit/UIKit.h>
            @protocol Shelving;
            @interface ExploreLocation : MTLModel <MTLJSONSerializing, Shelving>
            @property NSString *name;
            @end
            @interface ExploreLocation (Search)
            @end
            @interface ShelfCell : UITableViewCell {
            }
            @end
            @protocol Shelving <NSObject>
            @end
            typedef NS_ENUM(NSInteger, ShelfKind) { ShelfKindWide };
            """
        let files = [
            "App/Screen.swift": "import UIKit\n", "App/App-Bridging-Header.h": "#import \"Models.h\"\n",
            "App/Models.h": header + "\n"
        ]
        let root = try TemporaryFolder.create("search-objc", files: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let project = ProjectFiles(root: root)
        let declared = project.objectiveCDeclarations
        #expect(declared["ExploreLocation"]! == ("class", ["MTLModel", "MTLJSONSerializing", "Shelving"]))
        #expect(declared["ShelfCell"]! == ("class", ["UITableViewCell"]))
        #expect(declared["Shelving"]! == ("protocol", ["NSObject"]))
        #expect(declared["ShelfKind"]! == ("enum", []))
        #expect(declared.count == 4)
        var search = ProjectSearch(files: [root.appendingPathComponent("App/Screen.swift").path], project: project)
        var missing = PreviewError("did not compile", status: 1)
        missing.gaps.names = ["ExploreLocation", "ShelfCell", "Shelving", "Analytics"]
        let stood = search.next(after: missing)
        #expect(stood && search.standIns.objectiveCNames == ["ExploreLocation", "ShelfCell", "Shelving"])
        #expect(search.standIns.shapes["ShelfCell"] == .uikitClass(base: "UITableViewCell"))
        #expect(search.standIns.shapes["Shelving"] == .protocolType)
        #expect(
            search.standIns.notes.contains(
                "stood in: ExploreLocation, ShelfCell, Shelving (the app's Objective-C, which its bridging header "
                    + "gives Swift; not translated for a Swift screen here): every use answers an empty value"))
        missing.gaps.names = ["Analytics"]
        let module = search.next(after: missing)
        #expect(module && search.standIns.names == ["Analytics"])

        try FileManager.default.removeItem(at: root.appendingPathComponent("App/App-Bridging-Header.h"))
        #expect(ProjectFiles(root: root).objectiveCDeclarations.isEmpty)
    }

    /// Unless asked, a project of at most 200 Swift files is read to any depth (as many rounds
    /// as a search has) and a bigger one two rounds; no project, two.
    @Test func aSmallProjectIsReadToAnyDepth() throws {
        let small = try TemporaryFolder.create("search-small", files: ["A.swift": "", "B.swift": "", "C.json": ""])
        defer { try? FileManager.default.removeItem(at: small) }
        let big = try TemporaryFolder.create(
            "search-big", files: Dictionary(uniqueKeysWithValues: (0...200).map { ("F\($0).swift", "") }))
        defer { try? FileManager.default.removeItem(at: big) }
        #expect(ProjectSearch.depth(for: ProjectFiles(root: small)) == ProjectSearch.maximumRounds)
        #expect(ProjectSearch.depth(for: ProjectFiles(root: big)) == ProjectSearch.defaultDepth)
        #expect(ProjectSearch.depth(for: nil) == ProjectSearch.defaultDepth)
    }

    /// A member stood in on the app's type (`AppDelegate.play`, its extension in a file that
    /// stands in) goes when the file declaring the type is left out: the declarations the
    /// copy ends with would extend a type no longer there ("cannot find type 'AppDelegate'").
    /// So does one on a type nested in it (Pocket Casts' `ConfettiView.ParticleEmitterLayer`:
    /// "'ParticleEmitterLayer' is not a member type of class 'ConfettiView'"); a member on a type
    /// the project does not declare (`Int.days`) stays.
    @Test func membersOfATypeLeftOutGoWithIt() throws {
        let files = [
            "Screens/Screen.swift": "import PopcornKit\nimport UIKit\n",
            "App/AppDelegate.swift": "final class AppDelegate {}\n"
        ]
        let root = try TemporaryFolder.create("search-left-out-members", files: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let screen = root.appendingPathComponent("Screens/Screen.swift").path
        var search = ProjectSearch(files: [screen], project: ProjectFiles(root: root))
        var first = PreviewError("did not compile", status: 1)
        (first.gaps.modules, first.unresolvedNames) = (["PopcornKit"], ["AppDelegate"])
        #expect(search.next(after: first) && search.helpers.count == 1)
        var second = PreviewError("did not compile", status: 1)
        second.gaps.members = [
            MemberGap(type: "AppDelegate", name: "play"), MemberGap(type: "AppDelegate.Layer", name: "birthRate"),
            MemberGap(type: "Int", name: "days")
        ]
        #expect(search.next(after: second) && search.standIns.members.count == 3)
        var third = PreviewError("did not compile", status: 1)
        third.filesWithErrors = [try #require(search.helpers.first): "cannot find 'Player' in scope"]
        #expect(search.next(after: third) && search.helpers.isEmpty)
        #expect(search.standIns.members.map(\.type) == ["Int"])
    }

    /// Past the search's depth, a name declared in an extension of a type the build has is
    /// added, as it completes that type (Pocket Casts' `extension L10n { static func
    /// localizedFormat … }` beside SwiftGen's `L10n`: stood in, every string was empty); a name
    /// declared elsewhere as far away is not.
    @Test func anExtensionOfABuiltTypeIsAddedPastTheDepth() throws {
        let files = [
            "Screens/Screen.swift": "import UIKit\nlet title = Strings.title\n",
            "Strings/Strings.swift": "enum Strings {\n    static var title: String { format(\"t\") + helper() }\n}\n",
            "Strings/Strings+Format.swift":
                "extension Strings {\n    static func format(_ key: String) -> String { key }\n}\n",
            "Other/Helper.swift": "func helper() -> String { \"\" }\n"
        ]
        let root = try TemporaryFolder.create("search-extension-past-depth", files: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let screen = root.appendingPathComponent("Screens/Screen.swift").path
        var search = ProjectSearch(files: [screen], project: ProjectFiles(root: root), depth: 1)
        let shortened = { (path: String) in path.split(separator: "/").suffix(2).joined(separator: "/") }
        var first = PreviewError("did not compile", status: 1)
        first.unresolvedNames = ["Strings"]
        #expect(search.next(after: first) && search.helpers.map(shortened) == ["Strings/Strings.swift"])
        var second = PreviewError("did not compile", status: 1)
        second.unresolvedNames = ["format", "helper"]
        second.gaps.names = second.unresolvedNames
        let added = search.next(after: second)
        #expect(added && search.helpers.map(shortened) == ["Strings/Strings.swift", "Strings/Strings+Format.swift"])
    }

    /// Past the search's depth, a small file declaring a type alias the files use is added: a
    /// generic alias's stand-in (`typealias Action<Item> = (Item) -> Void`) left the generic
    /// parameter of a function taking `Action<Row>` unused (OneBusAway's list items); a type
    /// declared as far away still stands in.
    @Test func aTypeAliasIsAddedPastTheDepth() throws {
        let files = [
            "Screens/Screen.swift": "import UIKit\nlet row = Row()\n",
            "Rows/Row.swift": "struct Row {\n    var onTap: Action<Row>?\n    var far: Far?\n}\n",
            "Actions/Action.swift": "public typealias Action<Item> = (Item) -> Void\n",
            "Other/Far.swift": "struct Far {}\n"
        ]
        let root = try TemporaryFolder.create("search-alias-past-depth", files: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let screen = root.appendingPathComponent("Screens/Screen.swift").path
        var search = ProjectSearch(files: [screen], project: ProjectFiles(root: root), depth: 1)
        let shortened = { (path: String) in path.split(separator: "/").suffix(2).joined(separator: "/") }
        var first = PreviewError("did not compile", status: 1)
        first.unresolvedNames = ["Row"]
        #expect(search.next(after: first) && search.helpers.map(shortened) == ["Rows/Row.swift"])
        var second = PreviewError("did not compile", status: 1)
        second.unresolvedNames = ["Action", "Far"]
        second.gaps.names = second.unresolvedNames
        let added = search.next(after: second)
        #expect(added && search.helpers.map(shortened) == ["Rows/Row.swift", "Actions/Action.swift"])
    }

    /// A round adds at most 20 files on average (40 in two rounds), the nearest to the given
    /// file first: the 30 names the screen uses fit (40 − 0); of the 30 each of those uses,
    /// declared 15 in `Screens/Models/` and 15 in `Models/`, 10 fit — all from `Screens/Models/`,
    /// nearer the screen — and the other 20 stand in as the project's.
    @Test func aRoundAddsTheNearestFilesFirstWithinItsShare() throws {
        var files = ["Screens/Screen.swift": "import UIKit\n"]
        for index in 0..<30 {
            let folder = index < 15 ? "Screens" : "Services"
            files["\(folder)/Part\(index).swift"] = "struct Part\(index) { let model = Model\(index)() }\n"
            files["\(index < 15 ? "Screens/Models" : "Models")/Model\(index).swift"] = "struct Model\(index) {}\n"
        }
        let root = try TemporaryFolder.create("search-share", files: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let screen = root.appendingPathComponent("Screens/Screen.swift").path
        var search = ProjectSearch(files: [screen], project: ProjectFiles(root: root))
        // Nothing to say before the search has done anything; then where it is, for the line
        // a user watches through minutes of rounds.
        #expect(search.progress == nil)
        var first = PreviewError("did not compile", status: 1)
        first.unresolvedNames = Set((0..<30).map { "Part\($0)" })
        let firstRound = search.next(after: first)
        #expect(firstRound && search.helpers.count == 30)
        #expect(search.progress == "round 2 of at most 40, 30 of the app's files added (last round: 30 files read)")
        var second = PreviewError("did not compile", status: 1)
        second.unresolvedNames = Set((0..<30).map { "Model\($0)" })
        second.gaps.names = second.unresolvedNames
        let secondRound = search.next(after: second)
        #expect(secondRound && search.helpers.count == 40)
        #expect(search.helpers.suffix(10).allSatisfy { $0.contains("/Screens/Models/") }, "\(search.helpers)")
        let third = search.next(after: second)
        #expect(third && search.standIns.projectNames.count == 20, "\(search.standIns.projectNames)")
    }

    /// A type the screen itself names is added before nearer files within the share: a
    /// category screen naming its `Category` model (in `Model/`, far from it) and 45 parts beside
    /// it gets the model and 39 parts; the model stood in before, and the screen's own lines
    /// (`case let .category(slug) = selection`) failed on the stand-in.
    @Test func theTypesTheScreenNamesComeFirstInTheShare() throws {
        let uses = (0..<45).map { "let part\($0) = Part\($0)()" }.joined(separator: "\n")
        var files = ["Screens/Categories/Screen.swift": "import UIKit\nvar selection: Category? = nil\n" + uses + "\n"]
        for index in 0..<45 { files["Screens/Categories/Part\(index).swift"] = "struct Part\(index) {}\n" }
        files["Model/Category.swift"] = "final class Category {}\n"
        let root = try TemporaryFolder.create("search-named-first", files: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let screen = root.appendingPathComponent("Screens/Categories/Screen.swift").path
        var search = ProjectSearch(files: [screen], project: ProjectFiles(root: root), depth: 2)
        _ = try search.addBaseClasses(
            to: try PreviewSources(files: [screen]), translated: [:], parsed: PreviewSources.Parsed())
        var missing = PreviewError("did not compile", status: 1)
        missing.unresolvedNames = Set((0..<45).map { "Part\($0)" } + ["Category"])
        #expect(search.next(after: missing) && search.helpers.count == 40)
        #expect(search.helpers.contains { $0.hasSuffix("Model/Category.swift") }, "\(search.helpers)")
    }

    /// A name standing in because its file was past the search's share (40 files in two
    /// rounds) is its file's once files left out free places: the file is added and the name
    /// stands in no more — both declared it before, every use was "ambiguous for type lookup",
    /// and each file using it was left out in turn (ello's screens).
    @Test func aNameStandingInGoesWhenItsFileIsAdded() throws {
        var files = ["Screens/Screen.swift": "import UIKit\n"]
        for index in 0..<45 { files["Models/Model\(index).swift"] = "struct Model\(index) {}\n" }
        let root = try TemporaryFolder.create("search-freed-share", files: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let screen = root.appendingPathComponent("Screens/Screen.swift").path
        var search = ProjectSearch(files: [screen], project: ProjectFiles(root: root), depth: 2)
        var missing = PreviewError("did not compile", status: 1)
        missing.unresolvedNames = Set((0..<45).map { "Model\($0)" })
        missing.gaps.names = missing.unresolvedNames
        #expect(search.next(after: missing) && search.helpers.count == 40)
        #expect(search.next(after: missing) && search.standIns.projectNames.count == 5)
        let standing = Set(search.standIns.projectNames)
        var failing = PreviewError("did not compile", status: 1)
        failing.filesWithErrors = Dictionary(uniqueKeysWithValues: search.helpers.prefix(10).map { ($0, "fails") })
        #expect(search.next(after: failing) && search.helpers.count == 30)
        missing.unresolvedNames = standing
        missing.gaps.names = standing
        #expect(search.next(after: missing) && search.helpers.count == 35)
        #expect(search.standIns.projectNames.isEmpty, "\(search.standIns.projectNames)")
    }

    /// A screen registering a nib by its name (Sileo's news screen: `UINib(nibName:
    /// "PlaceholderCell", bundle: nil)`) gets the file of the class the nib's cell is made of,
    /// which nothing in its files names: without it the nib's cell was a plain one, its outlets
    /// unset. Another nib's class is not read for it.
    @Test func aNibRegisteredByNameBringsItsCellsClass() throws {
        let root = try TemporaryFolder.create(
            "search-registered-nib",
            files: [
                "Screens/News.swift": """
                import UIKit
                final class NewsViewController: UICollectionViewController {
                    override func viewDidLoad() {
                        collectionView.register(UINib(nibName: "PlaceholderCell", bundle: nil), forCellWithReuseIdentifier: "p")
                    }
                }
                """,
                "Cells/PlaceholderCell.swift": "import UIKit\nclass PlaceholderCell: UICollectionViewCell {}\n",
                "Cells/PlaceholderCell.xib":
                    #"<document><objects><collectionViewCell id="c" customClass="PlaceholderCell"/></objects></document>"#,
                "Cells/OtherCell.swift": "import UIKit\nclass OtherCell: UICollectionViewCell {}\n",
                "Cells/OtherCell.xib":
                    #"<document><objects><collectionViewCell id="c" customClass="OtherCell"/></objects></document>"#
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let screen = root.appendingPathComponent("Screens/News.swift").path
        var search = ProjectSearch(files: [screen], project: ProjectFiles(root: root))
        let sources = try search.addBaseClasses(
            to: try PreviewSources(files: [screen]), translated: [:], parsed: PreviewSources.Parsed())
        #expect(search.helpers.map { URL(fileURLWithPath: $0).lastPathComponent } == ["PlaceholderCell.swift"])
        #expect(sources.classes.contains { $0.name == "PlaceholderCell" })
    }

    /// An app may give its own classes Apple's prefix (DP-3T's screens are `NSViewController`s,
    /// a base class of its own): the base is read from the project like any other, so the
    /// screen on it is a screen — without it, "no layout found".
    @Test func aBaseClassWithApplesPrefixIsTheProjects() throws {
        let root = try TemporaryFolder.create(
            "search-ns-base",
            files: [
                "Screens/Sync.swift": """
                import UIKit
                final class SyncViewController: NSViewController {
                    private let tableView = UITableView(frame: .zero, style: .plain)
                }
                """,
                "Shared/NSViewController.swift": "import UIKit\nclass NSViewController: UIViewController {}\n"
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let screen = root.appendingPathComponent("Screens/Sync.swift").path
        var search = ProjectSearch(files: [screen], project: ProjectFiles(root: root))
        let sources = try search.addBaseClasses(
            to: try PreviewSources(files: [screen]), translated: [:], parsed: PreviewSources.Parsed())
        #expect(search.helpers.map { URL(fileURLWithPath: $0).lastPathComponent } == ["NSViewController.swift"])
        #expect(sources.controllerClasses.map(\.name) == ["SyncViewController", "NSViewController"])
    }

    /// A name the project declares only nested in its own types (a transform's `typealias
    /// Object = Level`, as ObjectMapper's protocol asks) is not the one a model names at its top
    /// level (RealmSwift's `Object`, its base class): with RealmSwift missing, `Object` stands in
    /// as a module's name — "declared by none of the files here" — not as the project's
    /// (which said "further than the search reads", and was made of the typealias's shape).
    @Test func aNameOnlyNestedInTheProjectsTypesStandsInAsAModules() throws {
        let root = try TemporaryFolder.create(
            "search-nested",
            files: [
                "Screens/Screen.swift": "import UIKit\nimport RealmSwift\nlet allergen = Allergen()\n",
                "Models/Allergen.swift": "import RealmSwift\nclass Allergen: Object {}\n",
                "Models/LevelTransform.swift": "struct LevelTransform {\n    typealias Object = Level\n}\n"
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let screen = root.appendingPathComponent("Screens/Screen.swift").path
        var search = ProjectSearch(files: [screen], project: ProjectFiles(root: root))
        var missing = PreviewError("did not compile", status: 1)
        missing.gaps.modules = ["RealmSwift"]
        missing.unresolvedNames = ["Object"]
        missing.gaps.names = ["Object"]
        var rounds = 0
        while search.standIns.names.isEmpty, search.standIns.projectNames.isEmpty, rounds < 4,
            search.next(after: missing)
        {
            rounds += 1
        }
        #expect(search.standIns.names == ["Object"], "\(search.standIns.names)")
        #expect(search.standIns.projectNames.isEmpty, "\(search.standIns.projectNames)")
    }
}

/// A subclass of a generic conforming class of the files inherits its witness of optional
/// requirements (a 2FA app's `IconSelectorCollectionViewDelegatee<Section, Cell>:
/// CollectionViewDelegatee<Section, Cell>`): one witness, on the base, listing the subclass's
/// methods too — not a second conformance ("redundant conformance …
/// '_LayouttyOptionalRequirements'" ended the preview).
@Suite struct GenericWitnessTests {
    @Test func aGenericSubclassInheritsItsBasesWitness() throws {
        let source = """
            import UIKit

            class Delegatee<Section, Cell>: NSObject, UICollectionViewDelegate {
                func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
            }
            final class IconDelegatee<Section, Cell>: Delegatee<Section, Cell>, UICollectionViewDelegateFlowLayout {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            class Middle: Delegatee<Int, Int> {}
            final class Leaf: Middle, UICollectionViewDelegateFlowLayout {
                func collectionView(_ view: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize { .zero }
            }

            """
        let folder = try TemporaryFolder.create("port-generic-witness", files: ["Delegatee.swift": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let port = PreviewPort(
            testing: try PreviewSources(files: [folder.appendingPathComponent("Delegatee.swift").path]))
        let witnesses = port.files[0].text
        #expect(witnesses.components(separatedBy: ": _LayouttyOptionalRequirements {").count == 2, "\(witnesses)")
        #expect(witnesses.contains("extension Delegatee: _LayouttyOptionalRequirements {"), "\(witnesses)")
        // Listing its subclasses' methods too, at any depth (`Leaf` under `Middle`), which their
        // instances answer through it.
        #expect(
            witnesses.contains(
                "[\"collectionView(_:didSelectItemAt:)\", \"collectionView(_:layout:sizeForItemAt:)\", "
                    + "\"scrollViewDidScroll(_:)\"].contains(requirement)"),
            "\(witnesses)")
    }
}
