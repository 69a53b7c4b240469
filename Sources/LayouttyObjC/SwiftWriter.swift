import LayouttySystem

/// Swift text with indentation and `#sourceLocation` lines.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0
    private var location: (file: String, line: Int)?

    mutating func line(_ line: String) {
        text += String(repeating: "    ", count: depth) + line + "\n"
        if let current = location { location = (current.file, current.line + 1) }
    }
    mutating func open(_ head: String) {
        line(head + " {")
        depth += 1
    }
    /// A line between two blocks (`} else {`).
    mutating func between(_ line: String) {
        depth -= 1
        self.line(line)
        depth += 1
    }
    mutating func close(_ tail: String = "}") {
        depth -= 1
        line(tail)
    }

    /// The next line is the node's line of its file (said only when it is not already).
    mutating func at(_ node: ClangNode) { at(file: node.file, line: node.line) }
    mutating func at(file: String, line number: Int) {
        guard number > 0, location.map({ $0.file != file || $0.line != number }) ?? true else { return }
        text += GeneratedSwift.sourceLocation(file, line: number) + "\n"
        location = (file, number)
    }
}
