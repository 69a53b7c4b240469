import Foundation
import Testing
import UIKit

/// A date said relative to another, as Foundation's `RelativeDateTimeFormatter` says it on iOS
/// (Linux's Foundation has none: a podcast app's utilities package, Habitica's chat cell and
/// Anytype's search did not compile).
@Suite struct RelativeDateTimeFormatterTests {
    private func formatter(
        _ units: RelativeDateTimeFormatter.UnitsStyle = .full,
        _ style: RelativeDateTimeFormatter.DateTimeStyle = .numeric
    ) -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = units
        formatter.dateTimeStyle = style
        return formatter
    }

    /// The largest unit the interval fills once, rounded toward zero: 5400 s = 1.5 h → 1 hour;
    /// 3 × 86400 s → 3 days; 40 days → 1 month (30 days); 800 days → 2 years (365).
    @Test func numericSaysTheLargestUnit() {
        let full = formatter()
        #expect(full.localizedString(fromTimeInterval: -5400) == "1 hour ago")
        #expect(full.localizedString(fromTimeInterval: 3 * 86_400) == "in 3 days")
        #expect(full.localizedString(fromTimeInterval: -40 * 86_400) == "1 month ago")
        #expect(full.localizedString(fromTimeInterval: 800 * 86_400) == "in 2 years")
        #expect(full.localizedString(fromTimeInterval: -5) == "5 seconds ago")
        let reference = Date(timeIntervalSince1970: 1_000_000)
        #expect(full.localizedString(for: reference.addingTimeInterval(-120), relativeTo: reference) == "2 minutes ago")
        #expect(full.localizedString(from: DateComponents(day: -1, hour: -2)) == "1 day ago")
    }

    /// Each units style, and the named style's words for one of a unit and for now.
    @Test func stylesAndNames() {
        #expect(formatter(.short).localizedString(fromTimeInterval: -7200) == "2 hr. ago")
        #expect(formatter(.short).localizedString(fromTimeInterval: -172_800) == "2 days ago")
        #expect(formatter(.abbreviated).localizedString(fromTimeInterval: 180) == "in 3m")
        #expect(formatter(.spellOut).localizedString(fromTimeInterval: -7200) == "two hours ago")
        let named = formatter(.full, .named)
        #expect(named.localizedString(fromTimeInterval: -86_400) == "yesterday")
        #expect(named.localizedString(fromTimeInterval: 7 * 86_400) == "next week")
        #expect(named.localizedString(fromTimeInterval: 0.4) == "now")
        #expect(named.localizedString(fromTimeInterval: -7200) == "2 hours ago")
        // Nothing finite traps; what is not a date is nil.
        #expect(named.localizedString(fromTimeInterval: 1e300).hasPrefix("in "))
        #expect(named.string(for: "yesterday") == nil)
    }
}
