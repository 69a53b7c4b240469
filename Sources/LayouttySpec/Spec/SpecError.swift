import Foundation

/// A bad spec file, named the way the CLI contract asks: file, line, JSON path, what was expected.
public struct SpecError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    /// JSON path such as `sections[2].items[5]`; empty for the document itself.
    public var path: String
    public var message: String

    public init(file: String, line: Int?, path: String, message: String) {
        self.file = file
        self.line = line
        self.path = path
        self.message = message
    }

    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if !path.isEmpty { text += ": \(path)" }
        return text + ": " + message
    }
}
