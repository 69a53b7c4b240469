import Foundation

/// How the pointer looks over a region (UIPointerStyle.h, iOS 13.4): its effect on a view and
/// its shape. Kept; no pointer is drawn here.
@preconcurrency @MainActor
open class UIPointerStyle: NSObject {
    public let effect: UIPointerEffect?
    public let shape: UIPointerShape?
    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        (self.effect, self.shape) = (effect, shape)
        super.init()
    }
    public init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        (effect, self.shape) = (nil, shape)
        super.init()
    }
    private init(effect: UIPointerEffect?) {
        (self.effect, shape) = (effect, nil)
        super.init()
    }
    /// The pointer hidden over the region.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(effect: nil) }
    /// The system's own pointer (iOS 15).
    public static func system() -> UIPointerStyle { UIPointerStyle(effect: nil) }
}

/// What the pointer does to the view under it.
public enum UIPointerEffect {
    /// How a hovered view is tinted.
    public enum TintMode: Int, Sendable { case none, overlay, underlay }
    case automatic(UITargetedPreview)
    case highlight(UITargetedPreview)
    case lift(UITargetedPreview)
    case hover(
        UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
        prefersScaledContent: Bool = true)
}

/// The pointer's shape over a region.
public enum UIPointerShape {
    case path(UIBezierPath)
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)
    /// The corner radius UIKit's rounded pointer uses.
    public static let defaultCornerRadius: CGFloat = 8
}
