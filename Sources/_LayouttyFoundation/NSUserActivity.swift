import Foundation

/// What the user is doing, for Handoff, Spotlight and state restoration (Foundation's
/// NSUserActivity.h on Apple's platforms; swift-corelibs-foundation has none): kept. Made
/// current, it becomes nothing more here — no other device, no search index, no restoration.
open class NSUserActivity: NSObject {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var keywords: Set<String> = []
    open var webpageURL: URL?
    open var targetContentIdentifier: String?
    open var persistentIdentifier: String?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    open var needsSave = false
    open weak var delegate: NSUserActivityDelegate?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }
    open func becomeCurrent() {}
    open func resignCurrent() {}
    open func invalidate() {}
}

/// What a user activity tells its delegate: kept.
public protocol NSUserActivityDelegate: AnyObject {
    func userActivityWillSave(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
}
