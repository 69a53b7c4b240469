import Foundation

/// UIKit's `IndexPath(item:section:)` vocabulary, which Foundation only ships on Apple platforms.
///
/// ```swift
/// let path = IndexPath(item: 3, section: 1)
/// path.section // 1
/// ```
extension IndexPath {
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    public var section: Int {
        precondition(count == 2, "IndexPath.section needs a two-element index path")
        return self[0]
    }

    public var item: Int {
        precondition(count == 2, "IndexPath.item needs a two-element index path")
        return self[1]
    }
}
