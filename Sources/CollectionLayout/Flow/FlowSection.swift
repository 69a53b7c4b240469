import Foundation

/// One section's resolved metrics and lines, in logical coordinates relative to the section start.
/// Along the scroll axis: header, inset.top, lines, inset.bottom, footer.
struct FlowSection: Hashable {
    enum Lines: Hashable {
        case uniform(UniformLines)
        case varying(VaryingLines)
        /// Estimated items with the view's measurements (`estimatedItemSize`).
        case selfSizing(SelfSizingLines)
    }

    /// Whether the view measures this section's cells (it has an estimated item size).
    var selfSizes = false

    /// Logical insets (top/bottom along the scroll axis).
    var inset: EdgeInsets
    var headerLength: CGFloat
    var footerLength: CGFloat
    var style: FlowLayout.SectionStyle
    var itemCount: Int
    /// The section's minimum interitem spacing and its width for items (what its lines were placed with).
    var interitemSpacing: CGFloat
    var available: CGFloat
    var lines: Lines
    var oversized: FlowLayout.OversizedItems?

    var linesOrigin: CGFloat { headerLength + inset.top }
    var footerOrigin: CGFloat { linesOrigin + linesLength + inset.bottom }
    var length: CGFloat { footerOrigin + footerLength }

    // Switching here (not through `any FlowLineStore`) keeps the per-frame path specialised.

    var linesLength: CGFloat {
        switch lines {
        case .uniform(let lines): lines.length
        case .varying(let lines): lines.length
        case .selfSizing(let lines): lines.length
        }
    }

    /// The item's frame relative to the first line.
    func frame(ofItem item: Int) -> CGRect {
        switch lines {
        case .uniform(let lines): lines.frame(ofItem: item, inLine: lines.line(ofItem: item))
        case .varying(let lines): lines.frame(ofItem: item, inLine: lines.line(ofItem: item))
        case .selfSizing(let lines): lines.frame(ofItem: item, inLine: lines.line(ofItem: item))
        }
    }

    /// The line holding `item`, the items on it and how many lines there are.
    func line(ofItem item: Int) -> (line: Int, items: Range<Int>, lineCount: Int) {
        switch lines {
        case .uniform(let lines):
            let l = lines.line(ofItem: item)
            return (l, lines.items(inLine: l), lines.lineCount)
        case .varying(let lines):
            let l = lines.line(ofItem: item)
            return (l, lines.items(inLine: l), lines.lineCount)
        case .selfSizing(let lines):
            let l = lines.line(ofItem: item)
            return (l, lines.items(inLine: l), lines.lineCount)
        }
    }

    func forEachItem(in rect: CGRect, origin: CGFloat, _ body: (Int, CGRect) -> Bool) -> Bool {
        switch lines {
        case .uniform(let lines): lines.forEachItem(in: rect, origin: origin, body)
        case .varying(let lines): lines.forEachItem(in: rect, origin: origin, body)
        case .selfSizing(let lines): lines.forEachItem(in: rect, origin: origin, body)
        }
    }
}

extension FlowSection: CountSeparableSection {
    /// Items of one size (`UniformLines`) apart from their count: every count with the same
    /// number on the last line keeps the same last-line placement, the only stored value a
    /// count decides. Sections naming oversized items (their index and count) stay whole.
    var separatedCount: (shape: FlowSection, count: Int)? {
        guard case .uniform(let uniform) = lines, oversized == nil else { return nil }
        let standIn = itemCount == 0 ? 0 : (itemCount - 1) % uniform.itemsPerLine + 1
        return (withItemCount(standIn), itemCount)
    }

    func withItemCount(_ count: Int) -> FlowSection {
        guard case .uniform(var uniform) = lines else { return self }
        var section = self
        uniform.itemCount = count
        section.itemCount = count
        section.lines = .uniform(uniform)
        return section
    }
}
