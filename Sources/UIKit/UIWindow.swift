import CollectionLayout
import Foundation

/// The window: as big as the screen, showing its root view controller.
@preconcurrency @MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open private(set) var isKeyWindow = false
    open var windowScene: UIWindowScene?

    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
        windowScene.windows.append(self)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shown and made the key window: the application's `keyWindow`, among its `windows`.
    open func makeKeyAndVisible() { makeKey() }
    /// The key window, the previous one no longer (UIKit has one at a time).
    open func makeKey() {
        UIApplication.shared.keyWindow?.isKeyWindow = false
        isKeyWindow = true
        UIApplication.shared.windowWasShown(self)
    }
}
