import Foundation

/// What a previewed layout lets the user change, and on which keys. The previewer knows only
/// scrolling, focus, zoom and its own chrome; a provider (the spec-backed one in LayouttySpec)
/// declares its edits as key rows whose actions are `.tweak(name)`, and the previewer shows them
/// in its help and hands each back by name. A layout without a provider has no tweak keys.
public protocol PreviewTweaks: AnyObject {
    /// The provider's key rows, listed in the help after scrolling and focus.
    var keyBindings: [KeyBinding] { get }
    /// Applies the edit `name` (from `keyBindings`): what changed, or why it was refused (a
    /// refused edit leaves everything as it was). The previewer shows the outcome's message.
    func apply(_ name: String, to viewport: Viewport) -> TweakOutcome
    /// The layout and its parameters, for the status bar.
    var summary: String { get }
    /// The edits that write something outside the previewer (a save): a quit typed behind one
    /// waits for it.
    var persistentTweaks: Set<String> { get }
    /// The files the previewer watches for this provider: a save of one is handed to `reload`.
    var watchedFiles: [String] { get }
    /// `file` was saved outside the previewer: what reading it again did.
    func reload(_ file: String, in viewport: Viewport) -> ReloadOutcome
    /// The provider's keys in the hint line (between focus and help), e.g. `+/- columns`.
    var hint: String? { get }
    /// A list the provider shows over the bottom of the layout, if it has one open.
    var panel: TweakPanel? { get }
    /// Keys that come before every other while `panel` is shown (the others work as usual).
    var panelBindings: [KeyBinding] { get }
}

extension PreviewTweaks {
    public var hint: String? { nil }
    public var panel: TweakPanel? { nil }
    public var panelBindings: [KeyBinding] { [] }
    public var persistentTweaks: Set<String> { [] }
    public var watchedFiles: [String] { [] }
    public func reload(_ file: String, in viewport: Viewport) -> ReloadOutcome { .unchanged }
}

/// What reading a saved file again did.
public enum ReloadOutcome: Equatable, Sendable {
    /// The layout shows the file as saved now; the message says so (and what was kept).
    case reloaded(String)
    /// The file says what is shown already (a save of the same bytes, the previewer's own `s`).
    case unchanged
    /// The file cannot be shown (it no longer parses, or it is gone): why, one problem a line.
    /// The last good layout stays on screen.
    case failed([String])
    /// Under way in the background (a build): what it is doing, for the status bar. Its end is
    /// shown with `Previewer.show(_:)`.
    case pending(String)
}

/// What an edit did, for the message line.
public enum TweakOutcome: Equatable, Sendable {
    /// The layout shows the change described.
    case changed(String)
    /// Nothing needed doing (e.g. a save of what the file already says).
    case unchanged(String)
    /// Nothing changed, for this reason.
    case refused(String)

    public var message: String {
        switch self {
        case .changed(let text), .unchanged(let text): text
        case .refused(let reason): "refused: \(reason)"
        }
    }
}

/// A list a tweaks provider shows over the bottom of the layout (the layout stays in view above
/// it): a title, rows, the one picked.
public struct TweakPanel: Equatable, Sendable {
    public var title: String
    public var rows: [String]
    /// Kept in view and drawn highlighted.
    public var selected: Int?

    public init(title: String, rows: [String], selected: Int?) {
        self.title = title
        self.rows = rows
        self.selected = selected
    }
}
