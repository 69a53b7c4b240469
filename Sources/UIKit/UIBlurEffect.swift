import Foundation

/// A blur behind a view (UIBlurEffect.h): kept, not drawn (the view's box is).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight, systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
        case systemThickMaterialDark, systemChromeMaterialDark
    }
    public let style: Style
    public init(style: Style) {
        self.style = style
        super.init()
    }
}
