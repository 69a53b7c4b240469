import Foundation
import LayouttyDevice

/// UIKit's font, as far as it sizes text: a point size and a weight. Metrics are those of the
/// system font (San Francisco): a line is 1.193 em tall, ascender 0.952 em, descender 0.241 em;
/// an average character is half an em wide (a wide CJK character or emoji one em).
open class UIFont: NSObject {
    /// Core Foundation reads this word as the object's type: see `CoreFoundationTypeWord`.
    private let coreFoundationTypeWord = CoreFoundationTypeWord()
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6),
            light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23),
            semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    /// The Dynamic Type styles, at the default content size (UIKit's sizes).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle"), title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2"), title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline"), subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body"), callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote"), caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")

        var pointSize: CGFloat {
            let sizes: [String: CGFloat] = [
                "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "subheadline": 15,
                "body": 17,
                "callout": 16, "footnote": 13, "caption1": 12, "caption2": 11
            ]
            return sizes[rawValue] ?? 17
        }
    }

    public let pointSize: CGFloat
    public let fontName: String
    public let weight: Weight

    public init(pointSize: CGFloat, name: String = ".SFUI", weight: Weight = .regular) {
        (self.pointSize, self.fontName, self.weight) = (pointSize, name, weight)
        super.init()
    }
    public convenience init?(name: String, size: CGFloat) { self.init(pointSize: size, name: name) }

    /// Equal by value, as UIKit's fonts are (`systemFont(ofSize: 17)` twice is one font): two runs
    /// of an attributed string in equal fonts are one run.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return (pointSize, fontName, weight) == (other.pointSize, other.fontName, other.weight)
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(fontName)
        hasher.combine(weight)
        return hasher.finalize()
    }

    open var familyName: String { fontName }
    open var lineHeight: CGFloat { pointSize * 1.193 }
    open var ascender: CGFloat { pointSize * 0.952 }
    open var descender: CGFloat { -pointSize * 0.241 }
    open var capHeight: CGFloat { pointSize * 0.705 }
    open var xHeight: CGFloat { pointSize * 0.517 }
    open var leading: CGFloat { 0 }
    open func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, name: fontName, weight: weight) }

    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, name: ".SFMono", weight: weight)
    }
    open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(pointSize: style.pointSize, weight: style == .headline ? .semibold : .regular)
    }
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
    open class var systemFontSize: CGFloat { 17 }
    open class var labelFontSize: CGFloat { 17 }
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The size `text` takes in this font on lines at most `width` wide (nil: one line
    /// whatever its length), with at most `lines` lines (0: as many as it needs), rounded up to
    /// whole points as UIKit's labels round theirs.
    func size(of text: String, within width: CGFloat?, lines: Int) -> CGSize {
        let advance = pointSize * (fontName == ".SFMono" ? 0.6 : 0.5)
        guard !text.isEmpty else { return .zero }
        let wrapped: [String]
        if let width {
            let columns = max(1, Int(saturating: (width / advance).rounded(.down)))
            wrapped = DisplayWidth.wrap(text, to: columns, lines: lines == 0 ? Int.max : lines)
        } else {
            wrapped = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let widest = wrapped.map { CGFloat(DisplayWidth.of($0)) * advance }.max() ?? 0
        let shown = lines == 0 ? wrapped.count : min(lines, wrapped.count)
        return CGSize(width: widest.rounded(.up), height: (CGFloat(shown) * lineHeight).rounded(.up))
    }
}
