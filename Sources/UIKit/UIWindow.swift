import CollectionLayout
import Foundation

/// The window: as big as the screen, showing its root view controller.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Its view is the window's content once the window is shown (`makeKeyAndVisible`, or
    /// `isHidden = false`), or at once in a shown window: loaded, over all of the window,
    /// resizing with it; the previous root's view leaves. Appearance methods are not called (a
    /// test drives them with `beginAppearanceTransition`).
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue?.loadedView, old.superview === self { old.removeFromSuperview() }
            if isShown || isKeyWindow { showRoot() }
        }
    }
    /// Shown without becoming the key window when set false (as a secondary window, or a test's,
    /// is shown): its root view controller's view is its content from then on.
    open override var isHidden: Bool {
        didSet {
            guard !isHidden else { return }
            isShown = true
            showRoot()
        }
    }
    /// Whether `makeKeyAndVisible` or `isHidden = false` showed it.
    private var isShown = false
    open private(set) var isKeyWindow = false
    /// The application, as UIKit goes up the chain from a window.
    open override var next: UIResponder? { UIApplication.shared }
    /// The undo manager of everything the window shows, as the responder chain ends here.
    open override var undoManager: UndoManager? { windowUndoManager }
    private let windowUndoManager = UndoManager()
    open var windowScene: UIWindowScene?
    /// Where the window sits among the app's windows: kept (one screen is shown).
    open var windowLevel = UIWindow.Level.normal
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }
    /// No longer the key window (another becomes it).
    open func resignKey() { isKeyWindow = false }

    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
        windowScene.windows.append(self)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// As big as the screen, as UIKit makes a window without a frame since iOS 9
    /// (`window = UIWindow()` in an app's delegate).
    public convenience init() { self.init(frame: UIScreen.main.bounds) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shown and made the key window: the application's `keyWindow`, among its `windows`.
    open func makeKeyAndVisible() {
        makeKey()
        isShown = true
        showRoot()
    }

    /// The root's view over all of the window, added unless the code added it (PinLayout's
    /// tests do, before `makeKeyAndVisible`: UIKit sizes it all the same); laid out as the main
    /// queue next runs (`layoutSoon`).
    private func showRoot() {
        guard let view = rootViewController?.view else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== self { addSubview(view) }
        layoutSoon()
    }

    /// Whether a layout of the window waits on the main queue.
    private var layoutIsQueued = false
    /// Lays the window out when the main queue next runs, once however often asked: iOS lays
    /// out a shown window's views as its run loop turns before the next frame (a test spinning
    /// the run loop after `makeKeyAndVisible` finds its views laid out, its containers' content
    /// in place under their bars).
    private func layoutSoon() {
        guard !layoutIsQueued else { return }
        layoutIsQueued = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.layoutIsQueued = false
                self?.layoutIfNeeded()
            }
        }
    }

    /// The screen's safe area where the window overlaps it (windows are placed in the screen's
    /// points): its root controller's view has it.
    open override var safeAreaInsets: UIEdgeInsets {
        UIView.overlap(of: frame, with: UIScreen.main.safeAreaInsets, in: UIScreen.main.bounds.size)
    }
    /// The key window, the previous one no longer (UIKit has one at a time).
    open func makeKey() {
        UIApplication.shared.keyWindow?.isKeyWindow = false
        isKeyWindow = true
        UIApplication.shared.windowWasShown(self)
    }
}
