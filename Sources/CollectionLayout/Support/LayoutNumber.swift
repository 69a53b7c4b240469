import Foundation

/// Numbers as Layoutty's messages write them: whole numbers as integers, others to two
/// decimals, magnitudes a fixed-point form would spell with hundreds of digits (1e300, 1e-300)
/// in exponent form.
///
/// ```swift
/// LayoutNumber.format(2.666)  // "2.67"
/// LayoutNumber.format(41)     // "41"
/// ```
package enum LayoutNumber {
    package static func format(_ v: CGFloat) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
        if v.isFinite && v != 0 && (abs(v) >= 1e15 || abs(v) < 0.01) { return String(format: "%.3g", Double(v)) }
        return String(format: "%.2f", Double(v))
    }

    /// Exact, as JSON says numbers: whole numbers without a fraction, others as Swift's shortest
    /// text that reads back the same.
    package static func exact(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }
}
