import Foundation
import LayouttySpec
import PseudoTerminalSupport
import TerminalCollectionView

/// Writes asciicast v2 as it goes: a header line, then one JSON array per event, each written
/// whole and flushed, so the file stays valid when a session is interrupted.
///
/// ```swift
/// let cast = try AsciicastWriter(path: "tour.cast", columns: 80, rows: 24, title: "tour")
/// cast.output(bytes)          // [t, "o", "…"]
/// ```
package final class AsciicastWriter {
    /// Why the cast could not be opened (the system's reason).
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    private let handle: FileHandle
    private let start = ContinuousClock.now
    /// Bytes of an unfinished UTF-8 sequence, held back for the next "o" event.
    private var pending: [UInt8] = []

    package init(path: String, columns: Int, rows: Int, title: String, term: String = "xterm-256color") throws {
        // Opened in place (not FileManager.createFile, which renames a new file over the path
        // and would replace a symlink or a device such as /dev/stdout).
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        let header =
            "{\"version\": 2, \"width\": \(columns), \"height\": \(rows), \"timestamp\": \(Int(Date().timeIntervalSince1970)), "
            + "\"title\": \(AttributesJSON.string(title)), \"env\": {\"TERM\": \(AttributesJSON.string(term)), \"SHELL\": \"/bin/sh\"}}"
        write(header)
    }

    deinit { try? handle.close() }

    private var time: String {
        let d = ContinuousClock.now - start
        return String(format: "%.6f", d.inSeconds)
    }

    /// Whether a write failed (a full disk): the recording is incomplete and `play` says so.
    package private(set) var failed = false

    private func write(_ line: String) {
        do { try handle.write(contentsOf: Data((line + "\n").utf8)) } catch { failed = true }
    }

    private func event(_ code: String, _ data: String) {
        write("[\(time), \"\(code)\", \(AttributesJSON.string(data))]")
    }

    /// Terminal output; a multibyte character split across reads waits for its other bytes.
    package func output(_ bytes: [UInt8]) {
        let all = pending + bytes
        let cut = Self.completeUTF8Prefix(all)
        pending = Array(all[cut...])
        if cut > 0 { event("o", String(decoding: all[..<cut], as: UTF8.self)) }
    }

    package func input(_ text: String) { event("i", text) }

    package func resize(columns: Int, rows: Int) { event("r", "\(columns)x\(rows)") }

    /// The length of the longest prefix that ends on a UTF-8 character boundary.
    static func completeUTF8Prefix(_ bytes: [UInt8]) -> Int {
        var i = bytes.count
        // Step back over at most three continuation bytes to the start of the last character.
        var back = 0
        while i > 0, back < 4, bytes[i - 1] & 0xC0 == 0x80 {
            i -= 1
            back += 1
        }
        guard i > 0 else { return bytes.count }
        let lead = bytes[i - 1]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return back + 1 >= length ? bytes.count : i - 1
    }
}
