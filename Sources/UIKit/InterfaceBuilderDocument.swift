import Foundation
import _LayouttyConsole

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Where the app's Interface Builder documents are, by name without extension (`Main` for
/// `Main.storyboard`, `EmptyView` for `EmptyView.xib`): read when first used, as iOS loads a
/// compiled nib from the app's bundle. Set by whoever runs the app's code before any is needed
/// (the preview's entry), as `nibClasses` is.
/// A new table (a rebuilt preview's) forgets the documents read: they are read again, changed.
nonisolated(unsafe) package var interfaceBuilderFiles: [String: String] = [:] {
    didSet { IBDocument.forgetRead() }
}

/// An element of an Interface Builder document (`<label text="Title" id="x1-ab">`), with its
/// children in the document's order and the text it holds (`<string key="text">` keeps a
/// label's text of several lines).
final class IBElement {
    let name: String
    let attributes: [String: String]
    fileprivate(set) var children: [IBElement] = []
    fileprivate(set) var text = ""

    init(name: String, attributes: [String: String]) {
        (self.name, self.attributes) = (name, attributes)
    }

    subscript(attribute: String) -> String? { attributes[attribute] }
    var id: String? { attributes["id"] }
    /// The child Interface Builder gives this role (`<view key="contentView">`).
    func keyed(_ key: String) -> IBElement? { children.first { $0["key"] == key } }
    func child(_ name: String) -> IBElement? { children.first { $0.name == name } }
    /// The children of the child of this name (`<subviews>`' views), in order.
    func list(_ name: String) -> [IBElement] { child(name)?.children ?? [] }
    /// This element and every element under it, depth first.
    var descendants: [IBElement] { [self] + children.flatMap(\.descendants) }
}

/// A storyboard or xib, read once: the scenes' controllers and a nib's top-level objects.
final class IBDocument {
    let name: String
    let root: IBElement

    private init(name: String, root: IBElement) { (self.name, self.root) = (name, root) }

    nonisolated(unsafe) private static var read: [String: IBDocument?] = [:]

    static func forgetRead() { read = [:] }

    /// The document of `name` among `interfaceBuilderFiles`, read when first asked for; nil
    /// (said once) when it cannot be read.
    static func named(_ name: String) -> IBDocument? {
        if let known = read[name] { return known }
        var document: IBDocument?
        if let path = interfaceBuilderFiles[name] {
            document = IBReader.root(of: path).map { IBDocument(name: name, root: $0) }
            if document == nil { Console.report(["\(path): not an Interface Builder document that can be read"]) }
        }
        read[name] = document
        return document
    }

    /// Every document of the app, in name order.
    static var all: [IBDocument] { interfaceBuilderFiles.keys.sorted().compactMap(named) }

    /// The objects of the document's scenes (a storyboard's) or the document itself (a xib's).
    var objects: [IBElement] {
        let scenes = root.list("scenes").flatMap { $0.list("objects") }
        return scenes.isEmpty ? root.list("objects") : scenes
    }

    /// The controller of a scene whose class is `className`, else the one `identifier` names.
    func controller(ofClass className: String? = nil, identifier: String? = nil) -> IBElement? {
        objects.first { element in
            (element.keyed("view") != nil || Self.containers.contains(element.name))
                && (className.map { element["customClass"] == $0 } ?? true)
                && (identifier.map { element["storyboardIdentifier"] == $0 } ?? true)
        }
    }

    /// The scenes of controllers that show others and have no view of their own in the file.
    static let containers: Set = ["navigationController", "tabBarController"]

    /// The controllers `scene` holds by the storyboard's relationship segues named
    /// `relationship` (`rootViewController`, `viewControllers`), in the file's order.
    func related(to scene: IBElement, by relationship: String) -> [IBElement] {
        scene.list("connections").filter { $0.name == "segue" && $0["relationship"] == relationship }
            .compactMap { segue in objects.first { $0.id == segue["destination"] } }
    }

    /// The first scene of the app's storyboards whose controller is of `className`.
    static func scene(ofClass className: String) -> (document: IBDocument, scene: IBElement)? {
        for document in all {
            if let scene = document.controller(ofClass: className) { return (document, scene) }
        }
        return nil
    }

    /// Whether one of the app's storyboards shows the first scene of `className` as a navigation
    /// controller's root (its `rootViewController` relationship): the app shows it pushed.
    static func showsOnANavigationController(ofClass className: String) -> Bool {
        guard let (document, scene) = scene(ofClass: className) else { return false }
        return !document.navigationControllers(rooting: scene).isEmpty
    }

    /// The navigation controller scenes whose `rootViewController` is `scene`.
    private func navigationControllers(rooting scene: IBElement) -> [IBElement] {
        objects.filter { container in
            container.name == "navigationController"
                && related(to: container, by: "rootViewController").contains { $0.id == scene.id }
        }
    }

    /// The tab bar controller scene of the app's storyboards that shows the first scene of
    /// `className` on one of its tabs — the scene itself, or a navigation controller whose root
    /// it is — and that tab's index.
    static func tabShowing(ofClass className: String) -> (document: IBDocument, tabBar: IBElement, index: Int)? {
        guard let (document, scene) = scene(ofClass: className) else { return nil }
        let holders = Set([scene.id] + document.navigationControllers(rooting: scene).map(\.id))
        for tabBar in document.objects where tabBar.name == "tabBarController" {
            let tabs = document.related(to: tabBar, by: "viewControllers")
            if let index = tabs.firstIndex(where: { holders.contains($0.id) }) { return (document, tabBar, index) }
        }
        return nil
    }

    /// The storyboard's first controller (`initialViewController`).
    var initialController: IBElement? {
        root["initialViewController"].flatMap { initial in objects.first { $0.id == initial } }
    }
}

/// Reads a document's XML into its elements.
private final class IBReader: NSObject, XMLParserDelegate {
    private var stack: [IBElement] = []
    private var root: IBElement?

    static func root(of path: String) -> IBElement? {
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else { return nil }
        let reader = IBReader()
        parser.delegate = reader
        return parser.parse() ? reader.root : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let element = IBElement(name: name, attributes: attributes)
        stack.last?.children.append(element)
        if root == nil { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
}
