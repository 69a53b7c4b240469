import Foundation

/// Why a layout laid out nothing: a configuration its semantics refuse (no room for items, a
/// negative spacing, a length that overflows; LayoutSemantics). A value, so a previewer can
/// compare before and after an edit and a CLI can print it.
///
/// ```swift
/// layout.prepareIfNeeded()
/// if let error = layout.configurationError { print("refused: \(error)") }
/// ```
public struct LayoutConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line: the section (when one is to blame), the value and what was expected.
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
