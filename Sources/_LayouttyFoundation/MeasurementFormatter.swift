import Foundation

/// Foundation's measurement formatter (NSMeasurementFormatter.h), which swift-corelibs-foundation
/// declares unavailable: this one, which `import UIKit` brings (the preview's copy names it
/// `UIKit.MeasurementFormatter`, as for `DateComponentsFormatter`), as transit and
/// fitness apps write a distance or a weight with it (OneBusAway's core framework did not
/// compile without it). English, in the unit given — as `.providedUnit` asks on iOS: a
/// measurement is not converted to the locale's preferred unit here.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    open var unitOptions: UnitOptions = []
    open var unitStyle: Formatter.UnitStyle = .medium
    open var locale: Locale! = .current
    /// Writes the value: a decimal number of at most 3 fraction digits, as iOS's default does.
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        return formatter
    }()

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `1.5 km` (`.medium`), `1.5km` (`.short`), `1.5 kilometers` (`.long`).
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        let number = numberFormatter.string(from: NSNumber(value: measurement.value)) ?? "\(measurement.value)"
        if unitOptions.contains(.temperatureWithoutUnit), measurement.unit is UnitTemperature { return number + "°" }
        guard unitStyle == .long else {
            let symbol = measurement.unit.symbol
            return unitStyle == .short || symbol.hasPrefix("°") ? number + symbol : number + " " + symbol
        }
        let names = Self.names[measurement.unit.symbol]
        let name = (measurement.value == 1 ? names?.one : names?.other) ?? measurement.unit.symbol
        return number + " " + name
    }

    /// The unit's symbol, or its name in the plural for `.long` (`kilometers`).
    open func string(from unit: Unit) -> String {
        unitStyle == .long ? Self.names[unit.symbol]?.other ?? unit.symbol : unit.symbol
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Measurement<Unit>).map { string(from: $0) }
    }

    /// The English names of the units apps write, by symbol.
    private static let names: [String: (one: String, other: String)] = [
        "km": ("kilometer", "kilometers"), "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"),
        "mm": ("millimeter", "millimeters"), "mi": ("mile", "miles"), "ft": ("foot", "feet"),
        "yd": ("yard", "yards"), "in": ("inch", "inches"), "kg": ("kilogram", "kilograms"),
        "g": ("gram", "grams"), "lb": ("pound", "pounds"), "oz": ("ounce", "ounces"),
        "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
        "s": ("second", "seconds"), "min": ("minute", "minutes"), "hr": ("hour", "hours"),
        "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"),
        "km/h": ("kilometer per hour", "kilometers per hour"),
        "mph": ("mile per hour", "miles per hour"), "m/s": ("meter per second", "meters per second"),
        "kcal": ("kilocalorie", "kilocalories"), "kWh": ("kilowatt-hour", "kilowatt-hours")
    ]
}
