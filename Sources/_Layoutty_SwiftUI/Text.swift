import UIKit

/// A key into the app's strings: written as a literal, interpolations kept as written.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Hashable, Sendable {
    let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        public mutating func appendInterpolation<T>(_ value: T, format: some FormatStyle) {
            text += String(describing: value)
        }
        public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
    }
}

/// Text on one or more lines: a label.
public struct Text: View, _PrimitiveView, Equatable {
    var content: String
    var font: Font?
    var color: Color?

    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        content = NSLocalizedString(key.key, tableName: tableName, bundle: bundle ?? .main, comment: "")
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }
    public init(_ date: Date, style: DateStyle) {
        content = DateFormatter.localizedString(
            from: date, dateStyle: style == .date ? .medium : .none, timeStyle: style == .time ? .short : .none)
    }
    public init(_ attributed: AttributedString) { content = String(attributed.characters) }
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        content = format.format(input)
    }

    public struct DateStyle: Equatable, Sendable {
        let name: String
        public static let date = DateStyle(name: "date")
        public static let time = DateStyle(name: "time")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")
    }

    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] {
        let label = UILabel()
        label.text = content
        label.numberOfLines = 0
        if let font { label.font = font.uiFont }
        if let color { label.textColor = color.uiColor }
        return [label]
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.content += rhs.content
        return joined
    }

    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color } }
    public func foregroundStyle(_ color: Color) -> Text { with { $0.color = color } }
    public func bold() -> Text { with { $0.font = ($0.font ?? .body).bold() } }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        with { $0.font = ($0.font ?? .body).weight(weight ?? .regular) }
    }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func textCase(_ textCase: Text.Case?) -> Text {
        with { text in
            switch textCase {
            case .uppercase?: text.content = text.content.uppercased()
            case .lowercase?: text.content = text.content.lowercased()
            case nil: break
            }
        }
    }
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    private func with(_ change: (inout Text) -> Void) -> Text {
        var copy = self
        change(&copy)
        return copy
    }
}

/// A picture: an SF Symbol, an asset, or a `UIImage`, shown as UIKit shows its image.
public struct Image: View, _PrimitiveView {
    let image: UIImage?
    public init(systemName: String) { image = UIImage(systemName: systemName) }
    public init(_ name: String, bundle: Bundle? = nil) { image = UIImage(named: name) }
    public init(uiImage: UIImage) { image = uiImage }
    public init(_ resource: ImageResource) { image = UIImage(resource: resource) }
    public init(decorative name: String, bundle: Bundle? = nil) { image = UIImage(named: name) }
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] { [UIImageView(image: image)] }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public enum ResizingMode: Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable { case template, original }
    public enum Interpolation: Sendable { case none, low, medium, high }
}

public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode()
    public static let multicolor = SymbolRenderingMode()
    public static let hierarchical = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode()
}

/// A title beside its icon.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public var body: some View {
        HStack {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

public struct Font: Hashable, Sendable {
    let size: CGFloat
    let weight: Weight
    let style: UIFont.TextStyle?

    public struct Weight: Hashable, Sendable {
        let value: CGFloat
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    static func styled(_ style: UIFont.TextStyle, _ weight: Weight = .regular) -> Font {
        Font(size: UIFont.preferredFont(forTextStyle: style).pointSize, weight: weight, style: style)
    }
    public static let largeTitle = styled(.largeTitle)
    public static let title = styled(.title1)
    public static let title2 = styled(.title2)
    public static let title3 = styled(.title3)
    public static let headline = styled(.headline, .semibold)
    public static let subheadline = styled(.subheadline)
    public static let body = styled(.body)
    public static let callout = styled(.callout)
    public static let footnote = styled(.footnote)
    public static let caption = styled(.caption1)
    public static let caption2 = styled(.caption2)

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, style: nil)
    }
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        let styles: [TextStyle: Font] = [
            .largeTitle: largeTitle, .title: title, .title2: title2, .title3: title3, .headline: headline,
            .subheadline: subheadline, .body: body, .callout: callout, .footnote: footnote, .caption: caption,
            .caption2: caption2
        ]
        return styles[style] ?? body
    }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(size: size, weight: .regular, style: nil) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }
    public init(_ font: UIFont) { self.init(size: font.pointSize, weight: .regular, style: nil) }
    init(size: CGFloat, weight: Weight, style: UIFont.TextStyle?) {
        self.size = size
        self.weight = weight
        self.style = style
    }

    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { self }
    public func smallCaps() -> Font { self }
    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight, style: style) }

    var uiFont: UIFont { UIFont.systemFont(ofSize: size, weight: UIFont.Weight(rawValue: weight.value)) }
}
