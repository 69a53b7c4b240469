import CollectionLayout
import Foundation

/// The equal-spacing, left-aligned flow layout that iOS developers subclass
/// UICollectionViewFlowLayout for (seed 000), written against Layoutty's public API — and done
/// right where the usual snippet goes wrong:
///
/// - lines are found from the superclass's own frames (items of one line share their vertical
///   extent), not by comparing y values, so it stays correct when a line changes;
/// - a line holding a single item, which the superclass centres, moves to the leading inset too;
/// - headers and footers pass through untouched, so they stay in the answer;
/// - attributes are values: adjusting a copy can never corrupt the superclass's cache.
///
/// Vertical scrolling only (the horizontal case returns the superclass's answer).
final class LeftAlignedFlowLayout: FlowLayout {
    override func attributes(in rect: CGRect) -> [LayoutAttributes] {
        guard scrollDirection == .vertical else { return super.attributes(in: rect) }
        // Aligning moves items along their line only, so ask for whole lines (the full width)
        // and filter the moved frames against the real rect afterwards.
        let lines = CGRect(x: 0, y: rect.minY, width: collectionViewContentSize.width, height: rect.height)
        return super.attributes(in: lines).compactMap { element in
            let adjusted =
                element.representedElementCategory == .cell
                ? attributesForItem(at: element.indexPath) ?? element : element
            return adjusted.frame.strictlyIntersects(rect) ? adjusted : nil
        }
    }

    override func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard var attributes = super.attributesForItem(at: indexPath) else { return nil }
        guard scrollDirection == .vertical, let view = collectionView else { return attributes }
        let inset = delegate?.collectionView(view, layout: self, insetForSectionAt: indexPath.section) ?? sectionInset
        let spacing =
            delegate?.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: indexPath.section)
            ?? minimumInteritemSpacing
        // Walk back to the first item of this line, adding up the widths before this one.
        var x = inset.left
        var widths: [CGFloat] = []
        var previous = indexPath.item - 1
        while previous >= 0,
            let earlier = super.attributesForItem(at: IndexPath(item: previous, section: indexPath.section)),
            earlier.frame.minY < attributes.frame.maxY, attributes.frame.minY < earlier.frame.maxY
        {
            widths.append(earlier.frame.width)
            previous -= 1
        }
        for width in widths.reversed() { x += width + spacing }
        attributes.frame.origin.x = x
        return attributes
    }
}
