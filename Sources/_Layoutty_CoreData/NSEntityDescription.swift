import Foundation
import UIKit

/// An entity of the model: its name, its class, its attributes' defaults. Made from the class
/// (`Joke.entity()`: named for it, as Xcode's code generation names it) or by name; an entity
/// is one object per name, so that `entity(forEntityName:in:)` and the class's agree.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    open var name: String?
    open var managedObjectClassName: String!
    open var isAbstract = false
    open weak var superentity: NSEntityDescription?
    /// What a new object of the entity holds before the code sets anything.
    open var defaultValues: [String: Any] = [:]
    open var attributesByName: [String: NSAttributeDescription] = [:]
    open var relationshipsByName: [String: NSRelationshipDescription] = [:]
    open var properties: [NSPropertyDescription] {
        get { Array(attributesByName.values) + Array(relationshipsByName.values) }
        set {
            attributesByName = Dictionary(
                newValue.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
            relationshipsByName = Dictionary(
                newValue.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) },
                uniquingKeysWith: { $1 })
        }
    }
    open var propertiesByName: [String: NSPropertyDescription] {
        (attributesByName as [String: NSPropertyDescription]).merging(relationshipsByName) { $1 }
    }
    public override init() {}

    /// Every entity made so far, by name: the model of the files, as the classes make it. Read
    /// and written under `lock`: objects are made on any queue (a background context's), and
    /// two threads growing the dictionary at once crashed (the test suite's concurrent tests).
    nonisolated(unsafe) private static var entities: [String: NSEntityDescription] = [:]
    private static let lock = NSLock()
    static var byName: [String: NSEntityDescription] { lock.withLock { entities } }

    static func forClass(_ type: NSManagedObject.Type) -> NSEntityDescription {
        let entity = named(String(describing: type))
        // A subclass's entity inherits its superclass's, so that fetching the parent finds both.
        if entity.superentity == nil, let parent = _getSuperclass(type) as? NSManagedObject.Type,
            parent != NSManagedObject.self
        {
            entity.superentity = forClass(parent)
        }
        return entity
    }

    static func named(_ name: String) -> NSEntityDescription {
        lock.withLock {
            if let entity = entities[name] { return entity }
            let entity = NSEntityDescription()
            entity.name = name
            entity.managedObjectClassName = name
            entities[name] = entity
            return entity
        }
    }

    open class func entity(forEntityName name: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        named(name)
    }

    /// A new object of the entity named. An `NSManagedObject`, not the entity's class: Swift
    /// makes an object of a class known only at run time through a `required` initializer,
    /// which apps' subclasses do not declare (`private override init(entity:insertInto:)`);
    /// `Item(context:)` makes an `Item`, and so does the preview's copy of this call cast to
    /// `Item` (`NSManagedObject.init(_layouttyReplacing:)`).
    open class func insertNewObject(forEntityName name: String, into context: NSManagedObjectContext)
        -> NSManagedObject
    {
        NSManagedObject(entity: named(name), insertInto: context)
    }

    /// Whether objects of `self` are objects of `other`: the same entity or one inheriting it.
    func isKind(of other: NSEntityDescription) -> Bool {
        var current: NSEntityDescription? = self
        while let entity = current {
            if entity === other || entity.name == other.name { return true }
            current = entity.superentity
        }
        return false
    }
}

open class NSPropertyDescription: NSObject, @unchecked Sendable {
    open var name = ""
    open var isOptional = true
    open var isTransient = false
    open var userInfo: [AnyHashable: Any]?
}

public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    case uuidAttributeType = 1100
    case uriAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000
}

open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    open var attributeValueClassName: String?
    open var defaultValue: Any?
    open var valueTransformerName: String?
    open var allowsExternalBinaryDataStorage = false
}

open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    open weak var destinationEntity: NSEntityDescription?
    open weak var inverseRelationship: NSRelationshipDescription?
    open var isToMany: Bool { maxCount != 1 }
    open var isOrdered = false
    open var minCount = 0
    open var maxCount = 1
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
}

/// A column of a dictionary fetch computed by an expression (`@sum.views`), named.
open class NSExpressionDescription: NSPropertyDescription, @unchecked Sendable {
    open var expression: UIKit.NSExpression?
    open var expressionResultType: NSAttributeType = .undefinedAttributeType
}

public enum NSDeleteRule: UInt, Sendable {
    case noActionDeleteRule, nullifyDeleteRule, cascadeDeleteRule, denyDeleteRule
}

/// The model: the entities the files' classes make (a compiled `.momd` is Xcode's, not here).
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    private var ownEntities: [NSEntityDescription]?

    public override init() {}

    /// A model read from a compiled model's URL: the files' entities, as no `.momd` is built here.
    public convenience init?(contentsOf url: URL) { self.init() }

    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }

    open var entities: [NSEntityDescription] {
        get { ownEntities ?? NSEntityDescription.byName.values.sorted { ($0.name ?? "") < ($1.name ?? "") } }
        set { ownEntities = newValue }
    }
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { $1 })
    }
    open var versionIdentifiers: Set<AnyHashable> = []
    open func isConfiguration(withName name: String?, compatibleWithStoreMetadata metadata: [String: Any]) -> Bool {
        true
    }
}
