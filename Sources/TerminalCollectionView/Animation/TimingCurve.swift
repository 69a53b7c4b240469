import Foundation

/// How an animation's progress follows time.
public enum TimingCurve: Sendable {
    case linear
    /// Core Animation's `easeInEaseOut`: the cubic Bézier through (0.42, 0) and (0.58, 1).
    case easeInOut

    /// The progress at `time` (both 0…1; outside that range clamped).
    ///
    /// ```swift
    /// TimingCurve.easeInOut.progress(at: 0.5)  // 0.5: symmetric
    /// ```
    public func progress(at time: Double) -> Double {
        let t = min(1, max(0, time.isNaN ? 1 : time))
        // Exactly the ends at the ends: progress 0 is the screen before, 1 the screen after.
        if t == 0 || t == 1 { return t }
        switch self {
        case .linear: return t
        case .easeInOut:
            // x(s) is increasing: bisection finds the curve parameter for `t` to a double's precision.
            func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
                let u = 1 - s
                return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
            }
            var low = 0.0
            var high = 1.0
            for _ in 0..<54 {
                let mid = (low + high) / 2
                if bezier(mid, 0.42, 0.58) < t { low = mid } else { high = mid }
            }
            return bezier((low + high) / 2, 0, 1)
        }
    }
}
