import Foundation
import Testing
import UIKit

/// Apple's column-flow sample: sets `itemSize`, `sectionInset` and `sectionInsetReference` inside
/// `prepare()`, after super's, as UIKit allows.
final class ColumnFlowLayout: UICollectionViewFlowLayout {
    let minColumnWidth: CGFloat = 300.0
    let cellHeight: CGFloat = 70.0

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let availableWidth = collectionView.bounds.inset(by: collectionView.layoutMargins).width
        let maxNumColumns = Int(availableWidth / minColumnWidth)
        let cellWidth = (availableWidth / CGFloat(maxNumColumns)).rounded(.down)
        self.itemSize = CGSize(width: cellWidth, height: cellHeight)
        self.sectionInset = UIEdgeInsets(top: self.minimumInteritemSpacing, left: 0.0, bottom: 0.0, right: 0.0)
        self.sectionInsetReference = .fromSafeArea
    }
}

/// A subclass overriding the read-only `collectionView`, legal in UIKit.
final class ForwardingLayout: UICollectionViewFlowLayout {
    override var collectionView: UICollectionView? { super.collectionView }
}

/// A decoration view as layouts declare them, with Core Graphics's C functions and a colour literal.
final class SectionBackground: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = #colorLiteral(red: 0.9, green: 0.9, blue: 0.95, alpha: 1)
        layer.cornerRadius = CGRectGetHeight(CGRectMake(0, 0, 10, 12))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Counts a test changes between layouts.
final class Counts: UICollectionViewDataSource {
    var items: [Int]
    init(_ items: [Int]) { self.items = items }
    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items[section] }
}

extension UIKitSuites {
    /// A `UICollectionView` built in plain code, as a library's own tests on Linux build one: no
    /// previewer, `layoutIfNeeded()`, then UIKit's queries answer with exact frames.
    @Suite struct UIKitWithoutPreviewerTests {
        private func cells(_ view: UICollectionView) -> [CGRect] {
            let all = CGRect(origin: .zero, size: view.contentSize)
            return (view.collectionViewLayout.layoutAttributesForElements(in: all) ?? [])
                .filter { $0.representedElementCategory == .cell }.sorted { $0.indexPath < $1.indexPath }.map(\.frame)
        }

        /// Flow, 100 wide, items 30 × 20, spacing 10: 30+10+30+10+30 = 110 > 100, so two per line
        /// (justified: the 40 left over goes between them, x = 0 and 70); lines at y = 0, 30 (20 + 10).
        /// After inserting a third item in the data source and `performBatchUpdates`, it starts line 2.
        @Test func aFlowLayoutAnswersAfterLayoutIfNeeded() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 30, height: 20)
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
            let counts = Counts([2])
            view.dataSource = counts
            view.layoutIfNeeded()
            #expect(cells(view) == [CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 70, y: 0, width: 30, height: 20)])
            #expect(view.contentSize == CGSize(width: 100, height: 20))
            view.performBatchUpdates {
                counts.items = [3]
                view.insertItems(at: [IndexPath(item: 2, section: 0)])
            }
            view.layoutIfNeeded()
            #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 30, width: 30, height: 20))
            #expect(view.contentSize == CGSize(width: 100, height: 50))
        }

        /// Compositional, 120 wide: items a quarter of the width (30) and 10 tall, a group of the
        /// full width: 5 items → 4 on the first row, the fifth at (0, 10); two sections stack (y = 20).
        @Test func aCompositionalLayoutAnswersAfterLayoutIfNeeded() {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 120, height: 50), collectionViewLayout: layout)
            let counts = Counts([5, 1])
            view.dataSource = counts
            view.layoutIfNeeded()
            #expect(
                cells(view) == [
                    CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 30, y: 0, width: 30, height: 10), CGRect(x: 60, y: 0, width: 30, height: 10),
                    CGRect(x: 90, y: 0, width: 30, height: 10), CGRect(x: 0, y: 10, width: 30, height: 10), CGRect(x: 0, y: 20, width: 30, height: 10),
                ])
            #expect(view.contentSize == CGSize(width: 120, height: 30))
            counts.items = [1]
            view.reloadData()
            view.layoutIfNeeded()
            #expect(cells(view) == [CGRect(x: 0, y: 0, width: 30, height: 10)])
        }

        /// Apple's ColumnFlowLayout on a 393-point-wide view: 393 / 300 = 1 column of 393 points,
        /// 70 tall, under a 10-point top inset (minimumInteritemSpacing), one per line 10 apart.
        /// Resized to 820 points: the new bounds invalidate it (the flow layout's rule for a new
        /// width), cells 820 / 2 = 410 wide — but 410 + 10 + 410 = 830 > 820, so one per line,
        /// alone on its line and centred as UIKit centres it: x = (820 − 410) / 2 = 205.
        @Test func settingPropertiesInPrepareAfterSuperIsNotAnAccessConflict() {
            let layout = ColumnFlowLayout()
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
            let items = Items(3)
            view.dataSource = items
            view.layoutIfNeeded()
            #expect(
                cells(view) == [
                    CGRect(x: 0, y: 10, width: 393, height: 70), CGRect(x: 0, y: 90, width: 393, height: 70),
                    CGRect(x: 0, y: 170, width: 393, height: 70),
                ])
            view.frame = CGRect(x: 0, y: 0, width: 820, height: 1180)
            view.layoutIfNeeded()
            #expect(cells(view).prefix(2) == [CGRect(x: 205, y: 10, width: 410, height: 70), CGRect(x: 205, y: 90, width: 410, height: 70)])
        }

        /// A horizontal carousel centring a 50-point item in a 22-point-tall view: UIKit lays out
        /// the negative insets the arithmetic gives, (22 − 50) / 2 = −14: the item at y = −14.
        @Test func negativeSectionInsetsAreLaidOut() {
            let layout = ForwardingLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 50, height: 50)
            layout.minimumLineSpacing = 10
            let inset = (22 - 50) / 2 as CGFloat
            layout.sectionInset = UIEdgeInsets(top: inset, left: 25, bottom: inset, right: 25)
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 22), collectionViewLayout: layout)
            let items = Items(2)
            view.dataSource = items
            view.layoutIfNeeded()
            #expect(layout.collectionView === view)
            #expect(cells(view) == [CGRect(x: 25, y: -14, width: 50, height: 50), CGRect(x: 85, y: -14, width: 50, height: 50)])
            #expect(SectionBackground(frame: .zero).layer.cornerRadius == 12)
        }
    }
}

/// A springy flow layout in the shape the public ones take: every item on a spring to its
/// place, pushed by the scroll's delta, farther the farther it is from the touch.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

    override func prepare() {
        super.prepare()
        guard animator.behaviors.isEmpty else { return }
        let everything = CGRect(origin: .zero, size: collectionViewContentSize)
        for item in super.layoutAttributesForElements(in: everything) ?? [] {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
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
        guard let view = collectionView else { return false }
        let delta = newBounds.origin.y - view.bounds.origin.y
        let touch = view.panGestureRecognizer.location(in: view)
        for case let spring as UIAttachmentBehavior in animator.behaviors {
            guard let item = spring.items.first else { continue }
            let resistance = abs(touch.y - spring.anchorPoint.y) / 1500
            item.center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
            animator.updateItem(usingCurrentState: item)
        }
        return false
    }
}

extension UIKitSuites {
    /// UIKit Dynamics, settled: a springy layout compiles and runs, and its items rest where
    /// their springs hold them — the flow's frames — before and after a scroll pushes them.
    @Suite struct UIKitDynamicsTests {
        /// Flow 100 wide, items 100 × 20, line spacing 10: items at y = 0, 30, 60. A scroll of 40
        /// pushes each item by up to 40 · distance / 1500; settled, each is back on its anchor.
        @Test func springyItemsRestOnTheirAnchors() {
            let layout = SpringyFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 20)
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 50), collectionViewLayout: layout)
            let items = Items(3)
            view.dataSource = items
            view.layoutIfNeeded()
            let rest = [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 30, width: 100, height: 20), CGRect(x: 0, y: 60, width: 100, height: 20)]
            #expect((layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 80)) ?? []).map(\.frame) == rest)
            view.contentOffset = CGPoint(x: 0, y: 40)
            #expect(layout.animator.behaviors.count == 3 && !layout.animator.isRunning)
            #expect((0..<3).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame } == rest)
            let spring = UIAttachmentBehavior(item: UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 9, section: 0)), attachedToAnchor: CGPoint(x: 10, y: 0))
            spring.length = 5
            layout.animator.addBehavior(spring)
            // A spring of length 5 pulls an item at the origin, 10 from its anchor, to 5 from it.
            #expect(spring.items[0].center == CGPoint(x: 5, y: 0))
        }
    }
}
