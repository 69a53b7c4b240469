import Foundation

/// The live edits `browse` offers, each on one key.
public enum Tweak: String, CaseIterable, Sendable {
    case moreColumns, fewerColumns
    case lessInteritemSpacing, moreInteritemSpacing
    case lessLineSpacing, moreLineSpacing
    case lessInset, moreInset
    case toggleScrollDirection, cycleHorizontalAlignment, cycleVerticalAlignment
    case toggleSupplementaryViews, togglePinnedHeaders, toggleSectionBackgrounds
    /// The same data under another layout (flow ↔ waterfall).
    case switchLayout
    case reset, save
}

/// What a previewed layout lets the user change. The spec-backed flow layout implements it;
/// a user's own layout may not (its tweak keys then say so in the message line).
public protocol PreviewTweaks: AnyObject {
    /// Applies one tweak and returns the message to show: what changed, or why it was refused
    /// (a refused tweak leaves everything as it was).
    func apply(_ tweak: Tweak, to viewport: Viewport) -> String
    /// The layout and its parameters, for the status bar.
    var summary: String { get }
}
