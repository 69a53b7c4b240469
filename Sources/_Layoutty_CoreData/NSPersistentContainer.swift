import Foundation

/// A store: one, in memory, whatever its description says.
open class NSPersistentStore: NSObject {
    open var url: URL?
    open var type: String
    open var identifier: String = UUID().uuidString
    open var options: [AnyHashable: Any]?

    init(type: String, url: URL?) {
        self.type = type
        self.url = url
    }
}

/// The store's objects, shared by the contexts over it.
open class NSPersistentStoreCoordinator: NSObject {
    public let managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []
    private(set) var objects: [NSManagedObject] = []

    public init(managedObjectModel model: NSManagedObjectModel) { managedObjectModel = model }

    @discardableResult
    open func addPersistentStore(
        ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
        options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore {
        NSPersistentContainer.sayInMemory()
        let store = NSPersistentStore(type: storeType, url: storeURL)
        store.options = options
        persistentStores.append(store)
        return store
    }

    open func addPersistentStore(
        with description: NSPersistentStoreDescription,
        completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void
    ) {
        _ = try? addPersistentStore(
            ofType: description.type, configurationName: description.configuration, at: description.url,
            options: description.options)
        block(description, nil)
    }

    open func remove(_ store: NSPersistentStore) throws { persistentStores.removeAll { $0 === store } }
    open func persistentStore(for url: URL) -> NSPersistentStore? { persistentStores.first { $0.url == url } }
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        objects = []
    }
    open class func metadataForPersistentStore(
        ofType storeType: String, at url: URL, options: [AnyHashable: Any]? = nil
    )
        throws -> [String: Any]
    { [:] }

    func add(_ saved: [NSManagedObject]) {
        objects += saved.filter { object in !objects.contains { $0 === object } }
    }

    func remove(_ gone: [NSManagedObject]) {
        let ids = Set(gone.map(ObjectIdentifier.init))
        objects.removeAll { ids.contains(ObjectIdentifier($0)) }
    }
}

/// How to open a store: kept as given, though every store is in memory here.
open class NSPersistentStoreDescription: NSObject {
    open var url: URL?
    open var type = NSSQLiteStoreType
    open var configuration: String?
    open var isReadOnly = false
    open var timeout: TimeInterval = 240
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    open private(set) var options: [String: NSObject] = [:]
    open private(set) var sqlitePragmas: [String: NSObject] = [:]

    public override init() {}
    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
    open func setValue(_ value: NSObject?, forPragmaNamed name: String) { sqlitePragmas[name] = value }
}

open class NSPersistentCloudKitContainerOptions: NSObject {
    public let containerIdentifier: String
    public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}

/// The model, the coordinator and the main context, made together. `loadPersistentStores` opens
/// a new device's store, in memory, and answers at once without an error.
open class NSPersistentContainer: NSObject {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    public let viewContext: NSManagedObjectContext

    public convenience init(name: String) { self.init(name: name, managedObjectModel: NSManagedObjectModel()) }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        let description = NSPersistentStoreDescription(
            url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
        persistentStoreDescriptions = [description]
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        super.init()
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }

    /// Where iOS keeps an app's stores; never written here.
    open class func defaultDirectoryURL() -> URL {
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("Application Support")
    }

    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        for description in persistentStoreDescriptions {
            persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
        }
    }

    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }

    nonisolated(unsafe) private static var said = false

    /// Said once: why the lists a store fills are empty.
    static func sayInMemory() {
        guard !said else { return }
        said = true
        CoreDataConsole.say("the store is a new device's, in memory: empty at launch, nothing saved is written")
    }
}

/// CloudKit's mirror of the store: the store alone here (no iCloud account to sync with).
open class NSPersistentCloudKitContainer: NSPersistentContainer {
    open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}
}

public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let dryRun = Self(rawValue: 1 << 1)
    public static let printSchema = Self(rawValue: 1 << 2)
}
