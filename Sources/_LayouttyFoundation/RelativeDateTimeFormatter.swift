import CoreGraphics
import Foundation

/// Foundation's relative date formatter (NSRelativeDateTimeFormatter.h), which
/// swift-corelibs-foundation does not have: this one, which `import UIKit` brings, as apps say
/// when a message was sent or an episode came out (`"2 hours ago"`, `"in 3 days"`,
/// `"yesterday"`). English only. The unit is the largest the interval fills once, the count
/// rounded toward zero, as Foundation writes it; a month is 30 days, a year 365.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum DateTimeStyle: Int, Sendable {
        case numeric = 0
        case named
    }

    public enum UnitsStyle: Int, Sendable {
        case full = 0
        case spellOut, short, abbreviated
    }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    // Kept as set and not read: the text is English, its units of fixed length.
    open var formattingContext: Formatter.Context = .unknown
    open var calendar: Calendar! = .current
    open var locale: Locale! = .current

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The units, largest first, with their seconds, their names (full, short, abbreviated)
    /// and what the named style calls one of them before and after now.
    private static let units: [(seconds: Double, names: [String], named: (last: String, next: String)?)] = [
        (31_536_000, ["year", "yr.", "y"], ("last year", "next year")),
        (2_592_000, ["month", "mo.", "mo"], ("last month", "next month")),
        (604_800, ["week", "wk.", "w"], ("last week", "next week")),
        (86_400, ["day", "day", "d"], ("yesterday", "tomorrow")),
        (3_600, ["hour", "hr.", "h"], nil), (60, ["minute", "min.", "m"], nil), (1, ["second", "sec.", "s"], nil)
    ]

    /// `date` as seen from `referenceDate`: `"2 hours ago"`, `"in 3 days"`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    /// An interval from now: negative in the past.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        guard timeInterval.isFinite else { return "" }
        let length = abs(timeInterval)
        let unit = Self.units.first { length >= $0.seconds } ?? Self.units[Self.units.count - 1]
        let count = Int(saturating: (length / unit.seconds).rounded(.towardZero))
        let past = timeInterval < 0
        if dateTimeStyle == .named {
            if count == 0 { return "now" }
            if count == 1, let named = unit.named { return past ? named.last : named.next }
        }
        let said = phrase(count, unit.names)
        return past ? said + " ago" : "in " + said
    }

    /// The components' duration from now (a month of 30 days, a year of 365).
    open func localizedString(from dateComponents: DateComponents) -> String {
        let parts: [(Int?, Double)] = [
            (dateComponents.year, 31_536_000), (dateComponents.month, 2_592_000),
            (dateComponents.weekOfMonth, 604_800), (dateComponents.day, 86_400), (dateComponents.hour, 3_600),
            (dateComponents.minute, 60), (dateComponents.second, 1)
        ]
        return localizedString(fromTimeInterval: parts.reduce(0) { $0 + Double($1.0 ?? 0) * $1.1 })
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }

    /// `2 hours`, `two hours`, `2 hr.`, `2h`.
    private func phrase(_ count: Int, _ names: [String]) -> String {
        switch unitsStyle {
        case .full: "\(count) \(names[0])\(count == 1 ? "" : "s")"
        case .spellOut: "\(DateComponentsFormatter.spelledOut(count)) \(names[0])\(count == 1 ? "" : "s")"
        case .short: "\(count) \(names[1] == "day" && count != 1 ? "days" : names[1])"
        case .abbreviated: "\(count)\(names[2])"
        }
    }
}
