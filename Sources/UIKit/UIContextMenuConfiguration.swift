import Foundation

/// What a long press on an item shows: kept, never shown (nothing long-presses here).
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    public let identifier: NSCopying?
    public let actionProvider: (([UIMenuElement]) -> UIMenu?)?

    public init(
        identifier: NSCopying? = nil, previewProvider: (() -> UIViewController?)? = nil,
        actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil
    ) {
        (self.identifier, self.actionProvider) = (identifier, actionProvider)
        super.init()
    }

    /// Which end of a menu its first element is drawn at (iOS 16), by UIKit's raw values.
    public enum ElementOrder: Int, Sendable {
        case automatic = 0
        case priority = 1
        case fixed = 2
    }
    open var preferredMenuElementOrder = ElementOrder.automatic
}
