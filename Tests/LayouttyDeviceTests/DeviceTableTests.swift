import CollectionLayout
import Foundation
import Testing

@testable import LayouttyDevice

/// The device table is one table: each device is a static member named as the device is
/// (`.iPhone15` is "iPhone 15"), and `all`, which `--device` and help read, lists each once.
@Suite struct DeviceTableTests {
    @Test func eachDeviceIsAMemberNamedAsItIs() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/LayouttyDevice/Screen/Device.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        let member = try NSRegularExpression(pattern: #"public static let (\w+) = (?:phone|pad)\("([^"]+)""#)
        let found = member.matches(in: source, range: NSRange(source.startIndex..., in: source)).map { match in
            (
                String(source[Range(match.range(at: 1), in: source)!]),
                String(source[Range(match.range(at: 2), in: source)!])
            )
        }
        #expect(found.count == Device.all.count && found.count == 11)
        for (swiftName, name) in found {
            #expect(Device.normalized(swiftName) == Device.normalized(name), "\(swiftName) is \(name)")
            #expect(Device.named(swiftName)?.name == name)
        }
        #expect(Set(Device.all.map(\.name)).count == Device.all.count)
        #expect(
            Device.iPhone15.portraitSize == CGSize(width: 393, height: 852)
                && Device.iPhone15.portraitSafeArea.top == 59)
    }

    /// A picture draws the whole screen at the terminal's columns: iPhone 15 across 80 columns
    /// is 393 / 80 = 4.9125 points a column, 9.825 a row, so 852 / 9.825 = 86.7 → 87 rows;
    /// turned, 852 / 80 = 10.65 points a column, 21.3 a row: 393 / 21.3 = 18.5 → 19; fitted or
    /// not, the same.
    @Test func aPictureShowsTheWholeScreen() {
        #expect(DeviceSetting(device: .iPhone15).rowsShowingTheWholeScreen(columns: 80) == 87)
        #expect(DeviceSetting(device: .iPhone15, isLandscape: true).rowsShowingTheWholeScreen(columns: 80) == 19)
        #expect(DeviceSetting(device: .iPhone15, fitsScreen: true).rowsShowingTheWholeScreen(columns: 80) == 87)
    }

    /// A screen's other views follow a turned or other device as autoresizing would (their
    /// constraints are not solved again): laid out on iPhone 15 portrait (393 × 852), a heading
    /// 16 in from both sides (16, 67) 361 × 21 and a button (16, 780) 68 × 30. Turned (852 ×
    /// 393): the heading is near both side edges (16 and 16, under 393 / 3), so it stretches to
    /// 852 − 32 = 820, and keeps its 67 from the top (its middle in the top half); the button
    /// keeps its left 16 and size, and its 42 from the bottom (852 − 810): y 393 − 42 − 30 = 321.
    /// And the list's margins stretch it: 96 from the top, 80 from the bottom, 393 − 176 = 217.
    @Test func screenViewsFollowATurnedDevice() {
        var setting = DeviceSetting(device: .iPhone15)
        setting.screenViews = [
            ScreenView(frame: CGRect(x: 16, y: 67, width: 361, height: 21), kind: .label, text: "Trails"),
            ScreenView(frame: CGRect(x: 16, y: 780, width: 68, height: 30), kind: .button, text: "Add")
        ]
        setting.screenViewsSize = setting.size
        setting.viewMargins = EdgeInsets(top: 96, left: 0, bottom: 80, right: 0)
        #expect(setting.shownScreenViews == setting.screenViews)
        setting.isLandscape = true
        #expect(
            setting.shownScreenViews.map(\.frame) == [
                CGRect(x: 16, y: 67, width: 820, height: 21), CGRect(x: 16, y: 321, width: 68, height: 30)
            ])
        #expect(setting.viewFrame == CGRect(x: 0, y: 96, width: 852, height: 217))
    }
}
