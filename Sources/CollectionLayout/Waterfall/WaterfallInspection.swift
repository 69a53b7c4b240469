import Foundation

extension WaterfallLayout: LayoutInspecting {
    public func inspectionGuides(in rect: CGRect) -> [InspectionGuide] {
        let r = scrollDirection.oriented(rect.standardized)
        guard r.width > 0, r.height > 0 else { return [] }
        var guides: [InspectionGuide] = []
        for index in sectionIndices(overlappingMain: r.minY, r.maxY) {
            guard let (section, start) = preparedSection(index) else { continue }
            func add(_ kind: InspectionGuide.Kind, _ logical: CGRect, _ value: CGFloat) {
                guard logical.width > 0, logical.height > 0, logical.intersects(r) else { return }
                guides.append(InspectionGuide(kind: kind, rect: scrollDirection.oriented(logical), value: value))
            }
            let vertical = scrollDirection == .vertical
            let inset = section.inset
            let itemsStart = start + section.itemsStart
            let itemsEnd = start + section.itemsEnd
            let width = crossExtent
            add(
                .inset(edge: vertical ? "top" : "left"),
                CGRect(x: 0, y: itemsStart - inset.top, width: width, height: inset.top), inset.top
            )
            add(
                .inset(edge: vertical ? "bottom" : "right"),
                CGRect(x: 0, y: itemsEnd, width: width, height: inset.bottom), inset.bottom)
            add(
                .inset(edge: vertical ? "left" : "top"),
                CGRect(x: 0, y: itemsStart, width: inset.left, height: itemsEnd - itemsStart),
                inset.left)
            add(
                .inset(edge: vertical ? "right" : "bottom"),
                CGRect(
                    x: width - inset.right, y: itemsStart, width: inset.right,
                    height: itemsEnd - itemsStart), inset.right)
            for (a, b) in zip(section.columnX, section.columnX.dropFirst()) where b > a + section.columnWidth {
                let gap = b - a - section.columnWidth
                add(
                    .itemGap,
                    CGRect(x: a + section.columnWidth, y: itemsStart, width: gap, height: itemsEnd - itemsStart), gap)
            }
        }
        return guides
    }
}
