import Foundation

// Persistent history (NSPersistentHistoryChangeRequest.h and its transactions): what other
// processes and contexts changed in the store, which apps merge at launch and from extensions.
// A preview's store is new and written by this process alone, so its history holds nothing:
// fetches answer no transaction, deletes delete none.

/// Where in the store's history a reader is.
open class NSPersistentHistoryToken: NSObject, @unchecked Sendable {}

public enum NSPersistentHistoryChangeType: Int, Sendable {
    case insert, update, delete
}

public enum NSPersistentHistoryResultType: Int, Sendable {
    case statusOnly, objectIDs, count, transactionsOnly, changesOnly, transactionsAndChanges
}

/// One object's change in a transaction.
open class NSPersistentHistoryChange: NSObject {
    open private(set) var changeID: Int64 = 0
    open private(set) var changedObjectID = NSManagedObjectID(entity: NSEntityDescription.named("Entity"))
    open private(set) var changeType = NSPersistentHistoryChangeType.insert
    open private(set) var tombstone: [AnyHashable: Any]?
    open private(set) var updatedProperties: Set<NSPropertyDescription>?
    open class var entityDescription: NSEntityDescription? { nil }
    open class var fetchRequest: NSFetchRequest<NSFetchRequestResult>? { nil }
}

/// One save's changes, by whom.
open class NSPersistentHistoryTransaction: NSObject {
    open private(set) var timestamp = Date()
    open private(set) var changes: [NSPersistentHistoryChange]?
    open private(set) var transactionNumber: Int64 = 0
    open private(set) var storeID = ""
    open private(set) var bundleID = ""
    open private(set) var processID = ""
    open private(set) var contextName: String?
    open private(set) var author: String?
    open private(set) var token = NSPersistentHistoryToken()

    open func objectIDNotification() -> Notification { Notification(name: .NSManagedObjectContextDidSave) }
    open class var entityDescription: NSEntityDescription? { nil }
    /// A fetch request over transactions, to narrow a history request (`author != …`).
    open class var fetchRequest: NSFetchRequest<NSFetchRequestResult>? {
        NSFetchRequest(entityName: "NSPersistentHistoryTransaction")
    }
}

/// A request for the store's history, or to delete part of it.
open class NSPersistentHistoryChangeRequest: NSPersistentStoreRequest {
    open var resultType = NSPersistentHistoryResultType.transactionsAndChanges
    open var fetchRequest: NSFetchRequest<NSFetchRequestResult>?
    open private(set) var token: NSPersistentHistoryToken?
    /// Whether it deletes (else fetches) history.
    private(set) var deletes = false

    open class func fetchHistory(after date: Date) -> NSPersistentHistoryChangeRequest {
        NSPersistentHistoryChangeRequest()
    }
    open class func fetchHistory(after token: NSPersistentHistoryToken?) -> NSPersistentHistoryChangeRequest {
        NSPersistentHistoryChangeRequest(token: token)
    }
    open class func fetchHistory(after transaction: NSPersistentHistoryTransaction?) -> NSPersistentHistoryChangeRequest
    {
        NSPersistentHistoryChangeRequest()
    }
    open class func fetchHistory(withFetch fetchRequest: NSFetchRequest<NSFetchRequestResult>)
        -> NSPersistentHistoryChangeRequest
    {
        let request = NSPersistentHistoryChangeRequest()
        request.fetchRequest = fetchRequest
        return request
    }
    open class func deleteHistory(before date: Date) -> NSPersistentHistoryChangeRequest {
        NSPersistentHistoryChangeRequest(deleting: true)
    }
    open class func deleteHistory(before token: NSPersistentHistoryToken?) -> NSPersistentHistoryChangeRequest {
        NSPersistentHistoryChangeRequest(deleting: true)
    }
    open class func deleteHistory(before transaction: NSPersistentHistoryTransaction?)
        -> NSPersistentHistoryChangeRequest
    { NSPersistentHistoryChangeRequest(deleting: true) }

    init(token: NSPersistentHistoryToken? = nil, deleting: Bool = false) {
        self.token = token
        deletes = deleting
    }

    /// What executing it answers: no transaction, no change (the history is empty).
    var emptyResult: NSPersistentHistoryResult {
        switch resultType {
        case .statusOnly: NSPersistentHistoryResult(result: true)
        case .count: NSPersistentHistoryResult(result: 0)
        default: NSPersistentHistoryResult(result: deletes ? true : [NSPersistentHistoryTransaction]() as Any)
        }
    }
}

open class NSPersistentHistoryResult: NSPersistentStoreResult {
    public let result: Any?
    init(result: Any?) { self.result = result }
}

/// A context's view of the store at a moment (query generations): always the current one here.
open class NSQueryGenerationToken: NSObject, @unchecked Sendable {
    public static let current = NSQueryGenerationToken()
}
