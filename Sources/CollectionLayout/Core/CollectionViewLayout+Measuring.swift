import Foundation

extension CollectionViewLayout {
    /// One measuring pass, as a view makes it: each cell and supplementary view is asked for its
    /// preferred attributes and the layout takes those it wants (invalidating itself). Returns
    /// the paths it took (decorations are never measured).
    ///
    /// ```swift
    /// while !layout.takePreferredAttributes(of: cells, preferred: fit).isEmpty { layout.prepareIfNeeded(); cells = … }
    /// ```
    public func takePreferredAttributes(of cells: [LayoutAttributes], preferred: (LayoutAttributes) -> LayoutAttributes)
        -> [IndexPath]
    {
        var taken: [IndexPath] = []
        for cell in cells where cell.representedElementCategory != .decorationView {
            let wanted = preferred(cell)
            guard shouldInvalidateLayout(forPreferredLayoutAttributes: wanted, withOriginalAttributes: cell) else {
                continue
            }
            invalidateLayout(
                with: invalidationContext(forPreferredLayoutAttributes: wanted, withOriginalAttributes: cell))
            taken.append(cell.indexPath)
        }
        return taken
    }
}
