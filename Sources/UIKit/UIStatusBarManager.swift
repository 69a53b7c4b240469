import Foundation

/// The status bar of a window scene, as a screen asks for its height: the previewer draws no
/// status bar, so its frame is empty (as `UIApplication.statusBarFrame`), and the safe area
/// keeps its top.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    open var statusBarFrame: CGRect { .zero }
    open var isStatusBarHidden: Bool { false }
    open var statusBarStyle: UIStatusBarStyle { .default }
}
