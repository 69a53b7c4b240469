import _Layoutty_CoreData

// SwiftUI's Core Data parts: the environment's context and `@FetchRequest`. Environment values
// are not passed down here (each view reads the defaults: see `Environment`), so a view's
// context is SwiftUI's default — one over no store, as on iOS when none is set — and its fetch
// requests answer no object.

extension EnvironmentValues {
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext {
        NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    }
}

/// The objects a fetch request finds in the environment's context, fetched when read.
@propertyWrapper public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    public let request: NSFetchRequest<Result>

    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) { request = fetchRequest }

    public init(
        entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
        animation: Animation? = nil
    ) {
        request = NSFetchRequest(entityName: entity.name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
    }

    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil)
    where Result: NSManagedObject {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    public var wrappedValue: FetchedResults<Result> {
        FetchedResults(results: (try? EnvironmentValues().managedObjectContext.fetch(request)) ?? [])
    }
}

/// A fetch request's objects, in order.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let results: [Result]
    public var startIndex: Int { results.startIndex }
    public var endIndex: Int { results.endIndex }
    public subscript(position: Int) -> Result { results[position] }
    public var nsPredicate: NSPredicate? { nil }
    public var nsSortDescriptors: [NSSortDescriptor] { [] }
}
