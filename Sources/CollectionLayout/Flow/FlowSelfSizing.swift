import Foundation

extension FlowLayout {
    /// A self-sizing section's lines: estimates, with what the view measured. Sections given
    /// as a count keep estimated runs arithmetic (`SelfSizingLines`); after a measurement only
    /// the run around it onwards is recomputed. Sections sized item by item take the delegate's
    /// sizes as the estimates (one pass, as any per-item section).
    func selfSizingLines(
        _ index: Int, view: CollectionView, estimated: CGSize, count: Int, lineSpacing: CGFloat, context: LineContext,
        previous: FlowSection.Lines?,
        checked: (CGSize, Int?) throws(LayoutConfigurationError) -> CGSize
    ) throws(LayoutConfigurationError) -> FlowSection.Lines {
        let measured = measuredSizes(inSection: index)
        if let d = delegate, d.collectionView(view, layout: self, uniformItemSizeForSectionAt: index) == nil {
            return .varying(
                try VaryingLines(count: count, lineSpacing: lineSpacing, context: context) {
                    item throws(LayoutConfigurationError) in
                    if let size = measured[item] { return size }
                    return try checked(
                        d.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: item, section: index)), item
                    )
                })
        }
        let uniform = delegate?.collectionView(view, layout: self, uniformItemSizeForSectionAt: index) ?? itemSize
        let estimate = try checked(estimated == Self.automaticSize ? uniform : estimated, nil)
        if let from = changedSince(index), case .selfSizing(var lines)? = previous,
            lines.estimate == estimate, lines.itemCount == count, lines.lineSpacing == lineSpacing,
            lines.context.matches(context)
        {
            lines.rebuild(from: from, measured: measured)
            return .selfSizing(lines)
        }
        return .selfSizing(
            SelfSizingLines(
                estimate: estimate, itemCount: count, measured: measured, lineSpacing: lineSpacing, context: context))
    }
}

extension LineContext {
    /// The same facts (what a section's lines were placed with).
    func matches(_ other: LineContext) -> Bool {
        leadingInset == other.leadingInset && available == other.available && spacing == other.spacing
            && style == other.style
    }
}
