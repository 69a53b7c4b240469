import Foundation

/// The configuration's layout-wide boundary items (UIKit's global headers and footers), placed:
/// a band before the first section and one after the last along the scroll axis. Top- and
/// leading-aligned items (corners included) go before, bottom- and trailing-aligned ones after;
/// across, each sits at its alignment (leading, centred or trailing in a vertical layout; top,
/// centred or bottom in a horizontal one), then moves by its offset. Their index path is (0, 0);
/// estimated dimensions take the view's measurements.
struct LayoutBoundary {
    /// Frames of the items before the sections (from the content's start) and after them (from
    /// the end of the last section).
    var before: [CompositionalSection.Element] = []
    var after: [CompositionalSection.Element] = []
    /// How long each band is along the scroll axis.
    var lead: CGFloat = 0
    var trail: CGFloat = 0

    init() {}

    /// The item of `kind`, before or after the sections.
    func element(ofKind kind: String) -> CompositionalSection.Element? {
        before.first { $0.kind == kind } ?? after.first { $0.kind == kind }
    }

    var estimatesAnything: Bool { before.contains { $0.estimates.any } || after.contains { $0.estimates.any } }

    init(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], container: CGSize, horizontal: Bool,
        measured: [String: CGSize] = [:]
    ) {
        let first: [NSRectAlignment] = [.top, .topLeading, .topTrailing, .leading]
        let last: [NSRectAlignment] = [.bottom, .bottomLeading, .bottomTrailing, .trailing]
        func place(_ item: NSCollectionLayoutBoundarySupplementaryItem, isHeader: Bool) -> CompositionalSection.Element
        {
            Self.place(
                item, size: item.sizeIn(container, measured: measured[item.elementKind]), container: container,
                horizontal: horizontal,
                isHeader: isHeader)
        }
        before = items.filter { first.contains($0.alignment) }.map { place($0, isHeader: true) }
        after = items.filter { last.contains($0.alignment) }.map { place($0, isHeader: false) }
        func length(_ elements: [CompositionalSection.Element]) -> CGFloat {
            elements.map { horizontal ? $0.frame.maxX : $0.frame.maxY }.max() ?? 0
        }
        (lead, trail) = (length(before), length(after))
    }

    private static func place(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, size: CGSize, container: CGSize, horizontal: Bool,
        isHeader: Bool
    ) -> CompositionalSection.Element {
        let low: Set<NSRectAlignment> =
            horizontal ? [.top, .topLeading, .topTrailing] : [.leading, .topLeading, .bottomLeading]
        let high: Set<NSRectAlignment> =
            horizontal ? [.bottom, .bottomLeading, .bottomTrailing] : [.trailing, .topTrailing, .bottomTrailing]
        let room = horizontal ? container.height - size.height : container.width - size.width
        let across = low.contains(item.alignment) ? 0 : high.contains(item.alignment) ? room : room / 2
        let origin = horizontal ? CGPoint(x: 0, y: across) : CGPoint(x: across, y: 0)
        let frame = CGRect(origin: origin, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y)
        return CompositionalSection.Element(
            kind: item.elementKind, frame: item.contentInsets.inset(frame), zIndex: item.zIndex,
            pins: item.pinToVisibleBounds, isHeader: isHeader, estimates: item.layoutSize.estimates)
    }
}
