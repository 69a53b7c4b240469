import Foundation

/// A group laid out once: the frames of its cells relative to the group's origin, in item order.
/// Every group of a section repeats it, so a section's items are found by arithmetic.
struct GroupTemplate: Equatable {
    struct Cell: Equatable {
        var frame: CGRect
        var zIndex: Int
    }

    var size: CGSize
    var cells: [CGRect]
    var zIndices: [Int]
    /// The union of the cells' frames (cells may reach outside the group).
    var bounds: CGRect

    /// At most this many cells per group: a tiny item repeated across a huge group would
    /// otherwise ask for more cells than memory holds.
    static let maximumCells = 100_000

    init(group: NSCollectionLayoutGroup, container: CGSize, environment: NSCollectionLayoutEnvironment) throws(LayoutConfigurationError) {
        size = group.layoutSize.resolved(in: container)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw LayoutConfigurationError(message: "group size \(size.width)x\(size.height) is not a finite size ≥ 0")
        }
        let placed = try Self.place(group, size: size, environment: environment)
        cells = placed.map(\.frame)
        zIndices = placed.map(\.zIndex)
        bounds = cells.dropFirst().reduce(cells.first ?? .zero) { $0.union($1) }
    }

    /// The cells of `group` at `size`, relative to its origin; nested groups are laid out in the
    /// room their parent gives them.
    static func place(_ group: NSCollectionLayoutGroup, size: CGSize, environment: NSCollectionLayoutEnvironment) throws(LayoutConfigurationError) -> [Cell] {
        let box = group.contentInsets.inset(CGRect(origin: .zero, size: size))
        switch group.arrangement {
        case .custom(let provider):
            return provider(environment).map { Cell(frame: $0.frame.offsetBy(dx: box.minX, dy: box.minY), zIndex: $0.zIndex) }
        case .horizontal:
            return try line(group, in: box, along: .horizontal, environment: environment)
        case .vertical:
            return try line(group, in: box, along: .vertical, environment: environment)
        }
    }

    enum Axis { case horizontal, vertical }

    /// One subitem's room along and across the line, edge spacing included.
    private struct Slot {
        var item: NSCollectionLayoutItem
        var size: CGSize
        var before: CGFloat, after: CGFloat, across: CGFloat
    }

    private static func line(_ group: NSCollectionLayoutGroup, in box: CGRect, along axis: Axis,
                             environment: NSCollectionLayoutEnvironment) throws(LayoutConfigurationError) -> [Cell] {
        let length = axis == .horizontal ? box.width : box.height
        let spacing = group.interItemSpacing
        let slots = try Self.slots(group, in: box.size, length: length, axis: axis)
        let used = slots.reduce(0) { $0 + $1.before + along($1.size, axis) + $1.after } + CGFloat(max(0, slots.count - 1)) * (spacing?.spacing ?? 0)
        var gap = spacing?.spacing ?? 0
        if spacing?.isFlexibleSpacing == true, slots.count > 1, used < length { gap += (length - used) / CGFloat(slots.count - 1) }
        var cells: [Cell] = []
        var position: CGFloat = 0
        for slot in slots {
            position += slot.before
            let origin = axis == .horizontal
                ? CGPoint(x: box.minX + position, y: box.minY + slot.across)
                : CGPoint(x: box.minX + slot.across, y: box.minY + position)
            let frame = CGRect(origin: origin, size: slot.size)
            if let nested = slot.item as? NSCollectionLayoutGroup {
                cells += try place(nested, size: slot.size, environment: environment).map { Cell(frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: $0.zIndex) }
            } else {
                cells.append(Cell(frame: slot.item.contentInsets.inset(frame), zIndex: 0))
            }
            guard cells.count <= maximumCells else {
                throw LayoutConfigurationError(message: "a group lays out more than \(maximumCells) items (its items are too small for it)")
            }
            position += along(slot.size, axis) + slot.after + gap
        }
        return cells
    }

    /// The subitems the group lays out, with their sizes: its repetition rule decides how many.
    private static func slots(_ group: NSCollectionLayoutGroup, in room: CGSize, length: CGFloat, axis: Axis) throws(LayoutConfigurationError) -> [Slot] {
        let subitems = group.subitems
        guard !subitems.isEmpty else { return [] }
        let spacing = group.interItemSpacing?.spacing ?? 0
        switch group.repetition {
        case .copies(let count):
            return try checked(count) { slot(subitems[0], in: room, axis: axis) }
        case .sharing(let count):
            let share = count > 0 ? (length - spacing * CGFloat(count - 1)) / CGFloat(count) : 0
            return try checked(count) {
                var s = slot(subitems[0], in: room, axis: axis)
                s.size = axis == .horizontal ? CGSize(width: max(0, share), height: s.size.height) : CGSize(width: s.size.width, height: max(0, share))
                return s
            }
        case .whileTheyFit:
            var slots = subitems.map { slot($0, in: room, axis: axis) }
            var end = slots.reduce(0) { $0 + $1.before + along($1.size, axis) + $1.after } + spacing * CGFloat(slots.count - 1)
            var index = 0
            while true {
                let next = slots[index % subitems.count]
                let advance = spacing + next.before + along(next.size, axis) + next.after
                // A subitem that takes no room would repeat for ever: the subitems are laid out once.
                guard advance > 0, end + advance <= length + roundingSlack(length, end + advance) else { break }
                guard slots.count < maximumCells else {
                    throw LayoutConfigurationError(message: "a group lays out more than \(maximumCells) items (its items are too small for it)")
                }
                slots.append(next)
                end += advance
                index += 1
            }
            return slots
        }
    }

    private static func checked(_ count: Int, _ make: () -> Slot) throws(LayoutConfigurationError) -> [Slot] {
        guard count <= maximumCells else {
            throw LayoutConfigurationError(message: "a group repeats its item \(count) times; at most \(maximumCells)")
        }
        let slot = make()
        return Array(repeating: slot, count: count)
    }

    private static func slot(_ item: NSCollectionLayoutItem, in room: CGSize, axis: Axis) -> Slot {
        let size = item.layoutSize.resolved(in: room)
        let edges = item.edgeSpacing
        let (before, after, across) = axis == .horizontal
            ? (edges?.leading?.spacing ?? 0, edges?.trailing?.spacing ?? 0, edges?.top?.spacing ?? 0)
            : (edges?.top?.spacing ?? 0, edges?.bottom?.spacing ?? 0, edges?.leading?.spacing ?? 0)
        return Slot(item: item, size: CGSize(width: max(0, size.width), height: max(0, size.height)), before: before, after: after, across: across)
    }

    private static func along(_ size: CGSize, _ axis: Axis) -> CGFloat { axis == .horizontal ? size.width : size.height }
}
