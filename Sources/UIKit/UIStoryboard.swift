import Foundation
import _LayouttyConsole

/// The files' view controller classes by name, as the preview's program lists them: what a
/// storyboard identifier of that name makes (Interface Builder files are not read; an identifier
/// is most often its class's name). Global, as `nibClasses`: `UIStoryboard(name:bundle:)` has
/// nothing else to ask; set once per load of the user's code, before any of it runs.
nonisolated(unsafe) package var storyboardClasses: [String: UIViewController.Type] = [:]

/// A storyboard, by name. Its file is not read here: a controller it makes by identifier is the
/// app's class of that name, made by `init?(coder:)` as a storyboard makes it (outlets connected
/// as the preview's port says); an identifier naming no class of the files makes a plain
/// `UIViewController`, said once in the log. Its initial controller is not known: nil.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    public let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    open func instantiateInitialViewController() -> UIViewController? {
        Console.report(["storyboard \(name): Interface Builder files are not read; its initial controller is unknown"])
        return nil
    }

    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if let made = storyboardClasses[identifier]?.init(coder: NSCoder()) {
            made.storyboard = self
            return made
        }
        Console.report([
            "storyboard \(name): no view controller class of the files is named \(identifier); a plain one stands in"
        ])
        let plain = UIViewController()
        plain.storyboard = self
        return plain
    }

    /// The controller of the type asked for, made by `creator` when it makes one, else by its
    /// `init?(coder:)` — the class is known, whatever the identifier.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let coder = NSCoder()
        guard let made = creator?(coder) ?? ViewController(coder: coder) else {
            fatalError("\(ViewController.self)'s init?(coder:) made no controller for storyboard \(name)")
        }
        made.storyboard = self
        return made
    }
}
