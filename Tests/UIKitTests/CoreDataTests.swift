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
    var tags: NSSet? {
        get { _layouttyManagedValue(forKey: "tags") }
        set { _layouttySetManagedValue(newValue, forKey: "tags") }
    }
    func addToTags(_ value: Note) { _layouttyManagedAccessor("addToTags", [value]) }
    var awoken = 0
    override func awakeFromInsert() { awoken += 1 }
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
        note.title = "Milk"
        // Kept as the value, not an optional: what a section name or a predicate reads.
        #expect(note.value(forKey: "title").map { "\($0)" } == "Milk")
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
        #expect(listener.snapshots.count == 2)
    }
}
