import LayouttyTapes
import LayouttyTerminal
import TerminalCollectionView
import Testing

/// The terminal's bytes to keys, byte by byte: every key a tape can name round-trips through the
/// bytes the tape driver sends for it (xterm's), whole or split at every byte.
@Suite struct InputDecoderTests {
    /// What `feed` and a final `flush` make of `bytes`, given whole or a byte at a time.
    private func keys(_ bytes: [UInt8], byteByByte: Bool = false) -> [Key] {
        var decoder = InputDecoder()
        var keys: [Key] = []
        if byteByByte {
            for byte in bytes { keys += decoder.feed([byte]) }
        } else {
            keys = decoder.feed(bytes)
        }
        return keys + decoder.flush()
    }

    /// Every named key, Ctrl plus each letter, and typed text (ASCII, CJK, emoji) decode to the
    /// key sent — except Ctrl+I, Ctrl+J and Ctrl+M, which are the very bytes of Tab, and Enter
    /// (0x0A, 0x0D): a terminal cannot tell them apart either.
    @Test func everyKeyATapeNamesRoundTrips() {
        let typed = Array("aZ0 ~布局🙂").map(Key.character)
        let controls = "abcdefghijklmnopqrstuvwxyz".map { Key.control($0) }
        for key in Tape.keyNames.values.sorted(by: { "\($0)" < "\($1)" }) + controls + typed {
            let bytes = Array(PseudoTerminalDriver.bytes(for: key).utf8)
            let expected: Key =
                switch key {
                case .control("i"): .tab
                case .control("j"), .control("m"): .enter
                default: key
                }
            #expect(keys(bytes) == [expected], "\(key) as \(bytes)")
            #expect(keys(bytes, byteByByte: true) == [expected], "\(key) as \(bytes), a byte at a time")
        }
    }

    /// A whole tape's worth of keys sent at once decodes in order; Esc directly followed by a
    /// letter is Alt plus that letter to a terminal, which the previewer takes for no key (Alt+q
    /// must not quit), and Esc Esc is a lone Esc, then the next.
    @Test func aBurstDecodesInOrder() {
        let sent: [Key] = [.down, .down, .character("n"), .pageDown, .escape, .escape, .character("q"), .enter]
        let bytes = Array(sent.map(PseudoTerminalDriver.bytes(for:)).joined().utf8)
        #expect(keys(bytes) == [.down, .down, .character("n"), .pageDown, .escape, .enter])
    }

    /// What is not a key: an invalid UTF-8 byte is skipped and never wedges what follows; an
    /// unknown escape sequence is ignored (not taken for Esc); a bracketed paste is swallowed;
    /// the mouse wheel's SGR and X10 reports are wheel keys; a lone Esc waits for `flush`.
    @Test func whatIsNotAKeyIsSkipped() {
        #expect(keys([0xFF, 0x71]) == [.character("q")])
        #expect(keys(Array("\u{1b}[99X".utf8) + [0x6A]) == [.character("j")])
        #expect(keys(Array("\u{1b}[200~hello q\u{1b}[201~n".utf8)) == [.character("n")])
        #expect(keys(Array("\u{1b}[<64;10;5M\u{1b}[<65;10;5M".utf8)) == [.wheelUp, .wheelDown])
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]) == [] && decoder.hasPendingEscape)
        #expect(decoder.flush() == [.escape])
    }
}
