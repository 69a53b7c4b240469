import Foundation

// Core Data's migration, as an app's store stack runs it at launch (a 2FA app's migrator walks
// its model versions, infers a mapping model for each step and migrates the store file). Every
// store here is in memory and new each run: there is no file of an older model to migrate, so
// each step finds its mapping, migrates nothing and succeeds, and the store stays as it is.

/// How one model version's entities map to the next's: made from the bundles' mapping models or
/// inferred, always found here (there is nothing to map).
open class NSMappingModel: NSObject {
    open var entityMappings: [NSEntityMapping]! = []

    public override init() {}

    public init?(
        from bundles: [Bundle]?, forSourceModel sourceModel: NSManagedObjectModel?,
        destinationModel: NSManagedObjectModel?
    ) {}

    open class func inferredMappingModel(
        forSourceModel sourceModel: NSManagedObjectModel, destinationModel: NSManagedObjectModel
    ) throws -> NSMappingModel { NSMappingModel() }
}

/// One entity's mapping in a mapping model: kept as given.
open class NSEntityMapping: NSObject {
    open var name: String!
    open var sourceEntityName: String?
    open var destinationEntityName: String?
    open var entityMigrationPolicyClassName: String?
}

/// A custom step of a mapping (an app's subclass rewrites values as objects move): never called
/// here, since no object moves.
open class NSEntityMigrationPolicy: NSObject {
    public override init() {}
    open func createDestinationInstances(
        forSource sInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager
    ) throws {}
    open func endInstanceCreation(forMapping mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
}

/// Migrates a store from one model version to the next: succeeds, moving nothing.
open class NSMigrationManager: NSObject {
    public let sourceModel: NSManagedObjectModel
    public let destinationModel: NSManagedObjectModel
    open var migrationProgress: Float = 0

    public init(sourceModel: NSManagedObjectModel, destinationModel: NSManagedObjectModel) {
        (self.sourceModel, self.destinationModel) = (sourceModel, destinationModel)
    }

    open func migrateStore(
        from sourceURL: URL, sourceType sStoreType: String, options sOptions: [AnyHashable: Any]? = nil,
        with mappings: NSMappingModel?, toDestinationURL dURL: URL, destinationType dStoreType: String,
        destinationOptions dOptions: [AnyHashable: Any]? = nil
    ) throws { migrationProgress = 1 }
}

extension NSManagedObjectModel {
    /// The bundles' models merged, for a store's metadata: the files' entities, as any model here.
    public class func mergedModel(from bundles: [Bundle]?, forStoreMetadata metadata: [String: Any])
        -> NSManagedObjectModel?
    { NSManagedObjectModel() }
}

extension NSPersistentStoreCoordinator {
    /// A store file replaced by another's: there are no store files here; nothing to replace.
    public func replacePersistentStore(
        at destinationURL: URL, destinationOptions: [AnyHashable: Any]? = nil,
        withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable: Any]? = nil, ofType storeType: String
    ) throws {}
}
