import Foundation
import _LayouttyConsole

/// The files' view controller classes by name, as the preview's program lists them: what a
/// storyboard identifier of that name makes (Interface Builder files are not read; an identifier
/// is most often its class's name). Global, as `nibClasses`: `UIStoryboard(name:bundle:)` has
/// nothing else to ask; set once per load of the user's code, before any of it runs.
nonisolated(unsafe) package var storyboardClasses: [String: UIViewController.Type] = [:]

/// Each storyboard's initial controller class, by the storyboard's name, as the preview read
/// the project's storyboards (their `initialViewController`): set as `storyboardClasses` is.
nonisolated(unsafe) package var storyboardInitialClasses: [String: UIViewController.Type] = [:]

/// A storyboard, by name. Its file is not read here: a controller it makes by identifier is the
/// app's class of that name, made by `init?(coder:)` as a storyboard makes it (outlets connected
/// as the preview's port says); an identifier naming no class of the files makes a plain
/// `UIViewController`, said once in the log. Its initial controller is the class the preview read
/// as the storyboard's initial scene's, made the same way; nil when none was read.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    public let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    open func instantiateInitialViewController() -> UIViewController? {
        guard let made = storyboardInitialClasses[name]?.init(coder: NSCoder()) else {
            Console.report(["storyboard \(name): no initial controller of a class of the files was read in it"])
            return nil
        }
        made.storyboard = self
        return made
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
