import Foundation

extension Int {
    /// `value` rounded toward zero and clamped to `Int`'s range; NaN becomes 0.
    ///
    /// Layout lengths are unbounded doubles (a spacing of 1e19, a width of 1e-300 are finite and
    /// valid), and `Int(_:)` traps outside `Int`'s range. Every conversion of a length, a ratio of
    /// lengths or a duration to a count or a cell index goes through this, so no finite input
    /// can crash a layout, the painter or the CLI.
    ///
    /// ```swift
    /// Int(saturating: 80 / 1e-300)  // Int.max, where Int(_:) would trap
    /// Int(saturating: -.infinity)   // Int.min
    /// ```
    package init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value <= -0x1p63 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
