import Foundation

extension FlowLayout: LayoutInspecting {
    public func inspectionGuides(in rect: CGRect) -> [InspectionGuide] {
        let r = scrollDirection.oriented(rect.standardized)
        guard r.width > 0, r.height > 0 else { return [] }
        var guides: [InspectionGuide] = []
        for index in sectionIndices(overlappingMain: r.minY, r.maxY) {
            guard let section = preparedSection(index) else { continue }
            let start = sectionStart(index)
            let linesOrigin = start + section.linesOrigin
            let linesEnd = linesOrigin + section.linesLength
            func add(_ kind: InspectionGuide.Kind, _ logical: CGRect, _ value: CGFloat) {
                guard logical.width > 0, logical.height > 0, logical.intersects(r) else { return }
                guides.append(InspectionGuide(kind: kind, rect: scrollDirection.oriented(logical), value: value))
            }
            // Names by the physical edge the user set: top/left are the logical leading edges.
            let vertical = scrollDirection == .vertical
            let inset = section.inset
            add(
                .inset(edge: vertical ? "top" : "left"),
                CGRect(x: 0, y: start + section.headerLength, width: crossExtent, height: inset.top), inset.top)
            add(
                .inset(edge: vertical ? "bottom" : "right"),
                CGRect(x: 0, y: linesEnd, width: crossExtent, height: inset.bottom),
                inset.bottom)
            add(
                .inset(edge: vertical ? "left" : "top"),
                CGRect(x: 0, y: linesOrigin, width: inset.left, height: section.linesLength),
                inset.left)
            add(
                .inset(edge: vertical ? "right" : "bottom"),
                CGRect(
                    x: crossExtent - inset.right, y: linesOrigin, width: inset.right,
                    height: section.linesLength), inset.right)
            section.forEachLine(overlappingMain: r.minY - linesOrigin, r.maxY - linesOrigin) { items, extent, next in
                let frames = items.map { section.frame(ofItem: $0) }
                for (a, b) in zip(frames, frames.dropFirst()) where b.minX > a.maxX {
                    add(
                        .itemGap,
                        CGRect(
                            x: a.maxX, y: linesOrigin + extent.origin, width: b.minX - a.maxX, height: extent.length),
                        b.minX - a.maxX)
                }
                if let next, next.origin > extent.origin + extent.length {
                    let gap = next.origin - extent.origin - extent.length
                    add(
                        .lineGap,
                        CGRect(
                            x: section.inset.left, y: linesOrigin + extent.origin + extent.length,
                            width: section.available, height: gap),
                        gap)
                }
            }
        }
        return guides
    }
}

extension FlowSection {
    /// Each line whose extent meets `min…max` (relative to the first line): its items, its
    /// extent, and the next line's extent (nil for the last).
    func forEachLine(
        overlappingMain min: CGFloat, _ max: CGFloat,
        _ body: (Range<Int>, (origin: CGFloat, length: CGFloat), (origin: CGFloat, length: CGFloat)?) -> Void
    ) {
        func walk(_ store: some FlowLineStore) {
            var line = store.firstLine(endingAfter: min)
            while line < store.lineCount, store.mainExtent(ofLine: line).origin < max {
                body(
                    store.items(inLine: line), store.mainExtent(ofLine: line),
                    line + 1 < store.lineCount ? store.mainExtent(ofLine: line + 1) : nil)
                line += 1
            }
        }
        switch lines {
        case .uniform(let store): walk(store)
        case .varying(let store): walk(store)
        case .selfSizing(let store): walk(store)
        }
    }
}
