import Foundation

/// What makes a context menu's actions, given the suggested ones (`UIContextMenuConfiguration.h`).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// What makes a context menu's preview.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a long press on an item shows: kept, never shown (nothing long-presses here).
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    public let identifier: NSCopying?
    public let actionProvider: UIContextMenuActionProvider?

    public init(
        identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
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
