import Foundation

/// An action a control or menu performs: kept, never performed.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    public let handler: (UIAction) -> Void
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// Its name; an action given none gets one of its own, as on iOS.
    public let identifier: Identifier
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping (UIAction) -> Void
    ) {
        (self.handler, self.attributes, self.state) = (handler, attributes, state)
        self.identifier = identifier ?? Identifier("com.apple.action.dynamic." + UUID().uuidString)
        super.init(title: title, image: image)
    }

    /// An action's name (`segmentIndex(identifiedBy:)` finds a segment by it).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
