import Foundation

// UIMotionEffect.h: what moves a view with the device's tilt (a card's parallax, a menu's
// shadow). Nothing tilts a preview: the viewer's offset is always zero, so an effect asks for
// no change and the view stays where its layout put it.

open class UIMotionEffect: NSObject {
    public override init() {}
    /// The key paths to change and by how much for an offset of the viewer: none at rest.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// An effect moving one key path (`center.x`) between two values as the device tilts.
open class UIInterpolatingMotionEffect: UIMotionEffect {
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
    }
    public let keyPath: String
    public let type: EffectType
    open var minimumRelativeValue: Any?
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
    }
}

/// Several effects applied together.
open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?
}
