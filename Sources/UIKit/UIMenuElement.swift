import Foundation

/// What a menu holds: actions and menus. Kept, never shown (nothing long-presses here).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    public let title: String
    public let image: UIImage?

    public init(title: String, image: UIImage? = nil) {
        (self.title, self.image) = (title, image)
        super.init()
    }

    /// An element's look and behaviour (`.destructive`, `.disabled`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A check mark beside it.
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}
