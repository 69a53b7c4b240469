import Foundation
import _LayouttyConsole

/// The coder a nib's object is made with (`init?(coder:)`), as iOS's nib loading hands one:
/// the object's element of its document, and the loading it is part of. `UIView`'s
/// `init?(coder:)` reads its properties, subviews and constraints from it
/// (`NibLoading.decode(_:into:)`), so an app's subclass sees them in its own `init?(coder:)`
/// after `super`, as on iOS.
final class InterfaceBuilderCoder: NSCoder {
    let element: IBElement
    let loading: NibLoading

    init(_ element: IBElement, _ loading: NibLoading) {
        (self.element, self.loading) = (element, loading)
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
}

/// One loading of a nib's objects — a scene's view, a prototype cell, a xib's top-level views —
/// as UIKit's does it: each object made with its element's coder, then, once all are made, the
/// constraints and outlets they name (which may point at any of them) connected, then every
/// view told `awakeFromNib()`.
@preconcurrency @MainActor
final class NibLoading {
    let document: IBDocument
    /// The objects made, by their elements' `id`s (File's Owner's is `-1`).
    private(set) var objects: [String: AnyObject] = [:]
    private var outlets: [(owner: String, property: String, destination: String)] = []
    private var constraints: [(holder: String?, element: IBElement)] = []
    private var made: [UIView] = []

    init(_ document: IBDocument, owner: AnyObject? = nil, ownerID: String? = nil) {
        self.document = document
        if let owner { objects[ownerID ?? Self.filesOwner] = owner }
    }

    /// The id Interface Builder gives a xib's File's Owner.
    static let filesOwner = "-1"

    /// UIKit's view for each element name Interface Builder writes.
    static let viewClasses: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "collectionView": UICollectionView.self, "tableView": UITableView.self, "stackView": UIStackView.self,
        "scrollView": UIScrollView.self, "textField": UITextField.self, "textView": UITextView.self,
        "switch": UISwitch.self, "slider": UISlider.self, "segmentedControl": UISegmentedControl.self,
        "pageControl": UIPageControl.self, "activityIndicatorView": UIActivityIndicatorView.self,
        "progressView": UIProgressView.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self, "tableViewCell": UITableViewCell.self,
        "visualEffectView": UIVisualEffectView.self, "searchBar": UISearchBar.self,
        "navigationBar": UINavigationBar.self, "toolbar": UIToolbar.self, "datePicker": UIDatePicker.self,
        "pickerView": UIPickerView.self, "stepper": UIStepper.self
    ]

    /// The view of `element` (the app's class when it names one of the files'), made with
    /// `init?(coder:)`; nil for an element that is not a view.
    func make(_ element: IBElement) -> UIView? {
        guard let base = Self.viewClasses[element.name] else { return nil }
        var type = base
        if let custom = element["customClass"] {
            if let known = nibClasses[custom] ?? Self.namedClass(custom, in: element["customModule"]) {
                type = known
            } else {
                Console.report(["\(document.name): \(custom) is not among the files' views here; a \(base) is made"])
            }
        }
        return type.init(coder: InterfaceBuilderCoder(element, self))
    }

    /// The view class `Module.Name`, as Objective-C's runtime finds a nib's class by name: the
    /// program's own, where no preview lists the files' (`nibClasses`) — a test target's cell
    /// of its own xib.
    private static func namedClass(_ name: String, in module: String?) -> UIView.Type? {
        module.flatMap { _typeByName("\($0).\(name)") } as? UIView.Type
    }

    /// The layout of `element` (a `collectionViewLayout` or `collectionViewFlowLayout`): the
    /// app's class when it names one of the files' (a flow layout's subclass reads the flow's
    /// sizes first, in `init?(coder:)`, as on iOS), else UIKit's flow layout; nil for a custom
    /// layout of a class the files do not declare (said), which leaves the collection view's own.
    func makeLayout(_ element: IBElement) -> UICollectionViewLayout? {
        let isFlow = element.name == "collectionViewFlowLayout"
        guard isFlow || element.name == "collectionViewLayout" else { return nil }
        let coder = InterfaceBuilderCoder(element, self)
        if let custom = element["customClass"] {
            if let known = nibLayoutClasses[custom] { return known.init(coder: coder) }
            let instead = isFlow ? "UIKit's flow layout is used" : "the collection view keeps its own"
            Console.report(["\(document.name): \(custom) is not among the files' layouts here; \(instead)"])
        }
        return isFlow ? UICollectionViewFlowLayout(coder: coder) : nil
    }

    /// Ends the loading: constraints installed, outlets connected, every view awoken — in
    /// UIKit's order.
    func finish() {
        for (holder, element) in constraints { install(element, holder: holder) }
        for outlet in outlets {
            guard let owner = objects[outlet.owner], let object = objects[outlet.destination] else { continue }
            connect(owner, outlet.property, object)
        }
        for view in made { view.awakeFromNib() }
        (constraints, outlets, made) = ([], [], [])
    }

    /// Reads `element`'s outlets (`<connections>`): connected when the loading ends.
    func keepOutlets(of element: IBElement, owner: String? = nil) {
        guard let owner = owner ?? element.id else { return }
        for connection in element.list("connections")
        where connection.name == "outlet" || connection.name == "outletCollection" {
            guard let property = connection["property"], let destination = connection["destination"] else { continue }
            outlets.append((owner, property, destination))
        }
    }

    /// `view` made from `element`: what UIView's `init?(coder:)` reads on iOS — its own
    /// properties, then its subviews (made now), constraints and outlets (kept for `finish`).
    func decode(_ element: IBElement, into view: UIView) {
        if let id = element.id { objects[id] = view }
        made.append(view)
        IBProperties.apply(element, to: view)
        for guide in element.children where guide.name == "viewLayoutGuide" {
            guard let id = guide.id else { continue }
            objects[id] = guide["key"] == "safeArea" ? view.safeAreaLayoutGuide : view.layoutMarginsGuide
        }
        var container = view
        if let content = element.keyed("contentView"), let cell = view.reusableContentView {
            if let id = content.id { objects[id] = cell }
            IBProperties.apply(content, to: cell)
            add(content.list("subviews"), to: cell)
            constraints += content.list("constraints").map { (content.id, $0) }
            container = cell
        }
        if container === view { add(element.list("subviews"), to: view) }
        constraints += element.list("constraints").map { (element.id, $0) }
        keepOutlets(of: element)
        if let collection = view as? UICollectionView { IBProperties.apply(element, to: collection, in: self) }
        if let table = view as? UITableView { IBProperties.apply(element, to: table, in: self) }
    }

    private func add(_ elements: [IBElement], to view: UIView) {
        for element in elements {
            guard let subview = make(element) else { continue }
            if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
        }
    }

    /// `<constraint firstItem="a" firstAttribute="top" secondItem="b" …>`: the first item is
    /// the view holding the constraint when the element names none.
    private func install(_ element: IBElement, holder: String?) {
        guard let first = (element["firstItem"] ?? holder).flatMap({ objects[$0] }),
            let firstAttribute = element["firstAttribute"].flatMap(IBProperties.attribute)
        else { return }
        let second = element["secondItem"].flatMap { objects[$0] }
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: IBProperties.relation(element["relation"]),
            toItem: second, attribute: element["secondAttribute"].flatMap(IBProperties.attribute) ?? .notAnAttribute,
            multiplier: IBProperties.multiplier(element["multiplier"]),
            constant: element["constant"].flatMap(Double.init).map { CGFloat($0) } ?? 0)
        if let priority = element["priority"].flatMap(Float.init) { constraint.priority = UILayoutPriority(priority) }
        constraint.identifier = element["identifier"]
        constraint.isActive = true
        // An outlet may hold it (a height the code changes).
        if let id = element.id { objects[id] = constraint }
    }

    /// An outlet set as key-value coding sets it on iOS: UIKit's own (a collection view's data
    /// source, a controller's view), else the app's class's (`_layouttyConnect`, which the
    /// preview's copy of each class with outlets declares).
    private func connect(_ owner: AnyObject, _ property: String, _ object: AnyObject) {
        if IBProperties.connectUIKitOutlet(owner, property, object) { return }
        guard let responder = owner as? UIResponder, responder._layouttyConnect(outlet: property, to: object) else {
            Console.report(["\(document.name): outlet \(property) of \(type(of: owner)) is not one of its outlets here"]
            )
            return
        }
    }
}

extension UIView {
    /// Where a cell's nib puts its content: its content view.
    var reusableContentView: UIView? {
        (self as? UICollectionViewCell)?.contentView ?? (self as? UITableViewCell)?.contentView
    }
}
