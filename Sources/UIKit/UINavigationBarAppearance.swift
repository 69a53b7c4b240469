import Foundation

/// How a navigation bar looks (UINavigationBarAppearance.h): its title's attributes and its
/// buttons'; kept, as `UIBarAppearance`.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    open private(set) var backIndicatorImage: UIImage?
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        (self.backIndicatorImage, backIndicatorTransitionMaskImage) = (backIndicatorImage, transitionMaskImage)
    }

    open override func copyOwnValues(from other: UIBarAppearance) {
        guard let other = other as? UINavigationBarAppearance else { return }
        (titleTextAttributes, largeTitleTextAttributes) = (other.titleTextAttributes, other.largeTitleTextAttributes)
        (titlePositionAdjustment, buttonAppearance) = (other.titlePositionAdjustment, other.buttonAppearance)
        (backButtonAppearance, doneButtonAppearance) = (other.backButtonAppearance, other.doneButtonAppearance)
        setBackIndicatorImage(other.backIndicatorImage, transitionMaskImage: other.backIndicatorTransitionMaskImage)
    }
}
