import Foundation

// The built-in demos. Each text is byte-for-byte `Demos/specs/<name>.json` (a test checks it), so
// `--demo NAME` and `--spec Demos/specs/NAME.json` show the same thing without the binary needing
// to find the repository at run time.

/// A named spec shipped inside the binary (`layoutty browse --demo NAME`).
package struct BuiltInDemo: Sendable {
    package var name: String
    package var summary: String
    package var json: String

    package static let all: [BuiltInDemo] = [
        BuiltInDemo(name: "grid", summary: "A justified grid of 60 equal cards.", json: gridSpec),
        BuiltInDemo(
            name: "tags",
            summary: "Left-aligned chips of varying width, some with CJK labels, in two sections with headers.",
            json: tagsSpec),
        BuiltInDemo(
            name: "sections",
            summary: "Five sections with headers, footers and pinned headers; per-section overrides; an empty section.",
            json: sectionsSpec),
        BuiltInDemo(
            name: "horizontal",
            summary: "Horizontal scrolling: columns of cards, two sections with different item sizes.",
            json: horizontalSpec),
        BuiltInDemo(
            name: "big", summary: "1,000,000 uniform items: the fast path, browsing stays instant.", json: bigSpec),
        BuiltInDemo(
            name: "photos",
            summary: "A waterfall photo wall: items of varied aspect ratios in three sections with headers.",
            json: photosSpec),
        BuiltInDemo(
            name: "appstore",
            summary: "Compositional: a paging shelf of large cards, a sideways shelf of small ones, a grid.",
            json: appstoreSpec),
        BuiltInDemo(
            name: "mosaic", summary: "Compositional: a large tile beside two stacked small ones, repeated.",
            json: mosaicSpec),
        BuiltInDemo(
            name: "list", summary: "Compositional: a list in four sections with pinned headers and backgrounds.",
            json: listSpec),
        BuiltInDemo(
            name: "feed",
            summary:
                "Compositional self-sizing: rows and half-width cells estimated 5 high, measured to their wrapped text when shown.",
            json: feedSpec)
    ]

    package static func named(_ name: String) -> BuiltInDemo? {
        all.first { $0.name == name }
    }

    /// The demo's spec, parsed by the same reader as files.
    package func spec() throws(SpecError) -> LayoutSpec {
        try LayoutSpec.parse(json, source: "demo \(name)")
    }
}

private let gridSpec = #"""
    {
      "layout": "flow",
      "itemSize": [16, 5],
      "minimumLineSpacing": 1,
      "minimumInteritemSpacing": 2,
      "sectionInset": [1, 2, 1, 2],
      "sections": [
        {"items": 60}
      ]
    }
    """#

private let tagsSpec = #"""
    {
      "layout": "flow",
      "itemSize": [10, 3],
      "estimatedItemSize": "automatic",
      "minimumLineSpacing": 0,
      "minimumInteritemSpacing": 1,
      "sectionInset": [1, 1, 1, 1],
      "horizontalAlignment": "leading",
      "headerReferenceSize": [0, 3],
      "sections": [
        {"items": [{"size": [9, 3], "label": "swift"}, {"size": [20, 3], "label": "UICollectionView"}, {"size": [8, 3], "label": "布局"}, {"size": [10, 3], "label": "layout"}, {"size": [7, 3], "label": "tag"}, {"size": [10, 3], "label": "瀑布流"}, {"size": [9, 3], "label": "cloud"}, {"size": [16, 3], "label": "left-aligned"}, {"size": [11, 3], "label": "ncurses"}, {"size": [10, 3], "label": "左对齐"}, {"size": [8, 3], "label": "grid"}, {"size": [12, 3], "label": "terminal"}, {"size": [8, 3], "label": "セル"}, {"size": [8, 3], "label": "flow"}, {"size": [10, 3], "label": "header"}, {"size": [12, 3], "label": "中文标签"}, {"size": [10, 3], "label": "footer"}, {"size": [9, 3], "label": "inset"}]},
        {"items": [{"size": [11, 3], "label": "spacing"}, {"size": [12, 3], "label": "레이아웃"}, {"size": [10, 3], "label": "zIndex"}, {"size": [13, 3], "label": "prepare()"}, {"size": [14, 3], "label": "invalidate"}, {"size": [10, 3], "label": "pinned"}, {"size": [8, 3], "label": "cell"}, {"size": [12, 3], "label": "装饰视图"}, {"size": [10, 3], "label": "bounds"}, {"size": [10, 3], "label": "offset"}, {"size": [7, 3], "label": "CJK"}, {"size": [8, 3], "label": "wide"}, {"size": [9, 3], "label": "swift"}, {"size": [20, 3], "label": "UICollectionView"}, {"size": [8, 3], "label": "布局"}, {"size": [10, 3], "label": "layout"}, {"size": [7, 3], "label": "tag"}, {"size": [10, 3], "label": "瀑布流"}]}
      ]
    }
    """#

private let sectionsSpec = #"""
    {
      "layout": "flow",
      "itemSize": [12, 4],
      "minimumLineSpacing": 1,
      "minimumInteritemSpacing": 2,
      "sectionInset": [1, 2, 1, 2],
      "headerReferenceSize": [0, 3],
      "footerReferenceSize": [0, 1],
      "sectionHeadersPinToVisibleBounds": true,
      "sections": [
        {"items": 14},
        {"items": 5, "itemSize": [20, 3], "horizontalAlignment": "center"},
        {"items": [[10, 3], [14, 5], {"size": [8, 3], "label": "第0节"}, [12, 4], [30, 3]], "verticalAlignment": "top", "minimumLineSpacing": 2},
        {"items": 0},
        {"items": 23}
      ]
    }
    """#

private let horizontalSpec = #"""
    {
      "layout": "flow",
      "scrollDirection": "horizontal",
      "itemSize": [16, 5],
      "minimumLineSpacing": 2,
      "minimumInteritemSpacing": 1,
      "sectionInset": [1, 1, 1, 1],
      "headerReferenceSize": [10, 0],
      "sections": [
        {"items": 30},
        {"items": 12, "itemSize": [24, 7]}
      ]
    }
    """#

private let bigSpec = #"""
    {
      "layout": "flow",
      "itemSize": [10, 3],
      "minimumLineSpacing": 1,
      "minimumInteritemSpacing": 1,
      "sections": [
        {"items": 1000000}
      ]
    }
    """#

private let photosSpec = #"""
    {
      "layout": "waterfall",
      "columnCount": 3,
      "minimumColumnSpacing": 1,
      "minimumInteritemSpacing": 1,
      "sectionInset": [1, 1, 1, 1],
      "headerHeight": 3,
      "sections": [
        {"items": [{"size": [4, 1], "label": "beach 4:1"}, {"size": [1, 1], "label": "forest 1:1"}, {"size": [8, 3], "label": "city 8:3"}, {"size": [3, 1], "label": "desert 3:1"}, {"size": [7, 2], "label": "harbour 7:2"}, {"size": [3, 2], "label": "peak 3:2"}, {"size": [5, 2], "label": "river 5:2"}, {"size": [9, 4], "label": "market 9:4"}, {"size": [5, 3], "label": "bridge 5:3"}, {"size": [2, 1], "label": "garden 2:1"}, {"size": [4, 1], "label": "canyon 4:1"}, {"size": [1, 1], "label": "lake 1:1"}, {"size": [8, 3], "label": "山景 8:3"}, {"size": [3, 1], "label": "夜市 3:1"}]},
        {"items": [{"size": [2, 1], "label": "desert 2:1"}, {"size": [4, 1], "label": "harbour 4:1"}, {"size": [1, 1], "label": "peak 1:1"}, {"size": [8, 3], "label": "river 8:3"}, {"size": [3, 1], "label": "market 3:1"}, {"size": [7, 2], "label": "bridge 7:2"}, {"size": [3, 2], "label": "garden 3:2"}, {"size": [5, 2], "label": "canyon 5:2"}, {"size": [9, 4], "label": "lake 9:4"}], "columnCount": 4},
        {"items": [{"size": [3, 2], "label": "peak 3:2"}, {"size": [5, 2], "label": "river 5:2"}, {"size": [9, 4], "label": "market 9:4"}, {"size": [5, 3], "label": "bridge 5:3"}, {"size": [2, 1], "label": "garden 2:1"}, {"size": [4, 1], "label": "canyon 4:1"}, {"size": [1, 1], "label": "lake 1:1"}, {"size": [8, 3], "label": "山景 8:3"}, {"size": [3, 1], "label": "夜市 3:1"}, {"size": [7, 2], "label": "temple 7:2"}, {"size": [3, 2], "label": "glacier 3:2"}, {"size": [5, 2], "label": "beach 5:2"}]}
      ]
    }
    """#

private let appstoreSpec = #"""
    {
      "layout": "compositional",
      "interSectionSpacing": 1,
      "header": {"size": ["1w", 1], "alignment": "leading"},
      "sections": [
        {"items": [{"label": "Maps"}, {"label": "Weather"}, {"label": "Notes"}, {"label": "Photos"}, {"label": "Music"}], "group": {"horizontal": [{"size": ["1w", "1h"], "insets": [0, 1, 0, 1]}], "size": ["0.85w", 8]}, "orthogonal": "groupPagingCentered"},
        {"items": [{"label": "Clock"}, {"label": "Books"}, {"label": "Files"}, {"label": "Stocks"}, {"label": "Podcasts"}, {"label": "Camera"}, {"label": "Mail"}, {"label": "Wallet"}, {"label": "Health"}], "group": {"vertical": [{"size": ["1w", 3], "insets": [0, 1, 0, 1]}], "size": ["0.4w", 9], "count": 3}, "orthogonal": "continuous"},
        {"items": 12, "group": {"horizontal": [{"size": ["0.25w", "1h"], "insets": [0, 1, 0, 1]}], "size": ["1w", 4]}, "interGroupSpacing": 1}
      ]
    }
    """#

private let mosaicSpec = #"""
    {
      "layout": "compositional",
      "group": {"horizontal": [{"size": ["0.6667w", "1h"], "insets": [0, 1, 1, 1]}, {"vertical": [{"size": ["1w", "0.5h"], "insets": [0, 1, 1, 1]}], "size": ["0.3333w", "1h"]}], "size": ["1w", 10]},
      "contentInsets": [1, 1, 0, 1],
      "sections": [
        {"items": 30}
      ]
    }
    """#

private let listSpec = #"""
    {
      "layout": "compositional",
      "group": {"horizontal": [{"size": ["1w", "1h"]}], "size": ["1w", 3]},
      "interGroupSpacing": 0,
      "contentInsets": [0, 2, 1, 2],
      "header": {"size": ["1w", 2], "pinned": true},
      "background": true,
      "sections": [
        {"items": 6},
        {"items": 4},
        {"items": 8},
        {"items": 5}
      ]
    }
    """#

private let feedSpec = #"""
    {
      "layout": "compositional",
      "group": {"horizontal": [{"size": ["1w", "~5"]}], "size": ["1w", "~5"]},
      "contentInsets": [0, 2, 1, 2],
      "header": {"size": ["1w", "~3"], "alignment": "leading"},
      "sections": [
        {"items": [{"label": "Rows estimated 5 high, each measured when shown: as tall as its text wrapped at the row's width"}, {"label": "short"}, {"label": "自适应高度：单元格显示时测量自己的文字，估计值只是起点。CJK counts two columns a character"}, {"label": "🚀 emoji are two columns too"}, {"label": "Rows off screen keep their estimate (5) until they scroll into view"}]},
        {"items": [{"label": "Two columns"}, {"label": "each cell measures its own height and the row takes the taller one"}, {"label": "瀑布流"}, {"label": "layout"}, {"label": "estimated heights in a grid of halves"}, {"label": "ok"}], "group": {"horizontal": [{"size": ["0.5w", "~5"], "insets": [0, 0, 0, 1]}], "size": ["1w", "~5"]}}
      ]
    }
    """#
