import Foundation

/// A URL another app opens a scene with (`scene(_:openURLContexts:)`): none comes here.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    open var url: URL { URL(fileURLWithPath: "/") }
    open var options: UIScene.OpenURLOptions { UIScene.OpenURLOptions() }
}
