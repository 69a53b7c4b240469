import Testing
import UIKit
import _LayouttyPortRuntime

/// What a ported screen's stand-ins answer (`_LayouttyStandIn`, declared by the preview for the
/// names of a module that cannot be built here): every use compiles, and nothing happens.
@MainActor @Suite struct MissingStandInTests {
    private typealias Firestore = _LayouttyStandIn
    private typealias Defaults = _LayouttyStandIn

    private typealias Subject = _LayouttyStandIn
    private typealias Realm = _LayouttyStandIn
    private typealias Published = _LayouttyStandInWrapper
    private typealias Persisted = _LayouttyStandInWrapper

    /// A view model and a database object as apps write them, their module's wrappers standing
    /// in (the copy writes no attribute arguments: `@Persisted(primaryKey: true)` → `@Persisted`).
    private final class Model {
        @Published var items: [String] = ["a"]
        @Persisted var key: String
        @Persisted var owner: String?
    }

    private final class SwipeCell: UICollectionViewCell, _LayouttyAnswersAnyMember {}

    /// A backend's calls chain on (static and instance members, calls with any labels); each
    /// value asked for is the type's empty one; an optional is nil; its lists are empty; a
    /// document's field is nil; a value set on it is dropped.
    @Test func everyUseAnswersNothing() {
        let db = Firestore.firestore()
        let query = db.collection("posts").whereField("author", isEqualTo: "me").limit(to: 20)
        let name: String = query.document("a").name
        let premium: Bool = db.user.isPremium
        let size: CGFloat = db.settings.cacheSize
        var visited = 0
        for _ in query.documents { visited += 1 }
        let uid: String? = db.currentUser?.uid
        let title = query.document("a")["title"] as? String
        db.delegate = NSObject()
        #expect(name == "" && !premium && size == 0 && visited == 0 && query.count == 0)
        #expect(uid == nil && title == nil)
        // A stood-in store's typed keys, as Provenance reads its settings (`Defaults[.useMetal]`,
        // which the copy writes `Defaults[_LayouttyStandIn.useMetal]`, as every implicit member
        // in a stand-in's place): each value the neutral one; a value set is dropped.
        let metal: Bool = Defaults[_LayouttyStandIn.useMetal]
        let scale: Double = Defaults[_LayouttyStandIn.gameLibraryScale]
        Defaults[_LayouttyStandIn.sort] = 3
        let theme: String = db.settings[_LayouttyStandIn.theme]
        #expect(!metal && scale == 0 && theme == "")
        // A stood-in database's queries, named as a collection's own methods (Provenance's saves:
        // `saveStates.filter("isAutosave == true")`): empty, as the collection's closure filter is.
        let saves = Realm().objects("Save").filter("core.identifier == %@", "gb").sorted(
            byKeyPath: "date", ascending: false)
        let autosaves = saves.filter(NSPredicate(value: true)).filter { _ in true }
        #expect(saves.count == 0 && autosaves.isEmpty)
        // A stood-in generic type made with nil, as eidolon's models make RxSwift's
        // `Variable<String?>(nil)`: it compiled with any value but nil.
        let email = Variable<String?>(nil)
        let address: String = email.value
        #expect(address == "")
        // A stood-in member given where a function is asked for, as Pocket Casts' footer keeps
        // its settings' accessors (`var getActions: () -> [Action] = Settings.multiSelectActions`):
        // a function answering the neutral value, or nothing.
        let actions: () -> [Firestore] = Defaults.multiSelectActions
        let setActions: ([Firestore]) -> Void = Defaults.updateMultiSelectActions
        let count: (String) -> Int = db.counter
        setActions([])
        #expect(actions().isEmpty && count("a") == 0)
        let called: String = Defaults.title()
        #expect(called == "")
    }
    private typealias Variable<Element> = _LayouttyStandIn

    /// A stand-in in text is empty, as its values are: a cell titled `"\(level)"` with a
    /// stood-in logger's level reads "", not the stand-in's class name.
    @Test func aStandInInTextIsEmpty() {
        let level = Subject().level
        #expect("\(level)" == "" && String(describing: Subject()) == "")
        // Formatted too: "About %@" with a stood-in app name reads "About ".
        #expect(String(format: "About %@ · %@", Subject.applicationName, "v2") == "About  · v2")
    }

    /// A stand-in made a number is zero, of every integer and floating-point type: xDrip4iOS's
    /// `Int16(when.minutesSinceMidNightLocalTime())` of a stood-in extension did not compile.
    /// The standard initializers are still chosen for what they take.
    @Test func aStandInMadeANumberIsZero() {
        let minutes = Subject().minutes
        #expect(Int16(minutes) == 0 && Int(minutes) + 1 == 1 && UInt8(minutes) == 0)
        #expect(Double(minutes) == 0 && CGFloat(minutes) == 0 && Float(minutes) == 0)
        #expect(Int(3.7) == 3 && Int16(Int(9)) == 9 && Double(Float(1.5)) == 1.5)
    }

    /// A module's error type standing in is an error: `Result<UIImage, ErrorCondition>` of a
    /// stood-in `ErrorCondition` did not compile (Siskin IM: seven files left out whole), and a
    /// completion handler given one reads it as any error.
    @Test func aStandInIsAnError() {
        typealias ErrorCondition = _LayouttyStandIn
        let failed: Result<Int, ErrorCondition> = .failure(ErrorCondition())
        var heard: (any Error)?
        if case .failure(let error) = failed { heard = error }
        #expect(heard is ErrorCondition && (try? failed.get()) == nil)
    }

    /// What production screens ask a stand-in for, each the neutral value of its type: a cell
    /// from a renderer standing in (made as a registered class is), a collection view (with
    /// Interface Builder's flow layout), a notification's name, a range, a button's state, a URL.
    /// A model holding a stand-in decodes and encodes (its conformance synthesized) and reads
    /// nothing of it.
    @Test func standInsAnswerUIKitsAndFoundationsTypes() throws {
        let renderer = Firestore()
        let cell: UICollectionViewCell = renderer.collectionView(UICollectionView.neutral, cellForItemAt: IndexPath())
        let list: UICollectionView = renderer.listView
        let name: Notification.Name = renderer.notifications.changed
        let range: NSRange = renderer.selection
        let state: UIControl.State = renderer.state
        let url: URL = renderer.link
        let tint: UIColor = renderer.theme.tintColor
        #expect(tint.alpha == 0 && tint.description == "UIExtendedSRGBColorSpace 0 0 0 0")
        #expect(cell.contentView.superview === cell && list.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(name.rawValue == "" && range.length == 0 && state == [] && url.path == "/")
        struct Member: Codable {
            var name: String
            var user: Firestore
        }
        let member = try JSONDecoder().decode(Member.self, from: Data(#"{"name": "Ada", "user": {}}"#.utf8))
        #expect(member.name == "Ada")
        #expect(String(decoding: try JSONEncoder().encode(member), as: UTF8.self).contains("Ada"))
        // An app's cell (or row) asked of a stand-in (Reusable's `dequeueReusableCell(for:)`) is
        // made as a registered class is, through `init(frame:)`: its `init(coder:)` traps.
        let empty: EmptyCell = renderer.dequeueReusableCell(for: IndexPath())
        let row: EmptyRow = renderer.dequeueReusableCell(for: IndexPath())
        #expect(empty.madeInCode && row.madeInCode)
        // A Core Data model's values read from a stand-in (a reading app's `Int32` page count
        // called for, an ordered to-many relationship): zero, empty — of every width.
        let pages: Int32 = renderer.pageCount()
        let (byte, wide): (UInt8, Int64) = (renderer.flags, renderer.total)
        let (chapters, rating): (NSOrderedSet, NSNumber) = (renderer.chapters, renderer.rating)
        let price: Decimal = renderer.price
        #expect(pages == 0 && byte == 0 && wide == 0 && chapters.count == 0 && rating == 0 && price == 0)
        // A view of UIKit's class asked for as an optional (a stood-in screen's container, held
        // `weak var container: UIView!` by the app, which force-unwraps it) is made, and kept:
        // the weak reference still holds it. An app's own view class is not made (its coder
        // initializer may trap): nil, as before.
        weak var container: UIView! = renderer.streamContainer
        let stack: UIStackView? = renderer.buttons
        #expect(container != nil && container.superview == nil && stack != nil)
        final class Banner: UIView {}
        let banner: Banner? = renderer.banner
        #expect(banner == nil)
    }

    private final class EmptyCell: UICollectionViewCell {
        var madeInCode = false
        override init(frame: CGRect) {
            super.init(frame: frame)
            madeInCode = true
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    private final class EmptyRow: UITableViewCell {
        var madeInCode = false
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            madeInCode = true
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// The forms the copy writes where Swift looks nothing up dynamically: a name written with
    /// generic arguments written without them (`Subject<String>()` → `Subject()`), an implicit
    /// member named on the stand-in (`.milliseconds(150)` → `_LayouttyStandIn.milliseconds(150)`),
    /// an initializer given labels (`Realm(configuration:)` → `(Realm()(configuration:) as Realm)`),
    /// and a chain of six calls that type-checks at once (the implicit member left bare took the
    /// compiler 13 s to give up on). A made stand-in is one even where the context takes an
    /// optional (an app's `var manager: Manager!` set in its `init`); a call on one there is nil.
    @Test func whatTheCopyWritesCompilesAndAnswersNothing() {
        let events: Subject = Subject()
        let realm = (Realm()(configuration: 1, readOnly: true) as Realm)
        let items: Subject? = realm.objects("Item")
        events.text.observe(on: Realm.instance).skip(1)
            .debounce(_LayouttyStandIn.milliseconds(150), scheduler: Realm.instance)
            .subscribe(onNext: { value in print(value as Any) })
            .disposed(by: realm.bag)
        let title: String = realm.objects("Item").query(named: "x").title
        var manager: Realm! = nil
        manager = (Realm()(ignoreSSL: true) as Realm)
        let answered: Realm? = Realm()(ignoreSSL: true)
        #expect(items == nil && title == "" && events.count == 0)
        #expect(manager != nil && answered == nil)
        // Made where the code takes it as optional (`guard let o = Options(contentsOfFile: p)`).
        guard let options = Optional((Realm()(contentsOfFile: "x") as Realm)) else {
            Issue.record("a made stand-in in an optional is one")
            return
        }
        #expect(Optional((Realm()(on: true) as Realm)) != nil && String(describing: options) == "")
    }

    /// A stood-in property wrapper keeps what it is given, else its type's neutral value, and
    /// its projection is a stand-in whose subscription never calls back.
    @Test func aStoodInWrapperKeepsItsValue() {
        let model = Model()
        var heard = 0
        model.items.append("b")
        model.$items.sink { _ in heard += 1 }.store(in: model.$items)
        #expect(model.items == ["a", "b"] && model.key == "" && model.owner == nil && heard == 0)
    }

    /// A pod's cell class stood in by UIKit's: UIKit's members are UIKit's (its content view
    /// holds what the subclass adds), the pod's own answer as stand-ins.
    @Test func aStoodInClassKeepsUIKitsMembers() {
        let cell = SwipeCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        cell.contentView.addSubview(UILabel())
        cell.hideSwipe(animated: true)
        let isOpen: Bool = cell.isSwipeOpen
        #expect(cell.contentView.subviews.count == 1 && cell.bounds.width == 100 && !isOpen)
    }

    /// `_layouttyStandIn(&property, standIn)`: set where the property's type is the stand-in's
    /// (an optional of it too), left as it was where it is another (the app's own view).
    @Test func aStandInIsSetOnlyWhereItFits() {
        final class Screen {
            var model: _LayouttyStandIn!
            var map: UIView!
            var count = 3
        }
        let screen = Screen()
        _layouttyStandIn(&screen.model, _LayouttyStandIn())
        _layouttyStandIn(&screen.map, _LayouttyStandIn())
        _layouttyStandIn(&screen.count, _LayouttyStandIn())
        #expect(screen.model != nil && screen.map == nil && screen.count == 3)
    }

    /// `_layouttyPresent`: what a stand-in's call answers where the app cannot go on — a made
    /// stand-in where it answered nil, as the port writes it for a `guard let`.
    @Test func aPresentStandInIsNeverNil() throws {
        let settings = _LayouttyStandIn()
        let fetched: _LayouttyStandIn? = settings.create(from: "Info")
        #expect(fetched == nil)
        guard let present = _layouttyPresent(settings.create(from: "Info")) else {
            Issue.record("a present stand-in was nil")
            return
        }
        #expect(present.description == "" && _layouttyPresent(present) === present)
        // A view or controller of a class standing in, made as a storyboard makes one.
        final class MapView: UIView {}
        let none: MapView? = nil
        #expect(_layouttyPresent(none) != nil)
        let controller = UIViewController()
        #expect(_layouttyPresent(Optional(controller)) === controller)
    }

    /// An address a stand-in gives (`URL(string: Keys.apiURL.value)!`, a generated keys file)
    /// is one no request reaches, not nil: the app force-unwraps it, as it may on iOS. A
    /// string's own address is still read as written.
    @Test func anAddressOfAStandInIsReservedNotNil() throws {
        let keys = _LayouttyStandIn()
        let url = try #require(URL(string: keys.apiURL.value))
        #expect(url.absoluteString == "https://layoutty.invalid/")
        #expect(URL(string: "") == nil && URL(string: "https://example.com")?.host == "example.com")
    }
}
