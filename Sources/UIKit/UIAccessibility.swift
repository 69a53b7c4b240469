import Foundation

/// What a view is to VoiceOver (`accessibilityTraits`): kept, read by nothing here.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
}

/// UIKit's accessibility functions and notifications, under Swift's names
/// (`UIAccessibility.post(notification: .layoutChanged, argument: nil)`): no assistive
/// technology runs here, so every one is off and a notification posted reaches no one.
public enum UIAccessibility {
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static func post(notification: Notification, argument: Any?) {}

    /// What a posted notification says happened.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Self(rawValue: 1000)
        public static let layoutChanged = Self(rawValue: 1001)
        public static let announcement = Self(rawValue: 1008)
        public static let pageScrolled = Self(rawValue: 1009)
    }

    /// Posted when VoiceOver starts or stops: never, here.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when an assistive technology focuses an element: never, here.
    public static let elementFocusedNotification = Foundation.Notification.Name(
        "UIAccessibilityElementFocusedNotification")
    /// The focused element, in that notification's user info.
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"
}
