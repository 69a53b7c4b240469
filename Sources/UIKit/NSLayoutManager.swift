import Foundation

/// TextKit's layout of a text storage in its containers (`UIKit/NSLayoutManager.h`): one glyph
/// per character, the text measured as labels measure it (`UIFont.size(of:within:lines:)`) in
/// the first container's width less its padding. Where a tap falls (`characterIndex(for:…)`)
/// is the first character: nothing is tapped in a preview.
open class NSLayoutManager: NSObject {
    open internal(set) weak var textStorage: NSTextStorage?
    open private(set) var textContainers: [NSTextContainer] = []
    open var allowsNonContiguousLayout = false
    open var usesFontLeading = true

    public override init() { super.init() }

    open func addTextContainer(_ container: NSTextContainer) {
        textContainers.append(container)
        container.layoutManager = self
    }
    open func removeTextContainer(at index: Int) {
        textContainers.remove(at: index).layoutManager = nil
    }

    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }
    open func glyphRange(for container: NSTextContainer) -> NSRange { NSRange(location: 0, length: numberOfGlyphs) }
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        glyphRange
    }
    open func glyphRange(forCharacterRange characterRange: NSRange, actualCharacterRange: NSRangePointer?) -> NSRange {
        characterRange
    }
    open func ensureLayout(for container: NSTextContainer) {}
    open func ensureLayout(forGlyphRange glyphRange: NSRange) {}
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange: NSRangePointer?) {}

    /// The text's size in `container`, from its top-left inside the padding.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard let textStorage, textStorage.length > 0 else { return .zero }
        let font = textStorage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont ?? .systemFont(ofSize: 17)
        let width = container.size.width > 0 ? container.size.width - 2 * container.lineFragmentPadding : nil
        let size = font.size(of: textStorage.string, within: width, lines: container.maximumNumberOfLines)
        return CGRect(origin: CGPoint(x: container.lineFragmentPadding, y: 0), size: size)
    }
    /// The whole text's rect: glyphs are not placed one by one here.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        usedRect(for: container)
    }
    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        partialFraction?.pointee = 0
        return 0
    }
    open func glyphIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: partialFraction)
    }
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }
}
