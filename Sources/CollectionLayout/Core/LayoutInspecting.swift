import Foundation

/// The spaces a layout leaves, with their sizes, for the previewer's inspector: section insets,
/// the gaps between items and between lines or columns. In content coordinates.
public struct InspectionGuide: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A section inset band ("top", "left", "bottom", "right" as the user set them).
        case inset(edge: String)
        /// The space between two items of a line (flow) or between two columns (waterfall).
        case itemGap
        /// The space between two lines (flow) or two items of a column (waterfall).
        case lineGap
    }

    public var kind: Kind
    public var rect: CGRect
    /// The size the guide stands for (an inset's value, a gap's width).
    public var value: CGFloat

    public init(kind: Kind, rect: CGRect, value: CGFloat) {
        self.kind = kind
        self.rect = rect
        self.value = value
    }
}

/// A layout that can show its guides (the built-in ones do).
public protocol LayoutInspecting {
    /// The guides of the sections that meet `rect`.
    ///
    /// - Complexity: what `attributes(in:)` costs for the same rect.
    func inspectionGuides(in rect: CGRect) -> [InspectionGuide]
}
