import Foundation
import Testing
import _LayouttyPortRuntime

/// C's integer arithmetic where C leaves it undefined, as the translation of an Objective-C
/// layout computes it: as an iPhone's ARM processor does, never a trap (a layout dividing by a
/// count that is zero on the preview's first pass drew on the device and trapped here).
@Suite struct ObjCArithmeticTests {
    /// ARM's `sdiv` answers 0 for a zero divisor and wraps `Int.min / −1`; the remainder is
    /// `a − (a / b) · b`: 7 by 0 is 7, `Int.min` by −1 is 0. Defined cases are C's: −7 / 2 = −3
    /// (toward zero), −7 % 2 = −1.
    @Test func divisionByZeroAnswersAsAnIPhoneDoes() {
        #expect(_layouttyObjCQuotient(7, 0) == 0 && _layouttyObjCRemainder(7, 0) == 7)
        #expect(_layouttyObjCQuotient(Int.min, -1) == Int.min && _layouttyObjCRemainder(Int.min, -1) == 0)
        #expect(_layouttyObjCQuotient(-7, 2) == -3 && _layouttyObjCRemainder(-7, 2) == -1)
        #expect(_layouttyObjCQuotient(UInt(9), 0) == 0 && _layouttyObjCQuotient(Int32(9), 4) == 2)
    }

    /// `arc4random_uniform(n)` stays below `n`, and answers 0 for 0 as the C function does.
    @Test func randomNumbersStayBelowTheirBound() {
        #expect(_layouttyObjCRandom(below: 0) == 0 && _layouttyObjCRandom(below: 1) == 0)
        #expect((0..<100).allSatisfy { _ in _layouttyObjCRandom(below: 3) < 3 })
    }
}
