import CollectionLayout
import Foundation

/// A waterfall written from scratch as a `CollectionViewLayout` subclass, the way the seed article
/// (001) ports an iOS layout: `prepare()` computes and caches every frame, `attributes(in:)`
/// filters the cache. Columns for vertical scrolling, rows for horizontal; each item goes to the
/// shortest column (the leftmost on ties). Like the article's, it lays out section 0 only.
///
/// ```swift
/// let layout = ScratchWaterfallLayout(columnCount: 3) { indexPath, width in width * 0.75 }
/// ```
final class ScratchWaterfallLayout: CollectionViewLayout {
    var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Columns when scrolling vertically.
    var columnCount: Int { didSet { invalidateLayout() } }
    /// Rows when scrolling horizontally.
    var rowCount: Int { didSet { invalidateLayout() } }
    /// Between columns (vertical) or between items of a row (horizontal).
    var columnMargin: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Between items of a column (vertical) or between rows (horizontal).
    var rowMargin: CGFloat = 10 { didSet { invalidateLayout() } }
    var edgeInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// The item's length along the scroll axis for a given breadth across it.
    let lengthForItem: (IndexPath, CGFloat) -> CGFloat

    private var frames: [CGRect] = []
    private var contentSize = CGSize.zero

    init(columnCount: Int = 2, rowCount: Int = 2, lengthForItem: @escaping (IndexPath, CGFloat) -> CGFloat) {
        self.columnCount = columnCount
        self.rowCount = rowCount
        self.lengthForItem = lengthForItem
        super.init()
    }

    override func prepare() {
        super.prepare()
        frames = []
        guard let view = collectionView, view.numberOfSections > 0 else {
            contentSize = .zero
            return
        }
        let bounds = view.bounds.size
        if scrollDirection == .vertical {
            let count = max(1, columnCount)
            let width =
                (bounds.width - edgeInset.left - edgeInset.right - CGFloat(count - 1) * columnMargin) / CGFloat(count)
            var heights = [CGFloat](repeating: edgeInset.top, count: count)
            for item in 0..<view.numberOfItems(inSection: 0) {
                let column = heights.indices.min { heights[$0] < heights[$1] }!
                let height = lengthForItem(IndexPath(item: item, section: 0), width)
                frames.append(
                    CGRect(
                        x: edgeInset.left + CGFloat(column) * (width + columnMargin), y: heights[column], width: width,
                        height: height))
                heights[column] += height + rowMargin
            }
            let tallest = frames.isEmpty ? edgeInset.top : heights.max()! - rowMargin
            contentSize = CGSize(width: bounds.width, height: tallest + edgeInset.bottom)
        } else {
            let count = max(1, rowCount)
            let height =
                (bounds.height - edgeInset.top - edgeInset.bottom - CGFloat(count - 1) * rowMargin) / CGFloat(count)
            var widths = [CGFloat](repeating: edgeInset.left, count: count)
            for item in 0..<view.numberOfItems(inSection: 0) {
                let row = widths.indices.min { widths[$0] < widths[$1] }!
                let width = lengthForItem(IndexPath(item: item, section: 0), height)
                frames.append(
                    CGRect(
                        x: widths[row], y: edgeInset.top + CGFloat(row) * (height + rowMargin), width: width,
                        height: height))
                widths[row] += width + columnMargin
            }
            let widest = frames.isEmpty ? edgeInset.left : widths.max()! - columnMargin
            contentSize = CGSize(width: widest + edgeInset.right, height: bounds.height)
        }
    }

    override var collectionViewContentSize: CGSize { contentSize }

    override func attributes(in rect: CGRect) -> [LayoutAttributes] {
        frames.indices.filter { frames[$0].strictlyIntersects(rect) }.compactMap {
            attributesForItem(at: IndexPath(item: $0, section: 0))
        }
    }

    override func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }

    /// Only a change across the scroll axis moves anything.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let old = collectionView?.bounds.size else { return true }
        return scrollDirection == .vertical ? newBounds.width != old.width : newBounds.height != old.height
    }
}
