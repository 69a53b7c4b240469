import Foundation

/// A success, warning or error felt (UINotificationFeedbackGenerator.h): nothing is felt here.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}
