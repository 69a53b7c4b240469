import Foundation

// NSHashTable.h, NSMapTable.h, NSPointerFunctions.h: the collections apps keep their listeners
// and caches in, holding their objects weakly (`NSHashTable<AnyObject>.weakObjects()` of
// delegates, told in turn). Linux's Foundation has neither. An object a table holds weakly and
// nobody else holds is gone from it, as on iOS.

/// How a table holds what it is given (`NSPointerFunctions.Options`): the memory option is the
/// low byte (strong, or weak), the personality the next (by equality, or by identity).
open class NSPointerFunctions: NSObject {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let strongMemory = Options([])
        public static let opaqueMemory = Options(rawValue: 2)
        public static let mallocMemory = Options(rawValue: 3)
        public static let machVirtualMemory = Options(rawValue: 4)
        public static let weakMemory = Options(rawValue: 5)
        public static let objectPersonality = Options([])
        public static let opaquePersonality = Options(rawValue: 1 << 8)
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        public static let cStringPersonality = Options(rawValue: 3 << 8)
        public static let structPersonality = Options(rawValue: 4 << 8)
        public static let integerPersonality = Options(rawValue: 5 << 8)
        public static let copyIn = Options(rawValue: 1 << 16)

        /// Held weakly: `weakMemory`, or the zeroing weak memory it replaced (1).
        var isWeak: Bool { [1, 5].contains(rawValue & 0xFF) }
        /// Compared by identity (`===`) rather than `isEqual(_:)`.
        var isByIdentity: Bool { [1, 2].contains((rawValue >> 8) & 0xFF) }
    }
}

/// One object as a table holds it: strongly, or weakly (nil once it is gone).
struct HeldObject {
    private weak var weakly: AnyObject?
    private var strongly: AnyObject?
    init(_ object: AnyObject, weak: Bool) {
        if weak { weakly = object } else { strongly = object }
    }
    var object: AnyObject? { strongly ?? weakly }

    /// The same object, as the table's personality compares them.
    func holds(_ other: AnyObject, byIdentity: Bool) -> Bool {
        guard let object else { return false }
        if byIdentity { return object === other }
        if let object = object as? NSObject, let other = other as? NSObject { return object.isEqual(other) }
        return object === other
    }
}

/// A set of objects, held strongly or weakly, in the order added.
/// - Complexity: adding, removing and finding an object are O(*n*): tables hold a screen's
///   listeners, a handful.
open class NSHashTable<ObjectType: AnyObject>: NSObject, Sequence {
    private var held: [HeldObject] = []
    private let options: NSPointerFunctions.Options

    public init(options: NSPointerFunctions.Options = [], capacity initialCapacity: Int = 0) {
        self.options = options
    }
    public override convenience init() { self.init(options: []) }

    open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }
    public convenience init(pointerFunctions functions: NSPointerFunctions, capacity initialCapacity: Int) {
        self.init()
    }

    private var live: [ObjectType] { held.compactMap { $0.object as? ObjectType } }

    open var count: Int { live.count }
    open var allObjects: [ObjectType] { live }
    open var anyObject: ObjectType? { live.first }
    open func member(_ object: ObjectType?) -> ObjectType? {
        guard let object else { return nil }
        return held.first { $0.holds(object, byIdentity: options.isByIdentity) }?.object as? ObjectType
    }
    open func contains(_ anObject: ObjectType?) -> Bool { member(anObject) != nil }
    open func add(_ object: ObjectType?) {
        guard let object, !contains(object) else { return }
        held.removeAll { $0.object == nil }
        held.append(HeldObject(object, weak: options.isWeak))
    }
    open func remove(_ object: ObjectType?) {
        guard let object else { return }
        held.removeAll { $0.object == nil || $0.holds(object, byIdentity: options.isByIdentity) }
    }
    open func removeAllObjects() { held.removeAll() }
    open func union(_ other: NSHashTable<ObjectType>) { other.allObjects.forEach(add) }
    open func minus(_ other: NSHashTable<ObjectType>) { other.allObjects.forEach(remove) }

    public func makeIterator() -> IndexingIterator<[ObjectType]> { live.makeIterator() }
}

/// A dictionary of objects to objects, each side held strongly or weakly: an entry whose key
/// or value is gone is gone.
/// - Complexity: each access is O(*n*), as `NSHashTable`'s.
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
    private var entries: [(key: HeldObject, value: HeldObject)] = []
    private let keyOptions: NSPointerFunctions.Options
    private let valueOptions: NSPointerFunctions.Options

    public init(
        keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = [],
        capacity initialCapacity: Int = 0
    ) {
        self.keyOptions = keyOptions
        self.valueOptions = valueOptions
    }
    public override convenience init() { self.init(keyOptions: [], valueOptions: []) }

    open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable() }
    open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory)
    }
    open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory)
    }
    open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
    }

    private var live: [(key: KeyType, value: ObjectType)] {
        entries.compactMap { entry in
            guard let key = entry.key.object as? KeyType, let value = entry.value.object as? ObjectType else {
                return nil
            }
            return (key, value)
        }
    }
    private func index(of key: KeyType) -> Int? {
        entries.firstIndex { $0.key.holds(key, byIdentity: keyOptions.isByIdentity) && $0.value.object != nil }
    }

    open var count: Int { live.count }
    open func object(forKey key: KeyType?) -> ObjectType? {
        guard let key, let index = index(of: key) else { return nil }
        return entries[index].value.object as? ObjectType
    }
    open func setObject(_ object: ObjectType?, forKey key: KeyType?) {
        guard let key else { return }
        removeObject(forKey: key)
        guard let object else { return }
        entries.append(
            (HeldObject(key, weak: keyOptions.isWeak), HeldObject(object, weak: valueOptions.isWeak)))
    }
    open func removeObject(forKey key: KeyType?) {
        guard let key else { return }
        entries.removeAll {
            $0.key.object == nil || $0.value.object == nil || $0.key.holds(key, byIdentity: keyOptions.isByIdentity)
        }
    }
    open func removeAllObjects() { entries.removeAll() }
    open func keyEnumerator() -> NSEnumerator { ArrayEnumerator(live.map(\.key)) }
    open func objectEnumerator() -> NSEnumerator? { ArrayEnumerator(live.map(\.value)) }
    open func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
        Dictionary(live.compactMap { entry in (entry.key as? AnyHashable).map { ($0, entry.value) } }) { $1 }
    }
}

/// The objects of a table as Foundation's enumerators hand them out, one by one.
private final class ArrayEnumerator: NSEnumerator {
    private var rest: ArraySlice<AnyObject>
    init(_ objects: [AnyObject]) { rest = objects[...] }
    override func nextObject() -> Any? { rest.popFirst() }
}
