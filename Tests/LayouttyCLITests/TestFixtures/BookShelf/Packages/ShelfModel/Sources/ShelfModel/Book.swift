import Foundation
import ShelfStyle
import UIKit

public struct Book: Hashable, Sendable {
    public let title: String
    public let pages: Int
}

/// The app's model, in a package of its own as apps keep them: public, main-actor isolated,
/// its style from a neighbouring package.
@MainActor
public final class ShelfViewModel {
    public private(set) var books: [Book] = []
    public var spacing: CGFloat { Style.spacing }
    public var insets: UIEdgeInsets { Style.insets }

    public init() {}

    public func load() {
        books = ["Dune", "Emma", "Ulysses", "Beloved", "Middlemarch", "Kindred"].enumerated().map {
            Book(title: $0.element, pages: 100 * ($0.offset + 1))
        }
    }
}
