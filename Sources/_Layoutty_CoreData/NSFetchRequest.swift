import Foundation

/// A request to the store: a fetch, a batch delete or update.
open class NSPersistentStoreRequest: NSObject {
    open var affectedStores: [NSPersistentStore]?
}

public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// What to fetch: an entity's objects that the predicate accepts, sorted, from an offset, at most
/// a limit. `ResultType` is open (it is `NSFetchRequestResult` on iOS): see that protocol.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    open var entityName: String?
    open var entity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var fetchBatchSize = 0
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    open var includesPendingChanges = true
    open var includesSubentities = true
    open var includesPropertyValues = true
    open var returnsObjectsAsFaults = true
    open var returnsDistinctResults = false
    open var shouldRefreshRefetchedObjects = false
    open var relationshipKeyPathsForPrefetching: [String]?
    open var propertiesToFetch: [Any]?
    open var propertiesToGroupBy: [Any]?

    public override init() {}

    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    /// Runs the request in the context it was made in: `try request.execute()` inside
    /// `context.perform`. Here, in the last context used.
    open func execute() throws -> [ResultType] {
        guard let context = NSManagedObjectContext.lastUsed else { return [] }
        return try context.fetch(self)
    }

    /// The entity's name, from the entity when it was given instead.
    var nameOfEntity: String? { entityName ?? entity?.name }
}

/// Deletes what a fetch request finds, as one statement in the store.
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    public let fetchRequest: NSFetchRequest<NSFetchRequestResult>
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

    public init(fetchRequest: NSFetchRequest<NSFetchRequestResult>) { self.fetchRequest = fetchRequest }

    public convenience init(objectIDs: [NSManagedObjectID]) {
        let request = NSFetchRequest<NSFetchRequestResult>()
        let ids = Set(objectIDs.map(ObjectIdentifier.init))
        request.predicate = NSPredicate { object, _ in
            (object as? NSManagedObject).map { ids.contains(ObjectIdentifier($0.objectID)) } ?? false
        }
        self.init(fetchRequest: request)
    }
}

public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    case resultTypeStatusOnly, resultTypeObjectIDs, resultTypeCount
}

/// Inserts rows into the store at once, past any context: from dictionaries of values, or from
/// a handler that fills one object (or dictionary) a call until it answers true.
open class NSBatchInsertRequest: NSPersistentStoreRequest {
    public let entityName: String
    open var objectsToInsert: [[String: Any]]?
    open var dictionaryHandler: ((NSMutableDictionary) -> Bool)?
    open var managedObjectHandler: ((NSManagedObject) -> Bool)?
    open var resultType: NSBatchInsertRequestResultType = .statusOnly

    public init(entityName: String, objects dictionaries: [[String: Any]]) {
        self.entityName = entityName
        objectsToInsert = dictionaries
    }

    public convenience init(entity: NSEntityDescription, objects dictionaries: [[String: Any]]) {
        self.init(entityName: entity.name ?? "", objects: dictionaries)
    }

    public convenience init(
        entity: NSEntityDescription, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool
    ) {
        self.init(entityName: entity.name ?? "", objects: [])
        objectsToInsert = nil
        managedObjectHandler = handler
    }

    public convenience init(entityName: String, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) {
        self.init(entity: NSEntityDescription.named(entityName), managedObjectHandler: handler)
    }

    public convenience init(
        entity: NSEntityDescription, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool
    ) {
        self.init(entityName: entity.name ?? "", objects: [])
        objectsToInsert = nil
        dictionaryHandler = handler
    }

    /// The rows it inserts, each an object of the entity with its values.
    func rows() -> [NSManagedObject] {
        let entity = NSEntityDescription.named(entityName)
        var rows = (objectsToInsert ?? []).map { values in
            let object = NSManagedObject(entity: entity, insertInto: nil)
            object._layouttyStoredValues.merge(values) { $1 }
            return object
        }
        // A handler answers true when it has nothing more to add: what it filled then is not a row.
        while let handler = managedObjectHandler, rows.count < Self.limit {
            let object = NSManagedObject(entity: entity, insertInto: nil)
            if handler(object) { break }
            rows.append(object)
        }
        while let handler = dictionaryHandler, rows.count < Self.limit {
            let values = NSMutableDictionary()
            if handler(values) { break }
            let object = NSManagedObject(entity: entity, insertInto: nil)
            for case (let key as String, let value) in values { object._layouttyStoredValues[key] = value }
            rows.append(object)
        }
        return rows
    }

    /// A handler that never answers true stops here, not never.
    static let limit = 1_000_000
}

public enum NSBatchInsertRequestResultType: UInt, Sendable {
    case statusOnly, objectIDs, count
}

open class NSBatchInsertResult: NSPersistentStoreResult {
    public let result: Any?
    init(result: Any?) { self.result = result }
}

/// Sets properties of the rows a predicate finds, past any context.
open class NSBatchUpdateRequest: NSPersistentStoreRequest {
    public let entityName: String
    open var predicate: NSPredicate?
    open var propertiesToUpdate: [AnyHashable: Any]?
    open var resultType: NSBatchUpdateRequestResultType = .statusOnlyResultType
    open var includesSubentities = true

    public init(entityName: String) { self.entityName = entityName }
    public convenience init(entity: NSEntityDescription) { self.init(entityName: entity.name ?? "") }
}

public enum NSBatchUpdateRequestResultType: UInt, Sendable {
    case statusOnlyResultType, updatedObjectIDsResultType, updatedObjectsCountResultType
}

open class NSBatchUpdateResult: NSPersistentStoreResult {
    public let result: Any?
    init(result: Any?) { self.result = result }
}

/// What executing a request answers.
open class NSPersistentStoreResult: NSObject {}

open class NSBatchDeleteResult: NSPersistentStoreResult {
    public let result: Any?
    init(result: Any?) { self.result = result }
}

open class NSAsynchronousFetchResult<ResultType>: NSPersistentStoreResult {
    public let finalResult: [ResultType]?
    init(finalResult: [ResultType]?) { self.finalResult = finalResult }
}
