import CollectionLayout
import Foundation
import Testing

/// One or more hand-computed cases per rule of LayoutSemantics.md ("FlowLayout" and "Common
/// rules"); each expected frame's arithmetic is in the comment above it.
@Suite struct FlowLayoutRuleTests {
    @Test func defaultsAreUIKits() {
        let layout = FlowLayout()
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(
            layout.sectionInset == .zero && layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        #expect(
            layout.horizontalAlignment == .justified && layout.lastLineAlignment == .automatic
                && layout.verticalAlignment == .center)
    }

    @Test func sectionGeometryAlongTheScrollAxis() {
        // W = 100, itemSize 20x10, spacing 5/5, inset (2, 4, 3, 6), header 7, footer 8, 9 items.
        // A = 100 − 4 − 6 = 90; k = ⌊(90 + 5) / 25⌋ = 3 (3·20 + 2·5 = 70 ≤ 90; 4·20 + 3·5 = 95 > 90).
        // Header y 0..7 (full width, not inset); lines start at 7 + 2 = 9; three lines of 10 with 5
        // between: 9, 24, 39; last line ends 49; + inset.bottom 3 → footer at 52..60.
        let view = CountsView(width: 100, counts: [9, 0])
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 20, height: 10)
        layout.minimumLineSpacing = 5
        layout.minimumInteritemSpacing = 5
        layout.sectionInset = EdgeInsets(top: 2, left: 4, bottom: 3, right: 6)
        layout.headerReferenceSize = CGSize(width: 999, height: 7)
        layout.footerReferenceSize = CGSize(width: 1, height: 8)
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(layout.header(0)?.frame.list == [0, 0, 100, 7])
        #expect(layout.footer(0)?.frame.list == [0, 52, 100, 8])
        // Justified full line of 3: gap (90 − 60) / 2 = 15 → x = 4, 39, 74.
        #expect(
            layout.itemFrames().map { [$0[0], $0[1]] } == [
                [4, 9], [39, 9], [74, 9], [4, 24], [39, 24], [74, 24], [4, 39], [39, 39], [74, 39]
            ])
        // The empty section 1 still occupies header + inset.top + inset.bottom + footer: it starts
        // where section 0 ends (60, no gap) → header 60..67, footer at 67 + 2 + 3 = 72..80.
        #expect(layout.header(1)?.frame.list == [0, 60, 100, 7])
        #expect(layout.footer(1)?.frame.list == [0, 72, 100, 8])
        #expect(layout.collectionViewContentSize == CGSize(width: 100, height: 80))
    }

    @Test func zeroReferenceSizeMeansNoSupplementaryElement() {
        // Only the scroll-axis component counts: a header 80 wide but 0 tall does not exist.
        let view = CountsView(width: 80, counts: [1])
        let layout = FlowLayout()
        layout.headerReferenceSize = CGSize(width: 80, height: 0)
        layout.itemSize = CGSize(width: 10, height: 2)
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(layout.header(0) == nil)
        #expect(
            layout.attributes(in: CGRect(x: 0, y: 0, width: 80, height: 24)).map(\.representedElementCategory) == [
                .cell
            ])
    }

    @Test func greedyLineFillingWithVaryingWidths() {
        // W = 30, spacing 2, widths 10, 10, 9, 30, 5. Line 1: 10 + 2 + 10 = 22; + 2 + 9 = 33 > 30,
        // so 9 starts line 2; 9 + 2 + 30 > 30 → 30 alone on line 3 (exactly fits: 30 ≤ 30);
        // 5 on line 4. Heights 1, 2, 3, 1, 4 → line heights 2, 3, 1, 4; line spacing 1:
        // lines at y 0, 3, 7, 9.
        let view = TestCollectionView(
            width: 30,
            sections: [
                .init(sizes: [
                    CGSize(width: 10, height: 1), CGSize(width: 10, height: 2), CGSize(width: 9, height: 3),
                    CGSize(width: 30, height: 1), CGSize(width: 5, height: 4)
                ])
            ])
        let layout = view.layout {
            $0.minimumInteritemSpacing = 2
            $0.minimumLineSpacing = 1
            $0.verticalAlignment = .top
        }
        // Line 1 is not the last and has 2 items: justified, gap 30 − 20 = 10 → x 0 and 20.
        // Lines 2 and 3 hold one item each (not last): centred, (30 − 9) / 2 = 10.5 and 0.
        // Line 4 is last, sizes differ → .automatic is leading with minimum spacing: x 0.
        #expect(layout.itemFrames() == [[0, 0, 10, 1], [20, 0, 10, 2], [10.5, 3, 9, 3], [0, 7, 30, 1], [0, 9, 5, 4]])
        #expect(layout.collectionViewContentSize.height == 13)
    }

    @Test func itemsSizedZeroAreHiddenAsUIKitHidesThem() {
        // Apps hide an item by answering `.zero` from `sizeForItemAt`; UIKit lays it out with
        // spacing on both sides. W = 30, spacing 2, line spacing 1, leading: widths 10, 0, 10
        // fill line 1 at x 0, 12 (10 + 2), 14 (12 + 0 + 2); heights 4, 0, 4, centred: the hidden
        // item's zero height sits at the line's middle, y 2. A lone zero item (width 0, height 0)
        // makes line 2 of length 0 at y 4 + 1 = 5; the next item's line starts at 5 + 0 + 1 = 6.
        let view = TestCollectionView(
            width: 30,
            sections: [
                .init(sizes: [
                    CGSize(width: 10, height: 4), .zero, CGSize(width: 10, height: 4),
                    CGSize(width: 30, height: 0), CGSize(width: 5, height: 3)
                ])
            ])
        let layout = view.layout {
            $0.minimumInteritemSpacing = 2
            $0.minimumLineSpacing = 1
            $0.horizontalAlignment = .leading
        }
        #expect(layout.configurationError == nil)
        #expect(layout.itemFrames() == [[0, 0, 10, 4], [12, 2, 0, 0], [14, 0, 10, 4], [0, 5, 30, 0], [0, 6, 5, 3]])
        #expect(layout.collectionViewContentSize.height == 9)
        // Of no area, the hidden items meet no rect; asked one by one they answer their frames.
        let shown = layout.attributes(in: CGRect(x: 0, y: 0, width: 30, height: 9)).map(\.indexPath.item)
        #expect(shown == [0, 2, 4])
        // Zero on an axis with zero spacing would not move the next item on: refused, named.
        layout.minimumInteritemSpacing = 0
        layout.prepareIfNeeded()
        #expect(
            layout.configurationError?.message
                == "section 0: minimumInteritemSpacing 0.0 does not let item 1 advance (its length 0.0 + spacing must be > 0)"
        )
    }

    @Test func lastLineAutomaticSitsOnTheGridOfAFullLine() {
        // W = 100, item 20x10, spacing 10: k = ⌊(100 + 10) / 30⌋ = 3; full-line gap
        // (100 − 60) / 2 = 20 → columns at 0, 40, 80. 5 items: last line (2 items) uses the grid.
        let view = CountsView(width: 100, counts: [5, 2])
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 20, height: 10)
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(layout.itemFrames(section: 0).map(\.[0]) == [0, 40, 80, 0, 40])
        // Also when the section has a single line: 2 items still on the 3-column grid.
        #expect(layout.itemFrames(section: 1).map(\.[0]) == [0, 40])
    }

    @Test func lastLineAutomaticCentresWhenOneItemFitsPerLine() {
        // W = 50, item 30: k = ⌊60 / 40⌋ = 1; every line centres: (50 − 30) / 2 = 10.
        let view = CountsView(width: 50, counts: [3])
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 30, height: 5)
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(layout.itemFrames() == [[10, 0, 30, 5], [10, 15, 30, 5], [10, 30, 30, 5]])
    }

    @Test func lastLineAutomaticWithMixedSizesIsLeading() {
        // Widths 20, 20, 20, 25 in W = 80, spacing 10: line 1 holds three (80 ≤ 80),
        // the last line holds 25 alone → leading at 0 (sizes differ, so no grid).
        let view = TestCollectionView(
            width: 80,
            sections: [
                .init(sizes: [
                    CGSize(width: 20, height: 5), CGSize(width: 20, height: 5), CGSize(width: 20, height: 5),
                    CGSize(width: 25, height: 5)
                ])
            ])
        let layout = view.layout()
        #expect(layout.itemFrames().map(\.[0]) == [0, 30, 60, 0])
    }

    @Test(arguments: [
        // W = 100, item 20, spacing 10: k = 3; 4 items → last line holds 1 item.
        // .justified: a single item is centred: (100 − 20) / 2 = 40.
        (FlowLayout.LastLineAlignment.justified, [CGFloat(40)]),
        (.leading, [0]),
        // .center: (100 − 20) / 2 = 40.
        (.center, [40]),
        // .trailing: 100 − 20 = 80.
        (.trailing, [80])
    ])
    func lastLineAlignmentSingleItem(alignment: FlowLayout.LastLineAlignment, expected: [CGFloat]) {
        let view = CountsView(width: 100, counts: [4])
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 20, height: 10)
        layout.lastLineAlignment = alignment
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(Array(layout.itemFrames().map(\.[0]).suffix(1)) == expected)
    }

    @Test(arguments: [
        // 5 items of 20 in W = 100, spacing 10, k = 3: last line has 2 items (used 50).
        // .justified: first at 0, last ends at 100 → x 0, 80.
        (FlowLayout.LastLineAlignment.justified, [CGFloat(0), 80]),
        (.leading, [0, 30]),
        // .center: (100 − 50) / 2 = 25 → 25, 55.
        (.center, [25, 55]),
        // .trailing: 100 − 50 = 50 → 50, 80.
        (.trailing, [50, 80])
    ])
    func lastLineAlignmentTwoItems(alignment: FlowLayout.LastLineAlignment, expected: [CGFloat]) {
        let view = CountsView(width: 100, counts: [5])
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 20, height: 10)
        layout.lastLineAlignment = alignment
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(Array(layout.itemFrames().map(\.[0]).suffix(2)) == expected)
        // Full lines are justified whatever the last line does: 0, 40, 80.
        #expect(Array(layout.itemFrames().map(\.[0]).prefix(3)) == [0, 40, 80])
    }

    @Test(arguments: [
        // Widths 10, 20, 15 (W = 100, inset left 5 right 5 → A = 90, spacing 3): one line, used
        // 10 + 20 + 15 + 2·3 = 51. .leading: 5, 18, 41. .trailing: starts 5 + 90 − 51 = 44 → 44, 57, 80.
        // .center: starts 5 + (90 − 51) / 2 = 24.5 → 24.5, 37.5, 60.5.
        (FlowLayout.HorizontalAlignment.leading, [CGFloat(5), 18, 41]),
        (.trailing, [44, 57, 80]),
        (.center, [24.5, 37.5, 60.5])
    ])
    func horizontalAlignmentPacksWithMinimumSpacing(alignment: FlowLayout.HorizontalAlignment, expected: [CGFloat]) {
        let view = TestCollectionView(
            width: 100,
            sections: [
                .init(sizes: [
                    CGSize(width: 10, height: 1), CGSize(width: 20, height: 1), CGSize(width: 15, height: 1)
                ])
            ])
        let layout = view.layout {
            $0.horizontalAlignment = alignment
            $0.minimumInteritemSpacing = 3
            $0.sectionInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        }
        #expect(layout.itemFrames().map(\.[0]) == expected)
    }

    @Test func leadingAlignmentAppliesToEveryLine() {
        // The equal-spacing tag cloud: W = 30, spacing 1, widths 8, 12, 9, 7, 14.
        // Line 1: 8 + 1 + 12 = 21; + 1 + 9 = 31 > 30 → break. Line 2: 9 + 1 + 7 = 17; + 1 + 14 = 32 → break.
        // Every line starts at 0 with exactly 1 between: 0, 9 | 0, 10 | 0.
        let view = TestCollectionView(
            width: 30, sections: [.init(sizes: [8, 12, 9, 7, 14].map { CGSize(width: $0, height: 1) })])
        let layout = view.layout {
            $0.horizontalAlignment = .leading
            $0.minimumInteritemSpacing = 1
            $0.minimumLineSpacing = 0
        }
        #expect(layout.itemFrames() == [[0, 0, 8, 1], [9, 0, 12, 1], [0, 1, 9, 1], [10, 1, 7, 1], [0, 2, 14, 1]])
    }

    @Test(arguments: [
        // Heights 2 and 6 on one line (height 6). .top: 0; .center: (6 − 2) / 2 = 2; .bottom: 6 − 2 = 4.
        (FlowLayout.VerticalAlignment.top, CGFloat(0)),
        (.center, 2),
        (.bottom, 4)
    ])
    func verticalAlignmentWithinALine(alignment: FlowLayout.VerticalAlignment, y: CGFloat) {
        let view = TestCollectionView(
            width: 100, sections: [.init(sizes: [CGSize(width: 10, height: 2), CGSize(width: 10, height: 6)])])
        let layout = view.layout { $0.verticalAlignment = alignment }
        #expect(layout.itemFrames()[0][1] == y)
        #expect(layout.itemFrames()[1][1] == 0)
    }

    @Test(arguments: FlowLayout.HorizontalAlignment.allCases)
    func oversizedItemSitsAloneAtTheLeadingInset(alignment: FlowLayout.HorizontalAlignment) {
        // A = 50 − 3 − 2 = 45; the 60-wide item gets a line of its own at x = 3, keeping its size.
        let view = TestCollectionView(
            width: 50,
            sections: [
                .init(sizes: [
                    CGSize(width: 10, height: 1), CGSize(width: 60, height: 1), CGSize(width: 10, height: 1)
                ])
            ])
        let layout = view.layout {
            $0.horizontalAlignment = alignment
            $0.sectionInset = EdgeInsets(top: 0, left: 3, bottom: 0, right: 2)
            $0.minimumLineSpacing = 0
        }
        #expect(layout.itemFrames()[1] == [3, 1, 60, 1])
        #expect(layout.itemFrames().map(\.[1]) == [0, 1, 2])
        #expect(layout.oversizedItems == [.init(section: 0, firstItem: 1, count: 1, availableWidth: 45)])
    }

    @Test func delegateOverridesPerSection() {
        // Section 1 overrides inset, spacings and header; section 0 uses the layout's values.
        // Section 0: W = 40, item 10x2 (layout), spacing 10: k = ⌊50 / 20⌋ = 2; 2 items, gap 20 → x 0, 30.
        // Section 1 starts at y = 2: header 4 (override) → 2..6, inset top 1 → line at 7, inset
        // left 5 right 5: A = 30, spacing 0, items 15x3 (override): k = 2, gap 0 → x 5, 20.
        var special = TestCollectionView.Section(count: 2, uniformSize: CGSize(width: 15, height: 3))
        special.inset = EdgeInsets(top: 1, left: 5, bottom: 0, right: 5)
        special.interitemSpacing = 0
        special.header = CGSize(width: 0, height: 4)
        let view = TestCollectionView(width: 40, sections: [.init(count: 2), special])
        let layout = view.layout { $0.itemSize = CGSize(width: 10, height: 2) }
        #expect(layout.itemFrames(section: 0) == [[0, 0, 10, 2], [30, 0, 10, 2]])
        #expect(layout.header(1)?.frame.list == [0, 2, 40, 4])
        #expect(layout.itemFrames(section: 1) == [[5, 7, 15, 3], [20, 7, 15, 3]])
        #expect(layout.collectionViewContentSize.height == 10)
    }

    @Test func horizontalScrollingIsTheTranspose() {
        // Bounds 50x20. Cross height H = 20, inset (top 1, left 2, bottom 1, right 3) →
        // A = 20 − 1 − 1 = 18 along y. Item 6x5 (w along x, h across), interitem spacing 2:
        // k = ⌊(18 + 2) / 7⌋ = 2, justified gap 18 − 10 = 8 → y 1, 14. Columns (lines) along x:
        // header width 4 at x 0..4, lines start 4 + 2 = 6, line spacing 3 → columns at x 6, 15.
        // Footer after 15 + 6 + inset.right 3 = 24, width 2 → 24..26.
        let view = CountsView(width: 50, height: 20, counts: [3])
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 6, height: 5)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 3
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 3)
        layout.headerReferenceSize = CGSize(width: 4, height: 99)
        layout.footerReferenceSize = CGSize(width: 2, height: 0)
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(layout.header(0)?.frame.list == [0, 0, 4, 20])
        // Last column holds one item: automatic, same sizes → on the grid at y 1.
        #expect(layout.itemFrames() == [[6, 1, 6, 5], [6, 14, 6, 5], [15, 1, 6, 5]])
        #expect(layout.footer(0)?.frame.list == [24, 0, 2, 20])
        #expect(layout.collectionViewContentSize == CGSize(width: 26, height: 20))
    }

    @Test func attributesInRectUsesStrictIntersectionAndDocumentedOrder() {
        // Items 10x10, W = 30, spacing 0/0 → 3 per line; header 2, footer 1, two sections.
        // Section 0: header 0..2, items at y 2..12, footer 12..13. Section 1 starts at 13.
        let view = CountsView(width: 30, counts: [3, 3])
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 10, height: 10)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 2)
        layout.footerReferenceSize = CGSize(width: 0, height: 1)
        layout.collectionView = view
        layout.prepareIfNeeded()
        // A rect that only touches item 0's right edge (x = 10) and the header's bottom (y = 2)
        // from below... x 10..20, y 2..12 strictly contains item 1 only; it touches items 0 and 2.
        #expect(layout.attributes(in: CGRect(x: 10, y: 2, width: 10, height: 10)).map(\.indexPath.item) == [1])
        // Touching the footer's top (y = 12) from above: nothing but items.
        #expect(
            layout.attributes(in: CGRect(x: 0, y: 11, width: 30, height: 1)).map(\.representedElementCategory) == [
                .cell, .cell, .cell
            ])
        // Zero-size rects intersect nothing.
        #expect(layout.attributes(in: CGRect(x: 5, y: 5, width: 0, height: 0)).isEmpty)
        #expect(layout.attributes(in: CGRect(x: 5, y: 5, width: 10, height: 0)).isEmpty)
        // Across the section boundary: footer 0, then header 1, then its items.
        let answer = layout.attributes(in: CGRect(x: 0, y: 12, width: 30, height: 4))
        #expect(
            answer.map { "\($0.indexPath.section)\(ElementKind.shownName(of: $0.representedElementKind ?? "cell"))" }
                == ["0footer", "1header", "1cell", "1cell", "1cell"])
        #expect(answer.map(\.zIndex) == [1, 1, 0, 0, 0])
    }

    /// Two sections, each: header 3, 10 items of 10x4 in W = 20 (spacing 0 → 2 per line,
    /// 5 lines), footer 1. Section 0 spans 0..3 + 20 + 1 = 24; section 1 spans 24..48.
    /// The view is 10 tall.
    static func twoPinnableSections(_ pinning: (FlowLayout) -> Void) -> (CountsView, FlowLayout) {
        let view = CountsView(width: 20, height: 10, counts: [10, 10])
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 10, height: 4)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 3)
        layout.footerReferenceSize = CGSize(width: 0, height: 1)
        pinning(layout)
        layout.collectionView = view
        layout.prepareIfNeeded()
        return (view, layout)
    }

    @Test func pinnedHeaderFollowsTheBoundsWithinItsSection() {
        let (view, layout) = Self.twoPinnableSections { $0.sectionHeadersPinToVisibleBounds = true }
        // Unscrolled: natural position, zIndex 2 because pinning is on.
        #expect(layout.header(0)?.frame.list == [0, 0, 20, 3])
        #expect(layout.header(0)?.zIndex == 2)
        #expect(layout.footer(0)?.zIndex == 1)
        // Scrolled to 10: y = min(max(0, 10), 24 − 3) = 10.
        view.bounds.origin.y = 10
        #expect(layout.header(0)?.frame.minY == 10)
        // Scrolled to 22: y = min(max(0, 22), 21) = 21, pushed by the section end.
        view.bounds.origin.y = 22
        #expect(layout.header(0)?.frame.minY == 21)
        // Section 1's header stays natural until the bounds pass it: min(max(24, 22), 45) = 24.
        #expect(layout.header(1)?.frame.minY == 24)
        // And the answer for the visible rect holds the pinned header even though its natural
        // frame (0..3) is far above: bounds 5..15, header at 5.
        view.bounds.origin.y = 5
        let visible = layout.attributes(in: view.bounds)
        #expect(visible.first?.representedElementKind == ElementKind.sectionHeader)
        #expect(visible.first?.frame.minY == 5)
    }

    @Test func pinnedFooterFollowsTheBoundsWithinItsSection() {
        // Section 0 spans 0..24, natural footer at 23; bounds height 10.
        let (view, layout) = Self.twoPinnableSections { $0.sectionFootersPinToVisibleBounds = true }
        // Bounds 0..10: y = max(min(23, 10 − 1), 0) = 9.
        #expect(layout.footer(0)?.frame.minY == 9)
        #expect(layout.footer(0)?.zIndex == 2)
        // Section 1 (starts 24, natural footer 47): bounds 0..10 → max(min(47, 9), 24) = 24.
        #expect(layout.footer(1)?.frame.minY == 24)
        // Bounds 20..30: section 0's footer is natural: max(min(23, 29), 0) = 23.
        view.bounds.origin.y = 20
        #expect(layout.footer(0)?.frame.minY == 23)
    }

    @Test func scrollingWithPinnedHeadersInvalidatesOnlySupplementaryElements() {
        let view = CountsView(width: 20, height: 10, counts: [10, 10])
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 10, height: 4)
        layout.headerReferenceSize = CGSize(width: 0, height: 3)
        layout.sectionHeadersPinToVisibleBounds = true
        layout.collectionView = view
        layout.prepareIfNeeded()
        let (rebuilt, restacked) = (layout.sectionRebuildCount, layout.sectionRestackCount)
        let scrolled = CGRect(x: 0, y: 30, width: 20, height: 10)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: scrolled))
        let context = layout.invalidationContext(forBoundsChange: scrolled)
        #expect(context.invalidatesOnlySupplementaryElements)
        #expect(context.invalidatedItemIndexPaths.isEmpty)
        #expect(!context.invalidatedSupplementaryIndexPaths[ElementKind.sectionHeader, default: []].isEmpty)
        layout.invalidateLayout(with: context)
        view.bounds = scrolled
        #expect(layout.prepareIfNeeded())
        #expect(layout.sectionRebuildCount == rebuilt, "a scroll must not recompute item frames")
        #expect(layout.sectionRestackCount == restacked, "nor lay the sections end to end again")
        // Items one a line (UIKit's default spacing 10 leaves no room for two): section 0 runs to 133.
        #expect(layout.header(0)?.frame.minY == 30, "the header of the section on screen is pinned")
    }

    @Test func boundsChangesInvalidateOnlyWhenTheCrossSizeChanges() {
        let view = CountsView(width: 20, height: 10, counts: [10])
        let layout = FlowLayout()
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 50, width: 20, height: 10)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 20, height: 30)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 21, height: 10)))
        #expect(
            layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 21, height: 10)).invalidateEverything)
        layout.scrollDirection = .horizontal
        layout.prepareIfNeeded()
        // Horizontal: the cross size is the height.
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 40, height: 10)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 20, height: 11)))
    }

    @Test func invalidatingItemsRebuildsOnlyTheirSection() {
        let view = TestCollectionView(
            width: 30, sections: [.init(count: 4), .init(sizes: [CGSize(width: 5, height: 1)]), .init(count: 2)])
        let layout = view.layout { $0.itemSize = CGSize(width: 10, height: 2) }
        let before = layout.sectionRebuildCount
        view.sections[1].sizes = [CGSize(width: 5, height: 7)]
        var context = InvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 0, section: 1)])
        layout.invalidateLayout(with: context)
        layout.prepareIfNeeded()
        #expect(layout.sectionRebuildCount == before + 1)
        // Section 0: 4 items, k = ⌊40 / 20⌋ = 2 → 2 lines: 2 + 10 + 2 = 14. Section 1 now 7 tall
        // → ends at 21; section 2's first line starts there.
        #expect(layout.itemFrames(section: 1)[0][3] == 7)
        #expect(layout.itemFrames(section: 2)[0][1] == 21)
    }

    @Test func invalidConfigurationLaysOutNothingAndSaysWhy() {
        // Insets 10 + 10 in a 20-wide view leave A = 0.
        let view = CountsView(width: 20, counts: [3])
        let layout = FlowLayout()
        layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(
            layout.configurationError?.message
                == "section 0: no room for items: width 20.0 − insets 10.0 + 10.0 leaves 0.0")
        #expect(layout.attributes(in: CGRect(x: 0, y: 0, width: 20, height: 100)).isEmpty)
        #expect(layout.collectionViewContentSize == CGSize(width: 20, height: 0))
        layout.minimumLineSpacing = .nan
        layout.sectionInset = .zero
        layout.prepareIfNeeded()
        #expect(layout.configurationError?.message == "section 0: minimumLineSpacing must be finite, got nan")
        layout.minimumLineSpacing = 1
        layout.itemSize = CGSize(width: -1, height: 2)
        layout.prepareIfNeeded()
        #expect(layout.configurationError?.message == "section 0: itemSize must be finite and ≥ 0, got -1.0x2.0")
        layout.itemSize = CGSize(width: 5, height: 2)
        layout.prepareIfNeeded()
        #expect(layout.configurationError == nil)
        #expect(layout.attributes(in: CGRect(x: 0, y: 0, width: 20, height: 100)).count == 3)
    }

    @Test func tenMillionUniformItemsPrepareWithoutPerItemStorage() {
        // W = 99, item 9x1, spacing 1: k = ⌊100 / 10⌋ = 10 per line (90 + 9 = 99 ≤ 99), so the
        // justified gap is (99 − 90) / 9 = 1; lines 2 apart (1 + 1).
        // Item 9,999,999 is in line 999,999 at column 9: y = 1,999,998, x = 9 · 10 = 90.
        let view = CountsView(width: 99, counts: [10_000_000])
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 9, height: 1)
        layout.minimumLineSpacing = 1
        layout.minimumInteritemSpacing = 1
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(
            layout.attributesForItem(at: IndexPath(item: 9_999_999, section: 0))?.frame.list == [90, 1_999_998, 9, 1])
        #expect(layout.collectionViewContentSize.height == 1_999_999)
        // A screen in the middle: 24 rows from y 1,000,000 hold 12 lines of 10.
        #expect(layout.attributes(in: CGRect(x: 0, y: 1_000_000, width: 99, height: 24)).count == 120)
    }
}

@Suite struct CoreVocabularyTests {
    @Test func indexPathItemAndSection() {
        let path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.section == 1)
        #expect(IndexPath(item: 0, section: 1) > IndexPath(item: 9, section: 0))
    }

    @Test func attributesCenterAndSizeKeepEachOther() {
        var a = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 2, y: 4, width: 12, height: 4)
        #expect(a.center == CGPoint(x: 8, y: 6))
        // Resizing keeps the center, as UIKit: 6x2 around (8, 6) → origin (5, 5).
        a.size = CGSize(width: 6, height: 2)
        #expect(a.frame.list == [5, 5, 6, 2])
        a.center = CGPoint(x: 0, y: 0)
        #expect(a.frame.list == [-3, -1, 6, 2])
        #expect(a.alpha == 1 && !a.isHidden && a.zIndex == 0 && a.representedElementKind == nil)
        let header = LayoutAttributes(
            forSupplementaryViewOfKind: ElementKind.sectionHeader, with: IndexPath(item: 0, section: 2))
        #expect(
            header.representedElementCategory == .supplementaryView
                && header.representedElementKind == "UICollectionElementKindSectionHeader")
    }

    @Test func baseLayoutHasUIKitsDefaults() {
        let layout = CollectionViewLayout()
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.attributes(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
        #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(layout.invalidationContext(forBoundsChange: .zero) == InvalidationContext())
        #expect(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 3, y: 4), withScrollingVelocity: .zero)
                == CGPoint(x: 3, y: 4))
        #expect(layout.needsPrepare)
        #expect(layout.prepareIfNeeded())
        #expect(!layout.prepareIfNeeded())
        var context = InvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 5)
        layout.invalidateLayout(with: context)
        layout.invalidateLayout(with: context)
        #expect(layout.needsPrepare)
        // Contexts merge until the next prepare: adjustments add up.
        #expect(layout.pendingInvalidation.contentOffsetAdjustment == CGPoint(x: 0, y: 10))
    }

    @Test func propertyChangesInvalidateTheFlowLayout() {
        let view = CountsView(width: 20, counts: [1])
        let layout = FlowLayout()
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(!layout.needsPrepare)
        layout.minimumInteritemSpacing = 3
        #expect(layout.needsPrepare)
    }
}
