// Apple's Core Data as Linux lacks it, for the files `layoutty preview` compiles (`import CoreData`
// reaches this module by `-module-alias`). The store is a new device's, kept in memory: empty at
// launch, holding what the code inserts and saves until the preview ends, never written to disk
// (the app's own store is the user's, on their device). Fetches, predicates, sort descriptors,
// fetched results controllers and save notifications work on what the code put there, so a screen
// listing saved favourites draws an empty list, and one that seeds its store draws the seeds.
// Said once in the preview's console. Objects are shared between contexts (iOS gives each context
// its own instance of a row): a preview has one thread of work.
@_exported import Foundation
import UIKit
import _LayouttyConsole

enum CoreDataConsole {
    static func say(_ what: String) { Console.report([what], from: "Core Data") }
}

/// What a fetch request answers: managed objects, their IDs, dictionaries or counts. On iOS an
/// Objective-C protocol, which `NSFetchRequest<NSFetchRequestResult>` uses as a type; here the
/// generic types that take it leave their parameter open, so that spelling still compiles.
public protocol NSFetchRequestResult: AnyObject {}

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

/// Core Data's error domain and the codes apps compare against.
public let NSCoreDataErrorDomain = "NSCocoaErrorDomain"
public let NSValidationMissingMandatoryPropertyError = 1570
public let NSManagedObjectConstraintMergeError = 1551
public let NSPersistentStoreIncompatibleVersionHashError = 134100
public let NSMigrationMissingSourceModelError = 134130

/// The store types, by their names.
public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
/// Store options apps pass; read by nothing here (a store in memory migrates nothing).
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey =
    "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"
// The rest of NSPersistentStoreCoordinator.h's options: an app's store options written with
// one Layoutty lacked were left out of the preview, and its store with them (a GitHub client's
// `NSSQLitePragmasOption`: the app found no store and called `abort()` as it launched).
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
public let NSSQLitePragmasOption = "NSSQLitePragmasOption"
public let NSSQLiteAnalyzeOption = "NSSQLiteAnalyzeOption"
public let NSSQLiteManualVacuumOption = "NSSQLiteManualVacuumOption"
public let NSIgnorePersistentStoreVersioningOption = "NSIgnorePersistentStoreVersioningOption"
public let NSPersistentStoreTimeoutOption = "NSPersistentStoreTimeoutOption"
public let NSPersistentStoreForceDestroyOption = "NSPersistentStoreForceDestroyOption"
public let NSPersistentStoreConnectionPoolMaxSizeKey = "NSPersistentStoreConnectionPoolMaxSizeKey"
public let NSPersistentStoreUbiquitousContentNameKey = "NSPersistentStoreUbiquitousContentNameKey"
public let NSPersistentStoreUbiquitousContentURLKey = "NSPersistentStoreUbiquitousContentURLKey"
/// A store's metadata keys.
public let NSStoreTypeKey = "NSStoreType"
public let NSStoreUUIDKey = "NSStoreUUID"
public let NSStoreModelVersionHashesKey = "NSStoreModelVersionHashes"

/// What a save's notification carries, by key: sets of managed objects.
public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSRefreshedObjectsKey = "refreshed"
public let NSInvalidatedObjectsKey = "invalidated"

extension Notification.Name {
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
        "NSManagedObjectContextObjectsDidChangeNotification")
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
    public static let NSPersistentStoreCoordinatorStoresDidChange = Notification.Name(
        "NSPersistentStoreCoordinatorStoresDidChangeNotification")
}

/// How a save settles a conflict with the store: nothing conflicts in a store only this preview
/// writes, so every policy saves alike.
open class NSMergePolicy: NSObject {
    public let mergeType: NSMergePolicyType

    public init(merge type: NSMergePolicyType) { mergeType = type }

    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

public enum NSMergePolicyType: UInt, Sendable {
    case errorMergePolicyType, mergeByPropertyStoreTrumpMergePolicyType, mergeByPropertyObjectTrumpMergePolicyType
    case overwriteMergePolicyType, rollbackMergePolicyType
}

public let NSErrorMergePolicy: Any = NSMergePolicy.error
public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback
