import CollectionLayout
import Foundation

/// A view of the screen beside the collection view — a title label above it, a button below
/// it — drawn where the screen's constraints put it (`DeviceSetting.screenViews`).
public struct ScreenView: Equatable, Sendable {
    /// What it is, for how it is drawn.
    public enum Kind: Equatable, Sendable {
        /// Its text, wrapped over its rows.
        case label
        /// Its title, in the tint colour.
        case button
        /// A `◻` in its middle.
        case image
        /// A box with its text (or placeholder) inside.
        case field
        /// A cell of another collection view on the screen: a box over its frame, its text in
        /// the middle (dimmed: only the previewed collection view scrolls).
        case cell
    }

    /// Where it is on the screen, in points.
    public var frame: CGRect
    public var kind: Kind
    public var text: String
    /// Its font's size in points (a picture draws the text at it; a terminal has one size).
    public var fontSize: CGFloat
    /// Where a label's or button's text sits across its frame (a label's `textAlignment`, a
    /// button's content alignment) …
    public var textAlignment: Alignment
    /// … and down it: UIKit centres a label's text in a taller label; a button's content
    /// alignment says.
    public var verticalAlignment: Alignment

    /// A text's place along one axis of its frame: from its start, in its middle, at its end.
    public enum Alignment: Equatable, Sendable {
        case start, center, end
    }

    public init(
        frame: CGRect, kind: Kind, text: String = "", fontSize: CGFloat = 17, textAlignment: Alignment = .start,
        verticalAlignment: Alignment = .center
    ) {
        self.frame = frame
        self.kind = kind
        self.text = text
        self.fontSize = fontSize
        self.textAlignment = textAlignment
        self.verticalAlignment = verticalAlignment
    }
}
