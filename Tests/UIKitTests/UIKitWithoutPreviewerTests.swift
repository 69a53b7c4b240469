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
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items[section]
    }
}

extension UIKitSuites {
    /// A `UICollectionView` built in plain code, as a library's own tests on Linux build one: no
    /// previewer, `layoutIfNeeded()`, then UIKit's queries answer with exact frames.
    @MainActor @Suite struct UIKitWithoutPreviewerTests {
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
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
            let counts = Counts([2])
            view.dataSource = counts
            view.layoutIfNeeded()
            #expect(
                cells(view) == [CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 70, y: 0, width: 30, height: 20)])
            #expect(view.contentSize == CGSize(width: 100, height: 20))
            view.performBatchUpdates {
                counts.items = [3]
                view.insertItems(at: [IndexPath(item: 2, section: 0)])
            }
            view.layoutIfNeeded()
            #expect(
                view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                    == CGRect(x: 0, y: 30, width: 30, height: 20))
            #expect(view.contentSize == CGSize(width: 100, height: 50))
        }

        /// Compositional, 120 wide: items a quarter of the width (30) and 10 tall, a group of the
        /// full width: 5 items → 4 on the first row, the fifth at (0, 10); two sections stack (y = 20).
        @Test func aCompositionalLayoutAnswersAfterLayoutIfNeeded() {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
                subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 120, height: 50), collectionViewLayout: layout)
            let counts = Counts([5, 1])
            view.dataSource = counts
            view.layoutIfNeeded()
            #expect(
                cells(view) == [
                    CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 30, y: 0, width: 30, height: 10),
                    CGRect(x: 60, y: 0, width: 30, height: 10),
                    CGRect(x: 90, y: 0, width: 30, height: 10), CGRect(x: 0, y: 10, width: 30, height: 10),
                    CGRect(x: 0, y: 20, width: 30, height: 10)
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
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
            let items = Items(3)
            view.dataSource = items
            view.layoutIfNeeded()
            #expect(
                cells(view) == [
                    CGRect(x: 0, y: 10, width: 393, height: 70), CGRect(x: 0, y: 90, width: 393, height: 70),
                    CGRect(x: 0, y: 170, width: 393, height: 70)
                ])
            view.frame = CGRect(x: 0, y: 0, width: 820, height: 1180)
            view.layoutIfNeeded()
            #expect(
                cells(view).prefix(2) == [
                    CGRect(x: 205, y: 10, width: 410, height: 70), CGRect(x: 205, y: 90, width: 410, height: 70)
                ])
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
            #expect(
                cells(view) == [
                    CGRect(x: 25, y: -14, width: 50, height: 50), CGRect(x: 85, y: -14, width: 50, height: 50)
                ])
            #expect(SectionBackground(frame: .zero).layer.cornerRadius == 12)
        }
    }
}

extension UIKitSuites {
    /// UIKit Dynamics: springs hold layout attributes where they rest, as springy flow layouts
    /// attach them, and swing them back when pushed (the springy layout itself is previewed by
    /// `PreviewCommandTests`, golden port-springy.txt).
    @MainActor @Suite struct UIKitDynamicsTests {
        /// Three items on springs of length 0 at their flow frames (y = 0, 30, 60): the animator
        /// answers them by rect and by index path; an item pushed 12 points down, as a scroll's
        /// delta pushes it, is back on its anchor after `updateItem(usingCurrentState:)`. A spring of
        /// length 5 pulls an item 10 from its anchor to 5 from it; one within its length stays.
        @Test func springsRestOnTheirAnchors() {
            let layout = UICollectionViewFlowLayout()
            let animator = UIDynamicAnimator(collectionViewLayout: layout)
            let frames = [
                CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 30, width: 100, height: 20),
                CGRect(x: 0, y: 60, width: 100, height: 20)
            ]
            for (item, frame) in frames.enumerated() {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = frame
                let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
                spring.length = 0
                animator.addBehavior(spring)
            }
            #expect(
                animator.items(in: CGRect(x: 0, y: 25, width: 100, height: 30)).map {
                    ($0 as! UICollectionViewLayoutAttributes).frame
                } == [
                    frames[1]
                ])
            let pushed = try! #require(animator.layoutAttributesForCell(at: IndexPath(item: 2, section: 0)))
            pushed.center.y += 12
            #expect(pushed.frame.minY == 72)
            animator.updateItem(usingCurrentState: pushed)
            #expect(pushed.frame == frames[2] && !animator.isRunning)
            let far = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 9, section: 0))
            let long = UIAttachmentBehavior(item: far, attachedToAnchor: CGPoint(x: 10, y: 0))
            long.length = 5
            animator.addBehavior(long)
            #expect(far.center == CGPoint(x: 5, y: 0))
            let slack = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 10, section: 0))
            let loose = UIAttachmentBehavior(item: slack, attachedToAnchor: CGPoint(x: 3, y: 0))
            loose.length = 5
            animator.addBehavior(loose)
            #expect(slack.center == .zero)
            #expect(animator.layoutAttributesForCell(at: IndexPath(item: 9, section: 0)) === far)
        }

        /// A spring of 1 Hz and damping ratio 0.5 swings an item pushed 10 points back as the
        /// damped oscillator does: x(t) = 10·e^(−ζωt)·(cos ω_d·t + ζ/√(1 − ζ²)·sin ω_d·t) with
        /// ω = 2π, ω_d = ω·√0.75 — 3.53 points at 0.25 s, −1.41 (past its anchor) at 0.5 s, within
        /// 0.05 of it every 10-ms frame (the solver steps 1/240 s) — and rests on its anchor within
        /// three seconds, when the animator stops and the layout is invalidated no more.
        @Test func aPushedItemSwingsBackAsADampedSpring() throws {
            let layout = UICollectionViewFlowLayout()
            let animator = UIDynamicAnimator(collectionViewLayout: layout)
            let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            item.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            (spring.frequency, spring.damping) = (1, 0.5)
            animator.addBehavior(spring)
            item.center.y += 10
            animator.updateItem(usingCurrentState: item)
            #expect(animator.isRunning && layout.engine.isRunningDynamics)
            let (zeta, omega) = (0.5, 2 * Double.pi)
            let damped = omega * (1 - zeta * zeta).squareRoot()
            func expected(_ t: Double) -> Double {
                10 * exp(-zeta * omega * t)
                    * (cos(damped * t) + zeta / (1 - zeta * zeta).squareRoot() * sin(damped * t))
            }
            var worst = 0.0
            for frame in 0...300 where animator.isRunning {
                layout.engine.advanceDynamics(to: .milliseconds(frame * 10))
                if animator.isRunning {
                    worst = max(worst, abs(Double(item.center.y - 10) - expected(Double(frame) / 100)))
                }
                if frame == 25 { #expect(abs(Double(item.center.y - 10) - 3.53) < 0.05) }
                if frame == 50 { #expect(abs(Double(item.center.y - 10) + 1.41) < 0.05) }
            }
            #expect(worst < 0.05 && !animator.isRunning && item.center.y == 10 && animator.elapsedTime < 3)
        }
    }
}
