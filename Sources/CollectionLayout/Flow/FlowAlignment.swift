import Foundation

extension FlowLayout {
    /// UIKit's `UICollectionViewFlowLayout.SectionInsetReference`: what the section insets are
    /// measured from across the scroll axis.
    public enum SectionInsetReference: String, Sendable, CaseIterable {
        /// From the content's edge (inside the adjusted content inset): UIKit's default.
        case fromContentInset
        /// From the safe area: a safe-area inset wider than the adjusted content inset adds the
        /// difference.
        case fromSafeArea
        /// From the layout margins, likewise.
        case fromLayoutMargins
    }

    /// How the items of a line share its cross width (Layoutty's extension of UIKit's flow layout).
    public enum HorizontalAlignment: String, Sendable, CaseIterable {
        /// UIKit's behaviour: full lines spread edge to edge; the last line follows `lastLineAlignment`.
        case justified
        /// Every line starts at the leading inset with exactly `minimumInteritemSpacing` between items:
        /// the equal-spacing "left-aligned" layout.
        case leading
        case center
        case trailing
    }

    /// Where the last line of a section goes under `.justified`.
    public enum LastLineAlignment: String, Sendable, CaseIterable {
        /// Same-size items: on the grid of a full line. Otherwise: leading, minimum spacing.
        case automatic
        case justified
        case leading
        case center
        case trailing
    }

    /// Where an item sits within a line taller than itself.
    public enum VerticalAlignment: String, Sendable, CaseIterable {
        case top
        case center
        case bottom
    }

    /// The per-section choices Layoutty adds to UIKit's flow layout, overridable per section by
    /// the delegate like the UIKit metrics.
    public struct SectionStyle: Hashable, Sendable {
        public var horizontalAlignment: HorizontalAlignment
        public var lastLineAlignment: LastLineAlignment
        public var verticalAlignment: VerticalAlignment
        public var headerPinsToVisibleBounds: Bool
        public var footerPinsToVisibleBounds: Bool
        /// Layoutty's opt-in decoration view behind the section's lines and insets.
        public var showsBackground: Bool

        public init(
            horizontalAlignment: HorizontalAlignment = .justified,
            lastLineAlignment: LastLineAlignment = .automatic,
            verticalAlignment: VerticalAlignment = .center,
            headerPinsToVisibleBounds: Bool = false,
            footerPinsToVisibleBounds: Bool = false,
            showsBackground: Bool = false
        ) {
            self.horizontalAlignment = horizontalAlignment
            self.lastLineAlignment = lastLineAlignment
            self.verticalAlignment = verticalAlignment
            self.headerPinsToVisibleBounds = headerPinsToVisibleBounds
            self.footerPinsToVisibleBounds = footerPinsToVisibleBounds
            self.showsBackground = showsBackground
        }
    }
}
