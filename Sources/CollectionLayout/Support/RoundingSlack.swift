import Foundation

/// How far a search through positions must look past a rect's edges so that no element is
/// missed through rounding: moving a value between section-relative and content coordinates
/// rounds by at most an ulp of the largest magnitude involved. The searches only widen the
/// candidates; whether an element is answered is decided on its exact frame.
///
/// It scales with the numbers (not a fixed 1e-9): with lines 5e-324 apart, a fixed sliver
/// would make a query visit hundreds of millions of lines to answer a handful.
///
/// - Complexity: O(1).
func roundingSlack(_ magnitudes: CGFloat...) -> CGFloat {
    let largest = magnitudes.reduce(0) { max($0, abs($1)) }
    let slack = 8 * largest.ulp
    return slack.isFinite ? slack : 0
}
