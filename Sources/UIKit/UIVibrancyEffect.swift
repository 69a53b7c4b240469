import Foundation

/// Content made vivid over a blur (UIVibrancyEffect.h): kept, not drawn.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init(blurEffect: blurEffect)
    }
}

public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
