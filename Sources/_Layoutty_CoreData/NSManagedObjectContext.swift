import Foundation
import UIKit

public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType, privateQueueConcurrencyType, mainQueueConcurrencyType
}

/// A scratchpad over the store: objects inserted, changed and deleted here reach the store (or
/// the parent context) when saved, and a fetch sees them before that, as on iOS. Blocks given to
/// `perform` run at once, on the caller's thread: a preview has one thread of work.
open class NSManagedObjectContext: NSObject {
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    open var parent: NSManagedObjectContext?
    open var name: String?
    open var mergePolicy: Any = NSErrorMergePolicy
    open var automaticallyMergesChangesFromParent = false
    /// Foundation's undo manager, which Linux's lacks: kept as given, never asked.
    open var undoManager: AnyObject?
    open var shouldDeleteInaccessibleFaults = true
    open var stalenessInterval: TimeInterval = -1
    open var transactionAuthor: String?
    open var retainsRegisteredObjects = false
    open var userInfo = NSMutableDictionary()

    /// Made here and not saved yet, in the order made.
    private(set) var inserted: [NSManagedObject] = []
    private(set) var deleted: [NSManagedObject] = []
    /// Fetched results controllers of this context, told when its objects change.
    private var controllers: [WeakController] = []
    /// The context a request's `execute()` runs in.
    nonisolated(unsafe) static weak var lastUsed: NSManagedObjectContext?

    public init(concurrencyType type: NSManagedObjectContextConcurrencyType) {
        concurrencyType = type
        super.init()
    }

    open var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !updatedObjects.isEmpty }
    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    open var updatedObjects: Set<NSManagedObject> {
        Set(store.filter { $0.managedObjectContext === self && $0.isUpdated })
    }
    open var registeredObjects: Set<NSManagedObject> { Set(store + inserted) }

    open func perform(_ block: @escaping () -> Void) { within(block) }
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: () throws -> T) async rethrows -> T {
        try within(block)
    }
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try within(block) }

    private func within<T>(_ block: () throws -> T) rethrows -> T {
        Self.lastUsed = self
        return try block()
    }

    public enum ScheduledTaskType: Sendable { case immediate, enqueued }

    open func insert(_ object: NSManagedObject) {
        guard object.managedObjectContext !== self || object.isDeleted else { return }
        object.managedObjectContext = self
        object.isInserted = true
        object.isDeleted = false
        inserted.append(object)
        object.awakeFromInsert()
        Self.lastUsed = self
    }

    open func delete(_ object: NSManagedObject) {
        object.prepareForDeletion()
        if let index = inserted.firstIndex(where: { $0 === object }) {
            inserted.remove(at: index)
            object.isInserted = false
        } else if !deleted.contains(where: { $0 === object }) {
            deleted.append(object)
        }
        object.isDeleted = true
    }

    /// The objects of the request's entity this context sees, filtered, sorted and cut as asked.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        Self.lastUsed = self
        let found = objects(matching: request)
        switch request.resultType {
        case .countResultType: return [NSNumber(value: found.count)].compactMap { $0 as? T }
        case .managedObjectIDResultType: return found.compactMap { $0.objectID as? T }
        case .dictionaryResultType: return Self.rows(of: found, for: request).compactMap { $0 as? T }
        default: return found.compactMap { $0 as? T }
        }
    }

    /// A dictionary fetch's rows: each object's values (those asked for), or — grouped by
    /// `propertiesToGroupBy`, or asking an aggregate (`@sum.views`) — a row per group, each
    /// property's value its first object's and each expression's over the group, in the order
    /// of the groups' first objects.
    private static func rows<T>(of found: [NSManagedObject], for request: NSFetchRequest<T>) -> [NSDictionary] {
        let properties = request.propertiesToFetch ?? []
        let keys = properties.compactMap {
            ($0 as? String) ?? (($0 as? NSExpressionDescription) == nil ? ($0 as? NSPropertyDescription)?.name : nil)
        }
        let expressions = properties.compactMap { $0 as? NSExpressionDescription }
        let groupKeys = (request.propertiesToGroupBy ?? []).compactMap {
            ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name
        }
        guard !groupKeys.isEmpty || expressions.contains(where: { $0.expression?.expressionType == .function }) else {
            return found.map { object in
                NSDictionary(
                    dictionary: keys.isEmpty
                        ? object._layouttyStoredValues : object._layouttyStoredValues.filter { keys.contains($0.key) })
            }
        }
        var groups: [[NSManagedObject]] = []
        var groupOf: [String: Int] = [:]
        for object in found {
            let key = groupKeys.map { "\(object._layouttyStoredValues[$0] ?? "nil")" }.joined(separator: "\u{1F}")
            if let index = groupOf[key] {
                groups[index].append(object)
            } else {
                groupOf[key] = groups.count
                groups.append([object])
            }
        }
        return groups.map { members in
            var row: [String: Any] = [:]
            for key in keys { row[key] = members[0]._layouttyStoredValues[key] }
            for description in expressions {
                guard let expression = description.expression else { continue }
                // A function reads its argument across the group; a key path, the first object.
                row[description.name] =
                    expression.expressionType == .function
                    ? UIKit.NSExpression.apply(
                        expression.function,
                        to: members.compactMap {
                            (expression.arguments?.first?.expressionValue(with: $0, context: nil))
                        })
                    : expression.expressionValue(with: members[0], context: nil)
            }
            return NSDictionary(dictionary: row)
        }
    }

    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { objects(matching: request).count }

    /// Runs a request on the store, past the context's objects: a batch delete, insert or
    /// update at once, saved; a history request (the history is empty).
    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        switch request {
        case let fetch as NSFetchRequest<NSFetchRequestResult>:
            return NSAsynchronousFetchResult(finalResult: try self.fetch(fetch))
        case let batch as NSBatchDeleteRequest: return delete(batch)
        case let batch as NSBatchInsertRequest:
            let rows = batch.rows()
            rootCoordinator?.add(rows)
            switch batch.resultType {
            case .count: return NSBatchInsertResult(result: rows.count)
            case .objectIDs: return NSBatchInsertResult(result: rows.map(\.objectID))
            case .statusOnly: return NSBatchInsertResult(result: true)
            }
        case let batch as NSBatchUpdateRequest:
            let request = NSFetchRequest<NSFetchRequestResult>(entityName: batch.entityName)
            request.predicate = batch.predicate
            let found = objects(matching: request)
            for object in found {
                for case (let key as String, let value) in batch.propertiesToUpdate ?? [:] {
                    object._layouttyStoredValues[key] =
                        (value as? UIKit.NSExpression)?.expressionValue(with: object, context: nil) ?? value
                }
                object.savedValues = object._layouttyStoredValues
            }
            switch batch.resultType {
            case .updatedObjectsCountResultType: return NSBatchUpdateResult(result: found.count)
            case .updatedObjectIDsResultType: return NSBatchUpdateResult(result: found.map(\.objectID))
            case .statusOnlyResultType: return NSBatchUpdateResult(result: true)
            }
        case let history as NSPersistentHistoryChangeRequest: return history.emptyResult
        default: return NSPersistentStoreResult()
        }
    }

    private func delete(_ batch: NSBatchDeleteRequest) -> NSBatchDeleteResult {
        let found = objects(matching: batch.fetchRequest)
        rootCoordinator?.remove(found)
        inserted.removeAll { object in found.contains { $0 === object } }
        switch batch.resultType {
        case .resultTypeCount: return NSBatchDeleteResult(result: found.count)
        case .resultTypeObjectIDs: return NSBatchDeleteResult(result: found.map(\.objectID))
        case .resultTypeStatusOnly: return NSBatchDeleteResult(result: true)
        }
    }

    /// The store as of now, always: a store only this preview writes has one generation.
    open private(set) var queryGenerationToken: NSQueryGenerationToken?
    open func setQueryGenerationFrom(_ generation: NSQueryGenerationToken?) throws { queryGenerationToken = generation }

    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        visible.first { $0.objectID === objectID } ?? NSManagedObject(entity: objectID.entity, insertInto: nil)
    }

    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = visible.first(where: { $0.objectID === objectID }) else {
            throw NSError(domain: NSCoreDataErrorDomain, code: 133000)
        }
        return object
    }

    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
        visible.first { $0.objectID === objectID }
    }

    /// Sends what changed here to the parent context, or to the store, and says so to observers.
    open func save() throws {
        guard hasChanges else { return }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        let (added, removed, changed) = (inserted, deleted, Array(updatedObjects))
        for object in added + changed { object.willSave() }
        if let parent {
            for object in added { parent.adopt(object) }
            for object in removed { parent.delete(object) }
        } else {
            rootCoordinator?.add(added)
            rootCoordinator?.remove(removed)
        }
        for object in added + changed {
            object.isInserted = false
            object.savedValues = object._layouttyStoredValues
            object.didSave()
        }
        inserted = []
        deleted = []
        NotificationCenter.default.post(
            name: .NSManagedObjectContextDidSave, object: self,
            userInfo: [
                NSInsertedObjectsKey: Set(added), NSUpdatedObjectsKey: Set(changed), NSDeletedObjectsKey: Set(removed)
            ])
        changesProcessed()
        parent?.changesProcessed()
    }

    /// Throws away what changed since the last save.
    open func rollback() {
        for object in inserted {
            object.isInserted = false
            object.managedObjectContext = nil
        }
        for object in deleted { object.isDeleted = false }
        for object in store where object.managedObjectContext === self {
            object._layouttyStoredValues = object.savedValues
        }
        inserted = []
        deleted = []
        changesProcessed()
    }

    open func reset() { rollback() }
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    open func refreshAllObjects() {}
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}
    /// Saved objects are the same objects in every context here: nothing to merge.
    open func mergeChanges(fromContextDidSave notification: Notification) { changesProcessed() }
    open class func mergeChanges(
        fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]
    ) {}

    /// Tells the fetched results controllers what changed since they last looked.
    open func processPendingChanges() { changesProcessed() }

    func observe(_ controller: AnyFetchedResultsController) {
        controllers.removeAll { $0.controller == nil }
        controllers.append(WeakController(controller: controller))
    }

    private func changesProcessed() {
        for entry in controllers { entry.controller?.contextDidChange() }
    }

    /// An object saved in a child context, now this one's to save.
    private func adopt(_ object: NSManagedObject) {
        object.managedObjectContext = self
        object.isInserted = true
        inserted.append(object)
    }

    private var rootCoordinator: NSPersistentStoreCoordinator? {
        persistentStoreCoordinator ?? parent?.rootCoordinator
    }

    /// What the store holds.
    private var store: [NSManagedObject] { rootCoordinator?.objects ?? [] }

    /// What a fetch here sees: the store's objects, then those inserted here or in a parent
    /// and not saved, but those deleted here or in a parent.
    private var visible: [NSManagedObject] {
        var contexts: [NSManagedObjectContext] = []
        var current: NSManagedObjectContext? = self
        while let context = current {
            contexts.append(context)
            current = context.parent
        }
        let gone = Set(contexts.flatMap(\.deleted).map(ObjectIdentifier.init))
        return (store + contexts.reversed().flatMap(\.inserted)).filter { !gone.contains(ObjectIdentifier($0)) }
    }

    private func objects<T>(matching request: NSFetchRequest<T>) -> [NSManagedObject] {
        let entity = request.nameOfEntity.map(NSEntityDescription.named)
        var found = visible.filter { object in
            (entity.map { object.entity.isKind(of: $0) } ?? true) && (request.predicate?.evaluate(with: object) ?? true)
        }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            found = (found as NSArray).sortedArray(using: descriptors).compactMap { $0 as? NSManagedObject }
        }
        found = Array(found.dropFirst(request.fetchOffset))
        return request.fetchLimit > 0 ? Array(found.prefix(request.fetchLimit)) : found
    }

    private struct WeakController {
        weak var controller: AnyFetchedResultsController?
    }
}
