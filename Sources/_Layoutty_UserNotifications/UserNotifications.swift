// UserNotifications for the files `layoutty preview` compiles. A preview asks no one: the
// settings say not determined, a request for permission is declined (as a user's "Don't
// Allow"), and requests scheduled are kept and never delivered — each reply on the main queue.
@_exported import Foundation

public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }
public enum UNNotificationSetting: Int, Sendable { case notSupported, disabled, enabled }
public enum UNAlertStyle: Int, Sendable { case none, banner, alert }

public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1)
    public static let sound = UNAuthorizationOptions(rawValue: 2)
    public static let alert = UNAuthorizationOptions(rawValue: 4)
    public static let carPlay = UNAuthorizationOptions(rawValue: 8)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 16)
    public static let provisional = UNAuthorizationOptions(rawValue: 64)
}

public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1)
    public static let sound = UNNotificationPresentationOptions(rawValue: 2)
    public static let alert = UNNotificationPresentationOptions(rawValue: 4)
    public static let list = UNNotificationPresentationOptions(rawValue: 8)
    public static let banner = UNNotificationPresentationOptions(rawValue: 16)
}

open class UNNotificationSettings: NSObject, @unchecked Sendable {
    open var authorizationStatus: UNAuthorizationStatus { .notDetermined }
    open var alertSetting: UNNotificationSetting { .disabled }
    open var badgeSetting: UNNotificationSetting { .disabled }
    open var soundSetting: UNNotificationSetting { .disabled }
    open var lockScreenSetting: UNNotificationSetting { .disabled }
    open var notificationCenterSetting: UNNotificationSetting { .disabled }
    open var alertStyle: UNAlertStyle { .none }
}

open class UNNotificationSound: NSObject, @unchecked Sendable {
    public static let `default` = UNNotificationSound()
    public init(named name: String) {}
    public override init() {}
}

open class UNNotificationContent: NSObject, @unchecked Sendable {
    open var title = ""
    open var subtitle = ""
    open var body = ""
    open var badge: NSNumber?
    open var sound: UNNotificationSound?
    open var userInfo: [AnyHashable: Any] = [:]
    open var categoryIdentifier = ""
    open var threadIdentifier = ""
    public override init() {}
}
public typealias UNMutableNotificationContent = UNNotificationContent

open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    open var repeats = false
}
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init()
        self.repeats = repeats
    }
}
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init()
        self.repeats = repeats
    }
}

open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

open class UNNotification: NSObject, @unchecked Sendable {
    public let request: UNNotificationRequest
    public let date: Date
    init(request: UNNotificationRequest) {
        self.request = request
        date = Date()
    }
}
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification) {
        self.notification = notification
        actionIdentifier = UNNotificationDefaultActionIdentifier
    }
}
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A button of a notification (`UNNotificationAction.h`): kept as made; nothing shows it here.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        (self.identifier, self.title, self.options) = (identifier, title, options)
    }
}

public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
    public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// A kind of notification and its buttons (`UNNotificationCategory.h`), with each initializer
/// iOS has: kept as made, and answered by the notification center as set.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let hiddenPreviewsBodyPlaceholder: String
    public let categorySummaryFormat: String
    public let options: UNNotificationCategoryOptions

    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            hiddenPreviewsBodyPlaceholder: "", categorySummaryFormat: "", options: options)
    }
    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: "",
            options: options)
    }
    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
        options: UNNotificationCategoryOptions = []
    ) {
        (self.identifier, self.actions, self.intentIdentifiers, self.options) = (
            identifier, actions, intentIdentifiers, options
        )
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
        self.categorySummaryFormat = categorySummaryFormat ?? ""
    }

    // Equal by identifier, as a set of categories keeps one of each.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UNNotificationCategory)?.identifier == identifier
    }
    open override var hash: Int { identifier.hashValue }
}

public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void)
}
extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) { completionHandler([]) }
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) { completionHandler() }
}

open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    open class func current() -> UNUserNotificationCenter { shared }
    open weak var delegate: UNUserNotificationCenterDelegate?
    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []
    private var categories: Set<UNNotificationCategory> = []

    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, Error?) -> Void
    ) {
        DispatchQueue.main.async { completionHandler(false, nil) }
    }
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        DispatchQueue.main.async { completionHandler(UNNotificationSettings()) }
    }
    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
    open func add(
        _ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable (Error?) -> Void)? = nil
    ) {
        lock.withLock { pending.append(request) }
        DispatchQueue.main.async { completionHandler?(nil) }
    }
    open func add(_ request: UNNotificationRequest) async throws { lock.withLock { pending.append(request) } }
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        let requests = lock.withLock { pending }
        DispatchQueue.main.async { completionHandler(requests) }
    }
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { pending } }
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { pending.removeAll { identifiers.contains($0.identifier) } }
    }
    open func removeAllPendingNotificationRequests() { lock.withLock { pending = [] } }
    open func removeAllDeliveredNotifications() {}
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        DispatchQueue.main.async { completionHandler([]) }
    }
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        lock.withLock { self.categories = categories }
    }
    open func getNotificationCategories(
        completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void
    ) {
        let categories = lock.withLock { self.categories }
        DispatchQueue.main.async { completionHandler(categories) }
    }
    open func notificationCategories() async -> Set<UNNotificationCategory> { lock.withLock { categories } }
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
}
