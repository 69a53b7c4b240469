import Foundation

/// A layout's prepared sections with each distinct value stored once: a spec of 16 million
/// sections of a few shapes keeps a few values and 4 bytes per section, not ~230 bytes each
/// (`FlowSection`'s size). An array to `SectionStack.prepare` and to the layout's queries.
///
/// - Complexity: reading is O(1); writing hashes the value (O(its stored items) for a section
///   of per-item sizes, as building it was). Values no section uses any more are dropped once
///   they outnumber the sections (a self-sizing section rebuilt per measurement would
///   otherwise keep every past value).
struct InternedSections<Section: Hashable>: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
    private var values: [Section] = []
    private var slots: [Section: Int32] = [:]
    private var references: [Int32] = []

    init() {}

    init(arrayLiteral elements: Section...) { append(contentsOf: elements) }

    /// How many values are stored (tests check sharing).
    var distinctCount: Int { values.count }

    var startIndex: Int { 0 }
    var endIndex: Int { references.count }

    subscript(position: Int) -> Section {
        get { values[Int(references[position])] }
        set { references[position] = slot(of: newValue) }
    }

    mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: some Collection<Section>) {
        if subrange == 0..<references.count && newElements.isEmpty {
            self = Self()
            return
        }
        references.replaceSubrange(subrange, with: newElements.map { slot(of: $0) })
    }

    mutating func reserveCapacity(_ n: Int) { references.reserveCapacity(n) }

    private mutating func slot(of value: Section) -> Int32 {
        if let slot = slots[value] { return slot }
        if values.count > 2 * references.count + 16 { compact() }
        // More distinct sections than Int32 counts would take terabytes first; trap rather than alias.
        let slot = Int32(values.count)
        values.append(value)
        slots[value] = slot
        return slot
    }

    /// Keeps only the values some section refers to: O(sections).
    private mutating func compact() {
        let kept = references.map { values[Int($0)] }
        self = Self()
        references = kept.map { slot(of: $0) }
    }
}
