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
}
