import Foundation

/// A configuration's text attributes, changed by a closure (iOS 15): a button's
/// `titleTextAttributesTransformer`, a content configuration's text properties. Kept and
/// callable as on iOS; the previewer draws text without attributes, so nothing on screen
/// depends on what it returns.
public struct UIConfigurationTextAttributesTransformer: @unchecked Sendable {
    private let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
