import Foundation
@_spi(LayouttyPort) import UIKit

/// What stands in for a name the app's world would declare but no build here provides — a type
/// or value of a module that cannot be built on Linux (`Firestore`, `Auth`, a pod's class): the
/// port declares the name as this type (`typealias Firestore = _LayouttyStandIn`) and the
/// preview names it on stderr. It answers every use with nothing happening, as a service that
/// is not there would:
/// - any member, static or not (`Firestore.firestore().collection("users")`), is another
///   stand-in, or the neutral value of the type the context asks for (`let name: String =
///   user.name` is `""`; `if user.isPremium` is false; `user?.uid` and `guard let` find nil);
/// - any call, with any labels, answers the same way; a closure passed to it is never called
///   (a request that never completes);
/// - iterating it yields nothing; `data()["title"]` is a stand-in too.
@dynamicCallable
public final class _LayouttyStandIn: _LayouttyAnswersAnyMember, @unchecked Sendable {
    /// Made with any values, nil too (RxSwift's `Variable<String?>(nil)` standing in).
    public init(_ arguments: Any?...) {}

    // Members, static or not: as `_LayouttyAnswersAnyMember` answers them.
    // As a backend's document answers (`document["title"] as? String`): nothing.
    public subscript(key: String) -> Any? {
        get { nil }
        set {}
    }
    public subscript<Value: _LayouttyNeutral>(key: String) -> Value {
        get { .neutral }
        set {}
    }
    // A stood-in store's typed keys (`Defaults[.useMetal]`, sindresorhus/Defaults' static
    // subscript; `settings[.theme]`): the key is an implicit member of a stand-in, itself one,
    // and the value the context's neutral one.
    public static subscript(key: _LayouttyStandIn) -> _LayouttyStandIn {
        get { _LayouttyStandIn() }
        set {}
    }
    public static subscript<Value: _LayouttyNeutral>(key: _LayouttyStandIn) -> Value {
        get { .neutral }
        set {}
    }
    public subscript(key: _LayouttyStandIn) -> _LayouttyStandIn {
        get { _LayouttyStandIn() }
        set {}
    }
    public subscript<Value: _LayouttyNeutral>(key: _LayouttyStandIn) -> Value {
        get { .neutral }
        set {}
    }

    @discardableResult
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, Any?>) -> _LayouttyStandIn {
        _LayouttyStandIn()
    }
    public func dynamicallyCall<Same: _LayouttyStandIn>(withKeywordArguments arguments: KeyValuePairs<String, Any?>)
        -> Same?
    { nil }
    public func dynamicallyCall<Value: _LayouttyNeutral>(withKeywordArguments arguments: KeyValuePairs<String, Any?>)
        -> Value
    { .neutral }
    // Calls passing only closures (`snp.makeConstraints { $0.edges.equalToSuperview() }`,
    // `fetch { data, error in … }`): their parameters are stand-ins, so their bodies compile.
    @discardableResult @_disfavoredOverload
    public func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, (_LayouttyStandIn) -> Void>)
        -> _LayouttyStandIn
    { _LayouttyStandIn() }
    @discardableResult @_disfavoredOverload
    public func dynamicallyCall(
        withKeywordArguments arguments: KeyValuePairs<String, (_LayouttyStandIn?, _LayouttyStandIn?) -> Void>
    ) -> _LayouttyStandIn { _LayouttyStandIn() }
}

/// Empty: `for document in snapshot.documents` runs no iteration; `count` is 0.
extension _LayouttyStandIn: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> _LayouttyStandIn { _LayouttyStandIn() }

    // A stood-in database's queries (Realm's `results.filter("isAutosave == true")`,
    // `sorted(byKeyPath:ascending:)`): named as the collection's own methods are, so no member
    // lookup reaches them — answered here, empty as the stand-in is.
    public func filter(_ predicateFormat: String, _ arguments: Any...) -> _LayouttyStandIn { _LayouttyStandIn() }
    public func filter(_ predicate: NSPredicate) -> _LayouttyStandIn { _LayouttyStandIn() }
    public func sorted(byKeyPath keyPath: String, ascending: Bool = true) -> _LayouttyStandIn { _LayouttyStandIn() }
}

/// Empty in text, as every value it answers is: `"\(level)"` of a stood-in logger's level is "",
/// not the stand-in class's name in a cell.
extension _LayouttyStandIn: CustomStringConvertible {
    public var description: String { "" }
}

/// Formatted into text, empty as well: a glucose app's settings texts write
/// `String(format: NSLocalizedString(…, value: "About %@", …), ConstantsHomeView.applicationName)`,
/// the constant a stand-in past the search's reach, and a stand-in that is no `CVarArg` left
/// the file of every settings text out. (`%@` reads it as an empty text; a number format reads
/// a number of no meaning.)
extension _LayouttyStandIn: CVarArg {
    public var _cVarArgEncoding: [Int] { Self.emptyText._cVarArgEncoding }
    nonisolated(unsafe) private static let emptyText = NSString(string: "")
}

/// Converted to a number, zero, as every number it answers is: a glucose app's alert entries
/// take `Int16(when.minutesSinceMidNightLocalTime())`, the extension a stand-in past the
/// search's reach, and no standard initializer takes one ("no exact matches in call to
/// initializer" left the statement out, and the screen's fetch-or-create with it).
extension BinaryInteger {
    public init(_ standIn: _LayouttyStandIn) { self = 0 }
}

extension BinaryFloatingPoint {
    public init(_ standIn: _LayouttyStandIn) { self = 0 }
}

/// What a call on a stand-in answers where the app cannot go on without a value (`guard let
/// settings = NimbusAppSettings.create…() else { fatalError() }`, written so by the port): a
/// made stand-in, never nil, as on iOS the module answers.
public func _layouttyPresent(_ value: _LayouttyStandIn?) -> _LayouttyStandIn? { value ?? _LayouttyStandIn() }

extension URL {
    /// An address made of a stand-in (`URL(string: Keys.apiURL.value)!`: a keys file a build
    /// step generates, or a module's setting): on iOS it is the app's real address, which the
    /// app force-unwraps; the stand-in's empty string made none, and a fitness app's network
    /// manager trapped as it was made. A reserved name no request reaches (RFC 2606's `.invalid`).
    public init?(string standIn: _LayouttyStandIn) { self.init(string: "https://layoutty.invalid/") }
}

/// A module's error type standing in is an error, as the type was: `Result<Void, XMPPError>`
/// and `throw` need one (Siskin IM's chat code lost seven files to "does not conform to
/// protocol 'Error'").
extension _LayouttyStandIn: Error {}

extension _LayouttyStandIn: Hashable {
    public static func == (lhs: _LayouttyStandIn, rhs: _LayouttyStandIn) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What stands in for a module's property wrapper (`@Published`, Realm's `@Persisted`): the
/// port declares the name as this (`typealias Published = _LayouttyStandInWrapper`) and writes
/// no arguments (`@Persisted(primaryKey: true)` → `@Persisted`). It keeps the value it is given,
/// or its type's neutral one (`@Persisted var name: String` is `""`), and projects a stand-in
/// (`$items.sink { … }` never calls back).
@propertyWrapper
public struct _LayouttyStandInWrapper<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init() where Value: _LayouttyNeutral { wrappedValue = .neutral }
    public var projectedValue: _LayouttyStandIn { _LayouttyStandIn() }
}

/// A type a stand-in answers with when the context asks for it: the value meaning "nothing".
public protocol _LayouttyNeutral { static var neutral: Self { get } }

extension String: _LayouttyNeutral { public static var neutral: String { "" } }
extension Int: _LayouttyNeutral { public static var neutral: Int { 0 } }
extension Double: _LayouttyNeutral { public static var neutral: Double { 0 } }
extension Float: _LayouttyNeutral { public static var neutral: Float { 0 } }
extension CGFloat: _LayouttyNeutral { public static var neutral: CGFloat { 0 } }
extension Bool: _LayouttyNeutral { public static var neutral: Bool { false } }
/// nil — but one of the app's views whose class has a xib of its name is made from it: a
/// framework's helper not built here makes it on iOS (AltStore's `prototypeCell =
/// NewsCollectionViewCell.instantiate(with: nib)`), and the app reads it next; and a view of
/// UIKit's own class is made (`uikitView`).
extension Optional: _LayouttyNeutral {
    public static var neutral: Optional { (viewOfItsOwnXib(Wrapped.self) ?? uikitView(Wrapped.self)) as? Wrapped }
}
extension Array: _LayouttyNeutral { public static var neutral: Array { [] } }
extension Set: _LayouttyNeutral { public static var neutral: Set { [] } }
extension Dictionary: _LayouttyNeutral { public static var neutral: Dictionary { [:] } }
extension Date: _LayouttyNeutral { public static var neutral: Date { Date(timeIntervalSinceReferenceDate: 0) } }
extension CGSize: _LayouttyNeutral { public static var neutral: CGSize { .zero } }
extension CGRect: _LayouttyNeutral { public static var neutral: CGRect { .zero } }
extension Notification.Name: _LayouttyNeutral { public static var neutral: Notification.Name { .init("") } }
extension NSRange: _LayouttyNeutral { public static var neutral: NSRange { NSRange(location: 0, length: 0) } }
extension String.Encoding: _LayouttyNeutral { public static var neutral: String.Encoding { .utf8 } }
extension URL: _LayouttyNeutral { public static var neutral: URL { URL(fileURLWithPath: "/") } }
extension Data: _LayouttyNeutral { public static var neutral: Data { Data() } }
extension UUID: _LayouttyNeutral { public static var neutral: UUID { UUID() } }
extension IndexPath: _LayouttyNeutral { public static var neutral: IndexPath { IndexPath(item: 0, section: 0) } }
extension CGPoint: _LayouttyNeutral { public static var neutral: CGPoint { .zero } }
extension UIEdgeInsets: _LayouttyNeutral { public static var neutral: UIEdgeInsets { .zero } }
extension NSDirectionalEdgeInsets: _LayouttyNeutral { public static var neutral: NSDirectionalEdgeInsets { .zero } }
extension UIControl.State: _LayouttyNeutral { public static var neutral: UIControl.State { [] } }
// Numbers of every width (a Core Data model's `Int32` attribute read from a stand-in), and
// Foundation's collections a model keeps (`NSOrderedSet` of a to-many relationship), made
// through the literal initializers their subclasses must have.
extension Int8: _LayouttyNeutral { public static var neutral: Int8 { 0 } }
extension Int16: _LayouttyNeutral { public static var neutral: Int16 { 0 } }
extension Int32: _LayouttyNeutral { public static var neutral: Int32 { 0 } }
extension Int64: _LayouttyNeutral { public static var neutral: Int64 { 0 } }
extension UInt: _LayouttyNeutral { public static var neutral: UInt { 0 } }
extension UInt8: _LayouttyNeutral { public static var neutral: UInt8 { 0 } }
extension UInt16: _LayouttyNeutral { public static var neutral: UInt16 { 0 } }
extension UInt32: _LayouttyNeutral { public static var neutral: UInt32 { 0 } }
extension UInt64: _LayouttyNeutral { public static var neutral: UInt64 { 0 } }
extension Decimal: _LayouttyNeutral { public static var neutral: Decimal { 0 } }
extension NSNumber: _LayouttyNeutral { public static var neutral: Self { 0 } }
extension NSArray: _LayouttyNeutral { public static var neutral: Self { [] } }
extension NSOrderedSet: _LayouttyNeutral { public static var neutral: Self { [] } }
extension NSDictionary: _LayouttyNeutral { public static var neutral: Self { [:] } }

/// A stand-in in a model the app decodes (`struct Member: Codable { let user: User }`, `User`
/// a module's): the model's conformance is synthesized; nothing is read or written of it.
extension _LayouttyStandIn: Codable {
    public convenience init(from decoder: any Decoder) throws { self.init() }
    public func encode(to encoder: any Encoder) throws {}
}

/// A colour where a stand-in is asked for one (`theme.tintColor` of a theme standing in, for a
/// label's `textColor`): clear, no colour — made through the colour-literal initializer every
/// subclass has.
extension UIColor: _LayouttyNeutral {
    public static var neutral: Self { Self(_colorLiteralRed: 0, green: 0, blue: 0, alpha: 0) }
}

/// A view where a stand-in is asked for one (`renderer.collectionView(_:cellForItemAt:)` on a
/// stand-in answers a cell): the class asked for — a cell or supplementary view as a collection
/// or table view makes a registered class (`init(frame:)`: Topsify's cells, made through a
/// stood-in `dequeueReusableCell(for:)`, trap in `init(coder:)`), another view as a storyboard
/// makes it; one whose class has a xib of its name is that xib's (`viewOfItsOwnXib`) — on the
/// main thread, where UIKit's code runs.
extension UIView: _LayouttyNeutral {
    public nonisolated static var neutral: Self {
        if let view = viewOfItsOwnXib(Self.self) as? Self { return view }
        return MainActor.assumeIsolated {
            if let reusable = Self.self as? UICollectionReusableView.Type,
                let view = reusable.init(_layouttyDequeued: ()) as? Self
            {
                return view
            }
            if let row = Self.self as? UITableViewCell.Type, let view = row.init(_layouttyDequeued: "") as? Self {
                return view
            }
            guard let view = Self(coder: _layouttyStoryboardCoder()) else {
                preconditionFailure("a stand-in was asked for a \(Self.self), and its init?(coder:) made none")
            }
            return view
        }
    }
}

/// A class of the app's world the files subclass or whose members they call, stood in by a
/// UIKit class of its kind (`class ProfileCell: SwipeCollectionViewCell` →
/// `class SwipeCollectionViewCell: UICollectionViewCell, _LayouttyAnswersAnyMember`): members
/// UIKit's class lacks are stand-ins.
@dynamicMemberLookup
public protocol _LayouttyAnswersAnyMember {}

extension _LayouttyAnswersAnyMember {
    public subscript(dynamicMember name: String) -> _LayouttyStandIn {
        get { _LayouttyStandIn() }
        nonmutating set {}
    }
    // Generic, so ranked below the stand-in itself: chosen only where the context asks for an
    // optional (`user?.uid`, `guard let user = auth.currentUser`).
    public subscript<Same: _LayouttyStandIn>(dynamicMember name: String) -> Same? {
        get { nil }
        nonmutating set {}
    }
    public subscript<Value: _LayouttyNeutral>(dynamicMember name: String) -> Value {
        get { .neutral }
        nonmutating set {}
    }
    // Last, where nothing above fits: a value of the app's own set on a stand-in
    // (`cell.delegate = self`) is dropped.
    @_disfavoredOverload public subscript(dynamicMember name: String) -> Any? {
        get { nil }
        nonmutating set {}
    }
    public static subscript(dynamicMember name: String) -> _LayouttyStandIn { _LayouttyStandIn() }
    public static subscript<Same: _LayouttyStandIn>(dynamicMember name: String) -> Same? { nil }
    public static subscript<Value: _LayouttyNeutral>(dynamicMember name: String) -> Value { .neutral }
    // A member given where a function is asked for (`var getActions: () -> [Action] =
    // Settings.multiSelectActions`): a function answering the neutral value, or nothing.
    // Disfavoured, so a call on the member (`Settings.title()`) is still the stand-in's call.
    @_disfavoredOverload public subscript<Value: _LayouttyNeutral>(dynamicMember name: String) -> () -> Value {
        { .neutral }
    }
    @_disfavoredOverload public subscript<Argument, Value: _LayouttyNeutral>(dynamicMember name: String)
        -> (Argument) -> Value
    { { _ in .neutral } }
    @_disfavoredOverload public subscript<Argument>(dynamicMember name: String) -> (Argument) -> Void { { _ in } }
    @_disfavoredOverload public static subscript<Value: _LayouttyNeutral>(dynamicMember name: String) -> () -> Value {
        { .neutral }
    }
    @_disfavoredOverload public static subscript<Argument, Value: _LayouttyNeutral>(dynamicMember name: String)
        -> (Argument) -> Value
    { { _ in .neutral } }
    @_disfavoredOverload public static subscript<Argument>(dynamicMember name: String) -> (Argument) -> Void {
        { _ in }
    }
}

/// What a body of the app's left out of the preview answers (it does not compile here, and the
/// files give no empty value of its type): the type's neutral value, the first case of an enum
/// listing its cases (a protocol's stub asked for TBA's `cachePolicy: CachePolicy`), or a
/// stand-in. Nothing else can be made of a type only known here as `T`: the preview stops,
/// naming the code, in one line (ownCloud's theme trapped here with a backtrace of the
/// preview's own frames). Disfavoured: where the body answers a tuple, the tuple's own
/// overloads make it.
@_disfavoredOverload public func _layouttyLeftOut<T>(_ place: String) -> T {
    if let neutral = (T.self as? any _LayouttyNeutral.Type)?.neutral as? T { return neutral }
    if let listed = T.self as? any CaseIterable.Type, let first = firstCase(of: listed) as? T { return first }
    if let standIn = _LayouttyStandIn() as? T { return standIn }
    _layouttyRefuse(
        "\(place) was left out of the preview (it does not compile here), and no \(T.self) stands in for what it "
            + "answers: the screen cannot be made without it")
}

private func firstCase<Listed: CaseIterable>(of type: Listed.Type) -> Listed? { type.allCases.first }

/// A tuple of what a left-out body answers, each part as `_layouttyLeftOut` makes it (a view
/// model's `transform` answering two publishers: Topsify's album and artist screens; CloudFeed's
/// media search four arrays, labelled), up to six parts.
public func _layouttyLeftOut<A, B>(_ place: String) -> (A, B) { (_layouttyLeftOut(place), _layouttyLeftOut(place)) }
public func _layouttyLeftOut<A, B, C>(_ place: String) -> (A, B, C) {
    (_layouttyLeftOut(place), _layouttyLeftOut(place), _layouttyLeftOut(place))
}
public func _layouttyLeftOut<A, B, C, D>(_ place: String) -> (A, B, C, D) {
    let (a, b, c): (A, B, C) = _layouttyLeftOut(place)
    return (a, b, c, _layouttyLeftOut(place))
}
public func _layouttyLeftOut<A, B, C, D, E>(_ place: String) -> (A, B, C, D, E) {
    let (a, b, c, d): (A, B, C, D) = _layouttyLeftOut(place)
    return (a, b, c, d, _layouttyLeftOut(place))
}
public func _layouttyLeftOut<A, B, C, D, E, F>(_ place: String) -> (A, B, C, D, E, F) {
    let (a, b, c, d, e): (A, B, C, D, E) = _layouttyLeftOut(place)
    return (a, b, c, d, e, _layouttyLeftOut(place))
}
