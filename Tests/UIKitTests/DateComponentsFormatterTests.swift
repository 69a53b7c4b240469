import Foundation
import Testing
import UIKit

/// A duration written as Foundation's `DateComponentsFormatter` writes it on iOS (Linux's
/// Foundation has it unavailable, and a podcast app's utilities package failed to build).
@Suite struct DateComponentsFormatterTests {
    private func formatter(
        _ style: UIKit.DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = [.hour, .minute, .second],
        zeros: UIKit.DateComponentsFormatter.ZeroFormattingBehavior = .default
    ) -> UIKit.DateComponentsFormatter {
        let formatter = UIKit.DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        formatter.zeroFormattingBehavior = zeros
        return formatter
    }

    /// 3723 s = 1 h (3600) + 2 min (120) + 3 s; a player's clock drops a zero hour down to
    /// minutes and seconds (`0:05`), and `.pad` keeps every unit two digits wide.
    @Test func positionalIsAClock() {
        let clock = formatter(.positional)
        #expect(clock.string(from: 3723) == "1:02:03")
        #expect(clock.string(from: 65) == "1:05")
        #expect(clock.string(from: 5) == "0:05")
        #expect(clock.string(from: -65) == "-1:05")
        #expect(formatter(.positional, zeros: .pad).string(from: 65) == "00:01:05")
        // 90061 s = 1 d (86400) + 1 h (3600) + 1 min (60) + 1 s, hours carrying the day when
        // days are not allowed: 25:01:01.
        #expect(clock.string(from: 90_061) == "25:01:01")
    }

    /// Named units, zero ones dropped: 3603 s is 1 h and 3 s.
    @Test func namedStylesDropZeroUnits() {
        #expect(formatter(.abbreviated).string(from: 3603) == "1h 3s")
        #expect(formatter(.brief).string(from: 3723) == "1hr 2min 3sec")
        #expect(formatter(.short).string(from: 3723) == "1 hr, 2 min, 3 sec")
        #expect(formatter(.full).string(from: 3660) == "1 hour, 1 minute")
        #expect(formatter(.spellOut).string(from: 42) == "forty-two seconds")
        #expect(formatter(.abbreviated).string(from: 0) == "0s")
        let two = formatter(.full)
        two.maximumUnitCount = 1
        #expect(two.string(from: 3723) == "1 hour")
    }

    /// Components, dates and `string(for:)` agree with the interval; nothing finite traps, and
    /// what is not a duration is nil.
    @Test func everyWayInSaysTheSame() {
        let short = formatter(.abbreviated, [.day, .hour, .minute])
        #expect(short.string(from: DateComponents(day: 1, hour: 2, minute: 30)) == "1d 2h 30m")
        #expect(short.string(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 5400)) == "1h 30m")
        #expect(short.string(for: 5400.0) == "1h 30m" && short.string(for: "5400") == nil)
        // The class's one-off form (Pocket Casts' utilities): every unit, zero ones dropped.
        #expect(
            UIKit.DateComponentsFormatter.localizedString(from: DateComponents(hour: 26), unitsStyle: .abbreviated)
                == "1d 2h")
        #expect(short.string(from: .nan) == nil && short.string(from: 1e300) != nil)
        #expect(short.string(from: DateComponents(weekOfMonth: .max)) != nil)
    }
}
