import Foundation

/// One section of a waterfall, in logical coordinates relative to the section's start. Items of
/// one height are placed by arithmetic (`UniformColumns`, nothing stored per item); otherwise
/// they are kept in flat arrays (24 bytes per item: y, height, column and the column lists).
struct WaterfallSection: Hashable {
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
    /// Set when every item has one height and none was measured: the stored arrays stay empty.
    var uniform: UniformColumns?
    var itemY: [CGFloat] = []
    var itemHeight: [CGFloat] = []
    var itemColumn: [Int32] = []
    /// Each column's items in placement order, which is also the order of their y.
    var columns: [[Int32]] = []
    /// What follows the items, laid out from where they end by `close(itemsEnd:)`.
    var tail = Tail()

    /// The inset's bottom, the background and the footer below the items, as the builder
    /// measured them: kept so that a section of uniform items can be given another count.
    struct Tail: Hashable {
        /// Where the items' region (and the background) starts: below the header.
        var itemsTop: CGFloat = 0
        var width: CGFloat = 0
        var showsBackground = false
        var footerLength: CGFloat = 0
        var footerInset = EdgeInsets.zero
    }

    /// Lays out what follows items ending at `itemsEnd`: the background, the footer, the length.
    mutating func close(itemsEnd: CGFloat) {
        self.itemsEnd = itemsEnd
        var y = itemsEnd + inset.bottom
        background =
            tail.showsBackground && y > tail.itemsTop
            ? CGRect(x: 0, y: tail.itemsTop, width: tail.width, height: y - tail.itemsTop) : nil
        footer = nil
        if tail.footerLength > 0 {
            let fInset = tail.footerInset
            y += fInset.top
            footer = CGRect(
                x: fInset.left, y: y, width: tail.width - fInset.left - fInset.right, height: tail.footerLength)
            y += tail.footerLength + fInset.bottom
        }
        length = y
    }

    /// A sample of the items (`InternedSections` hashes every prepared section).
    func hash(into hasher: inout Hasher) {
        hasher.combine(uniform)
        hasher.combineSample(of: itemY)
        hasher.combineSample(of: itemHeight)
        hasher.combine(length)
    }

    var itemCount: Int { uniform?.count ?? itemY.count }

    func column(ofItem item: Int) -> Int { uniform?.column(ofItem: item) ?? Int(itemColumn[item]) }

    /// The item's start along the scroll axis, relative to the section.
    func y(ofItem item: Int) -> CGFloat {
        guard let uniform else { return itemY[item] }
        return uniform.y(ofRow: item / uniform.columnCount)
    }

    /// The item's frame with the section starting at `origin` along the main axis.
    func frame(ofItem item: Int, origin: CGFloat) -> CGRect {
        let height = uniform?.height ?? itemHeight[item]
        return CGRect(x: columnX[column(ofItem: item)], y: origin + y(ofItem: item), width: columnWidth, height: height)
    }

    /// Items whose frames (section at `origin`) strictly intersect `rect`, by index.
    ///
    /// - Complexity: O(log rows + columns × rows in `rect`) for uniform items; otherwise a
    ///   binary search in each column, on the same values the layout reports, then a merge of
    ///   the columns' runs (each already in index order). `body` returns false to stop; so does this.
    func forEachItem(in rect: CGRect, origin: CGFloat, _ body: (Int) -> Bool) -> Bool {
        if let uniform {
            return uniform.forEachItem(in: rect, origin: origin, columnX: columnX, columnWidth: columnWidth, body)
        }
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
            if frame(ofItem: item, origin: origin).strictlyIntersects(rect), !body(item) { return false }
        }
        return true
    }
}

/// A waterfall section whose items all have one height: every column is as tall as the others
/// after each full row, so the shortest column is always the next one from the left — item i
/// goes to column i mod n (from the right for `.rightToLeft`), row i / n — the same columns the
/// per-item placement picks, computed instead of stored.
struct UniformColumns: Hashable {
    var count: Int
    var columnCount: Int
    var rightToLeft: Bool
    /// The first row's start along the scroll axis, relative to the section.
    var top: CGFloat
    var height: CGFloat
    /// The gap between rows; height + spacing > 0 (checked when preparing).
    var spacing: CGFloat

    var rowCount: Int { count / columnCount + (count % columnCount == 0 ? 0 : 1) }

    func column(ofItem item: Int) -> Int {
        let k = item % columnCount
        return rightToLeft ? columnCount - 1 - k : k
    }

    func y(ofRow row: Int) -> CGFloat { top + CGFloat(row) * (height + spacing) }

    /// Where the last row ends (`top` with no items).
    var end: CGFloat { count == 0 ? top : y(ofRow: rowCount - 1) + height }

    func forEachItem(in rect: CGRect, origin: CGFloat, columnX: [CGFloat], columnWidth: CGFloat, _ body: (Int) -> Bool)
        -> Bool
    {
        // The first row ending below rect.minY, on the values `frame(ofItem:origin:)` reports.
        var low = 0
        var high = rowCount
        while low < high {
            let mid = low + (high - low) / 2
            if (origin + y(ofRow: mid)) + height > rect.minY { high = mid } else { low = mid + 1 }
        }
        var row = low
        while row < rowCount, origin + y(ofRow: row) < rect.maxY {
            for k in 0..<min(columnCount, count - row * columnCount) {
                let item = row * columnCount + k
                let x = columnX[column(ofItem: item)]
                let frame = CGRect(x: x, y: origin + y(ofRow: row), width: columnWidth, height: height)
                if frame.strictlyIntersects(rect), !body(item) { return false }
            }
            row += 1
        }
        return true
    }
}

extension WaterfallSection: CountSeparableSection {
    /// Items of one height (`UniformColumns`) apart from their count, which decides only where
    /// they end and what follows (`close(itemsEnd:)`).
    var separatedCount: (shape: WaterfallSection, count: Int)? {
        guard let uniform else { return nil }
        return (withItemCount(0), uniform.count)
    }

    func withItemCount(_ count: Int) -> WaterfallSection {
        guard var uniform else { return self }
        var section = self
        uniform.count = count
        section.uniform = uniform
        section.close(itemsEnd: uniform.end)
        return section
    }
}
