import Foundation

/// What a key does in the previewer.
public enum PreviewerAction: Hashable, Sendable {
    /// By one cell; `x`, `y` are −1, 0 or 1.
    case scroll(x: Int, y: Int)
    case wheel(down: Bool)
    case page(down: Bool)
    case start, end
    case focus(forward: Bool)
    /// The focused item selected, as a tap would: the data source's `selectItem(at:)`.
    case select
    /// One zoom level in (−1) or out (+1).
    case zoom(Int)
    case help, performance, redraw, quit
    /// Data edits on the focused item (an `EditableCollectionDataSource`), animated.
    case insertItem, deleteItem, reloadItem
    /// Picks the focused item up for an interactive movement.
    case pickUpItem
    /// While an item is carried: move it by one step (`x`, `y` are −1, 0 or 1), drop it, put it back.
    case carry(x: Int, y: Int)
    case drop, putBack
    case toggleAnimations
    /// The inspector: guides under the elements, the focused item's placement in words.
    case inspector
    /// The device shown: turned, the next one in the table, its whole screen fitted or not.
    case rotateDevice, nextDevice, fitDevice
    /// Right to left or back (UIKit's layout direction).
    case toggleLayoutDirection
    /// The box of a save's problems (compiler messages), by lines: +1 down, −1 up.
    case scrollProblems(Int)
    /// Handed by name to the layout's `PreviewTweaks`, which declared it.
    case tweak(String)
}

/// One row of the key table: the keys as help and README show them, what they do, and the
/// exact keys and actions behind the row.
public struct KeyBinding: Sendable {
    public let keys: String
    public let summary: String
    /// More words for README (the help overlay shows `summary` alone).
    public let detail: String?
    public let actions: [(key: Key, action: PreviewerAction)]

    public init(_ keys: String, _ summary: String, detail: String? = nil, _ actions: [(Key, PreviewerAction)]) {
        self.keys = keys
        self.summary = summary
        self.detail = detail
        self.actions = actions.map { (key: $0.0, action: $0.1) }
    }
}

extension KeyBinding {
    /// The rows as the keys article tables them (`| keys | summary — detail |`), which a test
    /// holds to the article.
    package static func markdownTable(_ bindings: [KeyBinding]) -> String {
        let rows = bindings.map { binding in
            "| \(binding.keys) | \(binding.summary)\(binding.detail.map { " — \($0)" } ?? "") |"
        }
        return (["| keys | action |", "| --- | --- |"] + rows).joined(separator: "\n")
    }
}

extension Previewer {
    /// Scrolling and focus: the first rows of every previewer's key table.
    public static let navigationBindings: [KeyBinding] = [
        KeyBinding(
            "←↑↓→ h j k l", "scroll by one cell",
            detail:
                "← → (↑ ↓ in a horizontal layout) scroll a focused item's own section (compositional), by a page or group when it pages",
            [
                (.left, .scroll(x: -1, y: 0)), (.up, .scroll(x: 0, y: -1)), (.down, .scroll(x: 0, y: 1)),
                (.right, .scroll(x: 1, y: 0)),
                (.character("h"), .scroll(x: -1, y: 0)), (.character("k"), .scroll(x: 0, y: -1)),
                (.character("j"), .scroll(x: 0, y: 1)), (.character("l"), .scroll(x: 1, y: 0))
            ]),
        KeyBinding(
            "PgUp PgDn Space", "scroll by a page",
            detail: "sideways for horizontal layouts; the mouse wheel scrolls by three cells",
            [
                (.pageUp, .page(down: false)), (.pageDown, .page(down: true)), (.character(" "), .page(down: true)),
                (.wheelUp, .wheel(down: false)), (.wheelDown, .wheel(down: true))
            ]),
        KeyBinding(
            "Home End g G", "scroll to the start / end",
            [(.home, .start), (.end, .end), (.character("g"), .start), (.character("G"), .end)]),
        KeyBinding(
            "n p Tab S-Tab", "focus next / previous item",
            detail: "the line above the status bar shows its index path, frame and zIndex",
            [
                (.character("n"), .focus(forward: true)), (.tab, .focus(forward: true)),
                (.character("p"), .focus(forward: false)), (.backTab, .focus(forward: false))
            ]),
        KeyBinding(
            "Enter", "select the focused item",
            detail:
                "as a tap: an outline parent expands or collapses, else a UIKit screen's item is selected and its delegate told (didSelectItemAt); what changes animates",
            [(.enter, .select)])
    ]

    /// Changing the data: after scrolling and focus, before the layout's own tweaks.
    public static let editingBindings: [KeyBinding] = [
        KeyBinding(
            "o x R m", "insert after / delete / reload / move the focused item",
            detail: "animated, as a batch update; R fades the old item out as the new one fades in; m picks the item up"
                + " (then the keys below)",
            [
                (.character("o"), .insertItem), (.character("x"), .deleteItem), (.character("R"), .reloadItem),
                (.character("m"), .pickUpItem)
            ])
    ]

    /// While an item is carried (after `m`) these keys come first; the others but q are asleep.
    public static let carryingBindings: [KeyBinding] = [
        KeyBinding(
            "←↑↓→ h j k l", "carry it", detail: "by one item's size; the others re-flow around the path it would take",
            [
                (.left, .carry(x: -1, y: 0)), (.up, .carry(x: 0, y: -1)), (.down, .carry(x: 0, y: 1)),
                (.right, .carry(x: 1, y: 0)),
                (.character("h"), .carry(x: -1, y: 0)), (.character("k"), .carry(x: 0, y: -1)),
                (.character("j"), .carry(x: 0, y: 1)), (.character("l"), .carry(x: 1, y: 0))
            ]),
        KeyBinding("Enter", "drop it", [(.enter, .drop)]),
        KeyBinding("Esc", "put it back", [(.escape, .putBack)])
    ]

    /// Zoom, the performance line, repaint, help and quit: the last rows of every key table.
    public static let viewBindings: [KeyBinding] = [
        KeyBinding(
            "z Z D O F L", "zoom in / out · device: next / rotate / fit · right to left",
            detail:
                "zoom: a factor on the points per cell, 0.25 … 8; device: the layout in a device's points, its width across the "
                + "terminal, rows worth twice the points of columns (D the next device, O turns it, F fits its whole screen in); "
                + "L: the layout direction, as for Arabic or Hebrew (a layout that flips, as flow and compositional do, is shown "
                + "mirrored; its code reads the direction from its view's trait collection)",
            [
                (.character("z"), .zoom(-1)), (.character("Z"), .zoom(1)),
                (.character("D"), .nextDevice), (.character("O"), .rotateDevice), (.character("F"), .fitDevice),
                (.character("L"), .toggleLayoutDirection)
            ]),
        KeyBinding(
            "e", "inspector",
            detail:
                "section insets, gaps and the content's edge drawn with their sizes; the focused item's line says why it sits there",
            [(.character("e"), .inspector)]),
        KeyBinding(
            "A t", "animations on / off · performance line",
            detail: "changes animate over 300 ms (--no-animation or LAYOUTTY_NO_ANIMATION=1 start with them off); "
                + "the performance line: last prepare and query times, elements drawn, frame time",
            [(.character("A"), .toggleAnimations), (.character("t"), .performance)]),
        KeyBinding(
            "J K", "scroll a save's problems",
            detail: "the box over the layout when a saved file does not parse or compile, a line at a time",
            [(.character("J"), .scrollProblems(1)), (.character("K"), .scrollProblems(-1))]),
        KeyBinding("? Ctrl-L", "this help / repaint the screen", [(.character("?"), .help), (.control("l"), .redraw)]),
        KeyBinding("q Esc", "quit", [(.character("q"), .quit), (.escape, .quit), (.control("c"), .quit)])
    ]

    /// The one key table of a previewer with `tweaks`: dispatch goes through it, the help
    /// overlay lists it, README's table is checked against it (with the spec's tweaks).
    public static func keyBindings(with tweaks: PreviewTweaks?) -> [KeyBinding] {
        navigationBindings + editingBindings + (tweaks?.keyBindings ?? []) + viewBindings
    }

    /// Each key's action (the first row naming a key wins; a test checks none is named twice).
    static func actions(of bindings: [KeyBinding]) -> [Key: PreviewerAction] {
        Dictionary(bindings.flatMap { $0.actions.map { ($0.key, $0.action) } }, uniquingKeysWith: { first, _ in first })
    }
}
