import Foundation
import Testing
import UIKit
import _LayouttyPortRuntime
import _Layoutty_CoreData

/// A managed class as the port writes an Xcode-generated one (`@NSManaged` properties become these
/// accessors: `PreviewPortTests.managedPropertiesGetTheAccessorsCoreDataMakes`).
final class Note: NSManagedObject {
    var title: String? {
        get { _layouttyManagedValue(forKey: "title") }
        set { _layouttySetManagedValue(newValue, forKey: "title") }
    }
    var pinned: Bool {
        get { _layouttyManagedValue(forKey: "pinned") }
        set { _layouttySetManagedValue(newValue, forKey: "pinned") }
    }
    var folder: String {
        get { _layouttyManagedValue(forKey: "folder") }
        set { _layouttySetManagedValue(newValue, forKey: "folder") }
    }
    var views: Int {
        get { _layouttyManagedValue(forKey: "views") }
        set { _layouttySetManagedValue(newValue, forKey: "views") }
    }
    var tags: NSSet? {
        get { _layouttyManagedValue(forKey: "tags") }
        set { _layouttySetManagedValue(newValue, forKey: "tags") }
    }
    func addToTags(_ value: Note) { _layouttyManagedAccessor("addToTags", [value]) }
    var awoken = 0
    override func awakeFromInsert() { awoken += 1 }
}

/// A class whose generated extension declares its typed request, as Xcode writes it; its owner is
/// a plain property, which key-value coding reads as a to-one step.
final class Pin: NSManagedObject {
    var owner: Note?
}

extension Pin {
    @nonobjc class func fetchRequest() -> NSFetchRequest<Pin> { NSFetchRequest<Pin>(entityName: "Pin") }
}

/// Core Data as a screen's code meets it (`import CoreData` in a preview reaches this module): a
/// new device's store in memory, which fetches, predicates, sorts and fetched results controllers
/// read as on iOS.
@Suite struct CoreDataTests {
    /// A container with its store loaded, as an app's `AppDelegate` makes it.
    private func container() -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Notes")
        nonisolated(unsafe) var loaded: Error? = NSError(domain: "not called", code: 0)
        container.loadPersistentStores { _, error in loaded = error }
        #expect(loaded == nil)
        return container
    }

    private func note(_ title: String, folder: String, pinned: Bool = false, in context: NSManagedObjectContext) -> Note
    {
        let note = Note(context: context)
        (note.title, note.folder, note.pinned) = (title, folder, pinned)
        return note
    }

    /// Unset, an optional is nil, a Boolean false, a to-many relationship empty; the entity is
    /// named for the class; inserting wakes the object once.
    @Test func aNewObjectAnswersWhatANewRowDoes() {
        let context = container().viewContext
        let note = Note(context: context)
        #expect(note.title == nil && note.pinned == false && note.tags?.count == 0 && note.folder == "")
        #expect(Note.entity().name == "Note" && note.entity === Note.entity() && note.awoken == 1)
        #expect(note.isInserted && context.hasChanges && note.managedObjectContext === context)
        note.addToTags(Note(context: context))
        #expect(note.tags?.count == 1 && (note.value(forKey: "title") == nil))
        // A key path through a to-many relationship reads each member's value.
        (note.tags?.anyObject() as? Note)?.title = "Eggs"
        #expect(note.value(forKeyPath: "tags.title") as? [String?] == ["Eggs"])
        note.title = "Milk"
        // Kept as the value, not an optional: what a section name or a predicate reads.
        #expect(note.value(forKey: "title").map { "\($0)" } == "Milk")
    }

    /// An object inserted by the entity's name and cast to its class, as the port writes it
    /// (`Note(_layouttyReplacing: NSEntityDescription.insertNewObject(forEntityName: "Note",
    /// into: context))`): a `Note`, the only object inserted, of the entity named — where the
    /// cast of the plain object trapped (a GitHub client's servers screen).
    @Test func anObjectInsertedByItsEntitysNameIsOfItsClass() {
        let context = container().viewContext
        let note = Note(_layouttyReplacing: NSEntityDescription.insertNewObject(forEntityName: "Note", into: context))
        note.title = "Milk"
        #expect(context.insertedObjects.count == 1 && context.insertedObjects.first === note)
        #expect(note.entity.name == "Note" && note.managedObjectContext === context && note.title == "Milk")
    }

    /// `Pin.fetchRequest()` with no type given is the generated, typed one (no ambiguity with
    /// NSManagedObject's), and a value set along a key path lands on the last step's object.
    @Test func typedRequestsAndKeyPathsAsGeneratedCodeUsesThem() throws {
        let context = container().viewContext
        let pin = Pin(context: context)
        let request = Pin.fetchRequest()
        #expect(type(of: request) == NSFetchRequest<Pin>.self)
        #expect(try context.fetch(request).map { $0 === pin } == [true])
        pin.owner = Note(context: context)
        pin.setValue("Milk", forKeyPath: "owner.title")
        pin.owner?.setValue(true, forKeyPath: "pinned")
        #expect(pin.owner?.title == "Milk" && pin.owner?.pinned == true)
    }

    /// A fetch sees what was inserted before a save and the store's after it, filtered by a
    /// predicate string, sorted by key, cut by offset and limit; a deletion leaves both.
    @Test func fetchesFilterSortAndCount() throws {
        let context = container().viewContext
        _ = note("Milk", folder: "Shopping", in: context)
        _ = note("bread", folder: "Shopping", pinned: true, in: context)
        let call = note("Call Ann", folder: "Calls", in: context)
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.predicate = NSPredicate(format: "%K == %@ AND NOT (title BEGINSWITH[c] %@)", "folder", "Shopping", "M")
        #expect(try context.fetch(request).map(\.title) == ["bread"])
        try context.save()
        #expect(!context.hasChanges && !call.isInserted)
        request.predicate = nil
        // Strings compare as `compare:` does: by code point, lowercase after uppercase.
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: false)]
        #expect(try context.fetch(request).map(\.title) == ["bread", "Milk", "Call Ann"])
        request.sortDescriptors = [
            NSSortDescriptor(key: "pinned", ascending: false), NSSortDescriptor(key: "title", ascending: true)
        ]
        (request.fetchOffset, request.fetchLimit) = (1, 1)
        #expect(try context.fetch(request).map(\.title) == ["Call Ann"])
        context.delete(call)
        #expect(try context.count(for: NSFetchRequest<Note>(entityName: "Note")) == 2)
        let words = NSPredicate(format: "title CONTAINS[c] 'ILK' OR title IN %@ OR title LIKE 'C*n'", ["bread"])
        #expect(
            ["Milk", "bread", "Call Ann", "Tea"].map { words.evaluate(with: ["title": $0]) } == [
                true, true, true, false
            ])
    }

    /// A child context's save reaches its parent, not the store; the parent's save reaches the
    /// store, and says so with the objects it saved.
    @Test func savesGoToTheParentThenTheStore() throws {
        let container = container()
        let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        child.parent = container.viewContext
        child.performAndWait { _ = note("Draft", folder: "Inbox", in: child) }
        try child.save()
        let fresh = container.newBackgroundContext()
        #expect(try fresh.count(for: Note.fetchRequest()) == 0)
        #expect(try container.viewContext.count(for: Note.fetchRequest()) == 1)
        nonisolated(unsafe) var saved: Int?
        let observer = NotificationCenter.default.addObserver(
            forName: .NSManagedObjectContextDidSave, object: container.viewContext, queue: nil
        ) { saved = ($0.userInfo?[NSInsertedObjectsKey] as? Set<NSManagedObject>)?.count }
        defer { NotificationCenter.default.removeObserver(observer) }
        try container.viewContext.save()
        #expect(try saved == 1 && fresh.count(for: Note.fetchRequest()) == 1)
    }

    /// The diffable way: the delegate is handed the results as a snapshot of sections and object
    /// IDs, after `performFetch()` and after each save that changes them, bridged with `as`; it
    /// is not told object by object.
    final class Listener: NSFetchedResultsControllerDelegate {
        var snapshots: [NSDiffableDataSourceSnapshot<String, NSManagedObjectID>] = []
        func controller(
            _ controller: NSFetchedResultsController<NSFetchRequestResult>,
            didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference
        ) { snapshots.append(snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>) }
        func controller(
            _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
            at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
        ) { Issue.record("told by object as well") }
    }

    /// The object-by-object way: a delegate without the snapshot method is told each insertion
    /// and deletion at its index path, between will- and did-change.
    final class Tracker: NSFetchedResultsControllerDelegate {
        var told: [String] = []
        func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
            told.append("will")
        }
        func controller(
            _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
            at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
        ) {
            let path = (indexPath ?? newIndexPath).map { "\($0.section).\($0.item)" } ?? "-"
            told.append("\(type == .insert ? "insert" : "delete") \((anObject as? Note)?.title ?? "?") \(path)")
        }
        func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
            told.append("did")
        }
    }

    @Test func fetchedResultsControllersFollowTheContext() throws {
        let context = container().viewContext
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.sortDescriptors = [
            NSSortDescriptor(key: "folder", ascending: true), NSSortDescriptor(key: "title", ascending: true)
        ]
        let controller = NSFetchedResultsController(
            fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "folder", cacheName: nil)
        let (listener, tracker) = (Listener(), Tracker())
        controller.delegate = listener
        try controller.performFetch()
        #expect(controller.fetchedObjects?.count == 0 && listener.snapshots.map(\.numberOfItems) == [0])
        let milk = note("Milk", folder: "Shopping", in: context)
        _ = note("Call Ann", folder: "Calls", in: context)
        try context.save()
        #expect(controller.sections?.map(\.name) == ["Calls", "Shopping"])
        #expect(controller.object(at: IndexPath(item: 0, section: 1)) === milk)
        #expect(listener.snapshots.last?.sectionIdentifiers == ["Calls", "Shopping"])
        #expect(listener.snapshots.last?.itemIdentifiers(inSection: "Shopping") == [milk.objectID])
        controller.delegate = tracker
        context.delete(milk)
        _ = note("Bread", folder: "Shopping", in: context)
        try context.save()
        #expect(tracker.told == ["will", "delete Milk 1.0", "insert Bread 1.0", "did"])
        // A controller's first value, before the real one: no request, no store, nothing fetched.
        let placeholder = NSFetchedResultsController<Note>()
        try placeholder.performFetch()
        #expect(placeholder.fetchedObjects?.isEmpty == true && placeholder.sections?.count == 1)
        #expect(listener.snapshots.count == 2)
    }
}

/// Core Data's requests past the context, aggregates and value transformers, as apps showing
/// best practices use them.
@Suite struct CoreDataStoreRequestsTests {
    private func context() -> NSManagedObjectContext {
        let container = NSPersistentContainer(name: "Notes")
        container.loadPersistentStores { _, _ in }
        return container.viewContext
    }

    /// A batch insert puts rows in the store at once (a handler fills one a call until it
    /// answers true); a batch update sets a property of those its predicate finds; a grouped
    /// dictionary fetch answers a row per folder, an aggregate summed over the group:
    /// Shopping 3 + 4 = 7 pins, Calls 5.
    @Test func batchRequestsAndAggregates() throws {
        let context = context()
        let rows: [(String, String, Int)] = [
            ("Milk", "Shopping", 3), ("Call Ann", "Calls", 5), ("Bread", "Shopping", 4)
        ]
        var next = 0
        // Labelled: an unlabelled closure fits the dictionary handler too (a dictionary's
        // `setValue(_:forKey:)`), ambiguous as on iOS.
        let insert = NSBatchInsertRequest(
            entity: Note.entity(),
            managedObjectHandler: { object in
                guard next < rows.count else { return true }
                object.setValue(rows[next].0, forKey: "title")
                object.setValue(rows[next].1, forKey: "folder")
                object.setValue(rows[next].2, forKey: "views")
                next += 1
                return false
            })
        insert.resultType = .count
        #expect((try context.execute(insert) as? NSBatchInsertResult)?.result as? Int == 3)
        let update = NSBatchUpdateRequest(entityName: "Note")
        update.predicate = NSPredicate(format: "folder == %@", "Calls")
        update.propertiesToUpdate = ["pinned": true]
        update.resultType = .updatedObjectsCountResultType
        #expect((try context.execute(update) as? NSBatchUpdateResult)?.result as? Int == 1)
        #expect(
            try context.count(
                for: {
                    let r = NSFetchRequest<Note>(entityName: "Note")
                    r.predicate = NSPredicate(format: "pinned == YES")
                    return r
                }()) == 1)
        let views = NSExpressionDescription()
        views.name = "Views"
        views.expression = UIKit.NSExpression(format: "@sum.views")
        let request = NSFetchRequest<NSDictionary>(entityName: "Note")
        request.resultType = .dictionaryResultType
        request.propertiesToFetch = ["folder", views]
        request.propertiesToGroupBy = ["folder"]
        request.sortDescriptors = [NSSortDescriptor(key: "folder", ascending: false)]
        let grouped = try context.fetch(request).map { "\($0["folder"] ?? "") \($0["Views"] ?? "")" }
        #expect(grouped == ["Shopping 7", "Calls 5"])
    }

    /// The history of a store this preview alone writes is empty: a fetch answers no
    /// transaction, a delete succeeds; the query generation is the current one.
    @Test func historyIsEmpty() throws {
        let context = context()
        let fetch = NSPersistentHistoryChangeRequest.fetchHistory(after: Date.distantPast)
        let result = try context.execute(fetch) as? NSPersistentHistoryResult
        #expect((result?.result as? [NSPersistentHistoryTransaction])?.isEmpty == true)
        let delete = try context.execute(NSPersistentHistoryChangeRequest.deleteHistory(before: Date()))
        #expect((delete as? NSPersistentHistoryResult)?.result as? Bool == true)
        try context.setQueryGenerationFrom(.current)
        #expect(context.queryGenerationToken === NSQueryGenerationToken.current)
    }

    /// A transformer registered by name is found by it; Foundation's named ones negate and
    /// test for nil; a colour archives as its components and is read back equal.
    @Test func valueTransformersAndArchivedColours() throws {
        final class Upper: ValueTransformer {
            override func transformedValue(_ value: Any?) -> Any? { (value as? String)?.uppercased() }
        }
        let name = NSValueTransformerName("Upper")
        ValueTransformer.setValueTransformer(Upper(), forName: name)
        #expect(ValueTransformer.valueTransformer(forName: name)?.transformedValue("milk") as? String == "MILK")
        #expect(
            ValueTransformer.valueTransformer(forName: .negateBooleanTransformerName)?.transformedValue(true) as? Bool
                == false)
        #expect(
            ValueTransformer.valueTransformer(forName: .isNilTransformerName)?.transformedValue(nil) as? Bool == true)
        let colour = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 1)
        let data = try NSKeyedArchiver.archivedData(withRootObject: colour, requiringSecureCoding: true)
        #expect(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data) == colour)
    }
}

/// A store stack's migration at launch, as a 2FA app writes it: each step's mapping model is
/// found (inferred, or from the bundles), the manager migrates, the intermediate store is
/// replaced — all succeed with nothing to move (the store is in memory and new), and the stack
/// then opens its store as before.
@Suite struct CoreDataMigrationTests {
    @Test func aMigrationRunsAndMovesNothing() throws {
        let (source, destination) = (NSManagedObjectModel(), NSManagedObjectModel())
        let inferred = try NSMappingModel.inferredMappingModel(forSourceModel: source, destinationModel: destination)
        let bundled = NSMappingModel(from: [Bundle.main], forSourceModel: source, destinationModel: destination)
        #expect(inferred.entityMappings.isEmpty && bundled != nil)
        let manager = NSMigrationManager(sourceModel: source, destinationModel: destination)
        let store = URL(fileURLWithPath: "/nonexistent/Store.sqlite")
        try manager.migrateStore(
            from: store, sourceType: NSSQLiteStoreType, options: nil, with: inferred,
            toDestinationURL: store.appendingPathExtension("new"), destinationType: NSSQLiteStoreType,
            destinationOptions: nil)
        #expect(manager.migrationProgress == 1)
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: destination)
        try coordinator.replacePersistentStore(
            at: store, withPersistentStoreFrom: store.appendingPathExtension("new"), ofType: NSSQLiteStoreType)
        #expect(NSManagedObjectModel.mergedModel(from: [Bundle.main], forStoreMetadata: [:]) != nil)
        #expect(!FileManager.default.fileExists(atPath: store.path + ".new"))
    }

    /// A store added with the options a GitHub client's stack passes (SQLite's pragmas, migration
    /// inferred): each key is the string Apple's Core Data defines, the store is there and keeps
    /// its options, so the app's "no coordinator" path (`abort()` at launch) is not taken.
    @Test func aStoreIsAddedWithTheAppsOptions() throws {
        let options: [AnyHashable: Any] = [
            NSMigratePersistentStoresAutomaticallyOption: true, NSInferMappingModelAutomaticallyOption: true,
            NSSQLitePragmasOption: ["synchronous": "OFF"], NSReadOnlyPersistentStoreOption: false
        ]
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
        _ = try coordinator.addPersistentStore(
            ofType: NSSQLiteStoreType, configurationName: nil, at: URL(fileURLWithPath: "/nonexistent/Trailer.sqlite"),
            options: options)
        #expect(
            [
                NSMigratePersistentStoresAutomaticallyOption, NSInferMappingModelAutomaticallyOption,
                NSSQLitePragmasOption, NSReadOnlyPersistentStoreOption
            ] == [
                "NSMigratePersistentStoresAutomaticallyOption", "NSInferMappingModelAutomaticallyOption",
                "NSSQLitePragmasOption", "NSReadOnlyPersistentStoreOption"
            ])
        let store = try #require(coordinator.persistentStores.first)
        #expect(coordinator.persistentStores.count == 1 && store.options?.count == 4)
        #expect((store.options?[NSSQLitePragmasOption] as? [String: String]) == ["synchronous": "OFF"])
    }
}
