import CollectionLayout
import Foundation
import LayouttyDevice

/// What a previewed layout lets the user change, and on which keys. The previewer knows only
/// scrolling, focus, zoom and its own chrome; a provider (the spec-backed one in LayouttySpec)
/// declares its edits as key rows whose actions are `.tweak(name)`, and the previewer shows them
/// in its help and hands each back by name. A layout without a provider has no tweak keys.
///
/// Edits flow one way: a provider changes its own model (its data, its layout's parameters),
/// reads the view and the layout on screen only through the read-only `TweakedView` it is handed
/// (it keeps neither), and says what the view must do in the `PreviewEdit` of its outcome, which
/// the previewer applies.
public protocol PreviewTweaks: AnyObject {
    /// The provider's key rows, listed in the help after scrolling and focus.
    var keyBindings: [KeyBinding] { get }
    /// The edit `name` (from `keyBindings`) made in the provider's model: what changed and what
    /// the view must do, or why it was refused (a refused edit leaves everything as it was).
    /// The previewer applies the edit and shows the outcome's message.
    func apply(_ name: String, in view: TweakedView) -> TweakOutcome
    /// The layout refused what the last edit or reload asked (it no longer lays out): the model
    /// put back as it was before it, and how the view goes back.
    func undo(in view: TweakedView) -> PreviewEdit
    /// The layout and its parameters, for the status bar.
    func summary(of view: TweakedView) -> String
    /// The edits that write something outside the previewer (a save): a quit typed behind one
    /// waits for it.
    var persistentTweaks: Set<String> { get }
    /// The files the previewer watches for this provider: a save of one is handed to `reload`.
    var watchedFiles: [String] { get }
    /// Watched files saved before the previewer started watching them but after what it shows
    /// was read (a save while the first preview built): handed to `reload` at launch.
    var filesSavedSinceShown: [String] { get }
    /// `file` was saved outside the previewer: what reading it again did.
    func reload(_ file: String, in view: TweakedView) -> ReloadOutcome
    /// A background job a reload started (`ReloadOutcome.pending(_:job:)`) has ended: what to
    /// show, and what to run or hand over next.
    func backgroundFinished(_ result: BackgroundResult, in view: TweakedView) -> BackgroundOutcome
    /// The provider's keys in the hint line (between focus and help), e.g. `+/- columns`.
    var hint: String? { get }
    /// A list the provider shows over the bottom of the layout, if it has one open (asked once
    /// a frame: the rows may cost something to make).
    var panel: TweakPanel? { get }
    /// Whether `panel` is open, cheaply (asked for every key).
    var isPanelOpen: Bool { get }
    /// Keys that come before every other while `panel` is shown (the others work as usual).
    var panelBindings: [KeyBinding] { get }
}

extension PreviewTweaks {
    public var hint: String? { nil }
    public var panel: TweakPanel? { nil }
    public var isPanelOpen: Bool { panel != nil }
    public var panelBindings: [KeyBinding] { [] }
    public var persistentTweaks: Set<String> { [] }
    public var watchedFiles: [String] { [] }
    public var filesSavedSinceShown: [String] { [] }
    public func reload(_ file: String, in view: TweakedView) -> ReloadOutcome { .unchanged }
    public func backgroundFinished(_ result: BackgroundResult, in view: TweakedView) -> BackgroundOutcome {
        BackgroundOutcome()
    }
    public func undo(in view: TweakedView) -> PreviewEdit { .none }
}

/// The view a provider's edit reads: the collection view (bounds, insets, traits) and the layout
/// it shows. The previewer's viewport, handed to each call: a provider keeps no layout of its own.
public protocol TweakedView: CollectionView {
    var layout: CollectionViewLayout { get }
    /// Points per column and per row as shown: an edit of one step moves a column's worth.
    var cellScale: CellScale { get }
}

extension Viewport: TweakedView {}

/// What a provider's edit asks of the view, which the previewer applies (the provider never
/// changes the view itself).
///
/// Sendable by construction, not by the compiler's proof: made and applied on the main thread.
public struct PreviewEdit: Equatable, @unchecked Sendable {
    /// Show this layout instead of the one on screen (a new kind of layout).
    public var layout: CollectionViewLayout?
    /// The layout on screen has new parameters or data: invalidate it and lay it out again.
    public var invalidatesLayout = false
    /// The view's insets and paging as the provider's model says them (nil: as they are).
    public var settings: ViewSettings?
    /// Undone (`PreviewTweaks.undo`) if it breaks a layout that worked; a reset never is.
    public var undoneIfRefused = true

    public init(
        layout: CollectionViewLayout? = nil, invalidatesLayout: Bool = false, settings: ViewSettings? = nil,
        undoneIfRefused: Bool = true
    ) {
        (self.layout, self.invalidatesLayout, self.settings, self.undoneIfRefused) = (
            layout, invalidatesLayout, settings, undoneIfRefused
        )
    }

    /// Nothing for the view to do.
    public static let none = PreviewEdit()

    public static func == (a: PreviewEdit, b: PreviewEdit) -> Bool {
        a.layout === b.layout && a.invalidatesLayout == b.invalidatesLayout && a.settings == b.settings
            && a.undoneIfRefused == b.undoneIfRefused
    }
}

/// The view's settings a provider's model may say (a spec file's insets and paging); the safe
/// area is taken only when no device is shown (a device has its own).
public struct ViewSettings: Equatable, Sendable {
    public var contentInset, safeAreaInsets, layoutMargins: EdgeInsets
    public var isPagingEnabled: Bool

    public init(contentInset: EdgeInsets, safeAreaInsets: EdgeInsets, layoutMargins: EdgeInsets, isPagingEnabled: Bool)
    {
        (self.contentInset, self.safeAreaInsets, self.layoutMargins, self.isPagingEnabled) = (
            contentInset, safeAreaInsets, layoutMargins, isPagingEnabled
        )
    }
}

/// What reading a saved file again did.
public enum ReloadOutcome: Equatable, Sendable {
    /// The layout shows the file as saved now (once `edit` is applied); the message says so
    /// (and what was kept).
    case reloaded(String, edit: PreviewEdit = .none)
    /// The file says what is shown already (a save of the same bytes, the previewer's own `s`).
    case unchanged
    /// The file cannot be shown (it no longer parses, or it is gone): why, one problem a line.
    /// The last good layout stays on screen.
    case failed([String])
    /// Under way in the background (a build): what it is doing, for the status bar, and the job
    /// to start (nil: one is running already). Its end comes back as an event
    /// (`PreviewEvent.backgroundFinished`), which the provider answers.
    case pending(String, job: BackgroundJob? = nil)
}

/// What an edit did, for the message line.
public enum TweakOutcome: Equatable, Sendable {
    /// The layout shows the change described once `edit` is applied.
    case changed(String, edit: PreviewEdit = .none)
    /// Nothing needed doing (e.g. a save of what the file already says).
    case unchanged(String)
    /// Nothing changed, for this reason.
    case refused(String)

    public var message: String {
        switch self {
        case .changed(let text, _), .unchanged(let text): text
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
