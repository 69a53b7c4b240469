import Foundation

/// The app's part, played: a layout class of the files with a delegate property of a protocol
/// the files declare (`weak var delegate: PinterestLayoutDelegate?`) is handed one when nothing
/// set it — a type of the files conforming to the protocol that `Type()` makes, else a stand-in
/// the preview writes, answering each requirement from the data (a spec's item sizes) or with
/// values that vary the way the requirement's name suggests: heights of 100 to 250 points for a
/// `height`, widths of 60 to 180 for a `width`, 2 for a count of columns. And a flow layout asks
/// its collection view's delegate (`UICollectionViewDelegateFlowLayout`): a class of the files
/// conforming to it, not a view controller, that `Type()` makes becomes the view's delegate
/// when the glue left the preview's own data there. So does, for a layout that reads the view's
/// delegate as a protocol of the files refining UIKit's (`collectionView.delegate as?
/// WaterfallDelegate`), a conforming type of the files, else a stand-in. A stored `_name`
/// (the storage of a computed `name`, as translated Objective-C keeps an ivar) is not handed one.
///
/// ```swift
/// let part = AppsPart(model, sources: sources)
/// part.declarations // the stand-ins and `_layouttyAppsPart(_:)`, added to `part.file`
/// part.notes        // ["PinterestLayout.delegate: a stand-in PinterestLayoutDelegate …"]
/// ```
struct AppsPart {
    /// One delegate property handed a delegate.
    struct Assignment {
        var layout: String
        var property: String
        var proto: String
        /// `PhotoHeights()`, or the stand-in's `_LayouttyStandInP()`.
        var made: String
        var standIn: String?
    }

    private(set) var assignments: [Assignment] = []
    /// `Sizes()`: the files' flow delegate, made for the collection view.
    private(set) var flowDelegate: String?
    /// The view's delegate a layout reads as a protocol of the files, and its stand-in's declaration.
    private(set) var viewDelegate: (made: String, proto: String, standIn: String?)?

    /// UIKit's delegate protocols a protocol of the files may refine to be the view's delegate.
    static let viewDelegateProtocols: Set<String> = ["UICollectionViewDelegate", flowDelegateProtocol]
    /// The file the declarations go in: the first layout class's, else the flow delegate's.
    private(set) var file: String?

    static let flowDelegateProtocol = "UICollectionViewDelegateFlowLayout"

    /// The name of the function the generated main calls on the layout made.
    static let functionName = "_layouttyAppsPart"

    init(_ model: PortModel, sources: PreviewSources) {
        let protocols = Dictionary(model.protocols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let layouts = Set(sources.layoutClasses.map(\.name))
        for type in model.types where type.isClass && !type.isExtension && layouts.contains(type.name) {
            for (property, declared) in type.properties where !property.hasPrefix("_") {
                let name = declared.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
                guard let proto = protocols[name] else { continue }
                let conformer = Self.conformer(to: proto.name, model, sources).map { name in
                    { Assignment(layout: $0, property: $1, proto: proto.name, made: "\(name)()", standIn: nil) }
                }
                guard let made = conformer ?? Self.standIn(proto) else { continue }
                file = file ?? type.file
                assignments.append(made(type.name, property))
            }
        }
        if let name = Self.conformer(to: Self.flowDelegateProtocol, model, sources) {
            flowDelegate = "\(name)()"
            file = file ?? model.types.first { $0.name == name && !$0.isExtension }?.file
        } else if let proto = model.protocols.first(where: { !$0.inherits.isDisjoint(with: Self.viewDelegateProtocols) }
        ) {
            if let name = Self.conformer(to: proto.name, model, sources) {
                viewDelegate = ("\(name)()", proto.name, nil)
            } else if let made = Self.standIn(proto)?("", "") {
                viewDelegate = (made.made, proto.name, made.standIn)
            }
            file = file ?? (viewDelegate == nil ? nil : proto.file)
        }
    }

    /// A class of the files conforming to `proto` that `Type()` makes: its name.
    private static func conformer(to proto: String, _ model: PortModel, _ sources: PreviewSources) -> String? {
        let conforming = model.types.filter { $0.inherits.contains(proto) }.map(\.name)
        // A view controller is a screen, shown as one; its answers read its own state.
        let controllers = Set(
            model.types.filter { $0.inherits.contains { $0.hasSuffix("ViewController") } }.map(\.name))
        guard
            let name = conforming.first(where: { name in
                !controllers.contains(name) && model.types.contains { $0.name == name && $0.isClass && !$0.isExtension }
                    && sources.makesItself(name)
            })
        else { return nil }
        return name
    }

    /// A stand-in answering every required requirement of `proto`, or nil when one returns a
    /// type it cannot make.
    private static func standIn(_ proto: ConformanceReader.ProtocolDeclaration) -> ((String, String) -> Assignment)? {
        var members: [String] = []
        for requirement in proto.required {
            guard let answer = answer(requirement) else { return nil }
            members.append("    \(requirement.signature) { \(answer) }")
        }
        let name = "_LayouttyStandIn\(proto.name)"
        let declaration = "final class \(name): NSObject, \(proto.name) {\n" + members.joined(separator: "\n") + "\n}\n"
        return { Assignment(layout: $0, property: $1, proto: proto.name, made: "\(name)()", standIn: declaration) }
    }

    /// The body answering `requirement`, from what it returns and what its name says.
    static func answer(_ requirement: ConformanceReader.Requirement) -> String? {
        let view =
            requirement.parameters.first { $0.type.hasPrefix("UICollectionView") && !$0.type.contains("Layout") }?.name
            ?? "nil"
        let index = requirement.parameters.first { $0.type == "IndexPath" }?.name ?? "nil"
        let words = requirement.name.lowercased()
        let kind = words.contains("height") ? "height" : words.contains("width") ? "width" : "length"
        guard let returns = requirement.returns else { return "" }
        if returns.hasSuffix("?") { return "nil" }
        // A relative height or an aspect ratio is a multiple of something else, not points.
        let isRatio = ["relative", "ratio", "aspect", "scale", "factor", "proportion"].contains { words.contains($0) }
        switch returns {
        case "CGFloat", "Double", "Float":
            if isRatio { return "1" }
            return "\(returns)(_layouttyStandInLength(\"\(kind)\", \(view), \(index)))"
        case "CGSize": return "_layouttyStandInSize(\(view), \(index))"
        case "Int", "UInt", "Int32", "UInt32": return words.contains("column") ? "2" : "1"
        case "UIEdgeInsets", "NSDirectionalEdgeInsets", "CGPoint", "CGRect": return ".zero"
        case "Bool": return "false"
        case "String": return "\"\""
        default: return nil
        }
    }

    /// The stand-ins, the delegates (kept: layouts and views hold them weakly) and the function
    /// handing each layout of the files its delegates, and a flow layout's view the files' flow
    /// delegate, when nothing set them.
    var declarations: String {
        guard file != nil else { return "" }
        var text = Set(assignments.compactMap(\.standIn) + [viewDelegate?.standIn].compactMap { $0 }).sorted().joined()
        var lines: [String] = []
        for (index, assignment) in assignments.enumerated() {
            text += "@MainActor private let _layouttyAppsDelegate\(index) = \(assignment.made)\n"
            lines.append(
                "    if let layout = layout as? \(assignment.layout), layout.\(assignment.property) == nil { "
                    + "layout.\(assignment.property) = _layouttyAppsDelegate\(index) }")
        }
        if let flowDelegate {
            text += "@MainActor private let _layouttyAppsFlowDelegate = \(flowDelegate)\n"
            lines.append(
                "    if layout is UICollectionViewFlowLayout, view.delegate is LayouttyPreviewDataSource { "
                    + "view.delegate = _layouttyAppsFlowDelegate }")
        }
        if let viewDelegate {
            text += "@MainActor private let _layouttyAppsViewDelegate = \(viewDelegate.made)\n"
            lines.append(
                "    if view.delegate is LayouttyPreviewDataSource { view.delegate = _layouttyAppsViewDelegate }")
        }
        return text
            + "@MainActor func \(Self.functionName)(_ layout: UICollectionViewLayout, in view: UICollectionView) -> UICollectionViewLayout {\n"
            + lines.joined(separator: "\n") + "\n    return layout\n}\n"
    }

    /// One line per delegate handed over, saying by whom.
    var notes: [String] {
        let flow = flowDelegate.map {
            "UICollectionView.delegate: \($0), the files' \(Self.flowDelegateProtocol), answers the flow layout when nothing sets it"
        }
        return assignments.map { assignment in
            "\(assignment.layout).\(assignment.property): "
                + (assignment.standIn == nil
                    ? "\(assignment.made), the files' \(assignment.proto), plays the app's part when nothing sets it"
                    : "no type of the files conforms to \(assignment.proto): a stand-in answers it (heights 100–250 points, "
                        + "widths 60–180, or the spec's sizes; --show-port shows it)")
        } + (flow.map { [$0] } ?? [])
            + (viewDelegate.map { delegate in
                [
                    "UICollectionView.delegate: "
                        + (delegate.standIn == nil
                            ? "\(delegate.made), the files' \(delegate.proto), answers the layout when nothing sets it"
                            : "no type of the files conforms to \(delegate.proto): a stand-in answers the layout (heights "
                                + "100–250 points, widths 60–180, or the spec's sizes; --show-port shows it)")
                ]
            } ?? [])
    }
}
