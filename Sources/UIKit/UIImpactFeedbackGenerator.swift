import Foundation

/// A tap felt (UIImpactFeedbackGenerator.h): nothing is felt here.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    public override convenience init() { self.init(style: .medium) }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
    open func impactOccurred(at location: CGPoint) {}
}
