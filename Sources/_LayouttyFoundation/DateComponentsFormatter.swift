import CoreGraphics
import Foundation

/// Foundation's duration formatter (NSDateComponentsFormatter.h), which swift-corelibs-foundation
/// declares unavailable: this one, which `import UIKit` brings (the preview's copy names it
/// `_LayouttyFoundation.DateComponentsFormatter`, as two modules' declarations of one name are
/// ambiguous), as
/// apps format a track's or a video's length with it. English only, in the Gregorian units a
/// duration has: days, hours, minutes and seconds (a week is 7 days; months and years, whose
/// length depends on the date, are not counted from a bare interval).
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable {
        case positional = 0
        case abbreviated, short, full, spellOut, brief
    }

    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// The units shown; empty: all a duration has.
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units, the largest first; 0: no limit.
    open var maximumUnitCount = 0
    // Kept as set and not read: the text is always whole units, largest first, in English.
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var allowsFractionalUnits = false
    open var calendar: Calendar? = .current

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The units of a duration, largest first, with their seconds and names (abbreviated,
    /// brief, short, full singular).
    private static let units: [(unit: NSCalendar.Unit, seconds: Int, names: [String])] = [
        (.weekOfMonth, 604_800, ["w", "wk", "wk", "week"]), (.day, 86_400, ["d", "d", "day", "day"]),
        (.hour, 3_600, ["h", "hr", "hr", "hour"]), (.minute, 60, ["m", "min", "min", "minute"]),
        (.second, 1, ["s", "sec", "sec", "second"])
    ]

    /// `ti` written in the allowed units (`65` → `"1:05"` positional, `"1m 5s"` abbreviated);
    /// nil for a value that is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let units = Self.units.filter {
            allowedUnits.isEmpty ? $0.unit != .weekOfMonth : allowedUnits.contains($0.unit)
        }
        guard !units.isEmpty else { return nil }
        var left = Int(saturating: abs(ti).rounded(.towardZero))
        let values = units.map { unit -> (unit: NSCalendar.Unit, value: Int, names: [String]) in
            defer { left %= unit.seconds }
            return (unit.unit, left / unit.seconds, unit.names)
        }
        let sign = ti <= -1 ? "-" : ""
        return sign + (unitsStyle == .positional ? positional(values) : named(values))
    }

    /// `components` in the allowed units, as the duration they add up to.
    open func string(from components: DateComponents) -> String? {
        let parts = [
            (components.weekOfMonth, 604_800), (components.day, 86_400), (components.hour, 3_600),
            (components.minute, 60), (components.second, 1)
        ]
        // In seconds as a double: a count of weeks near `Int.max` is a long duration, not a trap.
        return string(from: parts.reduce(0) { $0 + Double($1.0 ?? 0) * Double($1.1) })
    }

    /// `components` in `unitsStyle`, every unit allowed: Foundation's one-off form.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    /// The duration from `startDate` to `endDate`.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: string(from: interval)
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    /// `1:02:03`: the largest unit unpadded (unless `.pad`), the rest two digits; leading
    /// zero units dropped down to the last two, as Foundation writes `0:05`.
    private func positional(_ values: [(unit: NSCalendar.Unit, value: Int, names: [String])]) -> String {
        var shown = values[...]
        if !zeroFormattingBehavior.contains(.pad) {
            while shown.count > 2, shown.first?.value == 0 { shown.removeFirst() }
        }
        if maximumUnitCount > 0 { shown = shown.prefix(maximumUnitCount) }
        return shown.enumerated().map { index, part in
            let digits = String(part.value)
            let padded = index > 0 || zeroFormattingBehavior.contains(.pad)
            return padded && digits.count < 2 ? "0" + digits : digits
        }.joined(separator: ":")
    }

    /// `1h 2m 3s`, `1 hr, 2 min, 3 sec`, `1 hour, 2 minutes, 3 seconds`: zero units dropped
    /// (all of them but the smallest when every one is zero) unless `.pad`.
    private func named(_ values: [(unit: NSCalendar.Unit, value: Int, names: [String])]) -> String {
        var shown = zeroFormattingBehavior.contains(.pad) ? values : values.filter { $0.value != 0 }
        if shown.isEmpty, let smallest = values.last { shown = [smallest] }
        if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
        let words = shown.map { part -> String in
            switch unitsStyle {
            case .abbreviated: return "\(part.value)\(part.names[0])"
            case .brief: return "\(part.value)\(part.names[1])"
            case .short: return "\(part.value) \(part.names[2])"
            case .full, .spellOut, .positional:
                let number = unitsStyle == .spellOut ? Self.spelledOut(part.value) : String(part.value)
                return "\(number) \(part.names[3])\(part.value == 1 ? "" : "s")"
            }
        }
        return words.joined(separator: [.abbreviated, .brief].contains(unitsStyle) ? " " : ", ")
    }

    /// `42` → `"forty-two"`, as Foundation's spelled-out styles write a unit's count (here and
    /// in `RelativeDateTimeFormatter`).
    static func spelledOut(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
