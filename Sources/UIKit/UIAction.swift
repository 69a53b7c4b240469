import Foundation

/// A method named for the target-action pattern: `#selector(toggleSort)` becomes
/// `Selector("toggleSort")` in the port (Linux has no Objective-C runtime to name methods).
/// Kept, never sent: the previewer does not tap bar buttons or controls.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
}

/// An action a control or menu performs: kept, never performed.
open class UIAction: NSObject {
    public let title: String
    public let handler: (UIAction) -> Void
    public init(
        title: String = "", image: UIImage? = nil, identifier: String? = nil, handler: @escaping (UIAction) -> Void
    ) {
        (self.title, self.handler) = (title, handler)
        super.init()
    }
}
