import CollectionLayout
import Foundation

/// One change animating on screen: each element's track from where it was to where it is now,
/// in screen cells, eased over `duration` from `start` on the view's clock.
///
/// Built by the viewport when a change happens (see `Viewport.animateChanges(_:)`) from the
/// attributes of the old and new visible rects only; each frame then interpolates the tracks —
/// no layout query, nothing proportional to the item count.
///
/// - Complexity: a frame is O(tracks), about the elements of two screens.
public final class LayoutAnimation {
    struct Track {
        var from: ScreenElement
        var to: ScreenElement
    }

    let tracks: [Track]
    public let start: Duration
    public let duration: Duration
    public let curve: TimingCurve
    /// The view's offset when the change was made: a scroll during the animation shifts it.
    let origin: CGPoint
    /// Cells visible once the change is complete (the status bar's count while it animates).
    public let visibleCellCount: Int
    /// The hooks that end the change (`finalizeLayoutTransition()`, …), run once by `finish()`.
    var completions: [() -> Void] = []

    init(
        tracks: [Track], origin: CGPoint, start: Duration, duration: Duration, curve: TimingCurve, visibleCellCount: Int
    ) {
        self.origin = origin
        self.tracks = tracks
        self.start = start
        self.duration = duration
        self.curve = curve
        self.visibleCellCount = visibleCellCount
    }

    /// The fraction of the time elapsed at `now`, 0…1.
    public func timeFraction(at now: Duration) -> Double {
        guard duration > .zero else { return 1 }
        return min(1, max(0, (now - start) / duration))
    }

    public func isFinished(at now: Duration) -> Bool { timeFraction(at: now) >= 1 }

    /// Every element as it is drawn at `now` (transparent ones included: the painter skips them).
    public func elements(at now: Duration) -> [ScreenElement] {
        elements(atProgress: curve.progress(at: timeFraction(at: now)))
    }

    /// Every element at an eased progress (0: as before the change, 1: as after it).
    public func elements(atProgress progress: Double) -> [ScreenElement] {
        tracks.map { $0.from.interpolated(to: $0.to, fraction: progress) }
    }

    /// Runs the hooks that end the change; later calls do nothing.
    public func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
