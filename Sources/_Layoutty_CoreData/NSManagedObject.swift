import Foundation
import QuartzCore

/// A row of the store. Its attributes are kept by name (`_layouttyStoredValues`, which
/// `value(forKey:)` and `setValue(_:forKey:)` read and write); the port turns each `@NSManaged`
/// property into one reading and writing there (`_layouttyManagedValue(forKey:)`), as Core Data's
/// generated accessors do on iOS, and each `@NSManaged` relationship method (`addToItems(_:)`)
/// into `_layouttyManagedAccessor(_:_:)`.
open class NSManagedObject: NSObject, NSFetchRequestResult, _LayouttyKeyValueStore {
    public var _layouttyStoredValues: [String: Any] = [:]
    public let entity: NSEntityDescription
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    public private(set) lazy var objectID = NSManagedObjectID(entity: entity)
    /// The values when last saved, for `changedValues()` and `isUpdated`.
    var savedValues: [String: Any] = [:]
    open internal(set) var isInserted = false
    open internal(set) var isDeleted = false

    /// The entity of this class: its model's when the model names the class, else one named for
    /// the class, as Xcode's code generation names it.
    open class func entity() -> NSEntityDescription { NSEntityDescription.forClass(self) }

    /// Disfavoured, as iOS's Objective-C method is against the typed one Xcode generates in
    /// the subclass's extension (`fetchRequest() -> NSFetchRequest<BowTie>`): on iOS,
    /// `BowTie.fetchRequest()` with no type given is the subclass's, not an ambiguity.
    @_disfavoredOverload
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest(entityName: entity().name ?? String(describing: self))
    }

    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        super.init()
        _layouttyStoredValues = entity.defaultValues
        if let context { context.insert(self) }
    }

    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    /// An object of this class in `made`'s place, of its entity and in its context (not for your
    /// code): what the preview's copy makes of `NSEntityDescription.insertNewObject(forEntityName:
    /// into:) as! Server`, whose object here is a plain `NSManagedObject`.
    public convenience init(_layouttyReplacing made: NSManagedObject) {
        let context = made.managedObjectContext
        context?.delete(made)
        self.init(entity: made.entity, insertInto: context)
    }

    /// An object of no context, as `init()` gives on iOS (with a warning there).
    public convenience override init() {
        self.init(entity: Self.entity(), insertInto: nil)
    }

    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
    open func prepareForDeletion() {}
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}
    open func validateForInsert() throws {}
    open func validateForUpdate() throws {}
    open func validateForDelete() throws {}

    /// Key-value observing's notices, which nothing observes here.
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}
    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}

    open var isUpdated: Bool { !isInserted && !isDeleted && !changedValues().isEmpty }
    open var hasChanges: Bool { isInserted || isDeleted || isUpdated }
    open var hasPersistentChangedValues: Bool { hasChanges }
    /// Never a fault: every object here holds its values.
    open var isFault: Bool { false }
    open var faultingState: Int { 0 }

    open func primitiveValue(forKey key: String) -> Any? { _layouttyStoredValues[key] }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { _layouttyStoredValues[key] = value }

    /// The values changed since the last save, by key.
    open func changedValues() -> [String: Any] {
        _layouttyStoredValues.filter { key, value in
            savedValues[key].map { !Self.same($0, value) } ?? true
        }
    }

    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        keys.map { keys in savedValues.filter { keys.contains($0.key) } } ?? savedValues
    }

    /// A to-many relationship's set, changed in place.
    open func mutableSetValue(forKey key: String) -> NSMutableSet {
        if let set = _layouttyStoredValues[key] as? NSMutableSet { return set }
        let set = NSMutableSet(set: _layouttyStoredValues[key] as? NSSet ?? NSSet())
        _layouttyStoredValues[key] = set
        return set
    }

    open func mutableOrderedSetValue(forKey key: String) -> NSMutableOrderedSet {
        if let set = _layouttyStoredValues[key] as? NSMutableOrderedSet { return set }
        let set = NSMutableOrderedSet(orderedSet: _layouttyStoredValues[key] as? NSOrderedSet ?? NSOrderedSet())
        _layouttyStoredValues[key] = set
        return set
    }

    /// What an `@NSManaged` property reads (the port writes the call): the value set, else the
    /// entity's default; unset, an optional is nil, a to-many relationship empty, a number zero,
    /// a string empty — what a new row answers on iOS for scalars and what keeps a preview
    /// going for the rest.
    public func _layouttyManagedValue<Value>(forKey key: String) -> Value {
        if let stored = _layouttyStoredValues[key], let value = stored as? Value { return value }
        if let empty = (Value.self as? _LayouttyManagedEmpty.Type)?._layouttyEmpty as? Value { return empty }
        fatalError("\(entity.name ?? "an entity").\(key) was read before it was set (a \(Value.self))")
    }

    /// What an `@NSManaged` property writes.
    public func _layouttySetManagedValue<Value>(_ value: Value, forKey key: String) {
        willChangeValue(forKey: key)
        _layouttyStoredValues[key] = value
        didChangeValue(forKey: key)
    }

    /// What an optional `@NSManaged` property writes: the value itself, as Objective-C keeps
    /// it, never an optional (a section named `Optional("Sunday")`); nothing for nil.
    public func _layouttySetManagedValue<Wrapped>(_ value: Wrapped?, forKey key: String) {
        willChangeValue(forKey: key)
        _layouttyStoredValues[key] = value
        didChangeValue(forKey: key)
    }

    /// What an `@NSManaged` relationship method does, by the name Xcode generates it with:
    /// `addToItems(_:)` and `removeFromItems(_:)`, with an object or a set, on a set or an ordered set.
    public func _layouttyManagedAccessor(_ name: String, _ arguments: [Any]) {
        for (prefix, adds) in [("addTo", true), ("removeFrom", false)] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            let key = rest.prefix(1).lowercased() + rest.dropFirst()
            let objects =
                arguments.first.map { ($0 as? NSSet)?.allObjects ?? ($0 as? NSOrderedSet)?.array ?? [$0] } ?? []
            if _layouttyStoredValues[key] is NSOrderedSet {
                let set = mutableOrderedSetValue(forKey: key)
                if adds { set.addObjects(from: objects) } else { set.removeObjects(in: objects) }
            } else {
                let set = mutableSetValue(forKey: key)
                for object in objects { if adds { set.add(object) } else { set.remove(object) } }
            }
            return
        }
        CoreDataConsole.say("\(type(of: self)).\(name) does nothing here (an ordered relationship's index)")
    }

    static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
        return (a as AnyObject) === (b as AnyObject)
    }
}

/// Types an unset `@NSManaged` property answers an empty value of.
public protocol _LayouttyManagedEmpty { static var _layouttyEmpty: Any { get } }

extension Optional: _LayouttyManagedEmpty {
    /// Nil, but an empty set for a to-many relationship (`NSSet?`), as iOS answers.
    public static var _layouttyEmpty: Any {
        let wrapped: Any? = (Wrapped.self as? _LayouttyManagedToMany.Type)?._layouttyEmpty
        return wrapped.flatMap { $0 as? Wrapped } as Any
    }
}

/// A relationship's collection: empty, never nil, when nothing is related.
public protocol _LayouttyManagedToMany: _LayouttyManagedEmpty {}
extension NSSet: _LayouttyManagedToMany { public static var _layouttyEmpty: Any { NSSet() } }
extension NSOrderedSet: _LayouttyManagedToMany { public static var _layouttyEmpty: Any { NSOrderedSet() } }
extension Set: _LayouttyManagedEmpty { public static var _layouttyEmpty: Any { Self() } }
extension Array: _LayouttyManagedEmpty { public static var _layouttyEmpty: Any { Self() } }
extension String: _LayouttyManagedEmpty { public static var _layouttyEmpty: Any { "" } }
extension Bool: _LayouttyManagedEmpty { public static var _layouttyEmpty: Any { false } }
extension Int: _LayouttyManagedEmpty { public static var _layouttyEmpty: Any { 0 as Int } }
extension Int16: _LayouttyManagedEmpty { public static var _layouttyEmpty: Any { 0 as Int16 } }
extension Int32: _LayouttyManagedEmpty { public static var _layouttyEmpty: Any { 0 as Int32 } }
extension Int64: _LayouttyManagedEmpty { public static var _layouttyEmpty: Any { 0 as Int64 } }
extension Double: _LayouttyManagedEmpty { public static var _layouttyEmpty: Any { 0 as Double } }
extension Float: _LayouttyManagedEmpty { public static var _layouttyEmpty: Any { 0 as Float } }
extension Decimal: _LayouttyManagedEmpty { public static var _layouttyEmpty: Any { Decimal() } }
extension Data: _LayouttyManagedEmpty { public static var _layouttyEmpty: Any { Data() } }
/// The reference date: a non-optional date never set (iOS would trap reading it).
extension Date: _LayouttyManagedEmpty {
    public static var _layouttyEmpty: Any { Date(timeIntervalSinceReferenceDate: 0) }
}

/// A managed object's identity: a URI that stays the object's while the preview runs.
open class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    public let entity: NSEntityDescription
    private let number: Int
    /// IDs given so far, counted under `lock`: objects are made on any queue, and two made at
    /// once must not share a number (they would be the same object to a context).
    nonisolated(unsafe) private static var count = 0
    private static let lock = NSLock()

    init(entity: NSEntityDescription) {
        self.entity = entity
        number = Self.lock.withLock {
            Self.count += 1
            return Self.count
        }
    }

    /// Never temporary: the store in memory gives the permanent ID at once.
    open var isTemporaryID: Bool { false }
    open var persistentStore: NSPersistentStore? { nil }

    open func uriRepresentation() -> URL {
        URL(string: "x-coredata://layoutty-preview/\(entity.name ?? "Entity")/p\(number)")!
    }
}
