import CollectionLayout
import Foundation

/// The window: as big as the screen, showing its root view controller.
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

    open func makeKeyAndVisible() { isKeyWindow = true }
    open func makeKey() { isKeyWindow = true }
}
