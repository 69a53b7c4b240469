import Foundation

/// A prepared section that can be stored apart from its item count: sections that differ only in
/// how many items of one size they hold (`{"items": 3}`, `{"items": 500}`) share one value.
protocol CountSeparableSection: Hashable {
    /// This section with its count replaced by one that stands for it, and the count; nil when
    /// the count cannot be set apart (items stored one by one).
    var separatedCount: (shape: Self, count: Int)? { get }
    /// The shape given `count` items again: exactly the section `separatedCount` split.
    func withItemCount(_ count: Int) -> Self
}

/// A layout's prepared sections with each distinct shape stored once: a spec of 16 million
/// sections of a few shapes keeps a few values and 12 bytes per section (a reference and the
/// item count), not ~230 bytes each (`FlowSection`'s size) — whatever their counts. An array
/// to `SectionStack.prepare` and to the layout's queries.
///
/// - Complexity: reading is O(1) (a section of uniform items is given its count back);
///   writing hashes the value in O(1) (a section of per-item sizes hashes a sample of them,
///   `Hasher.combineSample`) and compares it whole only with an equal hash. Values no section uses any more are dropped once they outnumber the sections (a
///   self-sizing section rebuilt per measurement would otherwise keep every past value).
struct InternedSections<Section: CountSeparableSection>: RandomAccessCollection, MutableCollection,
    RangeReplaceableCollection,
    ExpressibleByArrayLiteral
{
    private var values: [Section] = []
    private var slots: [Section: Int32] = [:]
    private var references: [Int32] = []
    /// Each section's item count, or -1 when its value is stored whole.
    private var counts: [Int] = []

    init() {}

    init(arrayLiteral elements: Section...) { append(contentsOf: elements) }

    /// How many values are stored (tests check sharing).
    var distinctCount: Int { values.count }

    var startIndex: Int { 0 }
    var endIndex: Int { references.count }

    subscript(position: Int) -> Section {
        get {
            let value = values[Int(references[position])]
            return counts[position] < 0 ? value : value.withItemCount(counts[position])
        }
        set { (references[position], counts[position]) = store(newValue) }
    }

    mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: some Collection<Section>) {
        if subrange == 0..<references.count && newElements.isEmpty {
            self = Self()
            return
        }
        let stored = newElements.map { store($0) }
        references.replaceSubrange(subrange, with: stored.map(\.0))
        counts.replaceSubrange(subrange, with: stored.map(\.1))
    }

    mutating func reserveCapacity(_ n: Int) {
        references.reserveCapacity(n)
        counts.reserveCapacity(n)
    }

    private mutating func store(_ value: Section) -> (Int32, Int) {
        guard let (shape, count) = value.separatedCount else { return (slot(of: value), -1) }
        assert(shape.withItemCount(count) == value, "a section's count must come back exactly")
        return (slot(of: shape), count)
    }

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
        let keptCounts = counts
        self = Self()
        references = kept.map { slot(of: $0) }
        counts = keptCounts
    }
}

extension Hasher {
    /// `elements`' count and at most 17 of them, evenly spread and the last: a section's
    /// per-item values hashed whole were a fifth of `prepare()`, for sections that are equal to
    /// another only rarely (their equality still compares every element).
    mutating func combineSample<Element: Hashable>(of elements: [Element]) {
        combine(elements.count)
        guard let last = elements.last else { return }
        for index in stride(from: 0, to: elements.count, by: max(1, elements.count / 16)) { combine(elements[index]) }
        combine(last)
    }
}
