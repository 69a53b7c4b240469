import Foundation
import LayouttySpec
import LayouttyTapes
import Testing

@Suite struct AsciicastWriterTests {
    /// Output arriving mid-character is held back, so no "o" event holds half a character.
    @Test func multibyteCharactersAreNeverSplitAcrossEvents() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("split-\(UUID()).cast").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try AsciicastWriter(path: path, columns: 80, rows: 24, title: "t")
        // "a布" is 61 E5 B8 83 and "😀" is F0 9F 98 80: cut inside each.
        writer.output([0x61, 0xE5, 0xB8])
        writer.output([0x83, 0xF0, 0x9F])
        writer.output([0x98])
        writer.output([0x80, 0x62])
        writer.input("q")
        writer.resize(columns: 100, rows: 30)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2 && header["width"] as? Int == 80 && header["height"] as? Int == 24)
        let events = try lines.dropFirst().map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any])
        }
        // The third write completes nothing, so it makes no event.
        #expect(events.map { "\($0[1])|\($0[2])" } == ["o|a", "o|布", "o|😀b", "i|q", "r|100x30"])
        let times = events.map { $0[0] as! Double }
        #expect(times == times.sorted())
    }
}
