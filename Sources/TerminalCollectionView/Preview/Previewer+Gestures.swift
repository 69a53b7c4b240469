import CollectionLayout
import Foundation

/// A burst of scroll input — keys or wheel — standing for UIKit's pan: where it started and when
/// input last came, on the view's clock.
struct ScrollGesture {
    var startOffset: CGPoint
    var startTime: Duration
    var lastTime: Duration
    /// Scroll keys or wheel steps so far.
    var steps = 1
    /// Arrow keys and the wheel flick; a page key is a drag to where it went (no coasting).
    var flicks = true

    /// How long the gesture lasted for its velocity: at least a frame (1/60 s) per step, so a
    /// burst read in one batch (keys typed while a frame was slow, or sent at once) moves as fast
    /// as keys drawn one by one would, not infinitely fast, and one key is a frame's flick.
    var duration: Duration { max(lastTime - startTime, .microseconds(16_667) * steps) }
}

extension Previewer {
    /// No scroll input for this long ends a gesture (then snapping or paging settles it).
    public static let gestureIdle: Duration = .milliseconds(150)

    /// Scroll input arrived: a gesture starts, or goes on.
    func noteScrollInput(flicks: Bool = true) {
        let now = viewport.clock.now
        settleGestureIfDue()  // input after a pause is a new gesture
        if gesture == nil {
            gesture = ScrollGesture(startOffset: viewport.bounds.origin, startTime: now, lastTime: now)
        } else {
            gesture!.lastTime = now
            gesture!.steps += 1
        }
        gesture!.flicks = gesture!.flicks && flicks
    }

    /// How long until something is due without input (a gesture to settle), for the event loop.
    public var timeUntilDue: Duration? {
        guard let gesture else { return nil }
        return max(.zero, gesture.lastTime + Self.gestureIdle - viewport.clock.now)
    }

    /// Settles a gesture whose idle time is up (`force`: any other key ends it at once). The
    /// settling starts when the gesture ended, even if noticed later (a tape's screenshot).
    package func settleGestureIfDue(force: Bool = false) {
        guard let gesture else { return }
        let due = gesture.lastTime + Self.gestureIdle
        guard force || viewport.clock.now >= due else { return }
        self.gesture = nil
        let current = viewport.bounds.origin
        let milliseconds = max(1, Double(gesture.duration / .milliseconds(1)))
        // UIKit's units: points per millisecond.
        let velocity = CGPoint(
            x: (current.x - gesture.startOffset.x) / milliseconds, y: (current.y - gesture.startOffset.y) / milliseconds
        )
        let target =
            viewport.isPagingEnabled
            ? pageTarget(from: gesture.startOffset, to: current)
            : flickTarget(from: current, velocity: velocity, carries: gesture.flicks)
        guard viewport.clampedOffset(target) != current else { return }
        viewport.animateChanges(startingAt: force ? nil : due) { viewport.scroll(to: target) }
    }

    /// Where a flick ends: the release velocity carried on as `UIScrollView` decelerates
    /// (`decelerationRate` r: v · r / (1 − r) further) is the proposed offset the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` answers — so a quick →
    /// on a carousel brings the next card. A layout that does not snap answers the proposal itself:
    /// then the keys' own scroll stands (arrow keys move exactly, with no coasting).
    private func flickTarget(from current: CGPoint, velocity: CGPoint, carries: Bool) -> CGPoint {
        let rate = min(max(viewport.decelerationRate, 0), 0.9999)
        let carry = carries ? rate / (1 - rate) : 0
        let projected = viewport.clampedOffset(
            CGPoint(x: current.x + velocity.x * carry, y: current.y + velocity.y * carry))
        let answer = viewport.layout.targetContentOffset(
            forProposedContentOffset: projected, withScrollingVelocity: velocity)
        return answer == projected ? current : answer
    }

    /// UIKit's paging: one page (the view's size along the scroll axis) on from the page the
    /// gesture started at, in the direction it went.
    private func pageTarget(from start: CGPoint, to current: CGPoint) -> CGPoint {
        let horizontal = scrollsHorizontally
        let page = horizontal ? viewport.bounds.width : viewport.bounds.height
        guard page > 0 else { return current }
        let (from, to) = horizontal ? (start.x, current.x) : (start.y, current.y)
        let startPage = (from / page).rounded()
        let moved = to - from
        let next = moved == 0 ? (to / page).rounded() : startPage + (moved > 0 ? 1 : -1)
        return horizontal ? CGPoint(x: next * page, y: current.y) : CGPoint(x: current.x, y: next * page)
    }
}
