// swift-format-ignore-file: DontRepeatTypeInStaticProperties

// (SwiftUI names them so: `Color.accentColor`, `Material.thinMaterial`.)
import UIKit

/// A colour, and a view that fills its space with it.
public struct Color: View, _PrimitiveView, Hashable, ShapeStyle, @unchecked Sendable {
    let uiColor: UIColor

    public init(uiColor: UIColor) { self.uiColor = uiColor }
    /// Disfavoured, so that `Color(.accent)` is the catalog's resource where UIKit's colour has
    /// a generated member of the same name, as on iOS.
    @_disfavoredOverload public init(_ color: UIColor) { uiColor = color }
    public init(_ name: String, bundle: Bundle? = nil) { uiColor = UIColor(named: name) ?? .clear }
    public init(_ resource: ColorResource) { uiColor = UIColor(resource: resource) }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        uiColor = UIColor(red: red, green: green, blue: blue, alpha: opacity)
    }
    public init(white: Double, opacity: Double = 1) { uiColor = UIColor(white: white, alpha: opacity) }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        uiColor = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity)
    }
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    public static let clear = Color(uiColor: .clear)
    public static let black = Color(uiColor: .black)
    public static let white = Color(uiColor: .white)
    public static let gray = Color(uiColor: .systemGray)
    public static let red = Color(uiColor: .systemRed)
    public static let orange = Color(uiColor: .systemOrange)
    public static let yellow = Color(uiColor: .systemYellow)
    public static let green = Color(uiColor: .systemGreen)
    public static let mint = Color(uiColor: .systemMint)
    public static let teal = Color(uiColor: .systemTeal)
    public static let cyan = Color(uiColor: .systemCyan)
    public static let blue = Color(uiColor: .systemBlue)
    public static let indigo = Color(uiColor: .systemIndigo)
    public static let purple = Color(uiColor: .systemPurple)
    public static let pink = Color(uiColor: .systemPink)
    public static let brown = Color(uiColor: .systemBrown)
    public static let primary = Color(uiColor: .label)
    public static let secondary = Color(uiColor: .secondaryLabel)
    public static let accentColor = Color(uiColor: .tintColor)

    public func opacity(_ opacity: Double) -> Color { Color(uiColor: uiColor.withAlphaComponent(opacity)) }

    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] {
        let view = UIView()
        view.backgroundColor = uiColor
        return [view]
    }
}

/// What fills or strokes a shape.
public protocol ShapeStyle {}

extension ShapeStyle where Self == Color {
    public static var primary: Color { .primary }
    public static var secondary: Color { .secondary }
    public static var tint: Color { .accentColor }
}

public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
    public static let quaternary = HierarchicalShapeStyle()
}

public struct Material: ShapeStyle {
    public static let ultraThinMaterial = Material()
    public static let thinMaterial = Material()
    public static let regularMaterial = Material()
    public static let thickMaterial = Material()
    public static let ultraThickMaterial = Material()
    public static let bar = Material()
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material() }
    public static var thinMaterial: Material { Material() }
    public static var regularMaterial: Material { Material() }
    public static var thickMaterial: Material { Material() }
}

/// A shape: here a view that draws nothing but its fill, if it has one.
public protocol Shape: View, _PrimitiveView {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] { [UIView()] }
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        ShapeView(fill: content as? Color)
    }
    public func fill() -> some View { ShapeView(fill: .primary) }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { ShapeView(fill: nil) }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { ShapeView(fill: nil) }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { ShapeView(fill: nil) }
}

struct ShapeView: View, _PrimitiveView {
    let fill: Color?
    var body: Never { fatalError() }
    func _makeUIViews() -> [UIView] {
        let view = UIView()
        view.backgroundColor = fill?.uiColor
        return [view]
    }
}

public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
    }
}

public struct Path: Shape {
    var cgPath = CGMutablePath()
    public init() {}
    public init(_ callback: (inout Path) -> Void) { callback(&self) }
    public init(_ rect: CGRect) { cgPath.addRect(rect) }
    public func path(in rect: CGRect) -> Path { self }
    public mutating func move(to point: CGPoint) { cgPath.move(to: point) }
    public mutating func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    public mutating func addRect(_ rect: CGRect) { cgPath.addRect(rect) }
    public mutating func closeSubpath() { cgPath.closeSubpath() }
}

public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}
public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {}
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}
public enum RoundedCornerStyle: Sendable { case circular, continuous }
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}
public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .circular) {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension UIColor {
    /// SwiftUI's colour as UIKit's (iOS 14): the colour it was made from.
    public convenience init(_ color: Color) {
        let made = color.uiColor
        self.init(red: made.red, green: made.green, blue: made.blue, alpha: made.alpha)
    }
}
