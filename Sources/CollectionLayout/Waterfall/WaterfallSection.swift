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
    /// search in each column, on the same values the layout reports.
    func items(in rect: CGRect, origin: CGFloat) -> [Int] {
        var found: [Int] = []
        for (column, items) in columns.enumerated() {
            let x = columnX[column]
            guard x < rect.maxX, rect.minX < x + columnWidth else { continue }
            var low = 0, high = items.count
            while low < high {
                let mid = (low + high) / 2
                let frame = frame(ofItem: Int(items[mid]), origin: origin)
                if frame.maxY > rect.minY { high = mid } else { low = mid + 1 }
            }
            while low < items.count {
                let item = Int(items[low])
                let frame = frame(ofItem: item, origin: origin)
                if frame.minY >= rect.maxY { break }
                if frame.strictlyIntersects(rect) { found.append(item) }
                low += 1
            }
        }
        return columns.count > 1 ? found.sorted() : found
    }
}
