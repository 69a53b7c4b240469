import Foundation

/// A group laid out: the frames of its cells relative to the group's origin, in item order.
/// Every group of a section repeats the one laid out at the estimates (the section's template),
/// so a section's items are found by arithmetic; a group holding measured cells is laid out again
/// with their sizes (LayoutSemantics.md, "Self-sizing compositional items").
struct GroupTemplate: Equatable {
    /// Which dimensions of a cell its item estimates: the ones a measurement sets.
    struct Estimates: Equatable, Sendable {
        var width = false, height = false
        var any: Bool { width || height }
    }

    /// A supplementary item attached to a cell (a badge), placed.
    struct Attachment: Equatable {
        var kind: String
        var frame: CGRect
        var zIndex: Int

        func offsetBy(dx: CGFloat, dy: CGFloat) -> Attachment {
            Attachment(kind: kind, frame: frame.offsetBy(dx: dx, dy: dy), zIndex: zIndex)
        }
    }

    struct Cell: Equatable {
        var frame: CGRect
        var zIndex: Int
        var estimates = Estimates()
        var attachments: [Attachment] = []

        /// The cell and what is attached to it, moved together.
        func offsetBy(dx: CGFloat, dy: CGFloat) -> Cell {
            var moved = self
            moved.frame = frame.offsetBy(dx: dx, dy: dy)
            moved.attachments = attachments.map { $0.offsetBy(dx: dx, dy: dy) }
            return moved
        }
    }

    /// The group's size: its layout size, or, along a dimension it estimates, its content's.
    var size: CGSize
    var cells: [CGRect]
    var zIndices: [Int]
    var estimates: [Estimates]
    /// Each cell's attached supplementary items, frames relative to the group's origin like the cells'.
    var attachments: [[Attachment]]
    /// The union of the cells' frames and their attachments' (they may reach outside the group).
    var bounds: CGRect

    /// At most this many cells per group: a tiny item repeated across a huge group would
    /// otherwise ask for more cells than memory holds.
    static let maximumCells = 100_000

    /// Cell `index`'s measured size (its frame's, inside the item's content insets), if measured.
    typealias Measured = (_ index: Int) -> CGSize?

    init(
        group: NSCollectionLayoutGroup, container: CGSize, environment: NSCollectionLayoutEnvironment,
        measured: Measured = { _ in nil }
    ) throws(LayoutConfigurationError) {
        let resolved = group.layoutSize.resolved(in: container)
        guard resolved.width.isFinite, resolved.height.isFinite, resolved.width >= 0, resolved.height >= 0 else {
            throw LayoutConfigurationError(
                message: "group size \(resolved.width)x\(resolved.height) is not a finite size ≥ 0")
        }
        let placed = try Self.place(group, size: resolved, environment: environment, first: 0, measured: measured)
        size = placed.size
        cells = placed.cells.map(\.frame)
        zIndices = placed.cells.map(\.zIndex)
        estimates = placed.cells.map(\.estimates)
        attachments = placed.cells.map(\.attachments)
        let frames = cells + attachments.joined().map(\.frame)
        bounds = frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
    }

    var selfSizes: Bool { estimates.contains(where: \.any) }

    /// The cells of `group` given `size`, relative to its origin, and the group's size once its
    /// estimated dimensions follow its content; nested groups are laid out in the room their
    /// parent gives them. Cells are numbered from `first` for `measured`.
    static func place(
        _ group: NSCollectionLayoutGroup, size: CGSize, environment: NSCollectionLayoutEnvironment, first: Int,
        measured: Measured
    ) throws(LayoutConfigurationError) -> (cells: [Cell], size: CGSize) {
        let insets = group.contentInsets
        let box = insets.inset(CGRect(origin: .zero, size: size))
        let laid: (cells: [Cell], content: CGSize)
        switch group.arrangement {
        case .custom(let provider):
            let cells = provider(environment).map {
                Cell(frame: $0.frame.offsetBy(dx: box.minX, dy: box.minY), zIndex: $0.zIndex)
            }
            laid = (cells, size)
        case .horizontal:
            laid = try line(
                group, in: box, along: .horizontal, environment: environment, first: first, measured: measured)
        case .vertical:
            laid = try line(
                group, in: box, along: .vertical, environment: environment, first: first, measured: measured)
        }
        let dimensions = group.layoutSize
        let sized = CGSize(
            width: dimensions.widthDimension.isEstimated
                ? laid.content.width + insets.leading + insets.trailing : size.width,
            height: dimensions.heightDimension.isEstimated
                ? laid.content.height + insets.top + insets.bottom : size.height)
        return (laid.cells, sized)
    }

    enum Axis { case horizontal, vertical }

    /// One subitem's room along and across the line, edge spacing included (its minimum, and
    /// which edges are flexible: they share what the line leaves over).
    private struct Slot {
        var item: NSCollectionLayoutItem
        var size: CGSize
        var before: CGFloat, after: CGFloat, across: CGFloat, acrossAfter: CGFloat
        var flexibleBefore = false, flexibleAfter = false, flexibleAcross = false, flexibleAcrossAfter = false
    }

    /// The subitems along one axis: their sizes settled first (a nested group's or a measured
    /// cell's), then the room left over shared by the flexible spacings, then the positions.
    /// Returns the cells and the content's extent from the box's origin.
    private static func line(
        _ group: NSCollectionLayoutGroup, in box: CGRect, along axis: Axis, environment: NSCollectionLayoutEnvironment,
        first: Int, measured: Measured
    ) throws(LayoutConfigurationError) -> (cells: [Cell], content: CGSize) {
        let length = along(box.size, axis)
        let room = across(box.size, axis)
        var slots = try Self.slots(group, in: box.size, length: length, axis: axis)
        let contents = try settle(&slots, environment: environment, first: first, measured: measured)
        let spacing = group.interItemSpacing
        let used =
            slots.reduce(0) { $0 + $1.before + along($1.size, axis) + $1.after } + CGFloat(max(0, slots.count - 1))
            * (spacing?.spacing ?? 0)
        let springs =
            slots.reduce(0) { $0 + ($1.flexibleBefore ? 1 : 0) + ($1.flexibleAfter ? 1 : 0) }
            + (spacing?.isFlexibleSpacing == true ? max(0, slots.count - 1) : 0)
        let share = springs > 0 && used < length ? (length - used) / CGFloat(springs) : 0
        let gap = (spacing?.spacing ?? 0) + (spacing?.isFlexibleSpacing == true ? share : 0)
        var cells: [Cell] = []
        var position: CGFloat = 0
        var end: CGFloat = 0
        var acrossEnd: CGFloat = 0
        for (slot, content) in zip(slots, contents) {
            position += slot.before + (slot.flexibleBefore ? share : 0)
            let offset = acrossOffset(slot, room: room, axis: axis)
            let origin =
                axis == .horizontal
                ? CGPoint(x: box.minX + position, y: box.minY + offset)
                : CGPoint(x: box.minX + offset, y: box.minY + position)
            cells += content.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            end = position + along(slot.size, axis) + slot.after + (slot.flexibleAfter ? share : 0)
            acrossEnd = max(acrossEnd, offset + across(slot.size, axis) + slot.acrossAfter)
            position = end + gap
        }
        return (
            cells, axis == .horizontal ? CGSize(width: end, height: acrossEnd) : CGSize(width: acrossEnd, height: end)
        )
    }

    /// Lays out nested groups and measured leaves so every slot has its final size; returns each
    /// slot's cells at its origin. Cells are numbered from `first`.
    private static func settle(
        _ slots: inout [Slot], environment: NSCollectionLayoutEnvironment, first: Int,
        measured: Measured
    ) throws(LayoutConfigurationError) -> [[Cell]] {
        var contents: [[Cell]] = []
        var index = first
        for k in slots.indices {
            if let nested = slots[k].item as? NSCollectionLayoutGroup {
                let placed = try place(
                    nested, size: slots[k].size, environment: environment, first: index, measured: measured)
                slots[k].size = placed.size
                contents.append(placed.cells)
                index += placed.cells.count
            } else {
                let cell = leaf(slots[k], measured: measured(index))
                slots[k].size = cell.room
                contents.append([cell.cell])
                index += 1
            }
            guard index - first <= maximumCells else {
                throw LayoutConfigurationError(
                    message: "a group lays out more than \(maximumCells) items (its items are too small for it)")
            }
        }
        return contents
    }

    /// Where a slot sits across the line: after its top (leading) spacing; a flexible top edge
    /// takes the room left across (the item goes to the far side), two flexible edges share it
    /// (centred).
    private static func acrossOffset(_ slot: Slot, room: CGFloat, axis: Axis) -> CGFloat {
        let free = max(0, room - slot.across - across(slot.size, axis) - slot.acrossAfter)
        guard slot.flexibleAcross else { return slot.across }
        return slot.across + (slot.flexibleAcrossAfter ? free / 2 : free)
    }

    /// A leaf item's cell at the origin, inside its content insets, and the room it takes: its
    /// estimated dimensions are the measurement's (plus the insets) once it has one.
    private static func leaf(_ slot: Slot, measured: CGSize?) -> (cell: Cell, room: CGSize) {
        let item = slot.item
        let insets = item.contentInsets
        let estimates = item.layoutSize.estimates
        var room = slot.size
        if let measured {
            if estimates.width { room.width = measured.width + insets.leading + insets.trailing }
            if estimates.height { room.height = measured.height + insets.top + insets.bottom }
        }
        let frame = insets.inset(CGRect(origin: .zero, size: room))
        let attachments = item.supplementaryItems.map {
            Attachment(
                kind: $0.elementKind,
                frame: $0.containerAnchor.frame(
                    of: $0.layoutSize.resolved(in: frame.size), in: frame, itemAnchor: $0.itemAnchor),
                zIndex: $0.zIndex)
        }
        return (Cell(frame: frame, zIndex: 0, estimates: estimates, attachments: attachments), room)
    }

    /// The subitems the group lays out, with their sizes: its repetition rule decides how many.
    private static func slots(_ group: NSCollectionLayoutGroup, in room: CGSize, length: CGFloat, axis: Axis)
        throws(LayoutConfigurationError) -> [Slot]
    {
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
                s.size =
                    axis == .horizontal
                    ? CGSize(width: max(0, share), height: s.size.height)
                    : CGSize(width: s.size.width, height: max(0, share))
                return s
            }
        case .whileTheyFit:
            var slots = subitems.map { slot($0, in: room, axis: axis) }
            var end =
                slots.reduce(0) { $0 + $1.before + along($1.size, axis) + $1.after } + spacing
                * CGFloat(slots.count - 1)
            var index = 0
            while true {
                let next = slots[index % subitems.count]
                let advance = spacing + next.before + along(next.size, axis) + next.after
                // A subitem that takes no room would repeat for ever: the subitems are laid out once.
                guard advance > 0, end + advance <= length + roundingSlack(length, end + advance) else { break }
                guard slots.count < maximumCells else {
                    throw LayoutConfigurationError(
                        message: "a group lays out more than \(maximumCells) items (its items are too small for it)")
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
        let (before, after, across, acrossAfter) =
            axis == .horizontal
            ? (edges?.leading, edges?.trailing, edges?.top, edges?.bottom)
            : (edges?.top, edges?.bottom, edges?.leading, edges?.trailing)
        return Slot(
            item: item, size: CGSize(width: max(0, size.width), height: max(0, size.height)),
            before: before?.spacing ?? 0, after: after?.spacing ?? 0, across: across?.spacing ?? 0,
            acrossAfter: acrossAfter?.spacing ?? 0,
            flexibleBefore: before?.isFlexibleSpacing ?? false, flexibleAfter: after?.isFlexibleSpacing ?? false,
            flexibleAcross: across?.isFlexibleSpacing ?? false,
            flexibleAcrossAfter: acrossAfter?.isFlexibleSpacing ?? false)
    }

    private static func along(_ size: CGSize, _ axis: Axis) -> CGFloat {
        axis == .horizontal ? size.width : size.height
    }
    private static func across(_ size: CGSize, _ axis: Axis) -> CGFloat {
        axis == .horizontal ? size.height : size.width
    }
}
