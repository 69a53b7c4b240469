import Foundation

/// How a tab bar item looks in one state (UITabBarAppearance.h): kept.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// How a tab bar's items look, per state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
    public override init() { super.init() }
    public convenience init(style: UITabBarItemAppearance.Style) { self.init() }
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {}
    public enum Style: Int, Sendable {
        case stacked, inline, compactInline
    }
}

/// How a tab bar looks: kept, as `UIBarAppearance`.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?

    open override func copyOwnValues(from other: UIBarAppearance) {
        guard let other = other as? UITabBarAppearance else { return }
        (stackedLayoutAppearance, inlineLayoutAppearance) = (
            other.stackedLayoutAppearance, other.inlineLayoutAppearance
        )
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance
        (selectionIndicatorTintColor, selectionIndicatorImage) =
            (other.selectionIndicatorTintColor, other.selectionIndicatorImage)
    }
}
