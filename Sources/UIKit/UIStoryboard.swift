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

/// A storyboard, by name: the app's storyboard of that name (`interfaceBuilderFiles`), read as
/// UIKit reads its compiled form — a controller it makes is its scene's class, made by
/// `init?(coder:)` with the scene's coder, its view loaded from the scene. Where the file was
/// not found, a controller it makes by identifier is the app's class of that name, made the same
/// way with an empty coder (outlets connected as the preview's port says); an identifier naming
/// no class of the files makes a plain `UIViewController`, said once in the log. Its initial
/// controller is the class the preview read as the storyboard's initial scene's; nil when none
/// was read.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    public let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The storyboard's file, read.
    private var document: IBDocument? { IBDocument.named(name) }

    open func instantiateInitialViewController() -> UIViewController? {
        guard let made = make(document?.initialController, or: storyboardInitialClasses[name]) else {
            Console.report(["storyboard \(name): no initial controller of a class of the files was read in it"])
            return nil
        }
        return made
    }

    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if let made = make(document?.controller(identifier: identifier), or: storyboardClasses[identifier]) {
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
        let coder = self.coder(for: document?.controller(identifier: identifier))
        guard let made = creator?(coder) ?? ViewController(coder: coder) else {
            fatalError("\(ViewController.self)'s init?(coder:) made no controller for storyboard \(name)")
        }
        made.storyboard = self
        return made
    }

    /// The controller of a scene: the files' class it names, else `type`, else UIKit's class of
    /// a scene naming none (a plain collection view controller), made with its coder.
    private func make(_ scene: IBElement?, or type: UIViewController.Type?) -> UIViewController? {
        let type =
            scene?["customClass"].flatMap { storyboardClasses[$0] } ?? type
            ?? scene.flatMap { $0["customClass"] == nil ? Self.uikitControllers[$0.name] : nil }
        let made = type?.init(coder: coder(for: scene))
        made?.storyboard = self
        if let scene, let made { holdRelated(of: scene, in: made) }
        return made
    }

    /// A navigation or tab bar controller's scene holds its controllers by relationship
    /// segues (`rootViewController`, `viewControllers`): made as their scenes say and shown in
    /// it, as iOS's storyboard does. (Tinode's `instantiateViewController(withIdentifier:
    /// "StartNavigator") as! UINavigationController` trapped on a plain controller.)
    private func holdRelated(of scene: IBElement, in made: UIViewController) {
        guard let document else { return }
        let make = { (related: IBElement) in self.make(related, or: nil) }
        if let navigation = made as? UINavigationController {
            navigation.setViewControllers(
                document.related(to: scene, by: "rootViewController").compactMap(make), animated: false)
        } else if let tabs = made as? UITabBarController {
            tabs.viewControllers = document.related(to: scene, by: "viewControllers").compactMap(make)
        }
    }

    /// UIKit's controllers by their scenes' element names.
    private static let uikitControllers: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "collectionViewController": UICollectionViewController.self,
        "tableViewController": UITableViewController.self, "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self
    ]

    /// `controller` on its tab of the tab bar controller one of the app's storyboards shows it
    /// in — under that tab's navigation controller if it has one — that tab selected, the
    /// others made as their scenes say: as the app shows it (Go Map!!'s tag editor reads
    /// `tabBarController as! POITabBarController`, and trapped shown alone). Nil when no
    /// storyboard shows its class on a tab, or it is already shown in a container. A navigation
    /// controller the preview pushed the screen on (its only container) takes the tab's place.
    package static func tabBarController(showing controller: UIViewController) -> UITabBarController? {
        let screen = controller.shownScreen
        guard controller.parent == nil,
            let (document, scene, index) = IBDocument.tabShowing(ofClass: String(describing: type(of: screen))),
            let tabs = UIStoryboard(name: document.name, bundle: nil).make(scene, or: nil) as? UITabBarController,
            var shown = tabs.viewControllers, shown.indices.contains(index)
        else { return nil }
        if screen === controller, let navigation = shown[index] as? UINavigationController {
            navigation.setViewControllers([controller], animated: false)
        } else {
            shown[index] = controller
            tabs.viewControllers = shown
        }
        tabs.selectedIndex = index
        return tabs
    }

    /// Whether the app's storyboards show `controller`'s class as a navigation controller's
    /// root scene (`IBDocument.showsOnANavigationController`).
    package static func showsOnANavigationController(_ controller: UIViewController) -> Bool {
        IBDocument.showsOnANavigationController(ofClass: String(describing: type(of: controller)))
    }

    /// The coder of the first scene of the app's storyboards whose controller is of
    /// `className`; nil when none has one.
    package static func sceneCoder(ofClass className: String) -> NSCoder? {
        IBDocument.scene(ofClass: className).map { InterfaceBuilderCoder($0.scene, NibLoading($0.document)) }
    }

    /// The coder a scene's controller is made with: the scene's, when the storyboard was read.
    private func coder(for scene: IBElement?) -> NSCoder {
        guard let scene, let document else { return NSCoder() }
        return InterfaceBuilderCoder(scene, NibLoading(document))
    }
}
