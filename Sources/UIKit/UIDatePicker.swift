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
    /// The countdown's length in seconds (`.countDownTimer`).
    open var countDownDuration: TimeInterval = 0
    open var locale: Locale?
    open var timeZone: TimeZone?
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The date and time as a compact picker on an English iPhone shows them, each in its
    /// bubble: "Dec 4, 2026", "4:15 AM"; a countdown as its wheels read it, "1 hour 5 min".
    /// In UTC unless `timeZone` says otherwise, so a screen reads the same on every machine.
    override var shownText: String? {
        if datePickerMode == .countDownTimer {
            let minutes = Int(saturating: countDownDuration / 60)
            return "\(minutes / 60) \(minutes / 60 == 1 ? "hour" : "hours") \(minutes % 60) min"
        }
        let formatter = DateFormatter()
        formatter.locale = locale ?? Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone ?? TimeZone(identifier: "UTC")
        let formats = [(datePickerMode != .time, "MMM d, yyyy"), (datePickerMode != .date, "h:mm a")]
        return formats.filter(\.0).map { shown, format in
            formatter.dateFormat = format
            return formatter.string(from: date)
        }.joined(separator: "  ")
    }
}
