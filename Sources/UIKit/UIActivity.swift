import Foundation

/// An app's own share-sheet activity (UIActivity.h): kept, never performed.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    public override init() { super.init() }
    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open var activityViewController: UIViewController? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() {}
    open func activityDidFinish(_ completed: Bool) {}

    public enum Category: Int, Sendable {
        case action, share
    }

    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = Self("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = Self("com.apple.UIKit.activity.PostToTwitter")
        public static let message = Self("com.apple.UIKit.activity.Message")
        public static let mail = Self("com.apple.UIKit.activity.Mail")
        public static let print = Self("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = Self("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = Self("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = Self("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = Self("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = Self("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = Self("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = Self("com.apple.UIKit.activity.MarkupAsPDF")
    }
}
