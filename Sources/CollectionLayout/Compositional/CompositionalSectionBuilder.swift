import Foundation

/// Lays out one `NSCollectionLayoutSection` description in a container (the view's size inside
/// its adjusted content inset), from the top of the section down:
///
/// spacing before · (top inset) · headers · [top inset] · groups · [bottom inset] · footers · (bottom inset)
///
/// — the insets in ( ) when `supplementariesFollowContentInsets` (UIKit's default: boundary items
/// inside the insets), in [ ] otherwise; across, boundary items then span the insets' width, else the
/// container's. Side and non-extending items sit over the groups' area.
struct CompositionalSectionBuilder {
    var description: NSCollectionLayoutSection
    var container: CGSize
    var environment: NSCollectionLayoutEnvironment
    var spacingBefore: CGFloat

    private var insets: NSDirectionalEdgeInsets { description.contentInsets }
    private var contentWidth: CGFloat { max(0, container.width - insets.leading - insets.trailing) }

    /// Lays the section out; `measured` holds its cells' measured sizes by item, and `reusable`
    /// the instances of measured groups whose cells did not change since the last build.
    mutating func build(itemCount: Int, measured: [Int: CGSize] = [:],
                        reusable: [Int: GroupTemplate] = [:]) throws(LayoutConfigurationError) -> CompositionalSection {
        var section = CompositionalSection()
        section.itemCount = itemCount
        section.behaviour = description.orthogonalScrollingBehavior
        section.trailingInset = insets.trailing
        let groupRoom = CGSize(width: contentWidth, height: max(0, container.height - insets.top - insets.bottom))
        let template = try GroupTemplate(group: description.group, container: groupRoom, environment: environment)
        guard itemCount == 0 || !template.cells.isEmpty else { throw LayoutConfigurationError(message: "its group lays out no items") }
        section.template = template
        section.advance = (section.orthogonal ? template.size.width : template.size.height) + description.interGroupSpacing
        guard section.groupCount <= 1 || section.advance > 0 else {
            throw LayoutConfigurationError(message: "its groups do not advance (group length \(section.orthogonal ? template.size.width : template.size.height) "
                + "+ interGroupSpacing \(description.interGroupSpacing) ≤ 0)")
        }
        section.setInstances(template.selfSizes ? try instances(of: template, room: groupRoom, itemCount: itemCount, measured: measured, reusable: reusable) : [:])
        let follows = description.supplementariesFollowContentInsets
        let band = follows ? (x: insets.leading, width: contentWidth) : (x: 0, width: container.width)
        let boundary = description.boundarySupplementaryItems
        let headers = boundary.filter { $0.extendsBoundary && [.top, .topLeading, .topTrailing].contains($0.alignment) }
        let footers = boundary.filter { $0.extendsBoundary && [.bottom, .bottomLeading, .bottomTrailing].contains($0.alignment) }

        var y = spacingBefore + (follows ? insets.top : 0)
        let top = spacingBefore
        section.supplementaries += place(headers, band: band, y: y, isHeader: true)
        y += tallest(headers, band: band) + (follows ? 0 : insets.top)
        section.groupsOrigin = CGPoint(x: insets.leading, y: y)
        let groupsArea = CGRect(x: insets.leading, y: y, width: contentWidth, height: groupsLength(section))
        y += groupsArea.height + (follows ? 0 : insets.bottom)
        section.supplementaries += place(footers, band: band, y: y, isHeader: false)
        y += tallest(footers, band: band) + (follows ? insets.bottom : 0)
        section.supplementaries += placeOver(boundary.filter { item in !headers.contains { $0 === item } && !footers.contains { $0 === item } },
                                             area: groupsArea, band: band)
        section.extent = top...y
        section.length = y
        // A section that takes no room (no items, no boundary items, no insets) has no background.
        section.decorations = description.decorationItems.map {
            CompositionalSection.Element(kind: $0.elementKind, frame: $0.contentInsets.inset(CGRect(x: 0, y: top, width: container.width, height: y - top)),
                                         zIndex: $0.zIndex)
        }.filter { $0.frame.width > 0 && $0.frame.height > 0 }
        guard section.length.isFinite else { throw LayoutConfigurationError(message: "its length overflows") }
        return section
    }

    /// The groups holding measured cells, each laid out with its cells' sizes.
    ///
    /// - Complexity: O(measured cells + cells per group × groups not reusable).
    private func instances(of template: GroupTemplate, room: CGSize, itemCount: Int, measured: [Int: CGSize],
                           reusable: [Int: GroupTemplate]) throws(LayoutConfigurationError) -> [Int: GroupTemplate] {
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
                instance = try GroupTemplate(group: description.group, container: room, environment: environment) { sizes[$0] }
            }
            // Measurements resize cells; how many a group holds stays the template's.
            if instance.cells.count == n { instances[group] = instance }
        }
        return instances
    }

    /// From the first group's top to the furthest bottom: the last group's, or a measured one's
    /// whose cells reach past it (a measured cell taller than a group of fixed height); the
    /// tallest group across an orthogonal section.
    private func groupsLength(_ section: CompositionalSection) -> CGFloat {
        guard let template = section.template, section.groupCount > 0 else { return 0 }
        func bottom(_ layout: GroupTemplate) -> CGFloat { max(layout.size.height, layout.bounds.maxY) }
        if section.orthogonal {
            return ([template] + section.instances.values).map(bottom).max()!
        }
        let last = section.groupCount - 1
        return section.instances.reduce(section.groupOffset(last) + bottom(section.layout(ofGroup: last))) { furthest, instance in
            max(furthest, section.groupOffset(instance.key) + bottom(instance.value))
        }
    }

    private func tallest(_ items: [NSCollectionLayoutBoundarySupplementaryItem], band: (x: CGFloat, width: CGFloat)) -> CGFloat {
        items.map { $0.layoutSize.resolved(in: CGSize(width: band.width, height: container.height)).height }.max() ?? 0
    }

    /// Headers or footers in their band, aligned leading, centred or trailing.
    private func place(_ items: [NSCollectionLayoutBoundarySupplementaryItem], band: (x: CGFloat, width: CGFloat), y: CGFloat,
                       isHeader: Bool) -> [CompositionalSection.Element] {
        items.map { item in
            let size = item.layoutSize.resolved(in: CGSize(width: band.width, height: container.height))
            let x: CGFloat = switch item.alignment {
            case .topLeading, .bottomLeading: band.x
            case .topTrailing, .bottomTrailing: band.x + band.width - size.width
            default: band.x + (band.width - size.width) / 2
            }
            let frame = CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
            return CompositionalSection.Element(kind: item.elementKind, frame: item.contentInsets.inset(frame), zIndex: item.zIndex,
                                                pins: item.pinToVisibleBounds, isHeader: isHeader)
        }
    }

    /// Items that take no room of their own, at their alignment on the groups' area.
    private func placeOver(_ items: [NSCollectionLayoutBoundarySupplementaryItem], area: CGRect,
                           band: (x: CGFloat, width: CGFloat)) -> [CompositionalSection.Element] {
        items.compactMap { item in
            guard item.alignment != .none else { return nil }
            let size = item.layoutSize.resolved(in: CGSize(width: band.width, height: container.height))
            let x: CGFloat = switch item.alignment {
            case .leading, .topLeading, .bottomLeading: area.minX
            case .trailing, .topTrailing, .bottomTrailing: area.maxX - size.width
            default: area.midX - size.width / 2
            }
            let y: CGFloat = switch item.alignment {
            case .top, .topLeading, .topTrailing: area.minY
            case .bottom, .bottomLeading, .bottomTrailing: area.maxY - size.height
            default: area.midY - size.height / 2
            }
            let frame = CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
            return CompositionalSection.Element(kind: item.elementKind, frame: item.contentInsets.inset(frame), zIndex: item.zIndex,
                                                pins: false, isHeader: false)
        }
    }
}
