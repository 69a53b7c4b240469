import Foundation

/// A paragraph's layout (`UIKit/NSParagraphStyle.h`), set on an attributed string: kept; the
/// preview draws a label's text on its lines whatever the spacing.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// Core Foundation reads this word as the object's type: see `CoreFoundationTypeWord`.
    private let coreFoundationTypeWord = CoreFoundationTypeWord()
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var paragraphSpacing: CGFloat = 0
    open internal(set) var alignment = NSTextAlignment.natural
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    open internal(set) var tailIndent: CGFloat = 0
    open internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    open internal(set) var minimumLineHeight: CGFloat = 0
    open internal(set) var maximumLineHeight: CGFloat = 0
    open internal(set) var lineHeightMultiple: CGFloat = 0
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    open internal(set) var hyphenationFactor: Float = 0
    open internal(set) var baseWritingDirection = NSWritingDirection.natural
    open internal(set) var defaultTabInterval: CGFloat = 0
    open internal(set) var allowsDefaultTighteningForTruncation = false

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any { copied(into: NSParagraphStyle()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copied(into: NSMutableParagraphStyle()) }

    fileprivate func copied<Style: NSParagraphStyle>(into style: Style) -> Style {
        (style.lineSpacing, style.paragraphSpacing, style.alignment) = (lineSpacing, paragraphSpacing, alignment)
        (style.firstLineHeadIndent, style.headIndent, style.tailIndent) = (firstLineHeadIndent, headIndent, tailIndent)
        (style.lineBreakMode, style.minimumLineHeight, style.maximumLineHeight) = (
            lineBreakMode, minimumLineHeight, maximumLineHeight
        )
        (style.lineHeightMultiple, style.paragraphSpacingBefore, style.hyphenationFactor) = (
            lineHeightMultiple, paragraphSpacingBefore, hyphenationFactor
        )
        (style.baseWritingDirection, style.defaultTabInterval, style.allowsDefaultTighteningForTruncation) = (
            baseWritingDirection, defaultTabInterval, allowsDefaultTighteningForTruncation
        )
        return style
    }
}

extension NSParagraphStyle {
    /// How lines break beyond the break mode (Japanese push-out, Hangul words): kept.
    public struct LineBreakStrategy: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = Self(rawValue: 1 << 0)
        public static let hangulWordPriority = Self(rawValue: 1 << 1)
        public static let standard = Self(rawValue: 0xFFFF)
    }
}

/// The direction a paragraph's text runs in (`NSText.h`).
public enum NSWritingDirection: Int, Sendable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// A paragraph style an app sets up (`style.lineSpacing = 4`).
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Takes every setting of `obj` (a style copied from the default, then changed).
    open func setParagraphStyle(_ obj: NSParagraphStyle) { _ = obj.copied(into: self) }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    open override var hyphenationFactor: Float {
        get { super.hyphenationFactor }
        set { super.hyphenationFactor = newValue }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection }
        set { super.baseWritingDirection = newValue }
    }
    open override var defaultTabInterval: CGFloat {
        get { super.defaultTabInterval }
        set { super.defaultTabInterval = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation }
        set { super.allowsDefaultTighteningForTruncation = newValue }
    }
}
