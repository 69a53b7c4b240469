import Foundation
import TerminalCollectionView

/// Turns the bytes a terminal sends into keys: UTF-8 text decoded leniently (an invalid byte is
/// skipped, never wedges what follows), whole escape sequences parsed (CSI, SS3, OSC, DCS) and
/// the unknown ones ignored rather than taken for Esc, bracketed pastes swallowed, xterm mouse
/// wheel reports (SGR and X10) decoded. A lone Esc is only known once no byte follows it for a
/// moment: the caller waits for more input while `hasPendingEscape` and then calls `flush()`.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.feed(Array("\u{1b}[A j\u{ff}q".utf8))  // [.up, .character(" "), .character("j"), .character("q")]
/// ```
public struct InputDecoder {
    private var pending: [UInt8] = []
    private var inPaste = false

    public init() {}

    /// A sequence that may still grow is waiting for more bytes (or for `flush`).
    public var hasPendingEscape: Bool { !pending.isEmpty }

    /// The keys these bytes complete, in order.
    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = decode(at: index) else { break }
            index += length
            if let key { keys.append(key) }
        }
        pending.removeFirst(index)
        return keys
    }

    /// No more bytes came: whatever is pending is a lone Esc (or a cut sequence, dropped).
    public mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        guard !inPaste else { return [] }
        return pending == [0x1B] ? [.escape] : []
    }

    /// The key at `index` and how many bytes it took (nil key: consumed, nothing to report);
    /// nil when the bytes so far are an incomplete sequence.
    private mutating func decode(at index: Int) -> (Key?, Int)? {
        let rest = pending[index...]
        if inPaste {
            // Everything up to the end marker is pasted text: never keys.
            guard let end = find([0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E], in: rest) else {
                return rest.count >= 6 ? (nil, rest.count - 5) : nil
            }
            inPaste = false
            return (nil, end - index + 6)
        }
        let byte = pending[index]
        switch byte {
        case 0x1B: return escape(rest)
        case 0x09: return (.tab, 1)
        case 0x0A, 0x0D: return (.enter, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x1C: return (.control("\\"), 1)
        case 0x00, 0x1D...0x1F, 0x7F: return (nil, 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return utf8(rest)
        }
    }

    private func find(_ marker: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= marker.count else { return nil }
        var i = bytes.startIndex
        while i + marker.count <= bytes.endIndex {
            if bytes[i..<(i + marker.count)].elementsEqual(marker) { return i }
            i += 1
        }
        return nil
    }

    /// A UTF-8 sequence; an invalid lead or continuation byte is skipped alone so the next
    /// byte starts afresh.
    private func utf8(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let lead = bytes[bytes.startIndex]
        let length =
            lead >= 0xF0 && lead < 0xF5 ? 4 : lead >= 0xE0 && lead < 0xF0 ? 3 : lead >= 0xC2 && lead < 0xE0 ? 2 : 0
        guard length > 0 else { return (nil, 1) }
        guard bytes.count >= length else {
            // Incomplete so far; invalid already if a byte that came is not a continuation.
            return bytes.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) ? nil : (nil, 1)
        }
        let sequence = Array(bytes.prefix(length))
        guard sequence.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
            let scalar = String(validating: sequence, as: UTF8.self)?.unicodeScalars.first
        else { return (nil, 1) }
        return (.character(Character(scalar)), length)
    }

    private mutating func escape(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        guard bytes.count >= 2 else { return nil }
        let second = bytes[bytes.startIndex + 1]
        switch second {
        case 0x5B: return csi(bytes)
        case 0x4F:  // SS3: ESC O x
            guard bytes.count >= 3 else { return nil }
            let key: Key? =
                switch bytes[bytes.startIndex + 2] {
                case 0x41: .up
                case 0x42: .down
                case 0x43: .right
                case 0x44: .left
                case 0x48: .home
                case 0x46: .end
                case 0x4D: .enter  // keypad Enter in application mode
                default: nil
                }
            return (key, 3)
        case 0x5D, 0x50, 0x5F, 0x5E:  // OSC, DCS, APC, PM: up to BEL or ESC \
            return stringSequence(bytes)
        case 0x1B: return (.escape, 1)  // Esc Esc: the first one was a lone Esc
        default:
            // Alt plus a key (ESC j): not a previewer key; consume both, quit nothing.
            if second >= 0x80 { return (nil, 1) }
            return (nil, 2)
        }
    }

    /// ESC [ parameters intermediates final.
    private mutating func csi(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        var i = bytes.startIndex + 2
        // X10 mouse: ESC [ M b x y, three raw bytes.
        if i < bytes.endIndex, bytes[i] == 0x4D {
            guard bytes.count >= 6 else { return nil }
            let button = bytes[i + 1] - 32
            return (button & 0x43 == 0x40 ? .wheelUp : button & 0x43 == 0x41 ? .wheelDown : nil, 6)
        }
        while i < bytes.endIndex, (0x20...0x3F).contains(bytes[i]) { i += 1 }
        guard i < bytes.endIndex else { return bytes.count > 64 ? (nil, bytes.count) : nil }
        let final = bytes[i]
        let length = i - bytes.startIndex + 1
        guard (0x40...0x7E).contains(final) else { return (nil, length) }
        let parameters = String(decoding: bytes[(bytes.startIndex + 2)..<i], as: UTF8.self)
        let first = Int(
            parameters.split(separator: ";").first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "<?")) }
                ?? "")
        let key: Key?
        switch final {
        case 0x41: key = .up
        case 0x42: key = .down
        case 0x43: key = .right
        case 0x44: key = .left
        case 0x48: key = .home
        case 0x46: key = .end
        case 0x5A: key = .backTab
        case 0x4D where parameters.hasPrefix("<"), 0x6D where parameters.hasPrefix("<"):  // SGR mouse
            key = final == 0x4D ? (first == 64 ? .wheelUp : first == 65 ? .wheelDown : nil) : nil
        case 0x7E:
            switch first {
            case 1, 7: key = .home
            case 4, 8: key = .end
            case 5: key = .pageUp
            case 6: key = .pageDown
            case 200:
                inPaste = true
                key = nil
            default: key = nil
            }
        default: key = nil
        }
        return (key, length)
    }

    /// Consumed whole, whatever it says (a terminal's reply, a title): up to BEL or ESC \.
    private func stringSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        var i = bytes.startIndex + 2
        while i < bytes.endIndex {
            if bytes[i] == 0x07 { return (nil, i - bytes.startIndex + 1) }
            if bytes[i] == 0x1B, i + 1 < bytes.endIndex, bytes[i + 1] == 0x5C { return (nil, i - bytes.startIndex + 2) }
            i += 1
        }
        return bytes.count > 4096 ? (nil, bytes.count) : nil
    }
}
