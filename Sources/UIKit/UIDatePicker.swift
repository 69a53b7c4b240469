import Foundation

/// A date picker: its date, drawn as the date (or time) it shows, as a compact picker shows it.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable {
        case time, date, dateAndTime, countDownTimer
    }

    public enum Style: Int, Sendable {
        case automatic, wheels, compact, inline
    }

    open var date = Date()
    open var datePickerMode = Mode.dateAndTime
    open var preferredDatePickerStyle = Style.automatic
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var minuteInterval = 1
    open var locale: Locale?
    open var timeZone: TimeZone?
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// ISO dates, so that a screen reads the same on every machine.
    override var shownText: String? {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone ?? TimeZone(identifier: "UTC")
        formatter.formatOptions =
            switch datePickerMode {
            case .date: [.withFullDate]
            case .time, .countDownTimer: [.withTime, .withColonSeparatorInTime]
            case .dateAndTime: [.withFullDate, .withTime, .withColonSeparatorInTime]
            }
        return formatter.string(from: date)
    }
}
