/// Where the lines of a file's old text are in its new text, as a line diff (a longest common
/// subsequence) says — how a position is carried through an editor's save, as editors keep
/// their marks through an edit. When the diff could pair a line with more than one line of
/// the new text (two identical lines, one of them deleted), the line is ambiguous: nobody can
/// tell which one it became, so nothing is guessed.
///
/// ```swift
/// let map = LineMap(old: ["a", "x", "b"], new: ["new", "a", "x", "b"])
/// map.place(of: 1)  // .same(2)
/// ```
struct LineMap {
    enum Place: Equatable {
        /// The line is unchanged, at this line of the new text.
        case same(Int)
        /// The line was changed: it is somewhere in these lines of the new text.
        case changed(Range<Int>)
        /// The line is unchanged, but could be any of these.
        case ambiguous([Int])
    }

    /// Per old line, its partner in the earliest and in the latest pairing of the diff.
    private let earliest: [Int?]
    private let latest: [Int?]
    private let newCount: Int

    /// The most cells (old × new lines changed) a diff is computed over; past it every line
    /// between the common start and end counts as changed.
    static let cellLimit = 4_000_000

    init(old: [Substring], new: [Substring]) {
        newCount = new.count
        earliest = Self.pairs(old, new)
        let reversed = Self.pairs(Array(old.reversed()), Array(new.reversed()))
        latest = reversed.reversed().map { $0.map { new.count - 1 - $0 } }
    }

    func place(of line: Int) -> Place {
        guard earliest.indices.contains(line) else { return .changed(0..<newCount) }
        if let a = earliest[line], let b = latest[line] { return a == b ? .same(a) : .ambiguous([a, b]) }
        if earliest[line] != nil || latest[line] != nil {
            return .ambiguous([earliest[line], latest[line]].compactMap { $0 })
        }
        // Changed: between the nearest lines both pairings agree on, above and below.
        let above = (0..<line).reversed().first { earliest[$0] != nil && earliest[$0] == latest[$0] }.flatMap {
            earliest[$0]
        }
        let below = ((line + 1)..<earliest.count).first { earliest[$0] != nil && earliest[$0] == latest[$0] }.flatMap {
            earliest[$0]
        }
        return .changed(((above ?? -1) + 1)..<max((above ?? -1) + 1, below ?? newCount))
    }

    /// Each old line's partner in the pairing that matches lines as early as it can.
    private static func pairs(_ old: [Substring], _ new: [Substring]) -> [Int?] {
        var result = [Int?](repeating: nil, count: old.count)
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] {
            result[prefix] = prefix
            prefix += 1
        }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            result[old.count - 1 - suffix] = new.count - 1 - suffix
            suffix += 1
        }
        let rows = old.count - prefix - suffix
        let columns = new.count - prefix - suffix
        guard rows > 0, columns > 0, rows * columns <= cellLimit else { return result }
        // lengths[i][j]: the longest common subsequence of the middle's old[i...] and new[j...].
        let width = columns + 1
        var lengths = [Int32](repeating: 0, count: (rows + 1) * width)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    old[prefix + i] == new[prefix + j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var (i, j) = (0, 0)
        while i < rows && j < columns {
            if old[prefix + i] == new[prefix + j] && lengths[i * width + j] == lengths[(i + 1) * width + j + 1] + 1 {
                result[prefix + i] = prefix + j
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }
}
