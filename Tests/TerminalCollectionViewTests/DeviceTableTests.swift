import CollectionLayout
import Foundation
import Testing

@testable import TerminalCollectionView

/// The device table is one table: each device is a static member named as the device is
/// (`.iPhone15` is "iPhone 15"), and `all`, which `--device` and help read, lists each once.
@Suite struct DeviceTableTests {
    @Test func eachDeviceIsAMemberNamedAsItIs() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TerminalCollectionView/View/Device.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        let member = try NSRegularExpression(pattern: #"public static let (\w+) = (?:phone|pad)\("([^"]+)""#)
        let found = member.matches(in: source, range: NSRange(source.startIndex..., in: source)).map { match in
            (String(source[Range(match.range(at: 1), in: source)!]), String(source[Range(match.range(at: 2), in: source)!]))
        }
        #expect(found.count == Device.all.count && found.count == 11)
        for (swiftName, name) in found {
            #expect(Device.normalized(swiftName) == Device.normalized(name), "\(swiftName) is \(name)")
            #expect(Device.named(swiftName)?.name == name)
        }
        #expect(Set(Device.all.map(\.name)).count == Device.all.count)
        #expect(Device.iPhone15.portraitSize == CGSize(width: 393, height: 852) && Device.iPhone15.portraitSafeArea.top == 59)
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
}
