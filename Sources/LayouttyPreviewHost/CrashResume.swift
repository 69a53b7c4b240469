import CSystem
import Foundation
import LayouttySystem

/// An interactive preview outlives a crash of the user's code, as Xcode's canvas does: a trap
/// (`Index out of range`, a force unwrap of nil, `fatalError`) in a layout being scrolled or a
/// screen being made used to end the preview, and with it the session and the editing.
///
/// Once the user's code is shown (`arm`), the terminal guard is ready to run this program
/// again in the crashed one's place (the same pid, so whoever started `layoutty preview` still
/// waits for it): the crash goes on in a copy of the process, where the runtime writes its
/// backtrace; then what the program printed, the backtrace last, is handed on in a file, and
/// the new program shows the crash's lines over an empty screen (`report`) until a save is
/// rebuilt, and prints all of it when the preview ends. A program resumed this way is armed
/// again only once a rebuilt library is shown, so a crash of its own cannot loop.
enum CrashResume {
    /// A crash from here on runs this program again with `request`, handed what was printed.
    static func arm(_ request: PreviewRequest) {
        let output = lt_guard_crash_output()
        guard output >= 0 else { return }
        var resumed = request
        resumed.restore = nil
        resumed.rebuild?.stamps = nil
        resumed.crashOutput = output
        guard let arguments = try? resumed.arguments() else { return }
        // The running program's file, even if a rebuild of Layoutty has replaced it since; its
        // name stays the one it was run by (a rebuild compares that with the host it built).
        let argv = ([CommandLine.arguments[0]] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        let armed = argv.map { UnsafePointer($0) }.withUnsafeBufferPointer {
            lt_guard_resume_after_crash("/proc/self/exe", $0.baseAddress, Int32($0.count), arguments[1])
        }
        if armed == 0 { try? FileManager.default.removeItem(atPath: arguments[1]) }
    }

    /// What the crashed program printed, at `descriptor` (read once, closed).
    static func take(_ descriptor: Int32) -> String {
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        _ = try? handle.seek(toOffset: 0)
        return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
    }
}

extension CrashResume {
    /// The lines that say what crashed, from what its program printed: the runtime's message
    /// (`Fatal error: Index out of range`, `💣 Program crashed: …`) and, from the backtrace, the
    /// frames in `files` (the user's, named as the user named them), the first with the lines
    /// of source the backtrace shows under it. The last lines printed when none of those are
    /// there (a crash without a message, backtraces turned off). Colours are left out.
    static func report(_ printed: String, files: [String]) -> [String] {
        let isMessage = { (line: String) in
            ["Fatal error", "Precondition failed", "Assertion failed", "Program crashed:"].contains {
                line.contains($0)
            }
        }
        // A progress line the backtracer wrote over with a carriage return is what it ended as.
        var lines = printed.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map {
            plain(String($0.split(separator: "\r", omittingEmptySubsequences: false).last ?? ""))
        }
        // The last crash's: a resumed program printed an earlier crash's too.
        if let last = lines.lastIndex(where: isMessage) {
            let first = lines[..<last].lastIndex { !isMessage($0) }.map { $0 + 1 } ?? 0
            lines.removeFirst(first)
        }
        let messages = lines.filter(isMessage)
        var frames: [String] = []
        var excerpt: [String] = []
        var inFirstFrame = false
        for line in lines {
            if let frame = frame(line, in: files) {
                inFirstFrame = frames.isEmpty
                frames.append(frame)
            } else if isFrame(line) {
                inFirstFrame = false
            } else if inFirstFrame && line.contains("│") {
                excerpt.append(line)
            }
        }
        let said = messages.suffix(2) + frames.prefix(1) + excerpt + frames.dropFirst().prefix(4)
        return said.isEmpty ? lines.filter { !$0.isEmpty }.suffix(8) : Array(said)
    }

    /// A backtrace's frame (`  3 Crash.layout(in:) + 479 in lib.so at /dir/Crash.swift:6:57`)
    /// in one of `files`, as `Crash.layout(in:) at Crash.swift:6:57`.
    private static func frame(_ line: String, in files: [String]) -> String? {
        guard isFrame(line), let at = line.range(of: " at ", options: .backwards) else { return nil }
        let place = line[at.upperBound...]
        let path = place.split(separator: ":").first.map(String.init) ?? ""
        guard let file = files.first(where: { absolute($0) == path }) else { return nil }
        let name: Substring = line.drop(while: { $0 == " " }).drop(while: { $0.isNumber }).drop(while: { $0 == " " })
        let symbol = name.range(of: " + ").map { name[..<$0.lowerBound] } ?? name[..<at.lowerBound]
        return "\(symbol) at \(file)\(place.dropFirst(path.count))"
    }

    private static func isFrame(_ line: String) -> Bool {
        let rest: Substring = line.drop(while: { $0 == " " })
        let afterNumber = rest.drop(while: { $0.isNumber })
        return rest.first?.isNumber == true && afterNumber.first == " " && line.contains(" in ")
    }

    private static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// `line` without its terminal escapes (the backtrace's colours).
    private static func plain(_ line: String) -> String {
        var out = ""
        var escape = false
        for scalar in line.unicodeScalars {
            if escape {
                if scalar.properties.isAlphabetic { escape = false }
            } else if scalar == "\u{1B}" {
                escape = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
