import Foundation

/// The reader's preferred text size (UIContentSizeCategory.h), in UIKit's order: large by
/// default, as on a new iPhone, and here always (the preview's fonts are the default sizes).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [Self] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge
    ]
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
    /// Posted when the reader changes the size: never, here.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

extension UITraitCollection {
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

extension UIApplication {
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

/// What sizes its font to the reader's text size (`UIContentSizeCategoryAdjusting.h`): labels,
/// text fields and text views. Kept; the preview's text is at the default size.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
}
extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}

/// What sizes its image to an accessibility text size (`UIAccessibilityContentSizeCategoryImageAdjusting`):
/// image views and buttons. Kept; the preview's text is at the default size.
@preconcurrency @MainActor
public protocol UIAccessibilityContentSizeCategoryImageAdjusting: NSObjectProtocol {
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}
extension UIImageView: UIAccessibilityContentSizeCategoryImageAdjusting {}
extension UIButton: UIAccessibilityContentSizeCategoryImageAdjusting {}
