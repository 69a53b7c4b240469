import CoreData
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        addWelcomeEntries()
        return true
    }

    // MARK: - Core Data stack

    lazy var persistentContainer: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Journal")
        container.loadPersistentStores { _, error in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        return container
    }()

    func saveContext() {
        let context = persistentContainer.viewContext
        if context.hasChanges {
            do {
                try context.save()
            } catch {
                let nserror = error as NSError
                fatalError("Unresolved error \(nserror), \(nserror.userInfo)")
            }
        }
    }

    /// A new install starts with a few entries, so the journal is never blank.
    private func addWelcomeEntries() {
        let context = persistentContainer.viewContext
        let existing = NSFetchRequest<Entry>(entityName: "Entry")
        guard (try? context.count(for: existing)) == 0 else { return }
        let samples: [(String, String, [String], Bool)] = [
            ("Walked to the lake", "Sunday", ["outdoors"], false),
            ("Finished the chapter", "Sunday", [], false),
            ("Draft of a letter", "Saturday", [], true),
            ("Baked bread", "Saturday", ["food", "weekend"], false)
        ]
        for (offset, (title, day, tags, archived)) in samples.enumerated() {
            let entry = Entry(context: context)
            entry.title = title
            entry.day = day
            entry.isArchived = archived
            entry.created = Date(timeIntervalSinceReferenceDate: Double(offset) * 3600)
            for name in tags {
                let tag = Tag(context: context)
                tag.name = name
                entry.addToTags(tag)
            }
        }
        saveContext()
    }
}
