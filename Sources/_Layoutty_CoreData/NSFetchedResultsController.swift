import Foundation
import UIKit

/// A section of fetched results: the objects sharing a value of the section key path.
public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var indexTitle: String? { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1
    case delete, move, update
}

/// What a fetched results controller tells its delegate. Each method is optional on iOS; here each
/// has a default, and a delegate that implements the snapshot method is not told object by object,
/// as on iOS. The controller it is handed is the one it made, seen as
/// `NSFetchedResultsController<NSFetchRequestResult>` (generic classes are not covariant in Swift:
/// it is a second view of the same results, not the same object).
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChange sectionInfo: NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference)
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        sectionIndexTitleForSectionName sectionName: String
    ) -> String?
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {}
    public func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChange sectionInfo: NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
    ) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    /// Not implemented: the controller tells the delegate object by object instead.
    public func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference
    ) { FetchedResults.snapshotMethodAnswered = false }
    public func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        sectionIndexTitleForSectionName sectionName: String
    ) -> String? { sectionName.first.map { String($0).uppercased() } }
}

/// What a context tells the controllers over it.
protocol AnyFetchedResultsController: AnyObject {
    func contextDidChange()
}

/// The results a controller and its `NSFetchRequestResult` view share.
final class FetchedResults {
    var objects: [NSManagedObject]?
    var sections: [Section] = []
    weak var delegate: NSFetchedResultsControllerDelegate?
    /// Whether the delegate's snapshot method was its own (the default clears it).
    nonisolated(unsafe) static var snapshotMethodAnswered = true

    struct Section: NSFetchedResultsSectionInfo {
        var name: String
        var indexTitle: String?
        var members: [NSManagedObject]
        var numberOfObjects: Int { members.count }
        var objects: [Any]? { members }
    }
}

/// A fetch request's results kept up to date with its context: in sections by
/// `sectionNameKeyPath`, the delegate told when a save or `processPendingChanges()` changes them.
open class NSFetchedResultsController<ResultType>: NSObject, AnyFetchedResultsController {
    public let fetchRequest: NSFetchRequest<ResultType>
    public let managedObjectContext: NSManagedObjectContext
    public let sectionNameKeyPath: String?
    public let cacheName: String?
    let results: FetchedResults
    /// The `NSFetchRequestResult` view handed to the delegate, made once.
    private var delegateView: NSFetchedResultsController<NSFetchRequestResult>?

    public init(
        fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
        sectionNameKeyPath: String?, cacheName name: String?
    ) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        results = FetchedResults()
        super.init()
        context.observe(self)
    }

    /// One over no request and no store (NSObject's `init()`, as apps declare a property's first
    /// value before making the real one): it fetches nothing.
    public convenience override init() {
        self.init(
            fetchRequest: NSFetchRequest(),
            managedObjectContext: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType),
            sectionNameKeyPath: nil, cacheName: nil)
    }

    /// A second view of `other`'s results, for its delegate.
    private init<Other>(viewing other: NSFetchedResultsController<Other>) {
        fetchRequest = NSFetchRequest(entityName: other.fetchRequest.nameOfEntity ?? "")
        managedObjectContext = other.managedObjectContext
        sectionNameKeyPath = other.sectionNameKeyPath
        cacheName = other.cacheName
        results = other.results
    }

    open weak var delegate: NSFetchedResultsControllerDelegate? {
        get { results.delegate }
        set { results.delegate = newValue }
    }

    open var fetchedObjects: [ResultType]? { results.objects.map { $0.compactMap { $0 as? ResultType } } }
    open var sections: [NSFetchedResultsSectionInfo]? { results.objects == nil ? nil : results.sections }
    open var sectionIndexTitles: [String] { results.sections.compactMap(\.indexTitle) }

    open func performFetch() throws {
        results.objects = try fetched()
        results.sections = sectioned(results.objects ?? [])
        tellSnapshot()
    }

    open func object(at indexPath: IndexPath) -> ResultType {
        results.sections[indexPath.section].members[indexPath.item] as! ResultType
    }

    open func indexPath(forObject object: ResultType) -> IndexPath? {
        for (section, info) in results.sections.enumerated() {
            if let item = info.members.firstIndex(where: { $0 === object as AnyObject }) {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }

    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int { sectionIndex }
    open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
        sectionName.first.map { String($0).uppercased() }
    }
    open class func deleteCache(withName name: String?) {}

    func contextDidChange() {
        guard let before = results.objects, let after = try? fetched() else { return }
        let beforeSections = results.sections
        results.objects = after
        results.sections = sectioned(after)
        guard !before.elementsEqual(after, by: ===) || !Self.sameUpdates(before) else { return }
        guard let delegate else { return }
        let view = asDelegateSees
        delegate.controllerWillChangeContent(view)
        if !tellSnapshot() {
            tellObjects(before: beforeSections, view: view, delegate: delegate)
        }
        delegate.controllerDidChangeContent(view)
    }

    /// Tells the delegate by object: each removed, each added (moves as a delete and an insert).
    private func tellObjects(
        before: [FetchedResults.Section], view: NSFetchedResultsController<NSFetchRequestResult>,
        delegate: NSFetchedResultsControllerDelegate
    ) {
        let now = Set(results.sections.flatMap(\.members).map(ObjectIdentifier.init))
        for (s, section) in before.enumerated() {
            for (i, object) in section.members.enumerated() where !now.contains(ObjectIdentifier(object)) {
                delegate.controller(
                    view, didChange: object, at: IndexPath(item: i, section: s), for: .delete, newIndexPath: nil)
            }
        }
        let was = Set(before.flatMap(\.members).map(ObjectIdentifier.init))
        for (s, section) in results.sections.enumerated() {
            for (i, object) in section.members.enumerated() where !was.contains(ObjectIdentifier(object)) {
                delegate.controller(
                    view, didChange: object, at: nil, for: .insert, newIndexPath: IndexPath(item: i, section: s))
            }
        }
    }

    /// Hands the delegate the results as a snapshot of sections and object IDs; whether it took it.
    @discardableResult
    private func tellSnapshot() -> Bool {
        guard let delegate else { return false }
        let snapshot = NSDiffableDataSourceSnapshotReference()
        for section in results.sections {
            snapshot.appendSections(withIdentifiers: [section.name])
            snapshot.appendItems(
                withIdentifiers: section.members.map(\.objectID), intoSectionWithIdentifier: section.name)
        }
        FetchedResults.snapshotMethodAnswered = true
        delegate.controller(asDelegateSees, didChangeContentWith: snapshot)
        return FetchedResults.snapshotMethodAnswered
    }

    private var asDelegateSees: NSFetchedResultsController<NSFetchRequestResult> {
        if let own = self as? NSFetchedResultsController<NSFetchRequestResult> { return own }
        if let delegateView { return delegateView }
        let view = NSFetchedResultsController<NSFetchRequestResult>(viewing: self)
        delegateView = view
        return view
    }

    private func fetched() throws -> [NSManagedObject] {
        try managedObjectContext.fetch(fetchRequest).compactMap { $0 as? NSManagedObject }
    }

    /// The objects in sections by the value at `sectionNameKeyPath` (one section, named "", without).
    private func sectioned(_ objects: [NSManagedObject]) -> [FetchedResults.Section] {
        guard let keyPath = sectionNameKeyPath else {
            return [FetchedResults.Section(name: "", indexTitle: nil, members: objects)]
        }
        var sections: [FetchedResults.Section] = []
        for object in objects {
            let name = object.value(forKeyPath: keyPath).map { "\($0)" } ?? ""
            if sections.last?.name == name {
                sections[sections.count - 1].members.append(object)
            } else {
                sections.append(
                    FetchedResults.Section(
                        name: name, indexTitle: sectionIndexTitle(forSectionName: name), members: [object]))
            }
        }
        return sections
    }

    /// Whether none of `objects` changed since saved (a save of changed values is an update).
    private static func sameUpdates(_ objects: [NSManagedObject]) -> Bool { !objects.contains(where: \.isUpdated) }
}
