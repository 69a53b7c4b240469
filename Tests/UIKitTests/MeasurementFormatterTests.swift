import Foundation
import Testing
import UIKit

/// A measurement written as Foundation's `MeasurementFormatter` writes it on iOS, in the unit
/// given (Linux's Foundation has it unavailable, and a transit app's core framework did not
/// compile).
@Suite struct MeasurementFormatterTests {
    /// 1.5 km in each style: `.medium` (the default) with a space, `.short` without, `.long`
    /// by name, singular for exactly 1; at most 3 fraction digits (1234.5678 m → 1,234.568 m);
    /// a temperature's degree sign touches its number, or stands alone without the unit.
    @Test func eachStyleWritesTheUnitAsIOSDoes() {
        let formatter = UIKit.MeasurementFormatter()
        formatter.unitOptions = .providedUnit
        let distance = Measurement(value: 1.5, unit: UnitLength.kilometers)
        #expect(formatter.string(from: distance) == "1.5 km")
        #expect(formatter.string(from: Measurement(value: 1234.5678, unit: UnitLength.meters)) == "1,234.568 m")
        formatter.unitStyle = .short
        #expect(formatter.string(from: distance) == "1.5km")
        formatter.unitStyle = .long
        #expect(formatter.string(from: distance) == "1.5 kilometers")
        #expect(formatter.string(from: Measurement(value: 1, unit: UnitLength.miles)) == "1 mile")
        #expect(formatter.string(from: UnitMass.kilograms) == "kilograms")
        formatter.unitStyle = .medium
        let warm = Measurement(value: 21, unit: UnitTemperature.celsius)
        #expect(formatter.string(from: warm) == "21°C")
        formatter.unitOptions = [.providedUnit, .temperatureWithoutUnit]
        #expect(formatter.string(from: warm) == "21°")
    }
}
