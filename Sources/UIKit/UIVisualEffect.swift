import Foundation

/// A visual effect a `UIVisualEffectView` shows (UIVisualEffect.h): kept, not drawn.
open class UIVisualEffect: NSObject {}
