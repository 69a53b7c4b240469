import CollectionLayout
import CollectionLayoutTesting
import Foundation
import Testing

/// A collection view and waterfall delegate whose answers a test sets directly.
final class WaterfallTestView: CollectionView, WaterfallLayoutDelegate {
    struct Section {
        var sizes: [CGSize]
        var columnCount: Int?
        var columnSpacing: CGFloat?
        var interitemSpacing: CGFloat?
        var inset: EdgeInsets?
        var header: CGFloat?
        var footer: CGFloat?
        var headerInset: EdgeInsets?
        var footerInset: EdgeInsets?
        var background: Bool?
        init(_ sizes: [CGSize]) { self.sizes = sizes }
    }

    var bounds: CGRect
    var sections: [Section]

    init(width: CGFloat, height: CGFloat = 24, sections: [Section]) {
        bounds = CGRect(x: 0, y: 0, width: width, height: height)
        self.sections = sections
    }

    func layout(_ configure: (WaterfallLayout) -> Void = { _ in }) -> WaterfallLayout {
        let layout = WaterfallLayout()
        configure(layout)
        layout.collectionView = self
        layout.delegate = self
        layout.prepareIfNeeded()
        return layout
    }

    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].sizes.count }

    func collectionView(_ cv: CollectionView, layout: WaterfallLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sections[indexPath.section].sizes[indexPath.item]
    }
    func collectionView(_ cv: CollectionView, layout: WaterfallLayout, columnCountForSection section: Int) -> Int {
        sections[section].columnCount ?? layout.columnCount
    }
    func collectionView(_ cv: CollectionView, layout: WaterfallLayout, minimumColumnSpacingForSection section: Int)
        -> CGFloat
    {
        sections[section].columnSpacing ?? layout.minimumColumnSpacing
    }
    func collectionView(_ cv: CollectionView, layout: WaterfallLayout, minimumInteritemSpacingForSection section: Int)
        -> CGFloat
    {
        sections[section].interitemSpacing ?? layout.minimumInteritemSpacing
    }
    func collectionView(_ cv: CollectionView, layout: WaterfallLayout, insetForSection section: Int) -> EdgeInsets {
        sections[section].inset ?? layout.sectionInset
    }
    func collectionView(_ cv: CollectionView, layout: WaterfallLayout, headerHeightForSection section: Int) -> CGFloat {
        sections[section].header ?? layout.headerHeight
    }
    func collectionView(_ cv: CollectionView, layout: WaterfallLayout, footerHeightForSection section: Int) -> CGFloat {
        sections[section].footer ?? layout.footerHeight
    }
    func collectionView(_ cv: CollectionView, layout: WaterfallLayout, headerInsetForSection section: Int) -> EdgeInsets
    {
        sections[section].headerInset ?? layout.headerInset
    }
    func collectionView(_ cv: CollectionView, layout: WaterfallLayout, footerInsetForSection section: Int) -> EdgeInsets
    {
        sections[section].footerInset ?? layout.footerInset
    }
    func collectionView(_ cv: CollectionView, layout: WaterfallLayout, showsBackgroundForSection section: Int) -> Bool {
        sections[section].background ?? layout.sectionBackgrounds
    }
}

extension CollectionViewLayout {
    func frames(section: Int = 0, count: Int) -> [[CGFloat]] {
        (0..<count).map { attributesForItem(at: IndexPath(item: $0, section: section))!.frame.list }
    }

    func supplementary(_ kind: String, _ section: Int) -> LayoutAttributes? {
        attributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))
    }
}

func sizes(_ pairs: [(CGFloat, CGFloat)]) -> [CGSize] { pairs.map { CGSize(width: $0.0, height: $0.1) } }

/// One or more hand-computed cases per waterfall rule of LayoutSemantics.md.
@Suite struct WaterfallLayoutRuleTests {
    @Test func defaultsAreTheSpecs() {
        let l = WaterfallLayout()
        #expect(l.scrollDirection == .vertical && l.itemSize == CGSize(width: 50, height: 50) && l.columnCount == 2)
        #expect(l.minimumColumnSpacing == 10 && l.minimumInteritemSpacing == 10 && l.sectionInset == .zero)
        #expect(l.headerHeight == 0 && l.footerHeight == 0 && l.headerInset == .zero && l.footerInset == .zero)
        #expect(
            l.itemRenderDirection == .shortestFirst && l.itemHeightMode == .aspectFit && l.minimumContentHeight == 0)
    }

    @Test func columnWidthPositionsAndAspectFit() {
        // W = 100, inset left 4 right 6, 3 columns, spacing 5: w = (100 − 10 − 2·5) / 3 = 80 / 3.
        // Column x: 4, 4 + 80/3 + 5, 4 + 2·(80/3 + 5). Aspect fit: item 2x1 → height w / 2 = 40/3.
        let view = WaterfallTestView(width: 100, sections: [.init(sizes([(2, 1), (1, 1), (4, 1)]))])
        let layout = view.layout {
            $0.columnCount = 3
            $0.minimumColumnSpacing = 5
            $0.sectionInset = EdgeInsets(top: 0, left: 4, bottom: 0, right: 6)
        }
        let w: CGFloat = 80.0 / 3
        #expect(layout.frames(count: 3) == [[4, 0, w, w / 2], [4 + w + 5, 0, w, w], [4 + 2 * (w + 5), 0, w, w / 4]])
    }

    @Test func fixedHeightModeUsesTheDelegatesHeight() {
        // W = 50, 2 columns, spacing 10: w = 20; heights as given.
        let view = WaterfallTestView(width: 50, sections: [.init(sizes([(1, 7), (99, 3)]))])
        let layout = view.layout { $0.itemHeightMode = .fixed }
        #expect(layout.frames(count: 2) == [[0, 0, 20, 7], [30, 0, 20, 3]])
    }

    @Test func shortestFirstPicksTheLeftmostOnTies() {
        // W = 30, 3 columns, spacing 0: w = 10; fixed heights 5, 3, 5, 1, 1, 1.
        // Items 0–2 start all columns at 0 (ties → left to right). Column heights 5, 3, 5.
        // Item 3 → column 1 (3) at y 3 → heights 5, 4, 5. Item 4 → column 1 at 4 → 5, 5, 5.
        // Item 5: all 5 → leftmost, column 0 at y 5.
        let view = WaterfallTestView(
            width: 30, sections: [.init(sizes([(1, 5), (1, 3), (1, 5), (1, 1), (1, 1), (1, 1)]))])
        let layout = view.layout {
            $0.columnCount = 3
            $0.minimumColumnSpacing = 0
            $0.minimumInteritemSpacing = 0
            $0.itemHeightMode = .fixed
        }
        #expect(layout.frames(count: 6).map { [$0[0], $0[1]] } == [[0, 0], [10, 0], [20, 0], [10, 3], [10, 4], [0, 5]])
    }

    @Test(arguments: [
        // 3 columns (x 0, 10, 20), items 0–4. leftToRight: item % 3 → columns 0, 1, 2, 0, 1.
        (WaterfallLayout.ItemRenderDirection.leftToRight, [CGFloat(0), 10, 20, 0, 10]),
        // rightToLeft: 2 − item % 3 → columns 2, 1, 0, 2, 1.
        (.rightToLeft, [20, 10, 0, 20, 10])
    ])
    func renderDirections(direction: WaterfallLayout.ItemRenderDirection, xs: [CGFloat]) {
        // Tall item 0 would make shortest-first avoid column 0; these directions ignore heights.
        let view = WaterfallTestView(width: 30, sections: [.init(sizes([(1, 9), (1, 1), (1, 1), (1, 1), (1, 1)]))])
        let layout = view.layout {
            $0.columnCount = 3
            $0.minimumColumnSpacing = 0
            $0.itemHeightMode = .fixed
            $0.itemRenderDirection = direction
        }
        #expect(layout.frames(count: 5).map(\.[0]) == xs)
    }

    @Test func sectionGeometryWithHeaderFooterAndTheirInsets() {
        // W = 40, 2 columns, spacing 0/2 (column/item), inset (1, 0, 3, 0), fixed heights 4, 6, 5.
        // headerInset (2, 5, 1, 5), header 3: y 2..5, x 5, width 40 − 10 = 30; then inset.bottom 1 → 6;
        // inset.top 1 → columns start at 7. Items: 0 → col 0 at 7 (h 4, col0 = 7 + 4 + 2 = 13);
        // 1 → col 1 at 7 (col1 = 15); 2 → col 0 at 13 (col0 = 20). Tallest 20 − 2 = 18, + 3 = 21.
        // footerInset (1, 0, 2, 0), footer 4: y 22..26, then 2 → section ends at 28.
        var section = WaterfallTestView.Section(sizes([(1, 4), (1, 6), (1, 5)]))
        section.header = 3
        section.footer = 4
        let view = WaterfallTestView(width: 40, sections: [section, .init([])])
        let layout = view.layout {
            $0.minimumColumnSpacing = 0
            $0.minimumInteritemSpacing = 2
            $0.itemHeightMode = .fixed
            $0.sectionInset = EdgeInsets(top: 1, left: 0, bottom: 3, right: 0)
            $0.headerInset = EdgeInsets(top: 2, left: 5, bottom: 1, right: 5)
            $0.footerInset = EdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
        }
        #expect(layout.supplementary(ElementKind.sectionHeader, 0)?.frame.list == [5, 2, 30, 3])
        #expect(layout.frames(count: 3) == [[0, 7, 20, 4], [20, 7, 20, 6], [0, 13, 20, 5]])
        #expect(layout.supplementary(ElementKind.sectionFooter, 0)?.frame.list == [0, 22, 40, 4])
        // Section 1 is empty with no header or footer: header/footer insets do not apply, and the
        // interitem spacing is not subtracted (CHT's bug): it is inset.top + inset.bottom = 4.
        #expect(layout.supplementary(ElementKind.sectionHeader, 1) == nil)
        #expect(layout.collectionViewContentSize == CGSize(width: 40, height: 28 + 4))
    }

    @Test func minimumContentHeight() {
        let view = WaterfallTestView(width: 40, sections: [.init(sizes([(1, 1)]))])
        // 2 columns, spacing 10: w = (40 − 10) / 2 = 15; aspect 1 → 15 tall.
        // Content max(15, 50) = 50, and max(15, 5) = 15.
        #expect(view.layout { $0.minimumContentHeight = 50 }.collectionViewContentSize.height == 50)
        #expect(view.layout { $0.minimumContentHeight = 5 }.collectionViewContentSize.height == 15)
    }

    @Test func perSectionOverrides() {
        // Section 0: layout's 2 columns in W = 30, spacing 10 → w = 10, item aspect 1 → 10 tall; ends 10.
        // Section 1 overrides: 3 columns, column spacing 0, inset left 3 right 3 → w = 8; starts at 10.
        var special = WaterfallTestView.Section(sizes([(1, 1), (1, 1)]))
        special.columnCount = 3
        special.columnSpacing = 0
        special.inset = EdgeInsets(top: 0, left: 3, bottom: 0, right: 3)
        let view = WaterfallTestView(width: 30, sections: [.init(sizes([(1, 1)])), special])
        let layout = view.layout()
        #expect(layout.frames(section: 0, count: 1) == [[0, 0, 10, 10]])
        #expect(layout.frames(section: 1, count: 2) == [[3, 10, 8, 8], [11, 10, 8, 8]])
    }

    @Test func horizontalScrollingIsTheTranspose() {
        // Bounds 100x30, 2 rows, row spacing 2, inset (top 1, left 4, bottom 1, right 0):
        // row height (30 − 2 − 2) / 2 = 13 at y 1 and 16. Aspect fit along x: item 2x1 (w x h)
        // → width 2 · 13 / 1 = 26. Item 0 → row 0 at x 4; item 1 (1x1 → 13) → row 1 at x 4;
        // item 2 → row 1 (shorter: 4 + 13 + 3 = 20) at x 20. Header width 5 at x 0..5 → rows start at 9.
        let view = WaterfallTestView(width: 100, height: 30, sections: [.init(sizes([(2, 1), (1, 1), (1, 1)]))])
        let layout = view.layout {
            $0.scrollDirection = .horizontal
            $0.minimumColumnSpacing = 2
            $0.minimumInteritemSpacing = 3
            $0.sectionInset = EdgeInsets(top: 1, left: 4, bottom: 1, right: 0)
            $0.headerHeight = 5
        }
        #expect(layout.supplementary(ElementKind.sectionHeader, 0)?.frame.list == [0, 0, 5, 30])
        #expect(layout.frames(count: 3) == [[9, 1, 26, 13], [9, 16, 13, 13], [25, 16, 13, 13]])
        // Tallest row: 25 + 13 = 38 (the 3 of spacing after it is taken back).
        #expect(layout.collectionViewContentSize == CGSize(width: 38, height: 30))
    }

    @Test func sectionBackgroundsSpanItemsAndInsets() {
        // W = 20, 1 column, inset (2, 1, 3, 1) → w = 18; item aspect 1 → 18 tall; header 4.
        // Background from after the header (4) to after inset.bottom: 4 + 2 + 18 + 3 = 27 → height 23.
        var section = WaterfallTestView.Section(sizes([(1, 1)]))
        section.header = 4
        section.background = true
        let view = WaterfallTestView(width: 20, sections: [section])
        let layout = view.layout {
            $0.columnCount = 1
            $0.sectionInset = EdgeInsets(top: 2, left: 1, bottom: 3, right: 1)
        }
        let background = layout.attributesForDecorationElement(
            ofKind: ElementKind.sectionBackground, at: IndexPath(item: 0, section: 0))
        #expect(background?.frame.list == [0, 4, 20, 23])
        #expect(background?.zIndex == -1)
        #expect(
            layout.attributes(in: CGRect(x: 0, y: 0, width: 20, height: 30)).map {
                ElementKind.shownName(of: $0.representedElementKind ?? "cell")
            }
                == ["background", "header", "cell"])
    }

    @Test func invalidConfigurationsLayOutNothing() {
        let view = WaterfallTestView(width: 20, sections: [.init(sizes([(1, 1)]))])
        // 2 columns, spacing 10, insets 5 + 5: w = (20 − 10 − 10) / 2 = 0.
        let tight = view.layout { $0.sectionInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5) }
        #expect(
            tight.configurationError?.message
                == "section 0: no room for 2 column(s): width 20.0 leaves a column width of 0.0")
        #expect(tight.attributes(in: CGRect(x: 0, y: 0, width: 20, height: 20)).isEmpty)
        #expect(
            view.layout { $0.columnCount = 0 }.configurationError?.message
                == "section 0: columnCount must be from 1 to 1000, got 0")
        view.sections[0].sizes = [CGSize(width: 0, height: 3)]
        #expect(
            view.layout().configurationError?.message
                == "section 0: item 0 must have a positive finite size, got 0.0x3.0")
    }

    @Test func onlyCrossSizeChangesInvalidateAndOnlyChangedSectionsRebuild() {
        let view = WaterfallTestView(width: 40, sections: [.init(sizes([(1, 1)])), .init(sizes([(1, 2)]))])
        let layout = view.layout()
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 99, width: 40, height: 5)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 41, height: 24)))
        let rebuilt = layout.sectionRebuildCount
        view.sections[1].sizes = [CGSize(width: 1, height: 1)]
        var context = InvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 0, section: 1)])
        layout.invalidateLayout(with: context)
        layout.prepareIfNeeded()
        #expect(layout.sectionRebuildCount == rebuilt + 1)
        // w = 15: section 0 ends at 15, section 1's item is now 15 tall.
        #expect(layout.frames(section: 1, count: 1) == [[0, 15, 15, 15]])
    }
}

@Suite struct FlowSectionBackgroundTests {
    @Test func backgroundSpansLinesAndInsetsNotHeaderOrFooter() {
        // W = 30, item 10x2, header 3, footer 1, inset (1, 0, 2, 0), 3 items in one line:
        // background from 3 to 3 + 1 + 2 + 2 = 8 → height 5.
        var section = TestCollectionView.Section(count: 3)
        section.style = FlowLayout.SectionStyle(showsBackground: true)
        let view = TestCollectionView(width: 30, sections: [section])
        let layout = view.layout {
            $0.itemSize = CGSize(width: 10, height: 2)
            $0.minimumInteritemSpacing = 0
            $0.headerReferenceSize = CGSize(width: 0, height: 3)
            $0.footerReferenceSize = CGSize(width: 0, height: 1)
            $0.sectionInset = EdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
        }
        let background = layout.attributesForDecorationElement(
            ofKind: ElementKind.sectionBackground, at: IndexPath(item: 0, section: 0))
        #expect(background?.frame.list == [0, 3, 30, 5])
        #expect(
            layout.attributes(in: CGRect(x: 0, y: 0, width: 30, height: 9)).map {
                ElementKind.shownName(of: $0.representedElementKind ?? "cell")
            }
                == ["background", "header", "cell", "cell", "cell", "footer"])
    }
}

/// Seeded random waterfalls against brute force; a failure names its seed.
@Suite struct WaterfallPropertyTests {
    static func randomConfiguration(seed: UInt64) -> (WaterfallTestView, (WaterfallLayout) -> Void) {
        var rng = SeededRandom(seed: seed)
        let horizontal = Bool.random(using: &rng)
        let cross = CGFloat(Int.random(in: 30...120, using: &rng)) + (Bool.random(using: &rng) ? 0 : 0.5)
        let lengths: [CGFloat] = [0, 0, 1, 2, 3.5]
        func pick(_ v: [CGFloat]) -> CGFloat { v.randomElement(using: &rng)! }
        func insets() -> EdgeInsets {
            EdgeInsets(top: pick(lengths), left: pick(lengths), bottom: pick(lengths), right: pick(lengths))
        }
        var sections: [WaterfallTestView.Section] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            var s = WaterfallTestView.Section(
                (0..<Int.random(in: 0...40, using: &rng)).map { _ in
                    CGSize(
                        width: CGFloat(Int.random(in: 1...9, using: &rng)),
                        height: CGFloat(Int.random(in: 1...9, using: &rng)))
                })
            if Bool.random(using: &rng) { s.columnCount = Int.random(in: 1...4, using: &rng) }
            if Bool.random(using: &rng) { s.columnSpacing = pick(lengths) }
            if Bool.random(using: &rng) { s.interitemSpacing = pick(lengths) }
            if Bool.random(using: &rng) { s.inset = insets() }
            if Bool.random(using: &rng) { s.header = pick([0, 2, 3]) }
            if Bool.random(using: &rng) { s.footer = pick([0, 1]) }
            if Bool.random(using: &rng) { s.headerInset = insets() }
            if Bool.random(using: &rng) { s.background = Bool.random(using: &rng) }
            sections.append(s)
        }
        let view =
            horizontal
            ? WaterfallTestView(width: 30, height: cross, sections: sections)
            : WaterfallTestView(width: cross, height: 30, sections: sections)
        let columns = Int.random(in: 1...5, using: &rng)
        let columnSpacing = pick(lengths)
        let spacing = pick(lengths)
        let inset = insets()
        let header = pick([0, 3])
        let footer = pick([0, 2])
        let footerInset = insets()
        let direction = WaterfallLayout.ItemRenderDirection.allCases.randomElement(using: &rng)!
        let mode = WaterfallLayout.ItemHeightMode.allCases.randomElement(using: &rng)!
        let minimum = pick([0, 0, 500])
        let background = Bool.random(using: &rng)
        return (
            view,
            { l in
                l.scrollDirection = horizontal ? .horizontal : .vertical
                l.columnCount = columns
                l.minimumColumnSpacing = columnSpacing
                l.minimumInteritemSpacing = spacing
                l.sectionInset = inset
                l.headerHeight = header
                l.footerHeight = footer
                l.footerInset = footerInset
                l.itemRenderDirection = direction
                l.itemHeightMode = mode
                l.minimumContentHeight = minimum
                l.sectionBackgrounds = background
            }
        )
    }

    @Test(arguments: Array(UInt64(1)...1500))
    func queriesMatchBruteForce(seed: UInt64) {
        let (view, configure) = Self.randomConfiguration(seed: seed)
        let layout = view.layout(configure)
        #expect(layout.configurationError == nil, "seed \(seed)")
        let all = LayoutChecks.queriesMatchBruteForce(layout, view, seed: seed)
        LayoutChecks.zIndexFollowsTheCommonRules(all, seed: seed)
        LayoutChecks.cellsDoNotOverlap(all, seed: seed)
        let content = layout.collectionViewContentSize
        for e in all { #expect(LayoutChecks.inside(e, content), "seed \(seed) \(e) outside \(content)") }
        // Every cell is exactly one column wide.
        let widths = Set(
            all.filter { $0.representedElementCategory == .cell && $0.indexPath.section == 0 }
                .map { layout.scrollDirection == .vertical ? $0.frame.width : $0.frame.height })
        #expect(widths.count <= 1, "seed \(seed)")
    }
}

/// Items of one size are placed by arithmetic and stored nowhere; they land exactly where the
/// per-item placement puts the same items.
@Suite struct UniformWaterfallTests {
    /// W = 34, 3 columns, column spacing 2: w = (34 − 2·2) / 3 = 10; aspect 2:1 → height 5;
    /// item spacing 1 → rows at 0, 6, 12. Item i: column i mod 3 (the leftmost of equal columns),
    /// from the right for `.rightToLeft`.
    @Test(arguments: WaterfallLayout.ItemRenderDirection.allCases)
    func oneSizeIsAGridWithTheSameFrames(direction: WaterfallLayout.ItemRenderDirection) {
        func configure(_ l: WaterfallLayout) {
            (l.columnCount, l.minimumColumnSpacing, l.minimumInteritemSpacing) = (3, 2, 1)
            (l.itemSize, l.itemRenderDirection) = (CGSize(width: 2, height: 1), direction)
        }
        let uniform = WaterfallLayout()
        configure(uniform)
        let view = CountsView(width: 34, height: 10, counts: [8])  // the layout holds its view weakly
        uniform.collectionView = view
        uniform.prepareIfNeeded()
        let perItem = WaterfallTestView(
            width: 34, height: 10, sections: [.init(Array(repeating: CGSize(width: 2, height: 1), count: 8))]
        )
        .layout(configure)
        let xs: [CGFloat] = direction == .rightToLeft ? [24, 12, 0] : [0, 12, 24]
        let expected = (0..<8).map { [xs[$0 % 3], CGFloat($0 / 3) * 6, 10, 5] }
        #expect(uniform.frames(count: 8) == expected)
        #expect(perItem.frames(count: 8) == expected)
        // Rows 0 and 6 only, in index order, as the per-item store answers.
        let rect = CGRect(x: 0, y: 2, width: 34, height: 5)
        #expect(uniform.attributes(in: rect).map(\.indexPath.item) == [0, 1, 2, 3, 4, 5])
        #expect(uniform.attributes(in: rect) == perItem.attributes(in: rect))
        // Three rows of 5 with two gaps of 1: 17.
        #expect(uniform.collectionViewContentSize.height == 17)
        #expect(uniform.placement(ofItemAt: IndexPath(item: 7, section: 0))?.position == 12)
    }

    /// 1e12 items of one size: prepared in O(1), any one of them and any rect answered at once.
    @Test func aTrillionItemsStoreNothing() {
        let layout = WaterfallLayout()
        (layout.columnCount, layout.minimumInteritemSpacing, layout.itemSize) = (4, 0, CGSize(width: 1, height: 1))
        let view = CountsView(width: 40, height: 10, counts: [1_000_000_000_000])
        layout.collectionView = view
        layout.prepareIfNeeded()
        // w = (40 − 3·10) / 4 = 2.5, square items; 2.5e11 rows of 2.5.
        #expect(
            layout.collectionViewContentSize.height == 625_000_000_000,
            "\(layout.collectionViewContentSize.height.bitPattern)")
        let last = layout.attributesForItem(at: IndexPath(item: 999_999_999_999, section: 0))?.frame
        #expect(last == CGRect(x: 37.5, y: (2.5e11 - 1) * 2.5, width: 2.5, height: 2.5))
        #expect(layout.attributes(in: CGRect(x: 0, y: 1e6, width: 40, height: 5)).count == 8)
    }
}

/// `streamAttributes(in:while:)` stops where its body says: nothing more is built.
@Suite struct StoppingStreamTests {
    @Test(arguments: ["flow", "waterfall", "compositional"])
    func aStreamStopsWhenAsked(kind: String) {
        let view = CountsView(width: 10, height: 10, counts: [1000, 1000])
        let layout: CollectionViewLayout
        switch kind {
        case "flow":
            let flow = FlowLayout()
            flow.itemSize = CGSize(width: 1, height: 1)
            layout = flow
        case "waterfall":
            let waterfall = WaterfallLayout()
            (waterfall.minimumInteritemSpacing, waterfall.minimumColumnSpacing) = (0, 0)
            layout = waterfall
        default:
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                subitems: [item])
            layout = CompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        layout.collectionView = view
        layout.prepareIfNeeded()
        let everything = CGRect(origin: .zero, size: layout.collectionViewContentSize)
        var seen: [IndexPath] = []
        layout.streamAttributes(in: everything) { element in
            seen.append(element.indexPath)
            return seen.count < 5
        }
        // Five asked for, five given: the first five of the full answer, in its order.
        #expect(seen == layout.attributes(in: everything).prefix(5).map(\.indexPath), "\(kind)")
        #expect(seen.count == 5)
    }
}

/// Sections stored once per distinct value, and only while some section holds it.
@Suite struct InternedSectionsTests {
    @Test func equalSectionsShareAndStaleValuesGo() throws {
        let layout = FlowLayout()
        (layout.itemSize, layout.minimumInteritemSpacing, layout.minimumLineSpacing) = (
            CGSize(width: 4, height: 1), 0, 0
        )
        let view = CountsView(width: 20, height: 10, counts: Array(repeating: 3, count: 1000))
        layout.collectionView = view
        layout.prepareIfNeeded()
        // 1000 equal sections of one line (3 items of 4 in 20): one value; section 999 starts at 999.
        #expect(layout.distinctSectionCount == 1)
        #expect(
            layout.attributesForItem(at: IndexPath(item: 0, section: 999))?.frame
                == CGRect(x: 0, y: 999, width: 4, height: 1))
        // Four sections of per-item sizes (stored whole), one of them rebuilt 200 times with a new
        // count: without dropping stale values 201 would be kept; at most 2 × 4 + 16 are.
        let sized = TestCollectionView(
            width: 20, height: 10,
            sections: Array(repeating: .init(sizes: Array(repeating: CGSize(width: 4, height: 1), count: 3)), count: 4))
        let varying = sized.layout { ($0.minimumInteritemSpacing, $0.minimumLineSpacing) = (0, 0) }
        for n in 1...200 {
            sized.sections[2] = .init(sizes: Array(repeating: CGSize(width: 4, height: 1), count: 3 + n))
            var context = InvalidationContext()
            context.invalidateItems(at: [IndexPath(item: 0, section: 2)])
            varying.invalidateLayout(with: context)
            varying.prepareIfNeeded()
        }
        #expect(varying.distinctSectionCount <= 24)
        // 203 items, 5 per line: item 200 starts line 40, after sections 0 and 1 (a line each).
        #expect(
            varying.attributesForItem(at: IndexPath(item: 200, section: 2))?.frame
                == CGRect(x: 0, y: 2 + 40, width: 4, height: 1))
    }

    /// Sections of one item size differing only in their counts share one value per number of
    /// items on their last line: counts 1…1000, 5 a line (4 of 20) → 5 values, not 1000 of ~230
    /// bytes. Each section is given its count back exactly: section k (k + 1 items) has
    /// ⌈(k + 1) / 5⌉ lines, so section 999 (1000 items, 200 lines) starts at Σ ⌈(k + 1) / 5⌉ for
    /// k < 999 = 5 · (1 + … + 199) + 4 · 200 = 99,500 + 800 = 100,300, and its item 999 is
    /// the last of its line 199: x = 4 · 4 = 16, y = 100,300 + 199. The waterfall keeps one value
    /// for all counts (its count decides only where the items end): 3 columns, section k has
    /// ⌈(k + 1) / 3⌉ rows.
    @Test func countsAreStoredApartFromShapes() throws {
        let layout = FlowLayout()
        (layout.itemSize, layout.minimumInteritemSpacing, layout.minimumLineSpacing) = (
            CGSize(width: 4, height: 1), 0, 0
        )
        let view = CountsView(width: 20, height: 10, counts: Array(1...1000))
        layout.collectionView = view
        layout.prepareIfNeeded()
        #expect(layout.distinctSectionCount == 5)
        #expect(
            layout.attributesForItem(at: IndexPath(item: 999, section: 999))?.frame
                == CGRect(x: 16, y: 100_300 + 199, width: 4, height: 1))
        #expect(layout.collectionViewContentSize == CGSize(width: 20, height: 100_300 + 200))

        let waterfall = WaterfallLayout()
        (waterfall.itemSize, waterfall.columnCount, waterfall.minimumColumnSpacing, waterfall.minimumInteritemSpacing) =
            (
                CGSize(width: 4, height: 1), 3, 1, 0
            )
        waterfall.itemHeightMode = .fixed
        let columns = CountsView(width: 20, height: 10, counts: Array(1...1000))
        waterfall.collectionView = columns
        waterfall.prepareIfNeeded()
        #expect(waterfall.distinctSectionCount == 1)
        // Σ ⌈(k + 1) / 3⌉ for k < 999 = 3 · (1 + … + 333) = 166,833 rows; item 999 of section
        // 999 is in column 999 mod 3 = 0 (x 0, width (20 − 2) / 3 = 6), row 333.
        #expect(
            waterfall.attributesForItem(at: IndexPath(item: 999, section: 999))?.frame
                == CGRect(x: 0, y: 166_833 + 333, width: 6, height: 1))
        #expect(waterfall.collectionViewContentSize == CGSize(width: 20, height: 166_833 + 334))
    }
}
