import Foundation

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// UIKit's label: its text sizes it (its intrinsic content size, wrapped to the width Auto
/// Layout gives it when `numberOfLines` is not 1); the previewer draws the text of a cell's
/// labels in its box.
@preconcurrency @MainActor
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
    open var lineBreakStrategy = NSParagraphStyle.LineBreakStrategy.standard
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    /// How a shrunk line sits: kept (text is drawn at its size here).
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
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

extension UIView {
    /// A centred label filling this view, resized with it, wrapping its text: what Layoutty's
    /// modules of Apple's other frameworks show where iOS shows what a terminal cannot (a web
    /// page's address, the App Store's name, a picker's empty state).
    @discardableResult package func addFillingLabel(_ text: String? = nil) -> UILabel {
        let label = UILabel(frame: bounds)
        label.text = text
        label.textAlignment = .center
        label.numberOfLines = 0
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
        return label
    }
}

/// Where a line shrunk to fit sits against its baseline (UIStringDrawing.h).
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines, alignCenters, none
}
