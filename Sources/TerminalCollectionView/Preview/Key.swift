import Foundation

/// An input event, decoded from ncurses (or a tape) into what the previewer understands.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case tab, backTab, enter, escape
    case wheelUp, wheelDown
    /// Ctrl plus a letter, e.g. `.control("l")` for a redraw.
    case control(Character)
    case resize(columns: Int, rows: Int)
}
