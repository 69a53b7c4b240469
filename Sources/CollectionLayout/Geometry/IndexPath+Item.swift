import Foundation

// `IndexPath(item:section:)`, `item` and `section` are Apple's where Apple defines them — in
// UIKit's additions to Foundation, and AppKit's on macOS — so that a file importing both the
// system's framework and this module sees one declaration, not two that clash. Elsewhere (Linux,
// Windows) this module declares them. (Only Linux is built and tested.)
#if os(iOS) || os(tvOS) || os(visionOS) || os(watchOS)
    import UIKit
#elseif os(macOS)
    import AppKit
#else
    /// UIKit's `IndexPath(item:section:)` vocabulary, which Foundation only ships on Apple platforms.
    ///
    /// ```swift
    /// let path = IndexPath(item: 3, section: 1)
    /// path.section // 1
    /// ```
    extension IndexPath {
        public init(item: Int, section: Int) {
            // Appending keeps both indexes inline; `init(indexes: [section, item])` allocates an
            // array first, which `layoutty bench` showed to be a third of a query's per-element cost.
            self.init(index: section)
            append(item)
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
#endif

extension IndexPath {
    /// The section as `NSIndexPath` answers it for a path of any length — its first index; 0
    /// for an empty path, where NSIndexPath answers NSNotFound: a layout may give a header a
    /// one-element path (`indexPathWithIndex:`), which UIKit reads as that section, where
    /// `section` traps. What the previewer shows of a layout's element reads this.
    package var shownSection: Int { isEmpty ? 0 : self[0] }

    /// The item likewise: the second index, 0 for a shorter path.
    package var shownItem: Int { count > 1 ? self[1] : 0 }
}
