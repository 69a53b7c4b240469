import Foundation

/// Core Graphics' colour (CGColor.h): red, green, blue and alpha in the device's RGB space, which
/// layers, contexts and `UIColor.cgColor` trade in. Equal by value, as two colours of one space
/// are (`CFEqual`). Nothing is drawn with it here; the values are kept.
///
/// ```swift
/// layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
/// ```
public final class CGColor: Hashable, @unchecked Sendable {
    /// Red, green, blue and alpha, each 0 to 1: what `components` answers.
    package let red: CGFloat, green: CGFloat, blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// A pattern's colour (`UIColor(patternImage:)`): its alpha is its one component.
    package convenience init(patternAlpha alpha: CGFloat) {
        self.init(red: 0, green: 0, blue: 0, alpha: alpha)
        isPattern = true
    }
    private var isPattern = false

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var numberOfComponents: Int { isPattern ? 1 : 4 }
    public var components: [CGFloat]? { isPattern ? [alpha] : [red, green, blue, alpha] }

    /// The same colour with `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    public static func == (a: CGColor, b: CGColor) -> Bool {
        (a.red, a.green, a.blue, a.alpha) == (b.red, b.green, b.blue, b.alpha)
    }

    public func hash(into hasher: inout Hasher) {
        for component in [red, green, blue, alpha] { hasher.combine(component) }
    }
}
