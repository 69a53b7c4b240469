import CollectionLayout
import Foundation

/// The number literals of the user's files, read while the preview runs (Xcode's "live
/// literals"): the port compiles each `6` or `0.5` a layout can read again as a call
/// (`_layouttyInteger(3, 6)`) that answers the literal itself until the user changes it in the
/// previewer (`LiteralEditor`), then the changed value — so a change needs no rebuild, only a
/// new layout.
///
/// ```swift
/// LiveLiterals.install([.init(file: "Grid.swift", line: 4, column: 27, start: 80, end: 81, text: "6", isInteger: true)])
/// LiveLiterals.integer(0, 6 as CGFloat)   // 6
/// LiveLiterals.set(0, to: 8)
/// LiveLiterals.integer(0, 6 as CGFloat)   // 8
/// ```
public enum LiveLiterals {
    /// One literal of a user's file, where the port found it.
    public struct Literal: Codable, Equatable, Sendable {
        /// The user's file, as given to `layoutty preview`.
        public var file: String
        public var line: Int
        /// 1-based, in bytes.
        public var column: Int
        /// Its bytes in the file as compiled: UTF-8 offsets, `end` past the last.
        public var start: Int
        public var end: Int
        /// As written: `6`, `0.5`, `-2` (a minus sign in front is part of it).
        public var text: String
        /// An integer literal (`6`, `0x1F`): changed in whole steps, written back whole.
        public var isInteger: Bool

        public init(file: String, line: Int, column: Int, start: Int, end: Int, text: String, isInteger: Bool) {
            self.file = file
            self.line = line
            self.column = column
            self.start = start
            self.end = end
            self.text = text
            self.isInteger = isInteger
        }

        /// Its value as written (`_` separators, hexadecimal, octal and binary read as Swift reads them).
        public var value: Double {
            let plain = text.replacingOccurrences(of: "_", with: "")
            let negative = plain.hasPrefix("-")
            let digits = negative ? String(plain.dropFirst()) : plain
            let radix = isInteger ? ["0x": 16, "0o": 8, "0b": 2][String(digits.prefix(2))] : nil
            let magnitude = radix.map { UInt64(digits.dropFirst(2), radix: $0).map { Double($0) } } ?? Double(digits)
            return (negative ? -1 : 1) * (magnitude ?? 0)
        }
    }

    /// How far a literal was read: what a list shows beside it.
    public enum Reading: UInt8, Sendable {
        /// The layout has not read it (yet): a change shows only once it does.
        case unread
        /// Read as a number type a change can be given in.
        case live
        /// Read as another type (a literal a custom type is made from): it keeps its value.
        case fixed
    }

    // Global because the user's compiled code reads its literals through static calls
    // (`_layouttyInteger(id, 8)`): there is no instance it could be handed. Replaced whole when
    // a rebuilt library is installed, on the main thread, before any of its code runs.
    nonisolated(unsafe) public private(set) static var table: [Literal] = []
    nonisolated(unsafe) private static var overrides: [Int: Double] = [:]
    nonisolated(unsafe) private static var readings: [Reading] = []
    /// Whether each literal was read as a floating-point type (a length, a fraction), not a count.
    nonisolated(unsafe) private static var measures: [Bool] = []

    /// The program's literals (the generated main lists them); changes are forgotten.
    public static func install(_ literals: [Literal]) {
        table = literals
        overrides = [:]
        readings = Array(repeating: .unread, count: literals.count)
        measures = Array(repeating: false, count: literals.count)
    }

    /// Whether literal `id` was read as a floating-point type (`CGFloat`, `Double`, `Float`): a
    /// length or a fraction, where a step of 1 may be too small to see, not a count.
    public static func isMeasure(_ id: Int) -> Bool { measures.indices.contains(id) && measures[id] }

    /// The literal `id`'s value now: what it was changed to, else as written.
    public static func current(_ id: Int) -> Double { overrides[id] ?? table[id].value }
    public static func reading(_ id: Int) -> Reading { readings.indices.contains(id) ? readings[id] : .unread }
    /// The literals changed, by id.
    public static var changes: [Int: Double] { overrides }

    /// Changes literal `id` (its value as written forgets the change).
    public static func set(_ id: Int, to value: Double) {
        guard table.indices.contains(id) else { return }
        overrides[id] = value == table[id].value ? nil : value
    }

    /// A literal's new text as written into its file: `written` is `text` itself, or `text`
    /// parenthesised where a bare negative number would read as another operator.
    public struct Edit: Equatable, Sendable {
        public var id: Int
        public var text: String
        public var written: String
        public init(id: Int, text: String, written: String) {
            self.id = id
            self.text = text
            self.written = written
        }
    }

    /// `edits` were written into `file`: the table says the file as saved — later literals moved
    /// by the edits' lengths, the edited ones read as now written (inside their parentheses, if
    /// any), changed no more.
    public static func saved(_ edits: [Edit], in file: String) {
        let byId = Dictionary(edits.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
        var shift = 0
        // Ids follow the literals' order in their file.
        for id in table.indices where table[id].file == file {
            var literal = table[id]
            let length = literal.end - literal.start
            literal.start += shift
            if let edit = byId[id] {
                let opening = edit.written.utf8.count - edit.text.utf8.count > 0 ? 1 : 0
                literal.start += opening
                literal.text = edit.text
                shift += edit.written.utf8.count - length
                overrides[id] = nil
            }
            literal.end = literal.start + literal.text.utf8.count
            table[id] = literal
        }
    }

    /// An integer literal's value as `T` (the port's `_layouttyInteger`).
    /// - Complexity: O(1); a dictionary lookup once something was changed.
    public static func integer<T: ExpressibleByIntegerLiteral>(_ id: Int, _ written: T) -> T { read(id, written) }
    /// A floating-point literal's value as `T` (the port's `_layouttyFloat`).
    public static func float<T: ExpressibleByFloatLiteral>(_ id: Int, _ written: T) -> T { read(id, written) }

    private static func read<T>(_ id: Int, _ written: T) -> T {
        if readings.indices.contains(id), readings[id] == .unread {
            readings[id] = converted(0, like: written) == nil ? .fixed : .live
            measures[id] = written is CGFloat || written is Double || written is Float
        }
        guard !overrides.isEmpty, let value = overrides[id] else { return written }
        return converted(value, like: written) ?? written
    }

    /// `value` as the type of `written`, for the number types a layout's literals become.
    private static func converted<T>(_ value: Double, like written: T) -> T? {
        switch written {
        case is CGFloat: CGFloat(value) as? T
        case is Double: value as? T
        case is Float: Float(value) as? T
        case is Int: Int(saturating: value) as? T
        case is Int32: Int32(clamping: Int(saturating: value)) as? T
        case is Int64: Int64(Int(saturating: value)) as? T
        case is UInt: UInt(clamping: Int(saturating: value)) as? T
        default: nil
        }
    }
}
