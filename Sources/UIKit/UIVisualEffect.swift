import Foundation

/// A visual effect a `UIVisualEffectView` shows (UIVisualEffect.h): kept, not drawn.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}
