import Foundation

/// What a self-sizing layout measured, by section and item (a size, or a waterfall's height):
/// kept from one `prepare()` to the next, following the items through a batch update, dropped
/// when the data changed without one (a reload) or when what it was measured against changed
/// (the layout says when: a waterfall's column width, a compositional layout's size). The three
/// layouts keep their measurements in one of these.
///
/// ```swift
/// var measured = Measurements<CGFloat>()
/// measured.record(44, at: IndexPath(item: 3, section: 0))
/// measured.carry(through: pendingInvalidation, stale: crossSizeChanged)
/// ```
struct Measurements<Value> {
    private var values: [Int: [Int: Value]] = [:]

    var isEmpty: Bool { values.isEmpty }

    /// Section `section`'s measurements, by item.
    subscript(section: Int) -> [Int: Value] { values[section] ?? [:] }

    mutating func record(_ value: Value, at path: IndexPath) {
        values[path.section, default: [:]][path.item] = value
    }

    /// Through the invalidation a `prepare()` answers: with a batch update each measurement goes
    /// to its item's new place (a deleted or reloaded item's is dropped); new counts without one,
    /// or `stale`, drop them all. Whether they were moved or dropped.
    ///
    /// - Complexity: O(measurements) when there is anything to carry, else O(1).
    @discardableResult
    mutating func carry(through context: InvalidationContext, stale: Bool = false) -> Bool {
        guard !values.isEmpty else { return false }
        if let update = context.dataSourceUpdate {
            values = update.remap(values)
        } else if context.invalidateDataSourceCounts || stale {
            values = [:]
        } else {
            return false
        }
        return true
    }
}
