import Foundation
import TerminalCollectionView

/// UIKit's font, as far as it sizes text: a point size and a weight. Metrics are those of the
/// system font (San Francisco): a line is 1.193 em tall, ascender 0.952 em, descender 0.241 em;
/// an average character is half an em wide (a wide CJK character or emoji one em).
open class UIFont: NSObject {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
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
                "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "subheadline": 15, "body": 17,
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

    open var familyName: String { fontName }
    open var lineHeight: CGFloat { pointSize * 1.193 }
    open var ascender: CGFloat { pointSize * 0.952 }
    open var descender: CGFloat { -pointSize * 0.241 }
    open var capHeight: CGFloat { pointSize * 0.705 }
    open var xHeight: CGFloat { pointSize * 0.517 }
    open var leading: CGFloat { 0 }
    open func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, name: fontName, weight: weight) }

    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight) }
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, name: ".SFMono", weight: weight)
    }
    open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight) }
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

/// Dynamic Type's scaling: at the default content size it scales by one.
open class UIFontMetrics: NSObject {
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
    public init(forTextStyle style: UIFont.TextStyle) { super.init() }
    open func scaledFont(for font: UIFont) -> UIFont { font }
    open func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection?) -> UIFont { font }
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// UIKit's label: its text sizes it (its intrinsic content size, wrapped to the width Auto
/// Layout gives it when `numberOfLines` is not 1); the previewer draws the text of a cell's
/// labels in its box.
open class UILabel: UIView {
    open var text: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment = NSTextAlignment.natural
    open var numberOfLines = 1
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize {
        textSize(within: preferredMaxLayoutWidth > 0 && numberOfLines != 1 ? preferredMaxLayoutWidth : nil)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(within: numberOfLines != 1 && size.width > 0 ? size.width : nil)
    }

    /// The text's size on lines at most `width` wide (nil: unwrapped).
    func textSize(within width: CGFloat?) -> CGSize { font.size(of: text ?? "", within: width, lines: numberOfLines) }

    override var baselineInsets: (top: Double, bottom: Double) { (Double(font.ascender), Double(-font.descender)) }
    override var shownText: String? { text }
}

/// UIKit's image view: its image's size is its intrinsic size; the previewer draws boxes, not
/// images.
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var highlightedImage: UIImage?
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

/// UIKit's stack view: its arranged subviews in a row or column, placed by the constraints it
/// makes (spacing, alignment across, distribution along), solved with the others.
open class UIStackView: UIView {
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal
    open var spacing: CGFloat = 0
    open var alignment = Alignment.fill
    open var distribution = Distribution.fill
    open var isLayoutMarginsRelativeArrangement = false
    open var isBaselineRelativeArrangement = false
    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
    }
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
    open func setCustomSpacing(_ spacing: CGFloat, after view: UIView) { customSpacing[ObjectIdentifier(view)] = spacing }
    open func customSpacing(after view: UIView) -> CGFloat { customSpacing[ObjectIdentifier(view)] ?? UIStackView.spacingUseDefault }

    /// The stack's constraints: shown views edge to edge along the axis with the spacing
    /// between, each placed across by the alignment; `fillEqually` makes them equal.
    override var generatedConstraints: [NSLayoutConstraint] {
        let shown = arrangedSubviews.filter { !$0.isHidden }
        guard !shown.isEmpty else { return [] }
        let horizontal = axis == .horizontal
        let margins = isLayoutMarginsRelativeArrangement
        let (start, end): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal
            ? (margins ? .leadingMargin : .leading, margins ? .trailingMargin : .trailing)
            : (margins ? .topMargin : .top, margins ? .bottomMargin : .bottom)
        let (crossStart, crossEnd, crossCenter):
            (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                horizontal
                ? (margins ? .topMargin : .top, margins ? .bottomMargin : .bottom, .centerY)
                : (margins ? .leadingMargin : .leading, margins ? .trailingMargin : .trailing, .centerX)
        func make(
            _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject,
            _ ba: NSLayoutConstraint.Attribute, _ c: CGFloat = 0
        ) -> NSLayoutConstraint {
            NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: 1, constant: c)
        }
        let (alongStart, alongEnd): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.leading, .trailing) : (.top, .bottom)
        var made = [make(shown[0], alongStart, .equal, self, start), make(self, end, .equal, shown[shown.count - 1], alongEnd)]
        for (previous, next) in zip(shown, shown.dropFirst()) {
            let custom = customSpacing(after: previous)
            made.append(make(next, alongStart, .equal, previous, alongEnd, custom == UIStackView.spacingUseDefault ? spacing : custom))
            if distribution == .fillEqually {
                made.append(make(next, horizontal ? .width : .height, .equal, shown[0], horizontal ? .width : .height))
            }
        }
        if alignment != .fill {
            // Across, the stack hugs its tallest (widest) view, as UIKit's own weak constraint does.
            made.append(
                NSLayoutConstraint(
                    item: self, attribute: horizontal ? .height : .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 0))
            made[made.count - 1].priority = UILayoutPriority(25)
        }
        let (viewStart, viewEnd): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.top, .bottom) : (.leading, .trailing)
        for view in shown {
            switch alignment {
            case .fill:
                made += [make(view, viewStart, .equal, self, crossStart), make(view, viewEnd, .equal, self, crossEnd)]
            case .leading, .firstBaseline:
                made += [make(view, viewStart, .equal, self, crossStart), make(view, viewEnd, .lessThanOrEqual, self, crossEnd)]
            case .trailing, .lastBaseline:
                made += [make(view, viewStart, .greaterThanOrEqual, self, crossStart), make(view, viewEnd, .equal, self, crossEnd)]
            case .center:
                made += [make(view, crossCenter, .equal, self, crossCenter), make(view, viewStart, .greaterThanOrEqual, self, crossStart)]
            }
        }
        return made
    }
}
