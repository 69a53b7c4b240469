import Foundation

/// How a bar looks (UIBarAppearance.h), as iOS 13's appearance API sets it: kept for code that
/// reads it back; the previewer draws a bar's title and buttons, not its colours.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIBlurEffect?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    public required override init() { super.init() }
    public convenience init(barAppearance: UIBarAppearance) {
        self.init()
        takeBackground(from: barAppearance)
    }

    /// The system's translucent background and shadow.
    open func configureWithDefaultBackground() {
        (backgroundColor, backgroundEffect, shadowColor) = (nil, UIBlurEffect(style: .systemChromeMaterial), .separator)
    }
    /// An opaque background of the system's colour.
    open func configureWithOpaqueBackground() {
        (backgroundColor, backgroundEffect, shadowColor) = (.systemBackground, nil, .separator)
    }
    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        (backgroundColor, backgroundEffect, shadowColor, shadowImage) = (nil, nil, nil, nil)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.takeBackground(from: self)
        copy.copyOwnValues(from: self)
        return copy
    }
    /// A subclass copies its own values here (`copy()` calls it).
    open func copyOwnValues(from other: UIBarAppearance) {}

    private func takeBackground(from other: UIBarAppearance) {
        (backgroundColor, backgroundEffect, backgroundImage) =
            (other.backgroundColor, other.backgroundEffect, other.backgroundImage)
        (backgroundImageContentMode, shadowColor, shadowImage) =
            (other.backgroundImageContentMode, other.shadowColor, other.shadowImage)
    }
}
