import Foundation

/// A Home Screen quick action (UIApplicationShortcutItem.h): kept on the application, never
/// shown (there is no Home Screen here).
open class UIApplicationShortcutItem: NSObject {
    public let type: String
    public let localizedTitle: String
    public let localizedSubtitle: String?
    public let icon: UIApplicationShortcutIcon?
    public let userInfo: [String: NSSecureCoding]?

    public init(
        type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
        userInfo: [String: NSSecureCoding]? = nil
    ) {
        (self.type, self.localizedTitle, self.localizedSubtitle, self.icon, self.userInfo) =
            (type, localizedTitle, localizedSubtitle, icon, userInfo)
        super.init()
    }
}

/// A quick action's icon: kept.
open class UIApplicationShortcutIcon: NSObject {
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite
        case love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task
        case taskCompleted, alarm, bookmark, shuffle, audio, update
    }
    public init(type: IconType) { super.init() }
    public init(systemImageName: String) { super.init() }
    public init(templateImageName: String) { super.init() }
}

extension UIApplication {
    /// The app's quick actions: kept for the process (global as the app's are).
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { ShortcutItems.items }
        set { ShortcutItems.items = newValue }
    }
}

private enum ShortcutItems {
    nonisolated(unsafe) static var items: [UIApplicationShortcutItem]?
}
