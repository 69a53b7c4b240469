import Combine
import os

private let log = Logger(subsystem: "ShelfKit", category: "layout")

// Apple's other frameworks, as a library uses them beside UIKit: a publisher for a view model
// to follow, and a log line.
extension ShelfLayout {
    /// The content size as it is now, published.
    public var contentSizes: AnyPublisher<CGSize, Never> {
        log.debug("content size \(self.collectionViewContentSize.width) wide")
        return Just(collectionViewContentSize).eraseToAnyPublisher()
    }
}
