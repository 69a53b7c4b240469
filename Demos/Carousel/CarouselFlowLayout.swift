import CollectionLayout
import Foundation

/// A carousel as UIKit apps write it: a horizontal flow layout whose cards shrink with their
/// distance from the centre of the view (through `transform`), whose first and last cards can
/// come to the centre (section insets of half the view, set in `prepare()`), and which snaps the
/// card nearest the centre there when scrolling stops (`targetContentOffset`).
final class CarouselFlowLayout: FlowLayout {
    /// How small the farthest cards get.
    var minimumScale: CGFloat = 0.6

    override init() {
        super.init()
        scrollDirection = .horizontal
    }

    override func prepare() {
        if let view = collectionView {
            let side = max(0, (view.bounds.width - itemSize.width) / 2)
            let top = max(0, (view.bounds.height - itemSize.height) / 2)
            let centring = EdgeInsets(top: top, left: side, bottom: top, right: side)
            if sectionInset != centring { sectionInset = centring }
        }
        super.prepare()
    }

    /// The scale follows the offset: every scroll asks again (as UIKit carousels do).
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func attributes(in rect: CGRect) -> [LayoutAttributes] {
        super.attributes(in: rect).map(scaled)
    }

    override func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        super.attributesForItem(at: indexPath).map(scaled)
    }

    /// Full size at the centre, `minimumScale` half a view away and beyond; nearer cards on top.
    private func scaled(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard attributes.representedElementCategory == .cell, let view = collectionView, view.bounds.width > 0 else {
            return attributes
        }
        var card = attributes
        let distance = abs(card.center.x - view.bounds.midX)
        let scale = max(minimumScale, 1 - (1 - minimumScale) * distance / (view.bounds.width / 2))
        card.transform = CGAffineTransform(scaleX: scale, y: scale)
        card.zIndex = -Int(distance.rounded())
        return card
    }

    /// The card whose centre is nearest the centre the scroll would stop at, centred; a fling
    /// (a velocity of more than 0.2 points per millisecond) goes on to the next card its way.
    override func targetContentOffset(
        forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let view = collectionView else { return proposed }
        let width = view.bounds.width
        let centre = proposed.x + width / 2
        let near = super.attributes(
            in: CGRect(x: proposed.x - width, y: view.bounds.minY, width: 3 * width, height: view.bounds.height)
        )
        .filter { $0.representedElementCategory == .cell }.sorted { $0.center.x < $1.center.x }
        guard var index = near.indices.min(by: { abs(near[$0].center.x - centre) < abs(near[$1].center.x - centre) })
        else {
            return proposed
        }
        if velocity.x > 0.2, near[index].center.x < centre, index + 1 < near.count { index += 1 }
        if velocity.x < -0.2, near[index].center.x > centre, index > 0 { index -= 1 }
        return CGPoint(x: near[index].center.x - width / 2, y: proposed.y)
    }
}
