import Foundation
import Testing
import UIKit

/// Attributed strings styled with UIKit's values, as a screen's labels build them. On Linux,
/// Core Foundation keeps an attributed string's runs and compares neighbouring runs' attributes
/// with `CFEqual`; a Swift object it did not recognise as one stopped the process (a real VPN
/// app's settings screen, appending a bold run to a plain one).
@Suite struct AttributedStringTests {
    /// Two runs with different fonts and colours: appending the second keeps both, each over its
    /// own character, and the process goes on.
    @Test func appendingARunWithOtherUIKitValuesKeepsBothRuns() {
        let text = NSMutableAttributedString(
            string: "a", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.red])
        let shadow = NSShadow()
        shadow.shadowBlurRadius = 2
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        text.append(
            NSAttributedString(
                string: "b",
                attributes: [
                    .font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.blue, .shadow: shadow,
                    .paragraphStyle: style, .attachment: NSTextAttachment()
                ]))
        var first = NSRange()
        var second = NSRange()
        let bold = text.attribute(.font, at: 1, effectiveRange: &second) as? UIFont
        _ = text.attribute(.font, at: 0, effectiveRange: &first)
        #expect(text.string == "ab")
        #expect(first == NSRange(location: 0, length: 1) && second == NSRange(location: 1, length: 1))
        #expect(
            bold?.pointSize == 17 && text.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .blue)
    }

    /// Colours equal by value are one run, as on iOS: `UIColor(white: 1, alpha: 1)` made twice
    /// is two objects but one colour, so the effective range of either covers both characters.
    @Test func equalValuesInDistinctObjectsAreOneRun() {
        let text = NSMutableAttributedString(string: "x", attributes: [.foregroundColor: UIColor(white: 1, alpha: 1)])
        text.append(NSAttributedString(string: "y", attributes: [.foregroundColor: UIColor(white: 1, alpha: 1)]))
        var range = NSRange()
        _ = text.attribute(.foregroundColor, at: 1, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 2))
    }

    /// Attributes set on parts of a string, run by run (`setAttributes`, `addAttribute`): each
    /// change compares the run's new attributes with its neighbours' — what stopped the process.
    /// Equal fonts from two calls are one font over "ab"; the colour runs over "bc".
    @Test func attributesSetRunByRunCompareTheirValues() {
        let text = NSMutableAttributedString(string: "abc")
        text.setAttributes([.font: UIFont.systemFont(ofSize: 17)], range: NSRange(location: 0, length: 1))
        text.setAttributes([.font: UIFont.systemFont(ofSize: 17)], range: NSRange(location: 1, length: 1))
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 2))
        text.addAttribute(.paragraphStyle, value: NSMutableParagraphStyle(), range: NSRange(location: 0, length: 3))
        text.addAttribute(.shadow, value: NSShadow(), range: NSRange(location: 0, length: 3))
        var font = NSRange()
        var colour = NSRange()
        _ = text.attribute(.font, at: 0, longestEffectiveRange: &font, in: NSRange(location: 0, length: 3))
        _ = text.attribute(.foregroundColor, at: 2, longestEffectiveRange: &colour, in: NSRange(location: 0, length: 3))
        #expect(font == NSRange(location: 0, length: 2) && colour == NSRange(location: 1, length: 2))
    }

    /// The word Core Foundation reads as a type sits right after each class's object header (two
    /// words), and reads as type 1 (bits 8–17), not 0, for every class a run's value may be.
    @Test func theTypeWordIsWhereCoreFoundationReadsIt() {
        let values: [NSObject] = [
            UIColor(white: 1, alpha: 1), UIFont.systemFont(ofSize: 17), NSParagraphStyle(), NSMutableParagraphStyle(),
            NSShadow(), NSTextAttachment()
        ]
        for value in values {
            let word = Unmanaged.passUnretained(value).toOpaque().load(fromByteOffset: 16, as: UInt64.self)
            #expect((word >> 8) & 0x3FF == 1, "\(type(of: value))")
        }
    }
}
