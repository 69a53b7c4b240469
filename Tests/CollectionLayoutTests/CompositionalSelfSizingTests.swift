import CollectionLayout
import Foundation
import Testing

/// Estimated dimensions self-size: a measured cell takes its size along the dimensions its item
/// estimates, its group is laid out again (an estimated group follows its content) and the groups
/// after it move by the difference. Arithmetic in each case's comment; 20 x 30 view unless said.
@Suite struct CompositionalSelfSizingTests {
    typealias T = CompositionalLayoutTests

    /// Hands the layout measured sizes for `items` of section 0 as a view does, and prepares.
    static func measure(_ layout: CompositionalLayout, _ sizes: [Int: CGSize]) {
        let cells = sizes.keys.sorted().map { layout.attributesForItem(at: IndexPath(item: $0, section: 0))! }
        let taken = layout.takePreferredAttributes(of: cells) { cell in
            var measured = cell
            measured.size = sizes[cell.indexPath.item]!
            return measured
        }
        #expect(Set(taken.map(\.item)) == Set(sizes.keys))
        layout.prepareIfNeeded()
        #expect(layout.configurationError == nil, "\(layout.configurationError?.message ?? "")")
    }

    /// A list: rows the whole width, estimated 5 high, 1 apart: row k at 6k. Row 2 measures 3
    /// high: it is (0,12,20,3) and rows after move up 2 (row 3 at 18 − 2 = 16). Then row 0
    /// measures 8: rows after it move down 3 (row 1 at 9, row 2 at 15, row 3 at 19). Content:
    /// 10 rows 6k apart end at 59, +3 −2 = 60.
    @Test func aMeasuredRowMovesTheRowsAfterIt() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: T.size(.fractionalWidth(1), .estimated(5)),
            subitems: [T.item(.fractionalWidth(1), .estimated(5))])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        let (layout, view) = T.prepared(section, counts: [10], width: 20, height: 30)
        defer { withExtendedLifetime(view) {} }  // the layout holds its view weakly
        #expect(layout.configurationError == nil, "\(layout.configurationError?.message ?? "")")
        #expect(layout.asksForPreferredAttributes)
        #expect(!layout.measuresWidth(ofItemAt: IndexPath(item: 0, section: 0)), "a fractional width is the layout's")
        #expect(T.frames(layout, count: 4) == [[0, 0, 20, 5], [0, 6, 20, 5], [0, 12, 20, 5], [0, 18, 20, 5]])
        Self.measure(layout, [2: CGSize(width: 20, height: 3)])
        #expect(T.frames(layout, count: 4) == [[0, 0, 20, 5], [0, 6, 20, 5], [0, 12, 20, 3], [0, 16, 20, 5]])
        Self.measure(layout, [0: CGSize(width: 20, height: 8)])
        #expect(T.frames(layout, count: 4) == [[0, 0, 20, 8], [0, 9, 20, 5], [0, 15, 20, 3], [0, 19, 20, 5]])
        #expect(layout.collectionViewContentSize.height == 60)
        // The rect query finds the moved rows: y 14…18 meets rows 2 (15…18) only.
        #expect(layout.attributes(in: CGRect(x: 0, y: 14, width: 20, height: 4)).map(\.indexPath.item) == [2])
        // The layout is satisfied: measuring again at the same sizes changes nothing.
        let row2 = layout.attributesForItem(at: IndexPath(item: 2, section: 0))!
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: row2, withOriginalAttributes: row2))
    }

    /// A grid of two 10-wide cells per row, estimated 4 high. Cell 1 measures 7: its row (an
    /// estimated group) grows to 7, cell 0 keeps its 4, the next row starts at 7 + 1 = 8. A
    /// measured width is ignored: the width is a fraction, the layout's.
    @Test func aRowGrowsToItsTallestMeasuredCell() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: T.size(.fractionalWidth(1), .estimated(4)),
            subitems: [T.item(.fractionalWidth(0.5), .estimated(4))])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        let (layout, view) = T.prepared(section, counts: [4], width: 20, height: 30)
        defer { withExtendedLifetime(view) {} }
        Self.measure(layout, [1: CGSize(width: 99, height: 7)])
        #expect(T.frames(layout, count: 4) == [[0, 0, 10, 4], [10, 0, 10, 7], [0, 8, 10, 4], [10, 8, 10, 4]])
    }

    /// Estimated widths: three cells estimated 6 wide, 1 apart, in an absolute 3-high row.
    /// Cell 1 measures 10 wide: x 0, 6 + 1 = 7, 7 + 10 + 1 = 18; its height stays the absolute 3.
    /// The next row is not touched. With content insets of 1 each side the cell is 10 and its
    /// room 12.
    @Test func estimatedWidthsPushTheCellsAfterThemAlong() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: T.size(.fractionalWidth(1), .absolute(3)),
            repeatingSubitem: T.item(.estimated(6), .absolute(3)), count: 3)
        group.interItemSpacing = .fixed(1)
        let (layout, view) = T.prepared(NSCollectionLayoutSection(group: group), counts: [6], width: 40)
        defer { withExtendedLifetime(view) {} }
        #expect(layout.measuresWidth(ofItemAt: IndexPath(item: 1, section: 0)))
        Self.measure(layout, [1: CGSize(width: 10, height: 9)])
        #expect(
            T.frames(layout, count: 6) == [
                [0, 0, 6, 3], [7, 0, 10, 3], [18, 0, 6, 3], [0, 3, 6, 3], [7, 3, 6, 3], [14, 3, 6, 3]
            ])

        let inset = T.item(.estimated(6), .absolute(3))
        inset.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
        let padded = NSCollectionLayoutGroup.horizontal(
            layoutSize: T.size(.fractionalWidth(1), .absolute(3)), repeatingSubitem: inset, count: 2)
        let (second, secondView) = T.prepared(NSCollectionLayoutSection(group: padded), counts: [2], width: 40)
        defer { withExtendedLifetime(secondView) {} }
        Self.measure(second, [0: CGSize(width: 10, height: 3)])
        // Cell 0: room 0…12, cell 1…11; cell 1: room 12…18, cell 13…17.
        #expect(T.frames(second, count: 2) == [[1, 0, 10, 3], [13, 0, 4, 3]])
    }

    /// A sideways shelf of estimated-height cards: the shelf's band is its tallest group. Cards
    /// 10 wide, estimated 4, in an orthogonal section; card 2 measures 9: the band is 9 high and
    /// the next section starts there.
    @Test func aSidewaysShelfIsAsTallAsItsTallestCard() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: T.size(.absolute(10), .estimated(4)),
            subitems: [T.item(.fractionalWidth(1), .estimated(4))])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let (layout, view) = T.prepared(section, counts: [5, 1], width: 20)
        defer { withExtendedLifetime(view) {} }
        #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 4)
        Self.measure(layout, [2: CGSize(width: 10, height: 9)])
        #expect(layout.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame.list == [20, 0, 10, 9])
        #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 9)
    }

    /// Measurements follow their items through a batch (an insert before row 1 moves its
    /// measured 2 rows to item 2) and are dropped when the width changes (fractions and wrapping
    /// change: every cell is measured again).
    @Test func measurementsFollowUpdatesAndResetOnResize() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: T.size(.fractionalWidth(1), .estimated(5)),
            subitems: [T.item(.fractionalWidth(1), .estimated(5))])
        let (layout, view) = T.prepared(NSCollectionLayoutSection(group: group), counts: [4], width: 20, height: 30)
        Self.measure(layout, [1: CGSize(width: 20, height: 2)])
        #expect(layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.list == [0, 5, 20, 2])
        let batch = try! BatchUpdate(
            countsBefore: view.counts, operations: [.insertItem(IndexPath(item: 0, section: 0))])
        view.counts = batch.countsAfter
        layout.performUpdates(batch) {}
        #expect(T.frames(layout, count: 3) == [[0, 0, 20, 5], [0, 5, 20, 5], [0, 10, 20, 2]])
        view.bounds.size.width = 30
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        #expect(T.frames(layout, count: 3) == [[0, 0, 30, 5], [0, 5, 30, 5], [0, 10, 30, 5]])
    }

    /// A million rows with measured ones among them: a query far down is a binary search, and
    /// its answer is the rows there (row 999,999 ends where the content ends).
    @Test func measuredMillionRowsStillAnswerByArithmetic() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: T.size(.fractionalWidth(1), .estimated(5)),
            subitems: [T.item(.fractionalWidth(1), .estimated(5))])
        let (layout, view) = T.prepared(
            NSCollectionLayoutSection(group: group), counts: [1_000_000], width: 20, height: 30)
        defer { withExtendedLifetime(view) {} }
        Self.measure(layout, [3: CGSize(width: 20, height: 2), 10: CGSize(width: 20, height: 9)])
        // 1e6 rows of 5, −3 + 4: 5,000,001.
        #expect(layout.collectionViewContentSize.height == 5_000_001)
        let last = layout.attributes(in: CGRect(x: 0, y: 4_999_997, width: 20, height: 4))
        #expect(last.map(\.indexPath.item) == [999_999])
        #expect(last.first?.frame.list == [0, 4_999_996, 20, 5])
    }

    /// Boundary items with estimated sizes self-size too: a section header estimated 4 high
    /// measures 1, so the rows start at 1 and the next section's header at 1 + 3 × 5 = 16; a
    /// layout-wide header estimated 44 (Apple's example) measures 2, and everything moves down 2.
    @Test func estimatedHeadersTakeTheirMeasuredHeight() {
        func measured(_ attributes: LayoutAttributes, height: CGFloat) -> LayoutAttributes {
            var a = attributes
            a.size.height = height
            return a
        }
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: T.size(.fractionalWidth(1), .estimated(4)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: T.size(.fractionalWidth(1), .absolute(5)),
                subitems: [T.item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.boundarySupplementaryItems = [header]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: T.size(.fractionalWidth(1), .estimated(44)), elementKind: "layout-header", alignment: .top)
        ]
        let layout = CompositionalLayout(section: section, configuration: configuration)
        let view = CountsView(width: 20, height: 30, counts: [3, 1])
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(layout.asksForPreferredAttributes)
        let first = IndexPath(item: 0, section: 0)
        let second = IndexPath(item: 0, section: 1)
        let headers = [
            layout.attributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: first)!,
            layout.attributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: second)!
        ]
        #expect(layout.takePreferredAttributes(of: headers) { measured($0, height: 1) }.count == 2)
        layout.prepareIfNeeded()
        // (Sums written out: a literal `44 + 1` beside an optional CGFloat picks another `+` here.)
        #expect(layout.attributesForItem(at: first)?.frame.minY == 45)
        #expect(
            layout.attributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: second)?.frame.minY == 60)
        let top = layout.attributesForSupplementaryElement(ofKind: "layout-header", at: first)!
        #expect(layout.takePreferredAttributes(of: [top]) { measured($0, height: 2) }.count == 1)
        layout.prepareIfNeeded()
        #expect(layout.attributesForItem(at: first)?.frame.minY == 3)
        #expect(layout.collectionViewContentSize.height == 24)
        withExtendedLifetime(view) {}
    }
}
