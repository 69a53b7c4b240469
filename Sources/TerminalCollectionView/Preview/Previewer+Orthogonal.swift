import CollectionLayout
import Foundation

extension Previewer {
    /// ← → (↑ ↓ in a horizontal layout) on a focused item of a section that scrolls on its own (a compositional shelf):
    /// the section scrolls — a cell per key when continuous, a page or a group per key when it
    /// pages — animated; the rest of the view stays. False when the focus is not in such a section.
    func scrollOrthogonalSection(by columns: Int) -> Bool {
        guard columns != 0, let focused, let shelves = viewport.layout as? OrthogonalScrolling,
            shelves.orthogonalScrollingBehavior(inSection: focused.section) != .none
        else { return false }
        let section = focused.section
        let from = shelves.orthogonalOffset(inSection: section)
        let target = shelves.orthogonalTarget(
            inSection: section, direction: columns > 0 ? 1 : -1,
            step: CGFloat(abs(columns))
                * (shelves.orthogonalScrollsVertically ? viewport.cellScale.height : viewport.cellScale.width))
        guard target != from else {
            message = columns > 0 ? "end of section \(section)" : "start of section \(section)"
            return true
        }
        viewport.animateChanges {
            shelves.setOrthogonalOffset(target, inSection: section)
            viewport.prepareIfNeeded()
        }
        message = "section \(section) scrolled to \(Previewer.format(target))"
        return true
    }

    /// A newly focused item of a section that scrolls on its own is brought into its width (height).
    func revealInOrthogonalSection(_ indexPath: IndexPath) {
        guard let shelves = viewport.layout as? OrthogonalScrolling,
            let offset = shelves.orthogonalOffset(revealing: indexPath)
        else {
            return
        }
        shelves.setOrthogonalOffset(offset, inSection: indexPath.section)
        viewport.prepareIfNeeded()
    }
}
