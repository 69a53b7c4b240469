import CollectionLayout
import Foundation

/// `"layout": "flow"`: the flow layout, its values `FlowParameters`.
package enum FlowSpecModel: OverridingSpecModel {
    package static let name = "flow"
    package static let itemsHaveSizes = true
    package static let overrideKeys = FlowParameters.specKeys.map(\.shape)
    package static var parameters: WritableKeyPath<LayoutSpec, FlowParameters> { \.flow }

    package static func validate(_ spec: LayoutSpec, cross: CGFloat) throws(SpecError) {
        for (index, section) in spec.sections.enumerated() {
            let used = spec.crossLength(of: spec.parameters(forSection: index).sectionInset)
            guard cross - used <= 0 else { continue }
            let overridden = section.overrides["sectionInset"] != nil
            throw SpecError(
                file: spec.source,
                line: overridden ? section.overrides.lines["sectionInset"] : spec.topLevelLines["sectionInset"],
                path: overridden ? "sections[\(index)].sectionInset" : "sectionInset",
                message:
                    "leaves no room for items in section \(index): the \(spec.crossName) \(JSONValue.format(cross)) minus insets "
                    + "\(JSONValue.format(used)) is \(JSONValue.format(cross - used)); expected a positive remainder")
        }
    }

    package static func summary(of spec: LayoutSpec, across crossWidth: CGFloat) -> String {
        let p = spec.flow
        let columns = columns(of: spec, across: crossWidth)
        var text =
            "\(columns) col sp \(SpecEditing.number(p.minimumInteritemSpacing))/\(SpecEditing.number(p.minimumLineSpacing))"
        text += " in \(SpecEditing.insets(p.sectionInset)) \(p.sectionStyle.horizontalAlignment.rawValue)"
        return text + (p.sectionStyle.headerPinsToVisibleBounds ? " pinned" : "")
    }

    package static func edit(
        _ edit: SpecEdit, _ p: inout FlowParameters, of spec: LayoutSpec, across crossWidth: CGFloat
    )
        -> Result<String, SpecEditRefusal>
    {
        switch edit {
        case .moreColumns, .fewerColumns:
            return stepColumns(more: edit == .moreColumns, &p, of: spec, across: crossWidth)
        case .lessInteritemSpacing, .moreInteritemSpacing:
            return SpecEditing.step(
                &p.minimumInteritemSpacing, up: edit == .moreInteritemSpacing, "interitem spacing", mayOverlap: true)
        case .lessLineSpacing, .moreLineSpacing:
            return SpecEditing.step(
                &p.minimumLineSpacing, up: edit == .moreLineSpacing, "line spacing", mayOverlap: true)
        case .lessInset, .moreInset:
            return SpecEditing.step(&p.sectionInset, up: edit == .moreInset)
        case .cycleHorizontalAlignment:
            p.sectionStyle.horizontalAlignment = SpecEditing.next(p.sectionStyle.horizontalAlignment)
            return .success("horizontal alignment: \(p.sectionStyle.horizontalAlignment.rawValue)")
        case .cycleVerticalAlignment:
            p.sectionStyle.verticalAlignment = SpecEditing.next(p.sectionStyle.verticalAlignment)
            return .success("vertical alignment: \(p.sectionStyle.verticalAlignment.rawValue)")
        case .togglePinnedHeaders:
            p.sectionStyle.headerPinsToVisibleBounds.toggle()
            return .success("pinned headers: \(p.sectionStyle.headerPinsToVisibleBounds ? "on" : "off")")
        default:
            return .failure(SpecEditRefusal("not a flow-layout edit"))
        }
    }

    /// `+ -`: the item width (height when horizontal) that makes one column more or fewer fit.
    private static func stepColumns(
        more: Bool, _ p: inout FlowParameters, of spec: LayoutSpec, across crossWidth: CGFloat
    )
        -> Result<String, SpecEditRefusal>
    {
        // Columns come from the item size: where items size themselves or carry their own
        // sizes, changing it would report a change that changes nothing on screen.
        if p.estimatedItemSize != .zero {
            return .failure(
                SpecEditRefusal(
                    "columns do not apply: the items size themselves to their labels (estimatedItemSize); [ ] changes their spacing"
                ))
        }
        if spec.sections.allSatisfy({ if case .sized = $0.items { true } else { false } }) {
            return .failure(
                SpecEditRefusal(
                    "columns do not apply: every item has its own size in the spec; [ ] changes their spacing"))
        }
        // Items of 5e-324 in a 1e300-wide view make Int.max columns: one more is refused.
        let (target, overflow) = columns(of: spec, across: crossWidth).addingReportingOverflow(more ? 1 : -1)
        guard !overflow else { return .failure(SpecEditRefusal("more columns than can be counted")) }
        guard target >= 1 else { return .failure(SpecEditRefusal("at least one column")) }
        let available = crossWidth - spec.crossLength(of: p.sectionInset)
        let width = (available - CGFloat(target - 1) * p.minimumInteritemSpacing) / CGFloat(target)
        guard width > 0 else {
            return .failure(
                SpecEditRefusal(
                    "\(target) columns do not fit in \(SpecEditing.number(available)) points with spacing "
                        + SpecEditing.number(p.minimumInteritemSpacing)))
        }
        let vertical = spec.scrollDirection == .vertical
        if vertical { p.itemSize.width = width } else { p.itemSize.height = width }
        return .success("columns: \(target) (item \(vertical ? "width" : "height") \(SpecEditing.number(width)))")
    }

    /// How many items of `spec`'s top-level flow size fit across `crossWidth` (what `+ -` step from).
    static func columns(of spec: LayoutSpec, across crossWidth: CGFloat) -> Int {
        let p = spec.flow
        let w = spec.scrollDirection == .vertical ? p.itemSize.width : p.itemSize.height
        let s = p.minimumInteritemSpacing
        let available = crossWidth - spec.crossLength(of: p.sectionInset)
        guard w > 0, available >= w else { return 1 }
        return max(1, Int(saturating: ((available + s) / (w + s) + 1e-9).rounded(.down)))
    }

    /// A waterfall: the file's waterfall values if it has any, else the waterfall closest to the
    /// flow's look; the keys both read as the flow has them.
    package static func switchToTwin(_ spec: inout LayoutSpec, across crossWidth: CGFloat) -> String {
        if !spec.hasWaterfallValues {
            let columns = columns(of: spec, across: crossWidth)
            spec.waterfall = WaterfallParameters(
                resembling: spec.flow, columns: columns, direction: spec.scrollDirection)
            spec.hasWaterfallValues = true
        }
        spec.waterfall = spec.waterfall.takingSharedValues(of: spec.flow)
        spec.layout = .waterfall
        return "layout: waterfall"
    }
}

extension LayoutSpec.LayoutKind {
    package static let flow = Self(FlowSpecModel.self)
}

extension FlowParameters: KindValue, SpecItemSized {}

extension LayoutSpec {
    /// The flow's top-level values (UIKit's defaults where the file is silent); sections
    /// override them.
    package var flow: FlowParameters {
        get { kindValues[FlowParameters.self] }
        set { kindValues[FlowParameters.self] = newValue }
    }

    package func parameters(forSection index: Int) -> FlowParameters {
        flow.applying(sections[index].overrides)
    }
}

extension FlowLayout: SpecShownLayout {
    package static func asking(_ data: SpecDataSource) -> CollectionViewLayout {
        let layout = FlowLayout()
        layout.delegate = data
        return layout
    }
}
