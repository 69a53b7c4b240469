import Foundation

/// A layout whose sections may scroll across the scroll axis on their own (UIKit's orthogonal
/// sections, whose cells live in a scroll view of their own): sideways in a vertical layout, up
/// and down in a horizontal one. The layout keeps each section's offset and answers its cells'
/// frames scrolled by it; the view asks it to move one.
///
/// ```swift
/// if let shelves = layout as? OrthogonalScrolling, shelves.orthogonalScrollingBehavior(inSection: 0) != .none {
///     shelves.setOrthogonalOffset(shelves.orthogonalTarget(inSection: 0, direction: 1, step: 1), inSection: 0)
/// }
/// ```
public protocol OrthogonalScrolling: AnyObject {
    /// Whether its sections scroll up and down (a horizontal layout's) rather than sideways.
    var orthogonalScrollsVertically: Bool { get }
    /// `.none` when the section does not scroll on its own.
    func orthogonalScrollingBehavior(inSection section: Int) -> UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// How far the section is scrolled: 0 … its content less the view's width (height).
    func orthogonalOffset(inSection section: Int) -> CGFloat
    /// Scrolls the section (clamped to its content); its cells are invalidated.
    func setOrthogonalOffset(_ offset: CGFloat, inSection section: Int)
    /// Where one step towards `direction` (±1) ends: the next page or group for the paging
    /// behaviours and the group-boundary one, `step` further for `.continuous`; clamped.
    func orthogonalTarget(inSection section: Int, direction: CGFloat, step: CGFloat) -> CGFloat
    /// The offset that brings the item fully into the section's width (height) (nil: it needs none).
    func orthogonalOffset(revealing indexPath: IndexPath) -> CGFloat?
}

extension CompositionalLayout: OrthogonalScrolling {
    public var orthogonalScrollsVertically: Bool { isPreparedHorizontally }

    /// The view's length across the scroll axis, and a rect's extent along the same axis.
    private var orthogonalViewLength: CGFloat { isPreparedHorizontally ? preparedSize.height : preparedSize.width }
    private func acrossExtent(_ rect: CGRect) -> (CGFloat, CGFloat) {
        isPreparedHorizontally ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    public func orthogonalScrollingBehavior(inSection section: Int)
        -> UICollectionLayoutSectionOrthogonalScrollingBehavior
    {
        behaviour(ofSection: section)
    }

    /// Clamped on reading: a narrower view may have left less to scroll.
    public func orthogonalOffset(inSection section: Int) -> CGFloat {
        min(orthogonalOffsets[section] ?? 0, orthogonalLimit(section) ?? 0)
    }

    public func setOrthogonalOffset(_ offset: CGFloat, inSection section: Int) {
        guard let limit = orthogonalLimit(section) else { return }
        let clamped = min(max(0, offset), limit)
        guard clamped != orthogonalOffset(inSection: section) else { return }
        orthogonalOffsets[section] = clamped
        var context = InvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 0, section: section)])
        invalidateLayout(with: context)
    }

    public func orthogonalTarget(inSection section: Int, direction: CGFloat, step: CGFloat) -> CGFloat {
        let current = orthogonalOffset(inSection: section)
        guard let limit = orthogonalLimit(section), let prepared = preparedSection(section),
            let template = prepared.template
        else {
            return current
        }
        let advance = max(prepared.advance, 1e-9)
        let width = orthogonalViewLength
        let target: CGFloat
        switch behaviour(ofSection: section) {
        case .none: return current
        case .continuous: target = current + direction * step
        case .paging:
            let page = max(width, 1e-9)
            target = ((current / page).rounded() + direction) * page
        case .groupPaging, .continuousGroupLeadingBoundary:
            target = ((current / advance).rounded() + direction) * advance
        case .groupPagingCentered:
            // Group i is centred at offset origin + i·advance + width/2 of the group − half the view.
            let (origin, group) =
                isPreparedHorizontally
                ? (prepared.groupsOrigin.y, template.size.height) : (prepared.groupsOrigin.x, template.size.width)
            let centring = origin + group / 2 - width / 2
            target = (((current - centring) / advance).rounded() + direction) * advance + centring
        }
        return min(max(0, target), limit)
    }

    public func orthogonalOffset(revealing indexPath: IndexPath) -> CGFloat? {
        guard let limit = orthogonalLimit(indexPath.section), let prepared = preparedSection(indexPath.section),
            indexPath.item < prepared.itemCount
        else { return nil }
        let (low, high) = acrossExtent(prepared.cellFrame(indexPath.item))
        let current = orthogonalOffset(inSection: indexPath.section)
        let width = orthogonalViewLength
        if low < current { return min(max(0, low), limit) }
        if high > current + width { return min(max(0, high - width), limit) }
        return nil
    }
}
