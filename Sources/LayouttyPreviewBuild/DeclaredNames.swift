/// The names a Swift file declares where the app's other files can use them, read line by line
/// from its bytes, with no parse: the project's every file is read on a search's first question,
/// and a parse (or a regular expression, Swift's `Regex` over the text) of thousands of files
/// took seconds a preview.
///
/// A line declaring, after any attributes and access modifiers (`@MainActor public final`):
/// - a type or a function at any depth (`class`, `struct`, `enum`, `protocol`, `typealias`,
///   `actor`, `func`): a nested type is reached through its outer type, a method in an extension
///   of the type using it;
/// - a global constant or variable: `let`/`var` at the start of a line;
/// - a static member at any depth (`static var cornflowerBlue`, `class func make()`): what an
///   extension adds to a type the app uses as `.cornflowerBlue`;
/// - an instance property of an extension (`extension UICollectionLayoutListConfiguration.Appearance
///   { var title: String? … }`): what `appearance.title` uses. Extensions are found by their
///   braces, counted outside strings and `//` comments;
/// - `Outer.Name` for a name declared directly in a top-level type or extension (`extension OMDB
///   { struct Film }`, `extension UIColor { static let Brand … }`): where `type 'OMDB' has no
///   member 'Film'` is answered — an app namespacing its models in an enum declares several
///   `Film`s;
/// - `.name` for a static member declared directly in a top-level extension (`extension
///   UICollectionReusableView { static var reuseIdentifier … }`, a protocol's `extension Reusable
///   { static var identifier … }`): what every subclass or conforming type inherits, where
///   `type 'LetterCell' has no member 'identifier'` finds nothing declaring `LetterCell.identifier`;
/// - `Type.init` for an initializer a top-level extension adds (`extension SearchRequest {
///   init(criteria: Criteria) }`): what `'SearchRequest' cannot be constructed because it has no
///   accessible initializers` asks for, a framework's type the app makes its own way;
/// - `init(labels:)` for such an initializer when its parameters are on its line (`extension
///   NSDirectionalEdgeInsets { init(horizontal: CGFloat, vertical: CGFloat) }` declares
///   `init(horizontal:vertical:)`): what an implicit member's call `.init(horizontal: 5,
///   vertical: 0)` asks for, where the message names no type;
/// - `+Name` for each type a top-level extension extends (`extension FeedViewController:
///   UITableViewDelegate {`): where a screen's conformances and methods written in other files
///   are, which no error names (`self` is not a delegate until that file is read);
/// - `:Name` for each name a type's or an extension's declaration inherits on its line
///   (`final class HistoryLoader: Loader, Paging {` declares `:Loader` and `:Paging`): where a
///   protocol's conforming types are, when a screen's initializer takes one.
///
/// ```swift
/// DeclaredNames.names(in: Array("enum Style {\n    static let gap = 8\n}\n".utf8)) // ["Style", "gap"]
/// ```
enum DeclaredNames {
    /// - Complexity: O(n) in the file's bytes.
    static func names(in bytes: [UInt8]) -> Set<String> {
        var names = Set<String>()
        var depth = 0
        // In a top-level extension: from its line until its braces close.
        var (inExtension, inBody) = (false, false)
        // The top-level type or extension the lines are in.
        var outer: String?
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
            var line = Line(bytes: bytes, at: start, end: end)
            let declared = line.declaredName(inExtension: inExtension && depth == 1)
            if declared == "init" {
                if depth == 1, inExtension, let outer {
                    names.insert(outer + ".init")
                    if let labels = line.parameterLabels() { names.insert("init(\(labels))") }
                }
            } else if let name = declared {
                if depth == 0, line.declaresType { outer = name }
                // A `private` or `fileprivate` declaration is no other file's to use (Stepik's
                // `private enum AnalyticsEvent` in an interactor, beside the app's own class of
                // that name, was read for it and then hid the class).
                if !line.isFilePrivate {
                    names.insert(name)
                    if depth == 1, let outer { names.insert(outer + "." + name) }
                    if depth == 1, inExtension, line.declaresStaticMember { names.insert("." + name) }
                }
            }
            // An operator on values of Apple's types (`func + (left: NSAttributedString, …)`)
            // is seen by every file of the target, and no error names it when it is missing.
            if line.declaresOperator, depth == 0 || (depth == 1 && inExtension && outer.map(isOthersType) == true) {
                names.insert(operatorFunction)
            }
            names.formUnion(line.inheritedNames().map { ":" + $0 })
            if depth == 0, let extended = line.extendedType {
                outer = extended
                names.insert("+" + extended)
            }
            if line.isExtension && depth == 0 { (inExtension, inBody) = (true, false) }
            depth = max(0, depth + line.braceBalance())
            if inExtension && depth > 0 { inBody = true } else if inBody { inExtension = false }
            start = end + 1
        }
        return names
    }

    /// How a file declares the type `name` (at any depth), read as `names(in:)` reads: its
    /// keyword and what its line inherits (`struct RatingView: View {` is `struct`, `["View"]`);
    /// nil when it declares no such type. What stands in for a type the search does not read is
    /// chosen from it (`StandIns.Shape`), where its name alone would be guessed wrong.
    ///
    /// - Complexity: O(n) in the file's bytes.
    static func declaration(of name: String, in bytes: [UInt8]) -> (keyword: String, inherits: [String])? {
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
            var line = Line(bytes: bytes, at: start, end: end)
            if line.declaredName(inExtension: false) == name, line.declaresType, let keyword = line.typeKeyword {
                return (keyword, line.inheritedNames())
            }
            start = end + 1
        }
        return nil
    }

    /// Whether the file declares `name` at its top level, where any file of its module reaches it
    /// by that name — not nested in a type (Pocket Casts' 22 `struct Constants` inside views,
    /// beside its top-level `Constants`).
    ///
    /// - Complexity: O(n) in the file's bytes.
    static func declaresAtTopLevel(_ name: String, in bytes: [UInt8]) -> Bool {
        var (start, depth) = (0, 0)
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
            var line = Line(bytes: bytes, at: start, end: end)
            if depth == 0, line.declaredName(inExtension: false) == name, !line.isFilePrivate { return true }
            depth = max(0, depth + line.braceBalance())
            start = end + 1
        }
        return false
    }

    /// A test file (`import XCTest`, `import Testing`, or `@testable import` of any module at a
    /// line's start): it declares nothing a screen needs, and its names (a test's own `typealias
    /// Backend`, a mock's `final class MockMoviesService`) must not stand for the app's. Only tests
    /// import the app `@testable`: a mock in a test target's folder may import no test framework.
    static func isTest(_ bytes: [UInt8]) -> Bool {
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
            var line = Line(bytes: bytes, at: start, end: end)
            if line.word() == "@testable" { if line.word() == "import" { return true } } else { line.index = start }
            if line.word() == "import", ["XCTest", "Testing"].contains(line.word()) { return true }
            start = end + 1
        }
        return false
    }

    /// The labels of the parameters or arguments in the parenthesis `clause` opens with, each
    /// followed by `:` (`(horizontal: 5, vertical: f(1, 2))` → `horizontal:vertical:`; `_:` for
    /// one without a label, as a call writes it and the compiler names it); nil when the
    /// parenthesis does not close in `clause`.
    ///
    /// - Complexity: O(n) in the clause's bytes.
    static func argumentLabels(in clause: ArraySlice<UInt8>) -> String? {
        var (labels, depth, atStart) = ("", 0, true)
        var index = clause.startIndex + 1
        while index < clause.endIndex {
            let byte = clause[index]
            if atStart, byte != UInt8(ascii: " ") {
                var end = index
                while end < clause.endIndex, isIdentifier(clause[end]) { end += 1 }
                var after = end
                while after < clause.endIndex, clause[after] == UInt8(ascii: " ") { after += 1 }
                // A parameter's label is followed by its name or `:`; an argument's by `:`.
                let labelled =
                    end > index && after < clause.endIndex
                    && (clause[after] == UInt8(ascii: ":") || isIdentifier(clause[after]))
                if byte != UInt8(ascii: ")") {
                    labels += (labelled ? String(decoding: clause[index..<end], as: UTF8.self) : "_") + ":"
                }
                atStart = false
            }
            switch byte {
            case UInt8(ascii: "\""):
                // A string's commas and parentheses are its own.
                index += 1
                while index < clause.endIndex, clause[index] != UInt8(ascii: "\"") {
                    index += clause[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return labels }
                depth -= 1
            case UInt8(ascii: ","): if depth == 0 { atStart = true }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// A byte of an identifier: letters, digits, `_`, any non-ASCII byte.
    static func isIdentifier(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    private static let newline = UInt8(ascii: "\n")
    private static let modifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open", "final", "indirect", "nonisolated",
        "dynamic", "mutating", "nonmutating"
    ]
    /// The name a file declaring an operator function on others' types is indexed by.
    static let operatorFunction = "(operator)"

    /// Whether an extended type is Apple's or the standard library's, not the app's.
    private static func isOthersType(_ name: String) -> Bool {
        AppleSDK.isFrameworkType(name) || standardTypes.contains(name)
    }
    private static let standardTypes: Set = [
        "String", "Int", "Double", "Float", "Bool", "Array", "Dictionary", "Set", "Optional", "Date", "Data", "URL",
        "Decimal", "Character", "Substring", "TimeInterval"
    ]

    private static let typesAndFunctions: Set<String> = [
        "class", "struct", "enum", "protocol", "typealias", "actor", "func"
    ]

    /// One line's bytes, read word by word from `index`.
    private struct Line {
        let bytes: [UInt8]
        let start: Int
        var index: Int
        let end: Int
        /// Whether the declaration read is an extension's.
        private(set) var isExtension = false
        /// The extension's type (`Outer.Inner`), when the line declares one.
        private(set) var extendedType: String?
        /// Whether the name declared is a type's (not a function's or a property's).
        private(set) var declaresType = false
        /// The keyword of the type the line declares (`class`, `struct`, `typealias` …).
        private(set) var typeKeyword: String?
        /// Whether it is a `static` or `class` property or function.
        private(set) var declaresStaticMember = false
        /// Whether it declares a type or an extension, whose inherited names may follow.
        private var mayInherit = false
        /// Declared `private` or `fileprivate` (not `private(set)`): seen by its own file alone.
        private(set) var isFilePrivate = false

        init(bytes: [UInt8], at start: Int, end: Int) {
            self.bytes = bytes
            self.start = start
            self.index = start
            self.end = end
        }

        /// The name the line declares, if any (see `DeclaredNames`).
        /// Whether the line declares an operator function (`func + (`, `static func == (`).
        private(set) var declaresOperator = false

        mutating func declaredName(inExtension: Bool) -> String? {
            let atLineStart = !(index < end && isBlank(bytes[index]))
            skipBlanks()
            let keyword = wordAfterModifiers()
            let name: String
            switch keyword {
            case "static", "class":
                let next = wordAfterModifiers()
                name = ["let", "var", "func"].contains(next) ? identifier() : keyword == "class" ? next : ""
                declaresOperator = next == "func" && name.isEmpty && startsOperator()
                mayInherit = keyword == "class" && !name.isEmpty && !["let", "var", "func"].contains(next)
                declaresType = mayInherit
                typeKeyword = mayInherit ? "class" : nil
                declaresStaticMember = !name.isEmpty && !mayInherit
            case "let", "var": name = atLineStart || inExtension ? identifier() : ""
            case "extension":
                isExtension = true
                name = ""
                // The extended type, `Outer.Inner`: its inherited names follow.
                var parts: [String] = []
                while case let part = identifier(), !part.isEmpty {
                    parts.append(part)
                    guard index < end, bytes[index] == UInt8(ascii: ".") else { break }
                    index += 1
                }
                extendedType = parts.isEmpty ? nil : parts.joined(separator: ".")
                mayInherit = true
            case "init": name = "init"
            case "subscript":
                // Found by its first argument label (`[safe:]` for `subscript(safe index: Int)`),
                // as the compiler names it when none is found; a subscript without labels by none.
                skipBlanks()
                guard index < end, bytes[index] == UInt8(ascii: "(") else { return nil }
                index += 1
                skipBlanks()
                let label = identifier()
                skipBlanks()
                name = identifier().isEmpty || label == "_" ? "" : "[" + label + ":]"
            case "convenience", "required", "override": name = wordAfterModifiers() == "init" ? "init" : ""
            default:
                name = DeclaredNames.typesAndFunctions.contains(keyword) ? identifier() : ""
                declaresOperator = keyword == "func" && name.isEmpty && startsOperator()
                mayInherit = ["struct", "enum", "protocol", "actor"].contains(keyword) && !name.isEmpty
                declaresType = keyword != "func" && !name.isEmpty
                typeKeyword = declaresType ? keyword : nil
            }
            return name.isEmpty ? nil : name
        }

        /// After an initializer's `init`: its argument labels as a call writes them
        /// (`horizontal:vertical:`, `_:` for a parameter without one); nil when its parameter
        /// clause does not close on the line.
        mutating func parameterLabels() -> String? {
            while index < end, [UInt8(ascii: "?"), UInt8(ascii: "!")].contains(bytes[index]) { index += 1 }
            if index < end, bytes[index] == UInt8(ascii: "<") { skipGenericClause() }
            skipBlanks()
            guard index < end, bytes[index] == UInt8(ascii: "(") else { return nil }
            return DeclaredNames.argumentLabels(in: bytes[index..<end])
        }

        /// After a type's or an extension's name: the names after its `:`, up to `{`, `where` or
        /// the line's end (generic arguments skipped).
        mutating func inheritedNames() -> [String] {
            guard mayInherit else { return [] }
            skipBlanks()
            if index < end, bytes[index] == UInt8(ascii: "<") { skipGenericClause() }
            skipBlanks()
            guard index < end, bytes[index] == UInt8(ascii: ":") else { return [] }
            index += 1
            var names: [String] = []
            while true {
                skipBlanks()
                let name = identifier()
                guard !name.isEmpty, name != "where" else { return names }
                names.append(name)
                skipBlanks()
                if index < end, bytes[index] == UInt8(ascii: "<") { skipGenericClause() }
                skipBlanks()
                guard index < end, bytes[index] == UInt8(ascii: ",") else { return names }
                index += 1
            }
        }

        private mutating func skipGenericClause() {
            var depth = 0
            while index < end {
                if bytes[index] == UInt8(ascii: "<") { depth += 1 }
                if bytes[index] == UInt8(ascii: ">") { depth -= 1 }
                index += 1
                if depth == 0 { return }
            }
        }

        /// The next word that is not an attribute (`@MainActor`, `@available(iOS 15, *)`) or an
        /// access modifier (`private(set)` too).
        private mutating func wordAfterModifiers() -> String {
            while true {
                let word = word()
                if ["private", "fileprivate"].contains(word), !(index < end && bytes[index] == UInt8(ascii: "(")) {
                    isFilePrivate = true
                }
                if word.hasPrefix("@") || DeclaredNames.modifiers.contains(word) {
                    skipParenthesized()
                    skipBlanks()
                    continue
                }
                skipBlanks()
                return word
            }
        }

        /// The identifier at `index` (letters, digits, `_`, any non-ASCII byte), or "". A
        /// backticked one is its name without the backticks (`` func `let`() `` declares `let`,
        /// as the compiler names it in "has no member 'let'").
        private mutating func identifier() -> String {
            let tick = UInt8(ascii: "`")
            let quoted = index < end && bytes[index] == tick
            if quoted { index += 1 }
            let start = index
            while index < end, isIdentifier(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            if quoted {
                guard index < end, bytes[index] == tick else { return "" }
                index += 1
            }
            return name
        }

        /// An identifier, or an attribute's `@` and name; blanks after it skipped.
        mutating func word() -> String {
            let at = index < end && bytes[index] == UInt8(ascii: "@")
            if at { index += 1 }
            let word = identifier()
            skipBlanks()
            return at ? "@" + word : word
        }

        private mutating func skipBlanks() {
            while index < end, isBlank(bytes[index]) { index += 1 }
        }

        /// An attribute's or modifier's arguments: `(iOS 15, *)`, `(set)`.
        private mutating func skipParenthesized() {
            guard index < end, bytes[index] == UInt8(ascii: "(") else { return }
            while index < end, bytes[index] != UInt8(ascii: ")") { index += 1 }
            index = min(end, index + 1)
        }

        /// The line's `{` less its `}`, outside string literals and `//` comments.
        func braceBalance() -> Int {
            var balance = 0
            var inString = false
            var index = start
            while index < end {
                let byte = bytes[index]
                if inString {
                    if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") {
                    break
                } else if byte == UInt8(ascii: "{") {
                    balance += 1
                } else if byte == UInt8(ascii: "}") {
                    balance -= 1
                }
                index += 1
            }
            return balance
        }

        private func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        private func isIdentifier(_ byte: UInt8) -> Bool { DeclaredNames.isIdentifier(byte) }
        private mutating func startsOperator() -> Bool {
            skipBlanks()
            return index < end && "+-*/%<>=!&|^~?.".utf8.contains(bytes[index])
        }
    }
}
