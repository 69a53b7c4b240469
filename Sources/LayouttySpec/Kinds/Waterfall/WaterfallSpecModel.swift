import CollectionLayout
import Foundation

/// `"layout": "waterfall"`: the waterfall layout, its values `WaterfallParameters`.
package enum WaterfallSpecModel: OverridingSpecModel {
    package static let name = "waterfall"
    package static let itemsHaveSizes = true
    package static let overrideKeys = WaterfallParameters.specKeys.map(\.shape)
    package static var parameters: WritableKeyPath<LayoutSpec, WaterfallParameters> { \.waterfall }

    /// A flow file with keys only the waterfall has keeps them for `w`.
    package static func takeTopLevel(_ overrides: SpecOverrides, into spec: inout LayoutSpec) {
        spec.waterfall = WaterfallParameters().applying(overrides)
        spec.hasWaterfallValues =
            spec.layout == .waterfall || overrides.names.contains { FlowParameters.specKey(named: $0) == nil }
    }

    package static func validate(_ spec: LayoutSpec, cross: CGFloat) throws(SpecError) {
        for (index, section) in spec.sections.enumerated() {
            let p = spec.waterfallParameters(forSection: index)
            let used = spec.crossLength(of: p.sectionInset) + CGFloat(p.columnCount - 1) * p.minimumColumnSpacing
            guard cross - used <= 0 else { continue }
            let key = ["columnCount", "sectionInset"].first { section.overrides[$0] != nil }
            throw SpecError(
                file: spec.source,
                line: key.flatMap { section.overrides.lines[$0] } ?? spec.topLevelLines["columnCount"]
                    ?? spec.topLevelLines["sectionInset"],
                path: key.map { "sections[\(index)].\($0)" } ?? "columnCount",
                message: "leaves no room for items in section \(index): \(p.columnCount) column(s) with their spacing "
                    + "and insets need \(JSONValue.format(used)) of the \(spec.crossName) \(JSONValue.format(cross))")
        }
    }

    package static func summary(of spec: LayoutSpec, across crossWidth: CGFloat) -> String {
        let p = spec.waterfall
        var text =
            "\(p.columnCount) col sp \(SpecEditing.number(p.minimumColumnSpacing))/\(SpecEditing.number(p.minimumInteritemSpacing))"
        text += " in \(SpecEditing.insets(p.sectionInset)) \(p.itemRenderDirection.rawValue)"
        return text + (p.itemHeightMode == .fixed ? " fixed" : "")
    }

    package static func edit(
        _ edit: SpecEdit, _ p: inout WaterfallParameters, of spec: LayoutSpec, across crossWidth: CGFloat
    )
        -> Result<String, SpecEditRefusal>
    {
        switch edit {
        case .moreColumns, .fewerColumns:
            let target = p.columnCount + (edit == .moreColumns ? 1 : -1)
            guard target >= 1 else { return .failure(SpecEditRefusal("at least one column")) }
            // The spec reader's limit too: what is shown can always be saved and loaded again.
            guard target <= WaterfallLayout.maximumColumnCount else {
                return .failure(SpecEditRefusal("at most \(WaterfallLayout.maximumColumnCount) columns"))
            }
            p.columnCount = target
            return .success("columns: \(target)")
        case .lessInteritemSpacing, .moreInteritemSpacing:
            return SpecEditing.step(&p.minimumColumnSpacing, up: edit == .moreInteritemSpacing, "column spacing")
        case .lessLineSpacing, .moreLineSpacing:
            return SpecEditing.step(
                &p.minimumInteritemSpacing, up: edit == .moreLineSpacing, "item spacing", mayOverlap: true)
        case .lessInset, .moreInset:
            return SpecEditing.step(&p.sectionInset, up: edit == .moreInset)
        case .cycleHorizontalAlignment:
            p.itemRenderDirection = SpecEditing.next(p.itemRenderDirection)
            return .success("render direction: \(p.itemRenderDirection.rawValue)")
        case .cycleVerticalAlignment:
            p.itemHeightMode = SpecEditing.next(p.itemHeightMode)
            return .success("item height mode: \(p.itemHeightMode.rawValue)")
        case .togglePinnedHeaders:
            return .failure(SpecEditRefusal("pinned headers are a flow-layout feature (w switches to flow)"))
        default:
            return .failure(SpecEditRefusal("not a waterfall edit"))
        }
    }

    /// A flow layout, the keys both read as the waterfall has them.
    package static func switchToTwin(_ spec: inout LayoutSpec, across crossWidth: CGFloat) -> String {
        spec.flow = spec.flow.takingSharedValues(of: spec.waterfall)
        spec.layout = .flow
        return "layout: flow"
    }
}

extension LayoutSpec.LayoutKind {
    package static let waterfall = Self(WaterfallSpecModel.self)
}

extension WaterfallParameters: SpecItemSized {}

/// What a spec keeps of the waterfall: its values, and whether the file set any (for a flow
/// spec, what switching to a waterfall starts from).
struct WaterfallSpecValues: KindValue {
    var parameters = WaterfallParameters()
    var setInFile = false
}

extension LayoutSpec {
    package var waterfall: WaterfallParameters {
        get { kindValues[WaterfallSpecValues.self].parameters }
        set { kindValues[WaterfallSpecValues.self].parameters = newValue }
    }

    /// Whether the file set any waterfall key (else a switch derives them from the flow values).
    package var hasWaterfallValues: Bool {
        get { kindValues[WaterfallSpecValues.self].setInFile }
        set { kindValues[WaterfallSpecValues.self].setInFile = newValue }
    }

    package func waterfallParameters(forSection index: Int) -> WaterfallParameters {
        waterfall.applying(sections[index].overrides)
    }
}

extension WaterfallLayout: SpecShownLayout {
    package static func asking(_ data: SpecDataSource) -> CollectionViewLayout {
        let layout = WaterfallLayout()
        layout.delegate = data
        return layout
    }
}
