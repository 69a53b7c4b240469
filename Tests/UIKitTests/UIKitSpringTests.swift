import CollectionLayout
import Foundation
import TerminalCollectionView
import Testing
import UIKit
import UIKitPreview

/// Springs on every item, each pushed by half the scroll's delta: the plainest springy layout.
private final class HalfPushedSprings: UICollectionViewFlowLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

    override func prepare() {
        super.prepare()
        guard animator.behaviors.isEmpty else { return }
        for item in super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize)) ?? []
        {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            (spring.frequency, spring.damping) = (2, 0.3)
            animator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let delta = newBounds.minY - (collectionView?.bounds.minY ?? 0)
        for case let spring as UIAttachmentBehavior in animator.behaviors {
            spring.items[0].center.y += delta / 2
            animator.updateItem(usingCurrentState: spring.items[0])
        }
        return false
    }
}

extension UIKitSuites {
    @MainActor @Suite struct UIKitSpringTests {
        /// In the previewer a springy layout wobbles when the keys scroll it: ↓ (one point, at a
        /// point a cell) pushes every item half of it, 0.5 down; the view keeps drawing frames on its clock while the springs swing —
        /// item 0's top passes above its anchor (an underdamped spring, ratio 0.3) — and stops
        /// when they rest, every item back at its flow frame.
        @Test func aSpringyLayoutWobblesInThePreviewer() throws {
            let layout = HalfPushedSprings()
            layout.itemSize = CGSize(width: 20, height: 4)
            let shown = PreviewedView(layout, items: 12, columns: 40, rows: 12)
            defer { withExtendedLifetime(shown) {} }
            let previewer = shown.previewer
            let clock = ManualAnimationClock()
            previewer.viewport.clock = clock
            previewer.animatesChanges = false
            let rest = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
            previewer.handle(.down)
            #expect(previewer.viewport.isAnimating)
            var lowest = CGFloat.infinity
            var frames = 0
            while previewer.viewport.isAnimating && frames < 1000 {
                clock.advance(by: .milliseconds(16))
                let top = try #require(
                    previewer.viewport.laidOutElements(exactCells: true).first { $0.attributes.indexPath.item == 0 }?
                        .attributes.frame.minY)
                lowest = min(lowest, top + previewer.viewport.bounds.minY)
                frames += 1
            }
            #expect(lowest < rest.minY && frames > 10 && frames < 1000, "lowest \(lowest), \(frames) frames")
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == rest)
        }
    }
}
