import Foundation

/// An action VoiceOver offers on an element (UIAccessibilityCustomAction.h): kept, never run.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var image: UIImage?
    public let actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    public init(name: String, image: UIImage? = nil, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        (self.name, self.image, self.actionHandler) = (name, image, actionHandler)
        super.init()
    }
    public init(name: String, target: Any?, selector: Selector) {
        (self.name, actionHandler) = (name, nil)
        super.init()
    }
}
