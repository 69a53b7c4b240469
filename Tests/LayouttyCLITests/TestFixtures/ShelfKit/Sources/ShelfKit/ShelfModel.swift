import Foundation

/// What a shelf shows, for a view model to follow. Foundation alone is imported: on Apple's
/// platforms it names Combine's `ObservableObject` and `@Published`, as this file relies on.
public final class ShelfModel: ObservableObject {
    @Published public var titles: [String] = []
    public init() {}
}
