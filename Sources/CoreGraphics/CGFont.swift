import Foundation

/// Core Graphics' font, as text layers are given one (`CGFont(font.fontName as CFString)`): its
/// name. Fonts are not drawn here, so any name makes one.
open class CGFont: NSObject {
    public let fullName: String?
    public init?(_ name: CFString) {
        fullName = String(name)
        super.init()
    }
}
