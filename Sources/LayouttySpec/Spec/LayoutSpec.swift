import CollectionLayout
import Foundation
import LayouttyDevice
import TerminalCollectionView

/// A collection view described by a spec file: bounds, layout and data (SpecFormatAndCLI.md).
///
/// ```swift
/// let spec = try LayoutSpec.load(file: "Demos/specs/grid.json")
/// let data = SpecDataSource(spec: spec)
/// let layout = data.makeLayout()
/// ```
package struct LayoutSpec: Equatable, Sendable {
    package struct Item: Equatable, Sendable {
        package var size: CGSize
        package var label: String?

        package init(size: CGSize, label: String? = nil) {
            self.size = size
            self.label = label
        }
    }

    /// Items given one by one, stored compactly: a file of 33 million `[w, h]` pairs costs 16
    /// bytes per item, labels only where the file has them, and a section holds one reference.
    package struct ItemList: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
        private final class Storage: @unchecked Sendable {
            // Mutated only through `append`, which copies a shared storage first.
            var sizes: [CGSize] = []
            var labels: [Int: String] = [:]
        }

        private var storage = Storage()

        package init(_ items: some Sequence<Item>) {
            for item in items { append(item) }
        }

        package init(arrayLiteral items: Item...) { self.init(items) }

        package mutating func append(_ item: Item) {
            if !isKnownUniquelyReferenced(&storage) {
                let copy = Storage()
                copy.sizes = storage.sizes
                copy.labels = storage.labels
                storage = copy
            }
            if let label = item.label { storage.labels[storage.sizes.count] = label }
            storage.sizes.append(item.size)
        }

        package var startIndex: Int { 0 }
        package var endIndex: Int { storage.sizes.count }
        package subscript(index: Int) -> Item { Item(size: storage.sizes[index], label: label(at: index)) }
        package func size(at index: Int) -> CGSize { storage.sizes[index] }
        package func label(at index: Int) -> String? { storage.labels.isEmpty ? nil : storage.labels[index] }

        package static func == (a: ItemList, b: ItemList) -> Bool {
            a.storage === b.storage || (a.storage.sizes == b.storage.sizes && a.storage.labels == b.storage.labels)
        }
    }

    package struct Section: Equatable, Sendable {
        package enum Items: Equatable, Sendable {
            /// Every item takes the section's item size (the flow layout's uniform fast path).
            case count(Int)
            case sized(ItemList)
        }

        package var items: Items
        /// The keys this section sets, for whichever layout knows them.
        package var overrides: SpecOverrides
        /// `sectionBackground` for this section, overriding the spec's.
        package var sectionBackground: Bool?
        /// The line the section starts on (32 bits: a section is 32 bytes, which is what keeps
        /// a file of millions of sections within a few times its size in memory).
        private var lineNumber: Int32 = 0
        package var line: Int? {
            get { lineNumber > 0 ? Int(lineNumber) : nil }
            set { lineNumber = newValue.map { Int32(clamping: $0) } ?? 0 }
        }

        package init(items: Items, overrides: SpecOverrides = SpecOverrides()) {
            self.items = items
            self.overrides = overrides
        }

        package var itemCount: Int {
            switch items {
            case .count(let n): n
            case .sized(let items): items.count
            }
        }
    }

    /// The most items a section may hold, in a file or as `preview --items`: past it a layout's
    /// per-item storage (waterfall, measured cells) would run to gigabytes.
    package static let maximumItemCount = 100_000_000

    /// Where the spec came from, for error messages ("demo grid" for built-ins).
    package var source: String
    package var layout: LayoutKind = .flow
    package var bounds: CGSize?
    /// `"device": "iPhone 15"`: the device the spec is drawn on (points drawn aspect-correct);
    /// nil keeps one point per cell, as the demos are sized.
    package var device: Device?
    package var scrollDirection: ScrollDirection = .vertical
    /// Each layout kind's values (`flow`, `waterfall`, `compositional`…: accessors in the kind's
    /// folder), kept for every kind so `w` switches keep both.
    package var kindValues = KindStore()
    /// `sectionBackground`: a decoration view behind each section's items and insets.
    package var sectionBackground = false
    /// The view's insets (UIKit's `contentInset`, `safeAreaInsets`, `layoutMargins`).
    package var contentInset = EdgeInsets.zero
    package var safeAreaInsets = EdgeInsets.zero
    package var layoutMargins = EdgeInsets.zero
    /// UIKit's `isPagingEnabled`: scrolling ends on multiples of the view's size.
    package var pagingEnabled = false
    package var sections: [Section] = []

    package init(source: String) {
        self.source = source
    }

    package func showsBackground(inSection index: Int) -> Bool {
        sections[index].sectionBackground ?? sectionBackground
    }

    /// Refuses a configuration that leaves a section no room for items at this bounds size
    /// (LayoutSemantics.md: available width A ≤ 0 is invalid), as the layout's model says.
    package func validate(boundsSize: CGSize) throws(SpecError) {
        // The content lies inside the view's adjusted content inset (UIKit's automatic adjustment).
        let adjusted = EdgeInsets.adjusted(contentInset, safeArea: safeAreaInsets, along: scrollDirection)
        try layout.model.validate(
            self,
            cross: crossLength(
                of: CGSize(
                    width: boundsSize.width - adjusted.left - adjusted.right,
                    height: boundsSize.height - adjusted.top - adjusted.bottom)))
    }

    /// How long `size` is across the scroll axis.
    func crossLength(of size: CGSize) -> CGFloat { scrollDirection == .vertical ? size.width : size.height }

    /// How much of the cross axis `insets` take.
    func crossLength(of insets: EdgeInsets) -> CGFloat {
        scrollDirection == .vertical ? insets.left + insets.right : insets.top + insets.bottom
    }

    /// What errors call the cross axis.
    var crossName: String { scrollDirection == .vertical ? "width" : "height" }

    /// Lines of the top-level keys, for errors found after reading.
    package var topLevelLines: [String: Int] = [:]
}
