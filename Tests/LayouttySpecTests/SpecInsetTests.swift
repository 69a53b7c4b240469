import CollectionLayout
import Foundation
import LayouttySpec
import TerminalCollectionView
import Testing

@Suite struct SpecInsetTests {
    /// A spec's insets reach the view; `LayoutSpec.validate` counts the content inset.
    @Test func specInsets() throws {
        let spec = try LayoutSpec.parse(
            """
            {"itemSize": [10, 4], "contentInset": [2, 3, 1, 3], "safeAreaInsets": [1, 0, 0, 0], "layoutMargins": [0, 2, 0, 2],
             "sectionInsetReference": "fromLayoutMargins", "sections": [{"items": 3}]}
            """, source: "s.json")
        #expect(spec.contentInset == EdgeInsets(top: 2, left: 3, bottom: 1, right: 3))
        #expect(spec.flow.sectionInsetReference == .fromLayoutMargins)
        let data = SpecDataSource(spec: spec)
        let previewer = Previewer(spec: data, layout: data.makeLayout(), file: nil, terminalColumns: 30, rows: 10)
        #expect(previewer.viewport.adjustedContentInset == EdgeInsets(top: 3, left: 3, bottom: 1, right: 3))
        #expect(previewer.viewport.bounds.origin == CGPoint(x: -3, y: -3))
        #expect(throws: SpecError.self) { try spec.validate(boundsSize: CGSize(width: 6, height: 10)) }
    }
}

/// UIKit's paging: a gesture ends one page (the view's width) on from where it started.
@Suite struct PagingTests {
    @Test func aGestureTurnsOnePage() throws {
        let s = try Screen(demo: "horizontal")
        let view = s.previewer.viewport
        view.isPagingEnabled = true
        s.previewer.handle(.right)
        s.previewer.handle(.right)
        // 2 cells right; 150 ms later the gesture settles on page 1: offset 80 (the view is 80 wide).
        s.clock.advance(by: .milliseconds(150))
        s.previewer.settleGestureIfDue()
        #expect(view.bounds.minX == 80)
        // Back a little: page 0 again.
        s.previewer.handle(.left)
        s.clock.advance(by: .milliseconds(150))
        s.previewer.settleGestureIfDue()
        #expect(view.bounds.minX == 0)
        s.clock.advance(by: .milliseconds(300))
        // Without paging the built-in layouts keep UIKit's default: no snapping.
        view.isPagingEnabled = false
        s.previewer.handle(.right)
        s.clock.advance(by: .milliseconds(150))
        s.previewer.settleGestureIfDue()
        #expect(view.bounds.minX == 1 && !view.isAnimating)
    }

    @Test func specTurnsPagingOn() throws {
        let spec = try LayoutSpec.parse(
            "{\"pagingEnabled\": true, \"scrollDirection\": \"horizontal\", \"sections\": [{\"items\": 40}]}",
            source: "p.json")
        #expect(spec.pagingEnabled)
        let data = SpecDataSource(spec: spec)
        let previewer = Previewer(spec: data, layout: data.makeLayout(), file: nil, terminalColumns: 40, rows: 12)
        #expect(previewer.viewport.isPagingEnabled)
        #expect(spec.json.contains("\"pagingEnabled\": true"))
    }
}
