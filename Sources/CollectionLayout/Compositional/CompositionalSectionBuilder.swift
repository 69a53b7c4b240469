import Foundation

/// Lays out one `NSCollectionLayoutSection` description in a container (the view's size inside
/// its adjusted content inset). In a vertical layout, from the top of the section down:
///
/// spacing before · (top inset) · headers · [top inset] · groups · [bottom inset] · footers · (bottom inset)
///
/// — the insets in ( ) when `supplementariesFollowContentInsets` (UIKit's default: boundary items
/// inside the insets), in [ ] otherwise; across, boundary items then span the insets' width, else the
/// container's. Side and non-extending items sit over the groups' area. A horizontal layout's
/// section runs left to right the same way with leading and trailing items in the headers' and
/// footers' places, and its top and bottom items in bands above and below the groups.
struct CompositionalSectionBuilder {
    var description: NSCollectionLayoutSection
    var container: CGSize
    var environment: NSCollectionLayoutEnvironment
    var spacingBefore: CGFloat
    var horizontal = false
    /// Boundary items' measured sizes by kind (only their estimated dimensions count).
    var measuredBoundary: [String: CGSize] = [:]

    /// Across the scroll axis, what the section's content insets are measured from (the safe
    /// area or layout margins beyond the view's adjusted content inset).
    var referenceInsets = NSDirectionalEdgeInsets.zero

    private var insets: NSDirectionalEdgeInsets {
        let own = description.contentInsets
        return NSDirectionalEdgeInsets(
            top: own.top + referenceInsets.top, leading: own.leading + referenceInsets.leading,
            bottom: own.bottom + referenceInsets.bottom, trailing: own.trailing + referenceInsets.trailing)
    }
    private var contentWidth: CGFloat { max(0, container.width - insets.leading - insets.trailing) }
    private var follows: Bool { description.supplementariesFollowContentInsets }
    private var boundary: [NSCollectionLayoutBoundarySupplementaryItem] { description.boundarySupplementaryItems }

    private func extending(_ alignments: [NSRectAlignment]) -> [NSCollectionLayoutBoundarySupplementaryItem] {
        boundary.filter { $0.extendsBoundary && alignments.contains($0.alignment) }
    }
    private static let tops: [NSRectAlignment] = [.top, .topLeading, .topTrailing]
    private static let bottoms: [NSRectAlignment] = [.bottom, .bottomLeading, .bottomTrailing]

    /// Lays the section out; `measured` holds its cells' measured sizes by item, and `reusable`
    /// the instances of measured groups whose cells did not change since the last build.
    mutating func build(
        itemCount: Int, measured: [Int: CGSize] = [:],
        reusable: [Int: GroupTemplate] = [:]
    ) throws(LayoutConfigurationError) -> CompositionalSection {
        var section = CompositionalSection()
        section.itemCount = itemCount
        section.behaviour = description.orthogonalScrollingBehavior
        if let handler = description.visibleItemsInvalidationHandler {
            (section.visibleItemsHandler, section.environment) = (handler, environment)
        }
        // A section's groups follow the scroll axis, or cross it when it scrolls on its own.
        section.advancesAlongX = section.orthogonal != horizontal
        section.trailingInset = horizontal ? insets.bottom : insets.trailing
        let band = follows ? (x: insets.leading, width: contentWidth) : (x: 0, width: container.width)
        // Across a horizontal layout's section, the top and bottom items' bands take room from the groups.
        let bands =
            horizontal
            ? (top: tallest(extending(Self.tops), band: band), bottom: tallest(extending(Self.bottoms), band: band))
            : (top: 0, bottom: 0)
        let groupRoom = CGSize(
            width: contentWidth,
            height: max(0, container.height - insets.top - insets.bottom - bands.top - bands.bottom))
        let template = try GroupTemplate(group: description.group, container: groupRoom, environment: environment)
        guard itemCount == 0 || !template.cells.isEmpty else {
            throw LayoutConfigurationError(message: "its group lays out no items")
        }
        section.template = template
        section.advance = section.along(template.size) + description.interGroupSpacing
        guard section.groupCount <= 1 || section.advance > 0 else {
            throw LayoutConfigurationError(
                message: "its groups do not advance (group length \(section.along(template.size)) "
                    + "+ interGroupSpacing \(description.interGroupSpacing) ≤ 0)")
        }
        section.setInstances(
            template.selfSizes
                ? try instances(
                    of: template, room: groupRoom, itemCount: itemCount, measured: measured, reusable: reusable) : [:])
        if horizontal {
            placeAcross(&section, groupsHeight: groupRoom.height, bands: bands, band: band)
        } else {
            placeDown(&section, band: band)
        }
        guard section.length.isFinite else { throw LayoutConfigurationError(message: "its length overflows") }
        return section
    }

    /// A vertical layout's section: headers, groups and footers down from `spacingBefore`.
    private func placeDown(_ section: inout CompositionalSection, band: (x: CGFloat, width: CGFloat)) {
        let headers = extending(Self.tops)
        let footers = extending(Self.bottoms)
        var y = spacingBefore + (follows ? insets.top : 0)
        section.supplementaries += place(headers, band: band, y: y, isHeader: true)
        y += tallest(headers, band: band) + (follows ? 0 : insets.top)
        section.groupsOrigin = CGPoint(x: insets.leading, y: y)
        let groupsArea = CGRect(x: insets.leading, y: y, width: contentWidth, height: groupsLength(section))
        y += groupsArea.height + (follows ? 0 : insets.bottom)
        section.supplementaries += place(footers, band: band, y: y, isHeader: false)
        y += tallest(footers, band: band) + (follows ? insets.bottom : 0)
        section.supplementaries += placeOver(
            boundary.filter { item in !(headers + footers).contains { $0 === item } }, area: groupsArea, band: band)
        finish(&section, end: y)
    }

    /// A horizontal layout's section: leading items, groups and trailing items rightwards from
    /// `spacingBefore`; top and bottom items in bands above and below the groups, aligned along
    /// the groups' extent (or their own width, when wider: the section grows to hold them).
    private func placeAcross(
        _ section: inout CompositionalSection, groupsHeight: CGFloat, bands: (top: CGFloat, bottom: CGFloat),
        band: (x: CGFloat, width: CGFloat)
    ) {
        let leading = extending([.leading])
        let trailing = extending([.trailing])
        let tops = extending(Self.tops)
        let bottoms = extending(Self.bottoms)
        let side =
            follows
            ? (y: insets.top, height: max(0, container.height - insets.top - insets.bottom))
            : (y: 0, height: container.height)
        var x = spacingBefore + (follows ? insets.leading : 0)
        section.supplementaries += placeSide(leading, x: x, band: side, isHeader: true)
        x += widest(leading, band: side) + (follows ? 0 : insets.leading)
        section.groupsOrigin = CGPoint(x: x, y: insets.top + bands.top)
        let groupsArea = CGRect(x: x, y: section.groupsOrigin.y, width: groupsLength(section), height: groupsHeight)
        // The bands run along the groups, and the section is at least as long as their widest item.
        let widestInBands =
            (tops + bottoms).map { size(of: $0, in: CGSize(width: band.width, height: container.height)).width }.max()
            ?? 0
        let extent = (x: groupsArea.minX, width: max(groupsArea.width, widestInBands))
        section.supplementaries += place(
            tops, band: extent, y: follows ? insets.top : 0, isHeader: true, width: band.width)
        section.supplementaries += place(
            bottoms, band: extent, y: groupsArea.maxY + (follows ? 0 : insets.bottom), isHeader: false,
            width: band.width)
        x = extent.x + extent.width + (follows ? 0 : insets.trailing)
        section.supplementaries += placeSide(trailing, x: x, band: side, isHeader: false)
        x += widest(trailing, band: side) + (follows ? insets.trailing : 0)
        section.supplementaries += placeOver(
            boundary.filter { item in !(leading + trailing + tops + bottoms).contains { $0 === item } },
            area: groupsArea, band: band)
        finish(&section, end: x)
    }

    /// The section's extent and length along the scroll axis, and its backgrounds: the whole
    /// section (the spacing before it excluded) across the container.
    private func finish(_ section: inout CompositionalSection, end: CGFloat) {
        section.extent = spacingBefore...end
        section.length = end
        let whole =
            horizontal
            ? CGRect(x: spacingBefore, y: 0, width: end - spacingBefore, height: container.height)
            : CGRect(x: 0, y: spacingBefore, width: container.width, height: end - spacingBefore)
        // A section that takes no room (no items, no boundary items, no insets) has no background.
        section.decorations = description.decorationItems.map {
            CompositionalSection.Element(kind: $0.elementKind, frame: $0.contentInsets.inset(whole), zIndex: $0.zIndex)
        }.filter { $0.frame.width > 0 && $0.frame.height > 0 }
    }

    /// The groups holding measured cells, each laid out with its cells' sizes.
    ///
    /// - Complexity: O(measured cells + cells per group × groups not reusable).
    private func instances(
        of template: GroupTemplate, room: CGSize, itemCount: Int, measured: [Int: CGSize],
        reusable: [Int: GroupTemplate]
    ) throws(LayoutConfigurationError) -> [Int: GroupTemplate] {
        let n = template.cells.count
        guard n > 0 else { return [:] }
        var byGroup: [Int: [Int: CGSize]] = [:]
        for (item, size) in measured where item < itemCount { byGroup[item / n, default: [:]][item % n] = size }
        var instances: [Int: GroupTemplate] = [:]
        for (group, sizes) in byGroup {
            let instance: GroupTemplate
            if let kept = reusable[group] {
                instance = kept
            } else {
                instance = try GroupTemplate(group: description.group, container: room, environment: environment) {
                    sizes[$0]
                }
            }
            // Measurements resize cells; how many a group holds stays the template's.
            if instance.cells.count == n { instances[group] = instance }
        }
        return instances
    }

    /// From the first group's start to the furthest end along the advance: the last group's, or
    /// one's whose cells reach past it (cells longer than a group of fixed length, measured or
    /// not); the tallest group across an orthogonal section.
    private func groupsLength(_ section: CompositionalSection) -> CGFloat {
        guard let template = section.template, section.groupCount > 0 else { return 0 }
        if section.orthogonal {
            return ([template] + section.instances.values).map {
                horizontal ? max($0.size.width, $0.bounds.maxX) : max($0.size.height, $0.bounds.maxY)
            }.max()!
        }
        func end(_ layout: GroupTemplate) -> CGFloat {
            max(section.along(layout.size), horizontal ? layout.bounds.maxX : layout.bounds.maxY)
        }
        // The last group laid out from the template reaches furthest of those (at most m steps back).
        var lastPlain = section.groupCount - 1
        while lastPlain >= 0, section.instances[lastPlain] != nil { lastPlain -= 1 }
        let plainEnd = lastPlain >= 0 ? section.groupOffset(lastPlain) + end(template) : 0
        return section.instances.reduce(plainEnd) { furthest, instance in
            max(furthest, section.groupOffset(instance.key) + end(instance.value))
        }
    }

    /// A boundary item's size in `room`, its estimated dimensions the measured ones once measured.
    private func size(of item: NSCollectionLayoutBoundarySupplementaryItem, in room: CGSize) -> CGSize {
        item.sizeIn(room, measured: measuredBoundary[item.elementKind])
    }

    private func tallest(_ items: [NSCollectionLayoutBoundarySupplementaryItem], band: (x: CGFloat, width: CGFloat))
        -> CGFloat
    {
        items.map { size(of: $0, in: CGSize(width: band.width, height: container.height)).height }.max() ?? 0
    }

    private func widest(_ items: [NSCollectionLayoutBoundarySupplementaryItem], band: (y: CGFloat, height: CGFloat))
        -> CGFloat
    {
        items.map { size(of: $0, in: CGSize(width: contentWidth, height: band.height)).width }.max() ?? 0
    }

    /// Leading or trailing items of a horizontal layout's section at `x`, from the top of their band.
    private func placeSide(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], x: CGFloat, band: (y: CGFloat, height: CGFloat),
        isHeader: Bool
    ) -> [CompositionalSection.Element] {
        items.map { item in
            let size = size(of: item, in: CGSize(width: contentWidth, height: band.height))
            let frame = CGRect(x: x + item.offset.x, y: band.y + item.offset.y, width: size.width, height: size.height)
            return CompositionalSection.Element(
                kind: item.elementKind, frame: item.contentInsets.inset(frame), zIndex: item.zIndex,
                pins: item.pinToVisibleBounds, isHeader: isHeader, estimates: item.layoutSize.estimates)
        }
    }

    /// Headers or footers in their band, aligned leading, centred or trailing.
    /// Fractions resolve against `width` (the band's unless given: a horizontal layout's band is
    /// the groups' whole extent, its items' fractions are of the container's).
    private func place(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], band: (x: CGFloat, width: CGFloat), y: CGFloat,
        isHeader: Bool, width: CGFloat? = nil
    ) -> [CompositionalSection.Element] {
        items.map { item in
            let size = size(of: item, in: CGSize(width: width ?? band.width, height: container.height))
            let x: CGFloat =
                switch item.alignment {
                case .topLeading, .bottomLeading: band.x
                case .topTrailing, .bottomTrailing: band.x + band.width - size.width
                default: band.x + (band.width - size.width) / 2
                }
            let frame = CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
            return CompositionalSection.Element(
                kind: item.elementKind, frame: item.contentInsets.inset(frame), zIndex: item.zIndex,
                pins: item.pinToVisibleBounds, isHeader: isHeader, estimates: item.layoutSize.estimates)
        }
    }

    /// Items that take no room of their own, at their alignment on the groups' area.
    private func placeOver(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], area: CGRect,
        band: (x: CGFloat, width: CGFloat)
    ) -> [CompositionalSection.Element] {
        items.compactMap { item in
            guard item.alignment != .none else { return nil }
            let size = size(of: item, in: CGSize(width: band.width, height: container.height))
            let x: CGFloat =
                switch item.alignment {
                case .leading, .topLeading, .bottomLeading: area.minX
                case .trailing, .topTrailing, .bottomTrailing: area.maxX - size.width
                default: area.midX - size.width / 2
                }
            let y: CGFloat =
                switch item.alignment {
                case .top, .topLeading, .topTrailing: area.minY
                case .bottom, .bottomLeading, .bottomTrailing: area.maxY - size.height
                default: area.midY - size.height / 2
                }
            let frame = CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
            return CompositionalSection.Element(
                kind: item.elementKind, frame: item.contentInsets.inset(frame), zIndex: item.zIndex,
                pins: false, isHeader: false, estimates: item.layoutSize.estimates)
        }
    }
}
