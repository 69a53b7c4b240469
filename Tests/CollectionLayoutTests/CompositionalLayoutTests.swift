import CollectionLayout
import Foundation
import Testing

/// Hand-computed compositional layouts: each case's arithmetic is in its comment. The view is
/// 80 x 24 points (no insets) unless said.
@Suite struct CompositionalLayoutTests {
    static func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    static func item(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutItem {
        NSCollectionLayoutItem(layoutSize: size(w, h))
    }

    /// The layout of `section` prepared for `counts` in a `width` x `height` view.
    static func prepared(
        _ section: NSCollectionLayoutSection, counts: [Int], width: CGFloat = 80, height: CGFloat = 24,
        spacing: CGFloat = 0
    ) -> (CompositionalLayout, CountsView) {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = spacing
        let layout = CompositionalLayout(section: section, configuration: configuration)
        let view = CountsView(width: width, height: height, counts: counts)
        layout.collectionView = view
        layout.prepareIfNeeded()
        return (layout, view)
    }

    static func frames(_ layout: CompositionalLayout, section: Int = 0, count: Int) -> [[CGFloat]] {
        (0..<count).map { layout.attributesForItem(at: IndexPath(item: $0, section: section))!.frame.list }
    }

    /// fractionalWidth(0.25) of an 80-wide group: 20; the group (whole width, 3 high) holds 4
    /// (the subitem repeats while it fits). 10 items: 3 groups at y 0, 3, 6; content 80 x 9.
    @Test func fractionalWidthItemsRepeatWhileTheyFit() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(3)),
            subitems: [Self.item(.fractionalWidth(0.25), .fractionalHeight(1))])
        let (layout, _) = Self.prepared(NSCollectionLayoutSection(group: group), counts: [10])
        #expect(
            Self.frames(layout, count: 5) == [
                [0, 0, 20, 3], [20, 0, 20, 3], [40, 0, 20, 3], [60, 0, 20, 3], [0, 3, 20, 3]
            ])
        #expect(layout.attributesForItem(at: IndexPath(item: 9, section: 0))?.frame.list == [20, 6, 20, 3])
        #expect(layout.collectionViewContentSize == CGSize(width: 80, height: 9))
    }

    /// fractionalHeight(0.5) of the 24-high container: 12; estimated(5) lays out at 5; absolute(7) is 7.
    @Test func fractionalHeightEstimatedAndAbsoluteDimensions() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)),
            subitems: [Self.item(.absolute(7), .estimated(5)), Self.item(.fractionalHeight(1), .fractionalHeight(1))])
        let (layout, _) = Self.prepared(NSCollectionLayoutSection(group: group), counts: [2])
        // The second item: width = 1 × the group's height 12, height 12; it starts after the first's 7.
        #expect(Self.frames(layout, count: 2) == [[0, 0, 7, 5], [7, 0, 12, 12]])
    }

    /// repeatingSubitem: 2 copies of 10 x 4, 1 apart, down a 10 x 9 group: y 0 and 5.
    /// subitem:count: 3 sharing 80 with 2 between: (80 − 4) / 3 = 25.33… each.
    @Test func repeatedAndSharingGroups() {
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.absolute(10), .absolute(9)),
            repeatingSubitem: Self.item(.absolute(10), .absolute(4)), count: 2)
        column.interItemSpacing = .fixed(1)
        let (layout, _) = Self.prepared(NSCollectionLayoutSection(group: column), counts: [3])
        #expect(Self.frames(layout, count: 3) == [[0, 0, 10, 4], [0, 5, 10, 4], [0, 9, 10, 4]])

        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(2)),
            subitem: Self.item(.absolute(1), .fractionalHeight(1)), count: 3)
        row.interItemSpacing = .fixed(2)
        let (shared, _) = Self.prepared(NSCollectionLayoutSection(group: row), counts: [3])
        let w: CGFloat = 76.0 / 3
        #expect(Self.frames(shared, count: 3) == [[0, 0, w, 2], [w + 2, 0, w, 2], [2 * w + 4, 0, w, 2]])
    }

    /// Flexible spacing: three 20-wide items in 80 with at least 1 between: 60 + 2 = 62 used, the
    /// 18 left shared by the 2 gaps: 1 + 9 = 10 each: x 0, 30, 60.
    @Test func flexibleSpacingSharesTheRoomLeft() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(2)),
            repeatingSubitem: Self.item(.absolute(20), .absolute(2)), count: 3)
        group.interItemSpacing = .flexible(1)
        let (layout, _) = Self.prepared(NSCollectionLayoutSection(group: group), counts: [3])
        #expect(Self.frames(layout, count: 3).map { $0[0] } == [0, 30, 60])
    }

    /// Flexible edge spacing shares the room left over, like flexible inter-item spacing. One
    /// 20-wide item with flexible leading and trailing edges (0) in 80: 60 left, 30 each: x 30
    /// (centred). Two with flexible leading 2 each: 2 + 20 + 2 + 20 = 44 used, 36 left, 18 per
    /// edge: x 2 + 18 = 20 and 20 + 20 + 2 + 18 = 60. Across a 10-high group, a 4-high item with
    /// a flexible top (1) and fixed bottom (1) goes down: y 10 − 1 − 4 = 5; flexible top and
    /// bottom centre it: 1 + (10 − 1 − 4 − 1) / 2 = 3.
    @Test func flexibleEdgeSpacingSharesTheRoomLeft() {
        func group(_ spacing: NSCollectionLayoutEdgeSpacing, count: Int, height: CGFloat = 2) -> NSCollectionLayoutGroup
        {
            let item = Self.item(.absolute(20), .absolute(height == 2 ? 2 : 4))
            item.edgeSpacing = spacing
            return .horizontal(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(height)), repeatingSubitem: item, count: count)
        }
        let centred = group(
            NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil),
            count: 1)
        #expect(
            Self.frames(Self.prepared(NSCollectionLayoutSection(group: centred), counts: [1]).0, count: 1) == [
                [30, 0, 20, 2]
            ])
        let pushed = group(
            NSCollectionLayoutEdgeSpacing(leading: .flexible(2), top: nil, trailing: nil, bottom: nil), count: 2)
        #expect(
            Self.frames(Self.prepared(NSCollectionLayoutSection(group: pushed), counts: [2]).0, count: 2).map { $0[0] }
                == [20, 60])
        let down = group(
            NSCollectionLayoutEdgeSpacing(leading: nil, top: .flexible(1), trailing: nil, bottom: .fixed(1)), count: 1,
            height: 10)
        #expect(
            Self.frames(Self.prepared(NSCollectionLayoutSection(group: down), counts: [1]).0, count: 1) == [
                [0, 5, 20, 4]
            ])
        let middle = group(
            NSCollectionLayoutEdgeSpacing(leading: nil, top: .flexible(1), trailing: nil, bottom: .flexible(1)),
            count: 1, height: 10)
        #expect(
            Self.frames(Self.prepared(NSCollectionLayoutSection(group: middle), counts: [1]).0, count: 1) == [
                [0, 3, 20, 4]
            ])
    }

    /// Badges: a 2 x 1 supplementary item on each 20 x 4 cell, anchored top-trailing and moved
    /// by half its size right and up (centred on the corner): cell 0 at (0, 1) after the top
    /// inset of 1 puts its badge at (20 − 2 + 1, 1 − 0.5) = (19, 0.5); cell 1's at (39, 0.5).
    /// Anchored to the bottom edge alone with an absolute offset (0, 1), a badge is centred
    /// across: (9, 1 + 4 − 1 + 1) = (9, 5). Badges carry their cell's index path, follow it in
    /// answers, and are found by a rect that meets only them; without the inset they reach above
    /// the content (y −0.5) and a rect there still finds them.
    @Test func badgesSitAtTheirAnchors() {
        func layout(_ anchor: NSCollectionLayoutAnchor, top: CGFloat) -> CompositionalLayout {
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: Self.size(.absolute(2), .absolute(1)), elementKind: "badge", containerAnchor: anchor)
            let item = NSCollectionLayoutItem(
                layoutSize: Self.size(.absolute(20), .absolute(4)), supplementaryItems: [badge])
            let section = NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: Self.size(.fractionalWidth(1), .absolute(4)), repeatingSubitem: item, count: 2))
            section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: 0, bottom: 0, trailing: 0)
            return Self.prepared(section, counts: [2]).0
        }
        let corner = layout(
            NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)), top: 1)
        #expect(
            corner.attributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame.list
                == [19, 0.5, 2, 1])
        #expect(
            corner.attributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame.list
                == [39, 0.5, 2, 1])
        #expect(
            corner.attributes(in: CGRect(x: 0, y: 0, width: 80, height: 5)).map {
                "\($0.representedElementKind ?? "cell") \($0.indexPath.item)"
            }
                == ["cell 0", "badge 0", "cell 1", "badge 1"])
        #expect(
            corner.attributes(in: CGRect(x: 18, y: 0, width: 3, height: 1)).map(\.representedElementKind) == ["badge"])
        let bottom = layout(NSCollectionLayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: 1)), top: 1)
        #expect(
            bottom.attributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame.list
                == [9, 5, 2, 1])
        let above = layout(
            NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)), top: 0)
        #expect(above.attributes(in: CGRect(x: 0, y: -1, width: 80, height: 1)).map(\.frame.minY) == [-0.5, -0.5])
    }

    /// An item anchor puts that point of the badge on the container anchor's point: top-trailing
    /// on the cell's corner (20, 1) with the badge's bottom-leading there — the 2 × 1 badge sits
    /// outside, at (20, 1 − 1) = (20, 0). An item anchor offset by half the badge's width
    /// (fractional 0.5, 0: its point is at x 1 of the badge) puts it at (20 − 1, 0) = (19, 0);
    /// naming the same edges as the container anchor is the default (inside: (18, 1)).
    @Test func itemAnchorsPlaceTheBadgesOwnPoint() {
        func badgeFrame(_ itemAnchor: NSCollectionLayoutAnchor?) -> [CGFloat]? {
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: Self.size(.absolute(2), .absolute(1)), elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]), itemAnchor: itemAnchor)
            let item = NSCollectionLayoutItem(
                layoutSize: Self.size(.absolute(20), .absolute(4)), supplementaryItems: [badge])
            let section = NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: Self.size(.fractionalWidth(1), .absolute(4)), repeatingSubitem: item, count: 2))
            section.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0)
            return Self.prepared(section, counts: [1]).0.attributesForSupplementaryElement(
                ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame.list
        }
        #expect(badgeFrame(NSCollectionLayoutAnchor(edges: [.bottom, .leading])) == [20, 0, 2, 1])
        #expect(
            badgeFrame(NSCollectionLayoutAnchor(edges: [.bottom, .leading], fractionalOffset: CGPoint(x: 0.5, y: 0)))
                == [19, 0, 2, 1])
        #expect(badgeFrame(NSCollectionLayoutAnchor(edges: [.top, .trailing])) == [18, 1, 2, 1])
        #expect(badgeFrame(nil) == [18, 1, 2, 1])
    }

    /// Layout-wide boundary items: a 2-high header across the top before section 0 and a 10 x 1
    /// footer at the bottom trailing corner after the last section. Rows 3 high: row 0 at y 2,
    /// row 3 at 2 + 9 = 11; the footer at (80 − 10, 2 + 12) = (70, 14); content 15 high. Both are
    /// at (0, 0) by kind, the header first in answers and the footer last; pinned, the header
    /// stays at the top of a view scrolled 5 down.
    @Test func layoutWideHeadersAndFooters() {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(2)), elementKind: "top", alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.absolute(10), .absolute(1)), elementKind: "end", alignment: .bottomTrailing)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [header, footer]
        let rows = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(3)),
            subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(1))])
        let layout = CompositionalLayout(section: NSCollectionLayoutSection(group: rows), configuration: configuration)
        let view = CountsView(width: 80, height: 24, counts: [4])
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(Self.frames(layout, count: 4).map { $0[1] } == [2, 5, 8, 11])
        let origin = IndexPath(item: 0, section: 0)
        #expect(layout.attributesForSupplementaryElement(ofKind: "top", at: origin)?.frame.list == [0, 0, 80, 2])
        #expect(layout.attributesForSupplementaryElement(ofKind: "end", at: origin)?.frame.list == [70, 14, 10, 1])
        #expect(layout.collectionViewContentSize.height == 15)
        #expect(
            layout.attributes(in: CGRect(x: 0, y: 0, width: 80, height: 15)).map { $0.representedElementKind ?? "cell" }
                == [
                    "top", "cell", "cell", "cell", "cell", "end"
                ]
        )
        let moved = CGRect(x: 0, y: 5, width: 80, height: 24)
        let context = layout.invalidationContext(forBoundsChange: moved)
        view.bounds = moved
        layout.invalidateLayout(with: context)
        layout.prepareIfNeeded()
        #expect(layout.attributesForSupplementaryElement(ofKind: "top", at: origin)?.frame.minY == 5)
    }

    /// The mosaic: a big tile (half the width, the group's 8 rows) beside a column of two (each
    /// half its height): (0,0,40,8), (40,0,40,4), (40,4,40,4); the next three repeat 8 lower.
    /// Item content insets shrink a cell where it is; edge spacing moves it and takes room.
    @Test func nestedGroupsInsetsAndEdgeSpacing() {
        let small = Self.item(.fractionalWidth(1), .fractionalHeight(0.5))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
        let big = Self.item(.fractionalWidth(0.5), .fractionalHeight(1))
        let mosaic = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(8)), subitems: [big, column])
        let (layout, _) = Self.prepared(NSCollectionLayoutSection(group: mosaic), counts: [4])
        #expect(Self.frames(layout, count: 4) == [[0, 0, 40, 8], [40, 0, 40, 4], [40, 4, 40, 4], [0, 8, 40, 8]])

        let inset = Self.item(.absolute(10), .absolute(4))
        inset.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        inset.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .fixed(3), top: .fixed(1), trailing: .fixed(5), bottom: nil)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(6)), repeatingSubitem: inset, count: 2)
        let (spaced, _) = Self.prepared(NSCollectionLayoutSection(group: row), counts: [2])
        // Item 0's room starts at 3 (leading), 1 down (top): (3,1,10,4), inset → (5,2,6,2); item
        // 1's room at 3 + 10 + 5 + 3 = 21.
        #expect(Self.frames(spaced, count: 2) == [[5, 2, 6, 2], [23, 2, 6, 2]])
    }

    /// A custom group places its items where its provider says (asked with the container).
    @Test func customGroups() {
        var askedWidth: CGFloat = 0
        let group = NSCollectionLayoutGroup.custom(layoutSize: Self.size(.fractionalWidth(1), .absolute(6))) {
            environment in
            askedWidth = environment.container.effectiveContentSize.width
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 10, height: 6)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 20, y: 2, width: 5, height: 2), zIndex: 3)
            ]
        }
        let (layout, _) = Self.prepared(NSCollectionLayoutSection(group: group), counts: [3])
        #expect(Self.frames(layout, count: 3) == [[0, 0, 10, 6], [20, 2, 5, 2], [0, 6, 10, 6]])
        #expect(layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3 && askedWidth == 80)
    }

    /// Insets 1/2/1/2, groups 1 apart, a 2-high header, a 1-high footer, a background. Following
    /// the insets (UIKit's default): header (2,1,76,2); groups of two 38-wide items at y 3 and
    /// 3 + 3 + 1 = 7; footer right after them at 10; 10 + 1 + 1 (bottom inset) = 12 long; the
    /// background is the whole section (0,0,80,12). Not following: header (0,0,80,2), groups at
    /// 2 + 1 = 3 and 7, bottom inset, footer (0,11,80,1).
    @Test func sectionInsetsBoundaryItemsAndBackground() {
        func section(follows: Bool) -> NSCollectionLayoutSection {
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(3)),
                subitems: [Self.item(.fractionalWidth(0.5), .fractionalHeight(1))])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
            section.interGroupSpacing = 1
            section.supplementariesFollowContentInsets = follows
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: Self.size(.fractionalWidth(1), .absolute(2)), elementKind: ElementKind.sectionHeader,
                    alignment: .top),
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: Self.size(.fractionalWidth(1), .absolute(1)), elementKind: ElementKind.sectionFooter,
                    alignment: .bottom)
            ]
            section.decorationItems = [.background(elementKind: ElementKind.sectionBackground)]
            return section
        }
        let path = IndexPath(item: 0, section: 0)
        let (inside, _) = Self.prepared(section(follows: true), counts: [3])
        #expect(
            inside.attributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: path)?.frame.list == [
                2, 1, 76, 2
            ])
        #expect(Self.frames(inside, count: 3) == [[2, 3, 38, 3], [40, 3, 38, 3], [2, 7, 38, 3]])
        #expect(
            inside.attributesForSupplementaryElement(ofKind: ElementKind.sectionFooter, at: path)?.frame.list == [
                2, 10, 76, 1
            ])
        #expect(
            inside.attributesForDecorationElement(ofKind: ElementKind.sectionBackground, at: path)?.frame.list == [
                0, 0, 80, 12
            ])
        #expect(inside.attributesForDecorationElement(ofKind: ElementKind.sectionBackground, at: path)?.zIndex == -1)
        let (outside, _) = Self.prepared(section(follows: false), counts: [3])
        #expect(
            outside.attributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: path)?.frame.list == [
                0, 0, 80, 2
            ])
        #expect(Self.frames(outside, count: 3).map { $0[1] } == [3, 3, 7])
        #expect(
            outside.attributesForSupplementaryElement(ofKind: ElementKind.sectionFooter, at: path)?.frame.list == [
                0, 11, 80, 1
            ])
        #expect(outside.collectionViewContentSize.height == 12)
    }

    /// Header alignments in an 80-wide band for a 10-wide header: leading x 0, centred 35,
    /// trailing 70; an offset moves it. Two sections 2 apart: the second starts at 3 + 2 = 5.
    @Test func alignmentsOffsetsAndInterSectionSpacing() {
        func section(_ alignment: NSRectAlignment) -> NSCollectionLayoutSection {
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(1)),
                subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(1))])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: Self.size(.absolute(10), .absolute(2)), elementKind: ElementKind.sectionHeader,
                    alignment: alignment,
                    absoluteOffset: CGPoint(x: 1, y: 0))
            ]
            return section
        }
        let path = IndexPath(item: 0, section: 1)
        for (alignment, x) in [(NSRectAlignment.topLeading, 1), (.top, 36), (.topTrailing, 71)]
            as [(NSRectAlignment, CGFloat)]
        {
            let (layout, _) = Self.prepared(section(alignment), counts: [1, 1], spacing: 2)
            #expect(
                layout.attributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: path)?.frame.list == [
                    x, 5, 10, 2
                ])
        }
    }

    /// Orthogonal: one 20 x 3 item per 30-wide group, groups 2 apart across: x 0, 32, 64, 96,
    /// 128, all at y 0; the section is one group high (3). The view's first 80 columns meet items 0–2.
    @Test func orthogonalSectionsLayTheirGroupsAcross() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.absolute(30), .absolute(3)),
            subitems: [Self.item(.absolute(20), .absolute(3))])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        section.orthogonalScrollingBehavior = .continuous
        let (layout, _) = Self.prepared(section, counts: [5])
        #expect(Self.frames(layout, count: 5).map { $0[0] } == [0, 32, 64, 96, 128])
        #expect(layout.collectionViewContentSize == CGSize(width: 80, height: 3))
        #expect(layout.attributes(in: CGRect(x: 0, y: 0, width: 80, height: 3)).map(\.indexPath.item) == [0, 1, 2])
    }

    /// A pinned header stays at the visible top while its section shows, and stops at its end.
    /// Section of 10 rows of 1 (10 high) + a 1-high header: scrolled to 4 it sits at 4; to 20
    /// (past the section) it rests at 11 − 1 = 10.
    @Test func pinnedHeaders() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(1)),
            subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(1)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let (layout, view) = Self.prepared(section, counts: [10, 10], height: 5)
        let path = IndexPath(item: 0, section: 0)
        view.bounds.origin.y = 4
        #expect(layout.shouldInvalidateLayout(forBoundsChange: view.bounds.offsetBy(dx: 0, dy: 1)))
        #expect(layout.attributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: path)?.frame.minY == 4)
        view.bounds.origin.y = 20
        #expect(layout.attributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: path)?.frame.minY == 10)
        // The scroll's invalidation names only the pinned headers: prepare() rebuilds and restacks nothing.
        let restacked = layout.sectionRestackCount
        let moved = view.bounds.offsetBy(dx: 0, dy: -5)
        let context = layout.invalidationContext(forBoundsChange: moved)
        view.bounds = moved
        layout.invalidateLayout(with: context)
        layout.prepareIfNeeded()
        #expect(layout.sectionRestackCount == restacked)
        // Section 1 (header at 11, rows 12…22) is on screen at y 15: its header is there.
        #expect(
            layout.attributesForSupplementaryElement(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY
                == 15)
    }

    /// A million items in one repeated group: prepared without visiting them; item 999,999 is
    /// in group 249,999 (4 to a group of 3 rows): y 749,997, x 60; a 3-row rect there holds 4.
    @Test func aMillionItemsAreArithmetic() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(3)),
            subitems: [Self.item(.fractionalWidth(0.25), .fractionalHeight(1))])
        let (layout, _) = Self.prepared(NSCollectionLayoutSection(group: group), counts: [1_000_000])
        #expect(layout.attributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame.list == [60, 749_997, 20, 3])
        #expect(layout.attributes(in: CGRect(x: 0, y: 749_997, width: 80, height: 3)).count == 4)
        #expect(layout.collectionViewContentSize.height == 750_000)
    }

    /// What cannot be laid out is refused with a reason, and nothing is laid out.
    @Test func unusableDescriptionsAreRefused() {
        let empty = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.absolute(10), .absolute(1)), subitems: [])
        let (a, _) = Self.prepared(NSCollectionLayoutSection(group: empty), counts: [1])
        #expect(a.configurationError?.message == "section 0: its group lays out no items")
        let flat = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.absolute(10), .absolute(0)), subitems: [Self.item(.absolute(1), .absolute(1))])
        let (b, _) = Self.prepared(NSCollectionLayoutSection(group: flat), counts: [30])
        #expect(
            b.configurationError?.message
                == "section 0: its groups do not advance (group length 0.0 + interGroupSpacing 0.0 ≤ 0)")
        let tiny = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.absolute(1e300), .absolute(1)),
            subitems: [Self.item(.absolute(1e-300), .absolute(1))])
        let (c, _) = Self.prepared(NSCollectionLayoutSection(group: tiny), counts: [3])
        #expect(
            c.configurationError?.message
                == "section 0: a group lays out more than 100000 items (its items are too small for it)")
        #expect(c.attributes(in: CGRect(x: 0, y: 0, width: 80, height: 24)).isEmpty)
        let layout = CompositionalLayout(sectionProvider: { _, _ in nil })
        let view = CountsView(width: 80, counts: [1])
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(
            layout.configurationError?.message == "section 0: the section provider returned nil" && view.counts == [1])
    }

    /// A horizontal configuration, 40 x 20 view, sections 5 apart: columns of two (a vertical
    /// group 10 wide, items half its height), 1 apart, insets top 1, leading 2, bottom 1,
    /// trailing 3; a leading item 4 wide (pinned) and a top-leading one half the width, 2 high.
    /// Section 0: the top band takes 2 of the 20 − 1 − 1 = 18 the insets leave: groups are 16
    /// high (items 8), starting at x 2 + 4 = 6, y 1 + 2 = 3, 11 apart; 3 groups end at 6 + 22 +
    /// 10 = 38, + trailing inset 3 = 41. The leading item is (2, 1, 4, 18); the top one half of
    /// 40 − 5 = 17.5 wide at the groups' leading edge, (6, 1). Section 1 starts at 41 with 5 of
    /// spacing: its leading item at 48, its groups at 52; one group 10 wide, but its title is
    /// 17.5 and the section grows to hold it: 41 + 5 + 2 + 4 + 17.5 + 3 = 72.5 wide content.
    @Test func horizontalConfigurationLaysSectionsOutLeftToRight() {
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.absolute(10), .fractionalHeight(1)),
            subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let section = NSCollectionLayoutSection(group: column)
        section.interGroupSpacing = 1
        section.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 3)
        let side = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.absolute(4), .fractionalHeight(1)),
            elementKind: ElementKind.sectionHeader, alignment: .leading)
        side.pinToVisibleBounds = true
        let top = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(0.5), .absolute(2)),
            elementKind: "title", alignment: .topLeading)
        section.boundarySupplementaryItems = [side, top]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 5
        let layout = CompositionalLayout(section: section, configuration: configuration)
        let view = CountsView(width: 40, height: 20, counts: [5, 2])
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(layout.configurationError == nil)
        #expect(
            Self.frames(layout, count: 5) == [
                [6, 3, 10, 8], [6, 11, 10, 8], [17, 3, 10, 8], [17, 11, 10, 8], [28, 3, 10, 8]
            ])
        #expect(Self.frames(layout, section: 1, count: 2) == [[52, 3, 10, 8], [52, 11, 10, 8]])
        let path = IndexPath(item: 0, section: 0)
        #expect(
            layout.attributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: path)?.frame.list == [
                2, 1, 4, 18
            ])
        #expect(layout.attributesForSupplementaryElement(ofKind: "title", at: path)?.frame.list == [6, 1, 17.5, 2])
        #expect(
            layout.attributesForSupplementaryElement(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minX
                == 48)
        #expect(layout.collectionViewContentSize == CGSize(width: 72.5, height: 20))
        #expect(layout.scrollDirection == .horizontal)
        // x 40…55 meets section 1's leading item (48…52), its title (52…69.5) and its two cells
        // (52…62) only: headers first, then cells.
        let met = layout.attributes(in: CGRect(x: 40, y: 0, width: 15, height: 20)).map {
            "\(ElementKind.shownName(of: $0.representedElementKind ?? "cell")) \($0.indexPath.section)-\($0.indexPath.item)"
        }
        #expect(met == ["header 1-0", "title 1-0", "cell 1-0", "cell 1-1"])
        // Scrolled 10 along: the pinned leading item stays at the view's left edge, x 10.
        let moved = view.bounds.offsetBy(dx: 10, dy: 0)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: moved))
        let context = layout.invalidationContext(forBoundsChange: moved)
        view.bounds = moved
        layout.invalidateLayout(with: context)
        layout.prepareIfNeeded()
        #expect(layout.attributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: path)?.frame.minX == 10)
        #expect(
            layout.placement(ofItemAt: IndexPath(item: 4, section: 0))?.description
                == "group 3 of 3 · cell 1 of 2 in the group · group at x 28")
    }

    /// In a horizontal layout a section that scrolls on its own does so up and down: its groups
    /// (10 x 6, 1 apart) go down a column under its 1-high title, from y 1, 7 apart; 5 of them
    /// reach 1 + 28 + 6 = 35, so it scrolls 35 − 20 = 15. The section is as wide as a group: the
    /// next starts at x 10. Group paging down one step moves it 7: item 1 at y 1; revealing item 4
    /// scrolls to 15.
    @Test func horizontalLayoutsScrollSectionsVertically() {
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: Self.size(.absolute(10), .absolute(6)),
                subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.interGroupSpacing = 1
        section.orthogonalScrollingBehavior = .groupPaging
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: Self.size(.absolute(8), .absolute(1)),
                elementKind: "title", alignment: .topLeading)
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(section: section, configuration: configuration)
        let view = CountsView(width: 40, height: 20, counts: [5, 1])
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(layout.configurationError == nil && layout.orthogonalScrollsVertically)
        #expect(Self.frames(layout, count: 5).map { $0[1] } == [1, 8, 15, 22, 29])
        #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame.list == [10, 1, 10, 6])
        layout.setOrthogonalOffset(100, inSection: 0)
        #expect(layout.orthogonalOffset(inSection: 0) == 15)
        layout.setOrthogonalOffset(0, inSection: 0)
        layout.prepareIfNeeded()
        let target = layout.orthogonalTarget(inSection: 0, direction: 1, step: 1)
        #expect(target == 7)
        layout.setOrthogonalOffset(target, inSection: 0)
        layout.prepareIfNeeded()
        #expect(layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.list == [0, 1, 10, 6])
        #expect(
            layout.attributes(in: CGRect(x: 0, y: 0, width: 10, height: 20)).filter {
                $0.representedElementCategory == .cell
            }.map(
                \.indexPath.item) == [1, 2, 3])
        #expect(layout.orthogonalOffset(revealing: IndexPath(item: 4, section: 0)) == 15)
        withExtendedLifetime(view) {}
    }
}
