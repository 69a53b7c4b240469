import Foundation

/// What `layoutty preview` needs to know of a user's Swift files before compiling them: the
/// layout classes they declare (subclasses, directly or not, of `UICollectionViewLayout`), a glue
/// function if one is there, and the lines Linux compiles differently from iOS.
///
/// It reads declarations, not Swift: comments and string literals are blanked first, then
/// `class Name: Superclass` declarations are matched. That is enough to pick a class; the
/// compiler checks everything else.
///
/// ```swift
/// let sources = try PreviewSources(files: ["TagsLayout.swift"])
/// sources.layoutClasses // ["TagsLayout"]
/// ```
public struct PreviewSources: Sendable {
    /// One declared class: its name, superclass, whether it is generic, and where it is.
    public struct ClassDeclaration: Equatable, Sendable {
        public var name: String
        public var superclass: String
        public var isGeneric: Bool
        public var file: String
        public var line: Int
    }

    /// A line that compiles differently on Linux, for the porting hints after a failed build.
    public struct PortingHint: Equatable, Sendable {
        public var file: String
        public var line: Int
        public var message: String
    }

    public private(set) var classes: [ClassDeclaration] = []
    public private(set) var hints: [PortingHint] = []
    /// A file declares `func layouttyPreviewLayout(for collectionView: UICollectionView) -> UICollectionViewLayout`.
    public private(set) var hasGlueFunction = false

    /// A file declares `func createLayout() -> UICollectionViewLayout` at the top level (Apple's
    /// samples' name, taken out of the view controller).
    public private(set) var hasCreateLayoutFunction = false

    /// The name of the glue function a file may declare to make the layout and configure the view.
    public static let glueFunctionName = "layouttyPreviewLayout"

    public init(files: [String]) throws(PreviewError) {
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw PreviewError(FileManager.default.fileExists(atPath: file) ? "\(file): cannot be read" : "\(file): no such file")
            }
            guard let text = String(data: data, encoding: .utf8) else { throw PreviewError("\(file): is not UTF-8 text") }
            scan(Self.blankingCommentsAndStrings(text), file: file)
        }
    }

    /// Classes whose superclass chain reaches `UICollectionViewLayout`, in declaration order.
    public var layoutClasses: [ClassDeclaration] {
        var layouts: Set<String> = ["UICollectionViewLayout", "UICollectionViewFlowLayout"]
        var grew = true
        while grew {
            grew = false
            for declaration in classes where !layouts.contains(declaration.name) && layouts.contains(Self.unqualified(declaration.superclass)) {
                layouts.insert(declaration.name)
                grew = true
            }
        }
        return classes.filter { layouts.contains($0.name) }
    }

    /// The layout classes no other layout class in the files inherits from: the one to preview
    /// when a file declares a base class and its subclass.
    public var leafLayoutClasses: [ClassDeclaration] {
        let layouts = layoutClasses
        let inherited = Set(layouts.map { Self.unqualified($0.superclass) })
        return layouts.filter { !inherited.contains($0.name) }
    }

    private static func unqualified(_ name: String) -> String {
        name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
    }

    private mutating func scan(_ code: String, file: String) {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let number = index + 1
            for match in line.matches(of: Self.classPattern) {
                classes.append(
                    ClassDeclaration(
                        name: String(match.output.1), superclass: String(match.output.3),
                        isGeneric: match.output.2 != nil, file: file, line: number))
            }
            if line.contains(Self.gluePattern) { hasGlueFunction = true }
            if line.contains(Self.createLayoutPattern) { hasCreateLayoutFunction = true }
            if line.contains(Self.iOSOnlyCondition) {
                hints.append(
                    PortingHint(
                        file: file, line: number,
                        message:
                            "`\(line.trimmingCharacters(in: .whitespaces))` is false on Linux: the code it guards is not compiled here"))
            }
            if line.contains("@objc") {
                hints.append(
                    PortingHint(
                        file: file, line: number,
                        message:
                            "`@objc` needs the Objective-C runtime: remove it (make `optional` protocol requirements plain ones with defaults in an extension)"))
            }
        }
    }

    nonisolated(unsafe) private static let classPattern =
        /\bclass\s+([A-Za-z_][A-Za-z0-9_]*)\s*(<[^>{]*>)?\s*:\s*([A-Za-z_][A-Za-z0-9_.]*)/
    nonisolated(unsafe) private static let gluePattern = /\bfunc\s+layouttyPreviewLayout\s*\(/
    /// At the start of a line: a top-level function, not a view controller's method.
    nonisolated(unsafe) private static let createLayoutPattern = /^(?:(?:public|internal|fileprivate|private)\s+)?func\s+createLayout\s*\(\s*\)/
    /// `#if os(iOS)`, `#if os(iOS) || os(tvOS)`…: a condition naming Apple systems only.
    nonisolated(unsafe) private static let iOSOnlyCondition = /^\s*#(?:if|elseif)\s+(?!.*Linux)(?:!?\s*os\((?:iOS|tvOS|macOS|watchOS|visionOS)\)[\s|&]*)+$/

    /// The text with comments and string literals replaced by spaces (newlines kept), so that a
    /// `class` in a comment or a string is not taken for a declaration.
    static func blankingCommentsAndStrings(_ text: String) -> String {
        var out = [Character]()
        out.reserveCapacity(text.count)
        var chars = Array(text)[...]
        var blockDepth = 0
        func blank(_ c: Character) { out.append(c == "\n" ? "\n" : " ") }
        while let c = chars.first {
            let next = chars.dropFirst().first
            if blockDepth > 0 {
                if c == "*", next == "/" {
                    blockDepth -= 1
                    blank(c)
                    blank("/")
                    chars = chars.dropFirst(2)
                    continue
                }
                if c == "/", next == "*" {
                    blockDepth += 1
                    blank(c)
                    blank("*")
                    chars = chars.dropFirst(2)
                    continue
                }
                blank(c)
                chars = chars.dropFirst()
                continue
            }
            if c == "/", next == "/" {
                while let d = chars.first, d != "\n" {
                    blank(d)
                    chars = chars.dropFirst()
                }
                continue
            }
            if c == "/", next == "*" {
                blockDepth = 1
                blank(c)
                blank("*")
                chars = chars.dropFirst(2)
                continue
            }
            if c == "\"" {
                let triple = chars.starts(with: "\"\"\"")
                let quote = triple ? 3 : 1
                for q in chars.prefix(quote) { out.append(q) }
                chars = chars.dropFirst(quote)
                while let d = chars.first {
                    if d == "\\" {
                        blank(d)
                        chars = chars.dropFirst()
                        if let e = chars.first {
                            blank(e)
                            chars = chars.dropFirst()
                        }
                        continue
                    }
                    if triple ? chars.starts(with: "\"\"\"") : d == "\"" { break }
                    if !triple && d == "\n" { break }
                    blank(d)
                    chars = chars.dropFirst()
                }
                for q in chars.prefix(chars.first == "\"" ? quote : 0) { out.append(q) }
                chars = chars.dropFirst(chars.first == "\"" ? quote : 0)
                continue
            }
            out.append(c)
            chars = chars.dropFirst()
        }
        return String(out)
    }
}

/// A one-line failure of `layoutty preview`.
public struct PreviewError: Error, Equatable, CustomStringConvertible {
    public var message: String
    /// 2: the input is wrong; 1: the user's files did not compile, or the build could not run.
    public var status: Int32
    /// The compiler's messages (several lines), shown before `message`.
    public var details: String?
    public init(_ message: String, status: Int32 = 2, details: String? = nil) {
        self.message = message
        self.status = status
        self.details = details
    }
    public var description: String { message }
}
