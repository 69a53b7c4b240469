import Foundation

/// One section of a waterfall, in logical coordinates relative to the section's start. Items are
/// kept in flat arrays (24 bytes per item: y, height, column and the column lists).
struct WaterfallSection {
    var header: CGRect?
    var footer: CGRect?
    var background: CGRect?
    var length: CGFloat
    var columnX: [CGFloat]
    var columnWidth: CGFloat
    /// The section's insets (logical) and where its items' region starts and ends along the
    /// scroll axis, relative to the section: for the inspector.
    var inset = EdgeInsets.zero
    var itemsStart: CGFloat = 0
    var itemsEnd: CGFloat = 0
    /// Whether the view measures this section's cells (it has an estimated item size).
    var selfSizes = false
    var itemY: [CGFloat] = []
    var itemHeight: [CGFloat] = []
    var itemColumn: [Int32] = []
    /// Each column's items in placement order, which is also the order of their y.
    var columns: [[Int32]]

    var itemCount: Int { itemY.count }

    /// The item's frame with the section starting at `origin` along the main axis.
    func frame(ofItem item: Int, origin: CGFloat) -> CGRect {
        CGRect(x: columnX[Int(itemColumn[item])], y: origin + itemY[item], width: columnWidth, height: itemHeight[item])
    }

    /// Items whose frames (section at `origin`) strictly intersect `rect`, by index: a binary
    /// search in each column, on the same values the layout reports, then a merge of the
    /// columns' runs (each already in index order).
    func forEachItem(in rect: CGRect, origin: CGFloat, _ body: (Int) -> Void) {
        var runs: [ArraySlice<Int32>] = []
        for (column, items) in columns.enumerated() {
            let x = columnX[column]
            guard x < rect.maxX, rect.minX < x + columnWidth else { continue }
            // The same arithmetic as `frame(ofItem:origin:)`'s minY and maxY, without building frames.
            var low = 0
            var high = items.count
            while low < high {
                let mid = (low + high) / 2
                let item = Int(items[mid])
                if (origin + itemY[item]) + itemHeight[item] > rect.minY { high = mid } else { low = mid + 1 }
            }
            var end = low
            while end < items.count, origin + itemY[Int(items[end])] < rect.maxY { end += 1 }
            if low < end { runs.append(items[low..<end]) }
        }
        // Merge: repeatedly take the smallest head. Runs are few (one per column).
        while !runs.isEmpty {
            var best = 0
            for r in 1..<runs.count where runs[r].first! < runs[best].first! { best = r }
            let item = Int(runs[best].removeFirst())
            if runs[best].isEmpty { runs.remove(at: best) }
            // Within a column every item in the run overlaps the rect's rows; the cross check
            // (and strictness at the edges) is decided on the exact frame.
            if frame(ofItem: item, origin: origin).strictlyIntersects(rect) { body(item) }
        }
    }
}
