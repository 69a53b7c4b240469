import CollectionLayout
import Foundation

/// The data a previewed collection shows: counts and the text on each element
/// (`UICollectionViewDataSource`, reduced to what a character box needs).
///
/// ```swift
/// final class Numbers: CollectionDataSource {
///     var numberOfSections: Int { 1 }
///     func numberOfItems(inSection section: Int) -> Int { 1_000 }
/// }
/// ```
public protocol CollectionDataSource: AnyObject {
    var numberOfSections: Int { get }
    func numberOfItems(inSection section: Int) -> Int
    /// A cell's label; by default "section-item".
    func label(for indexPath: IndexPath) -> String
    /// A supplementary view's label; by default "header 2", "footer 2"… (decorations are not labelled)
    func label(forElementOfKind kind: String, at indexPath: IndexPath) -> String
    /// UIKit's `preferredLayoutAttributesFitting(_:)` (a cell's or a supplementary view's): what
    /// an element about to be shown wants, given the layout's attributes for it. Nil — the
    /// default — sizes it as the terminal draws it (`Viewport.fitting(_:dataSource:layout:across:zoom:)`:
    /// a cell to its label, a supplementary view one row). Only layouts with estimated sizes ask.
    func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes?
    /// Whether cells are measured at all when a layout estimates their sizes. False keeps the
    /// layout's estimates (and the status bar says "estimated"): data with no content of its own
    /// (`--items`' placeholders) has nothing to measure. By default true.
    var measuresItems: Bool { get }
    /// The item was selected (Enter on the focused item): what the data's owner did, for the
    /// message line. By default nothing handles selection.
    func selectItem(at indexPath: IndexPath) -> String
    /// The visible rect moved (UIKit's `scrollViewDidScroll(_:)`, for a UIKit view's delegate):
    /// called after each change of the scroll offset, with the viewport's new bounds in place.
    /// By default nothing follows scrolling.
    func viewDidScroll()
    /// The visible rect changed size with no scroll (the terminal resized, a zoom): what it no
    /// longer covers leaves the screen, as UIKit's next layout pass takes views out of view.
    /// By default nothing follows it.
    func viewDidResize()
}

extension CollectionDataSource {
    public func label(for indexPath: IndexPath) -> String {
        Self.defaultLabel(section: indexPath.section, item: indexPath.item)
    }

    /// "section-item", a cell's label when nothing names it. Written digit by digit into a
    /// buffer on the stack: a frame labels hundreds of cells, and interpolation cost a tenth of
    /// a frame (its generic `description`s and appends).
    public static func defaultLabel(section: Int, item: Int) -> String {
        // Two integers' digits and signs, and the dash.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 43) { buffer in
            var end = write(section, into: buffer, at: 0)
            buffer[end] = UInt8(ascii: "-")
            end = write(item, into: buffer, at: end + 1)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<end]), as: UTF8.self)
        }
    }

    /// `value`'s decimal digits into `buffer` from `start`; returns where they end.
    private static func write(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var end = start
        if value < 0 {
            buffer[end] = UInt8(ascii: "-")
            end += 1
        }
        let first = end
        var rest = value.magnitude
        repeat {
            buffer[end] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            end += 1
        } while rest > 0
        buffer[first..<end].reverse()
        return end
    }

    public func label(forElementOfKind kind: String, at indexPath: IndexPath) -> String {
        Self.defaultLabel(forElementOfKind: kind, at: indexPath)
    }

    /// "header 2", "footer 2"…; a section background has none. Any index path a layout gives
    /// is read as UIKit reads it (`IndexPath.shownSection`).
    public static func defaultLabel(forElementOfKind kind: String, at indexPath: IndexPath) -> String {
        kind == ElementKind.sectionBackground ? "" : "\(ElementKind.shownName(of: kind)) \(indexPath.shownSection)"
    }

    public func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes? { nil }

    public var measuresItems: Bool { true }

    public func viewDidScroll() {}

    public func viewDidResize() {}

    public func selectItem(at indexPath: IndexPath) -> String {
        "selected [\(indexPath.section), \(indexPath.item)]: nothing here answers a selection"
    }

    /// All items, added up over sections: O(sections).
    public var totalItemCount: Int {
        (0..<numberOfSections).reduce(0) { $0 + numberOfItems(inSection: $1) }
    }
}
