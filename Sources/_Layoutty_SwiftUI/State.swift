import UIKit

/// A value a view owns: kept in a box, so that a view (a struct) can change it.
@propertyWrapper public struct State<Value>: DynamicProperty {
    final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    let box: Box
    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

public protocol DynamicProperty {}

/// A value read and written somewhere else.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.get = get
        self.set = { set($0, Transaction()) }
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { value in
                var whole = self.wrappedValue
                whole[keyPath: keyPath] = value
                self.wrappedValue = whole
            })
    }
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

/// A binding to a collection is a collection of bindings to its elements (`ForEach($items)`,
/// `$model.items.first { … }`), as SwiftUI's is.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public func makeIterator() -> IndexingIterator<Binding<Value>> { IndexingIterator(_elements: self) }
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding {
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
}

public struct Transaction {
    public init() {}
}

public struct Animation: Equatable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0)
        -> Animation
    { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: nothing animates when the tree is built once.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// An object a view watches (Combine's `ObservableObject`).
@propertyWrapper @dynamicMemberLookup public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    @dynamicMemberLookup public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }
}

/// An object a view owns and watches.
@propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Box {
        lazy var object: ObjectType = make()
        let make: () -> ObjectType
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    let box: Box
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = Box(thunk) }
    public var wrappedValue: ObjectType { box.object }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: box.object).projectedValue
    }
}

/// An object put into the environment by an ancestor; none here, so reading one traps as on iOS.
@propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType {
        fatalError(
            "No ObservableObject of type \(ObjectType.self) found: a preview's SwiftUI has no environment objects")
    }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

/// The values around a view: the device's, as UIKit's trait collection answers them.
public struct EnvironmentValues {
    public init() {}
    public var colorScheme: ColorScheme = .light
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    public var sizeCategory: ContentSizeCategory = .large
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var layoutDirection: LayoutDirection = .leftToRight
    public var locale: Locale = .current
    public var calendar: Calendar = .current
    public var timeZone: TimeZone = .current
    public var isEnabled = true
    public var editMode: Binding<EditMode>? = nil
    public var presentationMode: Binding<PresentationMode> = .constant(PresentationMode())
    public var dismiss = DismissAction()
    public var openURL = OpenURLAction()
    public var displayScale: CGFloat = 3
    public var isPresented = false

    /// The app's own values (`extension EnvironmentValues { var theme: Theme { self[ThemeKey.self] } }`):
    /// each key's default until set.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
    private var custom: [ObjectIdentifier: Any] = [:]
}

/// A value of the app's own in the environment, with its default.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A value views hand up to their ancestors (`.preference(key:value:)`), combined by `reduce`:
/// declared by the app (Delta's `DisplayInlineKey`); no ancestor reads one here, as a view is
/// built once and not laid out by SwiftUI.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }
public enum ContentSizeCategory: Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium,
        accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}
public enum DynamicTypeSize: Hashable, Comparable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3,
        accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}
public struct PresentationMode {
    public var isPresented: Bool { false }
    public mutating func dismiss() {}
}
public struct DismissAction {
    public func callAsFunction() {}
}
public struct OpenURLAction {
    public func callAsFunction(_ url: URL) {}
}

@propertyWrapper public struct Environment<Value>: DynamicProperty {
    let value: Value
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { value = EnvironmentValues()[keyPath: keyPath] }
    public var wrappedValue: Value { value }
}

/// A value kept in the app's `UserDefaults`.
@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let store: UserDefaults
    let initial: Value
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        self.store = store ?? .standard
        initial = wrappedValue
    }
    public var wrappedValue: Value {
        get { store.object(forKey: key) as? Value ?? initial }
        nonmutating set { store.set(newValue, forKey: key) }
    }
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

@propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>
    public init() where Value == Bool { state = State(wrappedValue: false) }
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    public var projectedValue: Binding { state.projectedValue }
}

/// `FocusState<Value>.Binding`, named from outside the type.
public typealias _FocusBinding<Value> = Binding<Value>

@propertyWrapper public struct Namespace: DynamicProperty {
    public struct ID: Hashable, Sendable {}
    public init() {}
    public var wrappedValue: ID { ID() }
}
