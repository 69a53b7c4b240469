import CollectionLayout
import Foundation

/// UIKit's colour: kept for layouts that colour their decorations; the previewer draws boxes.
open class UIColor: NSObject, _ExpressibleByColorLiteral, NSSecureCoding {
    /// Core Foundation reads this word as the object's type: see `CoreFoundationTypeWord`.
    private let coreFoundationTypeWord = CoreFoundationTypeWord()
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Archived as its components (a transformable attribute of Core Data, a colour saved in
    /// user defaults), read back alike.
    public static var supportsSecureCoding: Bool { true }

    open func encode(with coder: NSCoder) {
        for (key, value) in [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)] {
            coder.encode(Double(value), forKey: "UIColor." + key)
        }
    }

    public required convenience init?(coder: NSCoder) {
        let read = { (key: String) in CGFloat(coder.decodeDouble(forKey: "UIColor." + key)) }
        self.init(red: read("red"), green: read("green"), blue: read("blue"), alpha: read("alpha"))
    }

    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the current graphics context's fill and stroke colours (`UIGraphicsGetCurrentContext()`),
    /// as a custom view's `draw(_:)` does before filling a path; nothing without a context.
    open func set() {
        setFill()
        setStroke()
    }
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// The colour for a trait collection: itself, as a dynamic colour keeps its light value
    /// here (`init(dynamicProvider:)`).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// Equal by value, as UIKit's colours of one colour space are: `UIColor.red == UIColor(red: 1,
    /// green: 0, blue: 0, alpha: 1)` (each static colour is a new object here).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    /// As iOS prints a colour of components: its colour space and components
    /// (`UIExtendedSRGBColorSpace 1 0 0 1`), never an address — a cell labelled by an item that
    /// holds a colour reads the same on every run.
    open override var description: String {
        "UIExtendedSRGBColorSpace "
            + [red, green, blue, alpha].map { String(format: "%g", Double($0)) }.joined(separator: " ")
    }

    open override var hash: Int {
        var hasher = Hasher()
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        return hasher.finalize()
    }

    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var systemBackground: UIColor { white }
    public static var secondarySystemBackground: UIColor { UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1) }
    public static var systemGray: UIColor { UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1) }
    public static var systemGray5: UIColor { UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1) }
    public static var systemGray6: UIColor { UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1) }
    public static var systemBlue: UIColor { UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
    public static var label: UIColor { black }
    /// iOS 2's text colours, deprecated and still in apps: black, and white at 60 %.
    public static var darkText: UIColor { black }
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    // The system colours apps name, as iOS gives them in light mode.
    public static var secondaryLabel: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6) }
    public static var tertiaryLabel: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3) }
    public static var quaternaryLabel: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.18) }
    public static var placeholderText: UIColor { tertiaryLabel }
    public static var link: UIColor { systemBlue }
    public static var separator: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29) }
    public static var opaqueSeparator: UIColor { UIColor(red: 0.78, green: 0.78, blue: 0.78, alpha: 1) }
    public static var tertiarySystemBackground: UIColor { white }
    public static var systemGroupedBackground: UIColor { secondarySystemBackground }
    /// Deprecated in iOS 13 for `systemGroupedBackground`, and still in apps.
    @available(iOS, deprecated: 13.0, renamed: "systemGroupedBackground")
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }
    public static var secondarySystemGroupedBackground: UIColor { white }
    public static var tertiarySystemGroupedBackground: UIColor { secondarySystemBackground }
    public static var systemFill: UIColor { UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2) }
    public static var secondarySystemFill: UIColor { UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.16) }
    public static var tertiarySystemFill: UIColor { UIColor(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12) }
    public static var quaternarySystemFill: UIColor { UIColor(red: 0.45, green: 0.45, blue: 0.5, alpha: 0.08) }
    public static var systemGray2: UIColor { UIColor(red: 0.68, green: 0.68, blue: 0.7, alpha: 1) }
    public static var systemGray3: UIColor { UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1) }
    public static var systemGray4: UIColor { UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1) }
    public static var systemRed: UIColor { UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) }
    public static var systemOrange: UIColor { UIColor(red: 1, green: 0.58, blue: 0, alpha: 1) }
    public static var systemYellow: UIColor { UIColor(red: 1, green: 0.8, blue: 0, alpha: 1) }
    public static var systemGreen: UIColor { UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1) }
    public static var systemMint: UIColor { UIColor(red: 0, green: 0.78, blue: 0.75, alpha: 1) }
    public static var systemTeal: UIColor { UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1) }
    public static var systemCyan: UIColor { UIColor(red: 0.2, green: 0.68, blue: 0.9, alpha: 1) }
    public static var systemIndigo: UIColor { UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1) }
    public static var systemPurple: UIColor { UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1) }
    public static var systemPink: UIColor { UIColor(red: 1, green: 0.18, blue: 0.33, alpha: 1) }
    public static var systemBrown: UIColor { UIColor(red: 0.64, green: 0.52, blue: 0.37, alpha: 1) }
    public static var tintColor: UIColor { systemBlue }

    /// A colour that depends on the traits: the light one is kept (the previewer draws boxes).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(.current)
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
    }
    /// Display P3 components, kept as they are (the previewer draws boxes, not colours).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// An asset catalogue's colour: the catalogue is not here; a middle grey stands in.
    public convenience init?(named name: String) { self.init(white: 0.5, alpha: 1) }
    /// The catalogue's colour of a bundle for a trait collection (a dark variant): as `init?(named:)`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }
    /// The catalogue's colour a generated symbol names (`UIColor(resource: .accent)`), as
    /// `init?(named:)` makes it.
    public convenience init(resource: ColorResource) {
        self.init(named: resource.name)!
    }
    /// HSB to RGB, as UIKit converts: the hue's sixth of the colour wheel picks the order.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let v = brightness
        let s = saturation
        let f = h - h.rounded(.down)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb: (CGFloat, CGFloat, CGFloat) =
            switch Int(h) {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// Its components, as an app turns a colour into hex: true, every colour here has them.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// RGB to HSB, the inverse of `init(hue:saturation:brightness:alpha:)`: the hue from the
    /// largest component's sixth of the wheel, 0 for a grey.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (high, low) = (max(red, green, blue), min(red, green, blue))
        let range = high - low
        var sixths: CGFloat = 0
        if range > 0 {
            if high == red {
                sixths = (green - blue) / range
            } else if high == green {
                sixths = 2 + (blue - red) / range
            } else {
                sixths = 4 + (red - green) / range
            }
        }
        hue?.pointee = (sixths < 0 ? sixths + 6 : sixths) / 6
        saturation?.pointee = high > 0 ? range / high : 0
        brightness?.pointee = high
        alpha?.pointee = self.alpha
        return true
    }

    open var cgColor: CGColor {
        patternImage == nil
            ? CGColor(red: red, green: green, blue: blue, alpha: alpha) : CGColor(patternAlpha: alpha)
    }
    /// The image a pattern colour tiles (`UIColor(patternImage:)`); nil for a colour of components.
    public private(set) var patternImage: UIImage?
    /// A colour tiling `image`: opaque black by its components here (nothing is drawn), its Core
    /// Graphics colour a pattern's, whose one component is its alpha, as on iOS.
    public convenience init(patternImage image: UIImage) {
        self.init(red: 0, green: 0, blue: 0, alpha: 1)
        patternImage = image
    }
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
}

/// The type of an untyped `#colorLiteral(…)`, as on iOS.
public typealias _ColorLiteralType = UIColor
