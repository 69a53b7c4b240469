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
}

extension PreviewTweaks {
    public var persistentTweaks: Set<String> { [] }
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
