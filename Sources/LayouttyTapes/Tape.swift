import Foundation
import LayouttyDevice
import LayouttySpec
import PseudoTerminalSupport
import TerminalCollectionView

/// A demo session script in a subset of VHS's tape language, plus `Resize`, `Open`, `Edit` and
/// `Wait Reload` of our own.
///
/// ```
/// # tour.tape
/// Set Width 80
/// Set Height 24
/// Open --demo grid
/// Down@100ms 3
/// Type "+"
/// Sleep 500ms
/// Screenshot grid-more-columns.txt
/// Edit my.json "\"columns\": 3" "\"columns\": 4"
/// Wait Reload
/// ```
package struct Tape: Sendable {
    package enum Source: Equatable, Sendable {
        case demo(String)
        case spec(String)
    }

    package enum Command: Equatable, Sendable {
        /// Characters typed one by one, `delay` apart (the tape's typing speed when nil).
        case type(String, delay: Duration?)
        case key(Key, count: Int, delay: Duration?)
        case sleep(Duration)
        case hide
        case show
        case screenshot(String)
        case setWidth(Int)
        case setHeight(Int)
        case setTypingSpeed(Duration)
        /// The device the next `Open` shows (nil: none, a point per cell; a spec's own `"device"`
        /// then applies).
        case setDevice(DeviceSetting?)
        case resize(columns: Int, rows: Int)
        case open(Source)
        /// The file saved by an editor with the first `old` replaced by `new` (temp + rename).
        case edit(file: String, old: String, new: String)
        /// Until the previewer has shown the open spec's last save (the program on the terminal
        /// has redrawn and settled), at most `timeout`.
        case waitForReload(timeout: Duration)
    }

    package struct Line: Equatable, Sendable {
        package var number: Int
        package var command: Command
    }

    package var file: String
    package var lines: [Line]

    package var commands: [Command] { lines.map(\.command) }
}

/// A bad tape: file, line, what is wrong. Reported before anything is drawn.
package struct TapeError: Error, Equatable, CustomStringConvertible {
    package var file: String
    package var line: Int?
    package var message: String

    package var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
}

extension Tape {
    package static func load(file: String) throws(TapeError) -> Tape {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw TapeError(
                file: file, line: nil,
                message: FileManager.default.fileExists(atPath: file) ? "cannot be read" : "no such file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TapeError(file: file, line: nil, message: "is not UTF-8 text")
        }
        return try parse(text, file: file)
    }

    /// Key names and the keys they send.
    package static let keyNames: [String: Key] = [
        "Enter": .enter, "Space": .character(" "), "Tab": .tab, "Escape": .escape,
        "Up": .up, "Down": .down, "Left": .left, "Right": .right,
        "PageUp": .pageUp, "PageDown": .pageDown, "Home": .home, "End": .end
    ]

    package static func parse(_ text: String, file: String) throws(TapeError) -> Tape {
        var lines: [Line] = []
        // Like VHS: a UTF-8 byte order mark and CRLF line ends (a tape saved on Windows) are fine.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = index + 1
            let line = raw.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r")))
            if line.isEmpty || line.hasPrefix("#") { continue }
            func fail(_ message: String) -> TapeError { TapeError(file: file, line: number, message: message) }
            let (word, rest) = split(line)
            // `Name@speed`: a per-command delay (typing speed or key repeat interval).
            let parts = word.split(separator: "@", maxSplits: 1).map(String.init)
            let name = parts[0]
            var delay: Duration?
            if parts.count == 2 {
                guard let d = duration(parts[1]) else {
                    throw fail("\(name): expected a duration after @ such as 100ms, got \"\(parts[1])\"")
                }
                delay = d
            }
            let command: Command
            switch name {
            case "Type":
                guard let string = quoted(rest) else {
                    throw fail("Type: expected a quoted string, such as Type \"+\"")
                }
                command = .type(string, delay: delay)
            case "Sleep":
                guard let d = duration(rest) else {
                    throw fail("Sleep: expected a duration such as 500ms or 2s, got \"\(rest)\"")
                }
                command = .sleep(d)
            case "Hide", "Show":
                guard rest.isEmpty else { throw fail("\(name) takes no argument") }
                command = name == "Hide" ? .hide : .show
            case "Screenshot":
                guard rest.hasSuffix(".txt"), !rest.contains(" "), rest.count > 4 else {
                    throw fail("Screenshot: expected a file name ending in .txt, got \"\(rest)\"")
                }
                command = .screenshot(rest)
            case "Set":
                let (setting, value) = split(rest)
                switch setting {
                case "Width", "Height":
                    guard let n = Int(value), (1...1000).contains(n) else {
                        throw fail(
                            "Set \(setting): expected a number of \(setting == "Width" ? "columns" : "rows") from 1 to 1000, got \"\(value)\""
                        )
                    }
                    command = setting == "Width" ? .setWidth(n) : .setHeight(n)
                case "TypingSpeed":
                    guard let d = duration(value) else {
                        throw fail("Set TypingSpeed: expected a duration such as 50ms, got \"\(value)\"")
                    }
                    command = .setTypingSpeed(d)
                case "Device":
                    command = .setDevice(try device(value, fail: fail))
                default:
                    throw fail("Set: unknown setting \"\(setting)\" (expected Width, Height, TypingSpeed or Device)")
                }
            case "Resize":
                let size = rest.lowercased().split(separator: "x").compactMap { Int($0) }
                guard size.count == 2, (1...1000).contains(size[0]), (1...1000).contains(size[1]) else {
                    throw fail("Resize: expected COLSxROWS such as 100x30, got \"\(rest)\"")
                }
                command = .resize(columns: size[0], rows: size[1])
            case "Open":
                let (option, value) = split(rest)
                switch option {
                case "--demo":
                    guard BuiltInDemo.named(value) != nil else {
                        throw fail(
                            "Open: unknown demo \"\(value)\" (expected one of \(BuiltInDemo.all.map(\.name).joined(separator: ", ")))"
                        )
                    }
                    command = .open(.demo(value))
                case "--spec":
                    guard !value.isEmpty else { throw fail("Open --spec: expected a file") }
                    command = .open(.spec(value))
                default:
                    throw fail("Open: expected --demo NAME or --spec FILE, got \"\(rest)\"")
                }
            case "Edit":
                let (file, texts) = split(rest)
                guard !file.isEmpty, let (old, tail) = leadingQuoted(texts), let new = quoted(tail), !old.isEmpty else {
                    throw fail("Edit: expected FILE \"old text\" \"new text\", such as Edit grid.json \"3\" \"4\"")
                }
                command = .edit(file: file, old: old, new: new)
            case "Wait":
                let (what, value) = split(rest)
                guard what == "Reload" else {
                    throw fail("Wait: expected Reload (Wait Reload [timeout]), got \"\(rest)\"")
                }
                guard let timeout = value.isEmpty ? .seconds(30) : duration(value) else {
                    throw fail("Wait Reload: expected a timeout such as 10s, got \"\(value)\"")
                }
                command = .waitForReload(timeout: timeout)
            default:
                if name.hasPrefix("Ctrl+") {
                    let key = name.dropFirst("Ctrl+".count)
                    guard key.count == 1, let c = key.lowercased().first, c.isLetter, c.isASCII else {
                        throw fail("\(name): expected Ctrl+ and one letter, such as Ctrl+L")
                    }
                    guard rest.isEmpty else { throw fail("\(name) takes no argument") }
                    command = .key(.control(c), count: 1, delay: delay)
                } else if let key = keyNames[name] {
                    var count = 1
                    if !rest.isEmpty {
                        guard let n = Int(rest), (1...10_000).contains(n) else {
                            throw fail("\(name): expected a repeat count, got \"\(rest)\"")
                        }
                        count = n
                    }
                    command = .key(key, count: count, delay: delay)
                } else {
                    throw fail("unknown command \"\(name)\"")
                }
            }
            lines.append(Line(number: number, command: command))
        }
        return Tape(file: file, lines: lines)
    }

    static func split(_ s: String) -> (String, String) {
        guard let space = s.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (s, "") }
        return (String(s[..<space]), s[space...].trimmingCharacters(in: .whitespaces))
    }

    /// `"…"` or `'…'` or `` `…` `` with `\"` and `\\` escapes inside double quotes.
    static func quoted(_ s: String) -> String? {
        guard let open = s.first, ["\"", "'", "`"].contains(open), s.count >= 2, s.last == open else { return nil }
        var result = ""
        var escaped = false
        for c in s.dropFirst().dropLast() {
            if escaped {
                result.append(c)
                escaped = false
            } else if c == "\\" && open == "\"" {
                escaped = true
            } else {
                result.append(c)
            }
        }
        return escaped ? nil : result
    }

    /// A quoted string at the start of `s` (as `quoted` reads one) and what follows it, trimmed.
    static func leadingQuoted(_ s: String) -> (String, String)? {
        guard let open = s.first, ["\"", "'", "`"].contains(open) else { return nil }
        var escaped = false
        for index in s.indices.dropFirst() {
            let c = s[index]
            if escaped {
                escaped = false
            } else if c == "\\" && open == "\"" {
                escaped = true
            } else if c == open {
                let end = s.index(after: index)
                guard let text = quoted(String(s[..<end])) else { return nil }
                return (text, s[end...].trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }

    /// `500ms`, `2s`, `1.5s` or a bare number of seconds.
    static func duration(_ s: String) -> Duration? {
        let (number, scale): (Substring, Double) =
            s.hasSuffix("ms") ? (s.dropLast(2), 1e-3) : s.hasSuffix("s") ? (s.dropLast(), 1) : (Substring(s), 1)
        guard let value = Double(number), value.isFinite, value >= 0, value <= 3600 else { return nil }
        return .milliseconds(Int(saturating: (value * scale * 1000).rounded()))
    }
}

extension Tape {
    /// `Set Device`'s value: a device's name (as `--device` takes it) or `WxH` points, then
    /// `landscape` if turned; `none` for a point per cell.
    static func device(_ text: String, fail: (String) -> TapeError) throws(TapeError) -> DeviceSetting? {
        var words = text.split(separator: " ").map(String.init)
        guard words != ["none"] else { return nil }
        let landscape = words.last?.lowercased() == "landscape"
        if landscape { words.removeLast() }
        let name = words.joined(separator: " ")
        guard let device = Device.named(name) ?? Device.custom(points: name) else {
            throw fail(
                "Set Device: expected a device (\(Device.all.map(\.name).joined(separator: ", "))), WxH points or none, "
                    + "then landscape if turned; got \"\(text)\"")
        }
        return DeviceSetting(device: device, isLandscape: landscape)
    }
}
