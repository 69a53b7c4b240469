import CollectionLayout
import Foundation
import TerminalCollectionView
import Testing

@testable import carousel

/// The carousel: cards 24x9, 2 apart, in a view of 80x14 cells. Section insets centre the
/// first and last card: (80 − 24) / 2 = 28 across, (14 − 9) / 2 = 2.5 down, so card i's centre
/// is at x = 28 + 12 + 26·i = 40 + 26·i.
@Suite struct CarouselTests {
    static func setUp() -> (Previewer, ManualAnimationClock) {
        let previewer = makePreviewer(columns: 80, rows: 16)
        let clock = ManualAnimationClock()
        previewer.viewport.clock = clock
        return (previewer, clock)
    }

    @Test func cardsShrinkWithTheirDistanceFromTheCentre() throws {
        let (previewer, _) = Self.setUp()
        let layout = previewer.viewport.layout
        let first = try #require(layout.attributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.center == CGPoint(x: 40, y: 7) && first.transform == .identity)
        // Card 1 is 26 from the centre: 1 − 0.4 · 26 / 40 = 0.74 of its size.
        let second = try #require(layout.attributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(second.transform.a - 0.74) < 1e-12 && abs(second.frame.width - 24 * 0.74) < 1e-9)
        #expect(second.zIndex < first.zIndex)
    }

    @Test func snappingPicksTheNearestCardOrTheNextOneOnAFling() {
        let (previewer, _) = Self.setUp()
        let layout = previewer.viewport.layout
        // Centre 50: card 0 (40) is nearer than card 1 (66). Centre 54: card 1.
        #expect(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 10, y: 0), withScrollingVelocity: .zero).x
                == 0)
        #expect(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 14, y: 0), withScrollingVelocity: .zero).x
                == 26)
        // A fling right from centre 45 goes on to card 1.
        #expect(
            layout.targetContentOffset(
                forProposedContentOffset: CGPoint(x: 5, y: 0), withScrollingVelocity: CGPoint(x: 0.5, y: 0)
            ).x == 26)
    }

    /// Through the previewer: 14 quick steps right (a gesture), then 150 ms without input: a
    /// flick. Its velocity is 14 points over 14 frames (233.3 ms, more than the 130 ms the keys
    /// took): 0.06 points/ms, carried on as UIScrollView decelerates at the normal rate, 0.998 /
    /// 0.002 = 499 ms of it: 29.94 points past 14, so the layout is proposed 43.94. Card k is
    /// centred at offset 26k; 43.94 is nearest card 2 (52), and 0.06 is below the layout's 0.2
    /// fling threshold: it settles, animated, on card 2.
    @Test func aGestureSettlesOnACard() {
        let (previewer, clock) = Self.setUp()
        for _ in 0..<14 {
            previewer.handle(.right)
            clock.advance(by: .milliseconds(10))
        }
        #expect(previewer.viewport.bounds.minX == 14 && previewer.timeUntilDue == .milliseconds(140))
        clock.advance(by: .milliseconds(140))
        previewer.settleGestureIfDue()
        #expect(previewer.viewport.bounds.minX == 52 && previewer.isAnimating)
        clock.advance(by: .milliseconds(300))
        #expect(!previewer.isAnimating && previewer.timeUntilDue == nil)
    }
}
