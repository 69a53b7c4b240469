import Foundation

/// A bad spec file, named the way the CLI contract asks: file, line, JSON path, what was expected.
package struct SpecError: Error, Equatable, CustomStringConvertible {
    package var file: String
    package var line: Int?
    /// JSON path such as `sections[2].items[5]`; empty for the document itself.
    package var path: String
    package var message: String

    package init(file: String, line: Int?, path: String, message: String) {
        self.file = file
        self.line = line
        self.path = path
        self.message = message
    }

    package var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if !path.isEmpty { text += ": \(path)" }
        return text + ": " + message
    }
}
