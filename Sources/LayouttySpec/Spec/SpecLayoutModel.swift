import CollectionLayout
import Foundation

/// What the spec format knows of one layout kind. `LayoutSpec.LayoutKind.model` is the registry:
/// the data source, the writer and saves, batch updates, validation and the previewer's edits
/// ask the kind's model instead of switching on the kind, so a layout joins the format with its
/// `LayoutKind` case, its line in `model`, one conformance and its key table (`SpecKeyed`).
///
/// ```swift
/// let layout = spec.layout.model.makeLayout(dataSource)
/// ```
package protocol SpecLayoutModel {
    /// Whether a file's items carry their sizes; else the layout sizes them, and item lists are
    /// written as labels alone.
    static var itemsHaveSizes: Bool { get }

    /// The layout `data.spec` describes, configured from it and asking `data` for what varies by
    /// section.
    static func makeLayout(_ data: SpecDataSource) -> CollectionViewLayout

    /// Whether `layout` is one `makeLayout` makes (else a spec of this kind needs a new one).
    static func makes(_ layout: CollectionViewLayout) -> Bool

    /// Copies the spec's top-level values into `layout`, one this model made (after an edit).
    static func configure(_ layout: CollectionViewLayout, from spec: LayoutSpec)

    /// Every top-level key of this kind, resolved, as JSON text in table order: what a save
    /// compares and writes.
    static func topLevelFields(of spec: LayoutSpec) -> [(key: String, text: String)]

    /// The keys section `index` sets itself, as JSON text in table order.
    static func sectionFields(of spec: LayoutSpec, at index: Int) -> [(key: String, text: String)]

    /// The size of the items of a section given as a count (for `nil`, a new section's).
    static func itemSize(in spec: LayoutSpec, section: Int?) -> CGSize

    /// The keys of this kind a section overrides and the top level sets for every section (flow's
    /// and waterfall's tables). They are read whichever kind the file shows: a file keeps both
    /// layouts' keys (`w` switches), and a name two kinds share is read once for both.
    static var overrideKeys: [SpecKeyShape] { get }

    /// Takes the top-level overrides the file set (every kind's) into `spec`'s values of this kind.
    static func takeTopLevel(_ overrides: SpecOverrides, into spec: inout LayoutSpec)

    /// Keys only a file of this kind has, kept in its own descriptions (compositional's). A kind
    /// with such keys reads its sections' keys from them alone.
    static var ownKeys: [SpecKeyShape] { get }

    /// Sets own key `name` at the top level (`section` nil) or in section `section`.
    static func set(_ value: SpecValue, ownKey name: String, section: Int?, in spec: inout LayoutSpec)

    /// Refuses values that leave a section no room for items when the content is `cross` wide
    /// across the scroll axis (LayoutSemantics.md). A layout that reports its own configuration
    /// errors refuses nothing here.
    static func validate(_ spec: LayoutSpec, cross: CGFloat) throws(SpecError)

    /// The previewer's status words for this kind's values, after its name and scroll arrow
    /// (`5 col sp 2/1 in 1,2,1,2 justified pinned`), in a view whose content is `crossWidth`
    /// across the scroll axis.
    static func summary(of spec: LayoutSpec, across crossWidth: CGFloat) -> String

    /// A previewer edit of this kind's values (`w` included: the spec as its twin kind) in a view
    /// whose content is `crossWidth` across; nil for an edit every kind makes alike (`b`: the
    /// spec's `sectionBackground`).
    static func apply(_ tweak: SpecTweaks.Tweak, to spec: inout LayoutSpec, in tweaks: SpecTweaks, across crossWidth: CGFloat)
        -> Result<String, SpecTweaks.Refusal>?

    /// A reload of a file of this kind: the edits the previewer keeps as steps (not as values,
    /// which the reload merges by key) made again over the file's new values, into `spec`.
    static func reapplyEdits(of tweaks: SpecTweaks, over theirs: LayoutSpec, into spec: inout LayoutSpec)
}

extension SpecLayoutModel {
    package static func validate(_ spec: LayoutSpec, cross: CGFloat) throws(SpecError) {}
    package static var overrideKeys: [SpecKeyShape] { [] }
    package static func takeTopLevel(_ overrides: SpecOverrides, into spec: inout LayoutSpec) {}
    package static var ownKeys: [SpecKeyShape] { [] }
    package static func set(_ value: SpecValue, ownKey name: String, section: Int?, in spec: inout LayoutSpec) {}
    package static func reapplyEdits(of tweaks: SpecTweaks, over theirs: LayoutSpec, into spec: inout LayoutSpec) {}
}

extension LayoutSpec.LayoutKind {
    /// The registry: each kind's model.
    package var model: any SpecLayoutModel.Type {
        switch self {
        case .flow: FlowSpecModel.self
        case .waterfall: WaterfallSpecModel.self
        case .compositional: CompositionalSpecModel.self
        }
    }
}

/// A kind whose values are one `SpecParameters` — the top level's, each section's overrides on
/// top — shown by a layout that asks a delegate per section (flow, waterfall): its answers
/// follow from the values and the layout.
package protocol OverridingSpecModel: SpecLayoutModel {
    associatedtype Parameters: SpecParameters & SpecItemSized where Parameters.Layout: SpecShownLayout
    /// Where the spec keeps this kind's values.
    static var parameters: WritableKeyPath<LayoutSpec, Parameters> { get }

    /// A previewer edit of the values (`SpecTweaks`) in a view whose content is `crossWidth` across.
    static func edit(_ tweak: SpecTweaks.Tweak, _ values: inout Parameters, in tweaks: SpecTweaks, across crossWidth: CGFloat) -> Result<
        String, SpecTweaks.Refusal
    >

    /// `w`: `spec` shown as this kind's twin, in a view whose content is `crossWidth` across;
    /// says which.
    static func switchToTwin(_ spec: inout LayoutSpec, across crossWidth: CGFloat) -> String
}

/// Values that size the items of a section given as a count.
package protocol SpecItemSized {
    var itemSize: CGSize { get }
}

/// What a spec sets on a layout besides its values.
package protocol SpecShownLayout: CollectionViewLayout {
    var scrollDirection: ScrollDirection { get set }
    var sectionBackgrounds: Bool { get set }
    /// A new layout asking `data` what varies by section.
    static func asking(_ data: SpecDataSource) -> CollectionViewLayout
}

extension OverridingSpecModel {
    package static func makeLayout(_ data: SpecDataSource) -> CollectionViewLayout {
        let layout = Parameters.Layout.asking(data)
        configure(layout, from: data.spec)
        return layout
    }

    /// `b` is the spec's own (`sectionBackground`); `w` the twin; the rest edit the values.
    package static func apply(_ tweak: SpecTweaks.Tweak, to spec: inout LayoutSpec, in tweaks: SpecTweaks, across crossWidth: CGFloat)
        -> Result<String, SpecTweaks.Refusal>?
    {
        switch tweak {
        case .toggleSectionBackgrounds: nil
        case .switchLayout: .success(switchToTwin(&spec, across: crossWidth))
        default: edit(tweak, &spec[keyPath: parameters], in: tweaks, across: crossWidth)
        }
    }

    package static func makes(_ layout: CollectionViewLayout) -> Bool { layout is Parameters.Layout }

    package static func configure(_ layout: CollectionViewLayout, from spec: LayoutSpec) {
        guard let layout = layout as? Parameters.Layout else { return }
        layout.scrollDirection = spec.scrollDirection
        spec[keyPath: parameters].apply(to: layout)
        layout.sectionBackgrounds = spec.sectionBackground
    }

    package static func takeTopLevel(_ overrides: SpecOverrides, into spec: inout LayoutSpec) {
        spec[keyPath: parameters] = Parameters().applying(overrides)
    }

    package static func topLevelFields(of spec: LayoutSpec) -> [(key: String, text: String)] { spec[keyPath: parameters].fieldTexts }

    package static func sectionFields(of spec: LayoutSpec, at index: Int) -> [(key: String, text: String)] {
        spec.sections[index].overrides.fields(Parameters.self)
    }

    package static func itemSize(in spec: LayoutSpec, section: Int?) -> CGSize {
        let values = spec[keyPath: parameters]
        return (section.map { values.applying(spec.sections[$0].overrides) } ?? values).itemSize
    }
}

extension FlowLayout: SpecShownLayout {
    package static func asking(_ data: SpecDataSource) -> CollectionViewLayout {
        let layout = FlowLayout()
        layout.delegate = data
        return layout
    }
}

extension WaterfallLayout: SpecShownLayout {
    package static func asking(_ data: SpecDataSource) -> CollectionViewLayout {
        let layout = WaterfallLayout()
        layout.delegate = data
        return layout
    }
}
extension FlowParameters: SpecItemSized {}
extension WaterfallParameters: SpecItemSized {}

/// `"layout": "flow"`: the flow layout, its values `FlowParameters`.
package enum FlowSpecModel: OverridingSpecModel {
    package static let itemsHaveSizes = true
    package static let overrideKeys = FlowParameters.specKeys.map(\.shape)
    package static var parameters: WritableKeyPath<LayoutSpec, FlowParameters> { \.flow }

    package static func validate(_ spec: LayoutSpec, cross: CGFloat) throws(SpecError) {
        for (index, section) in spec.sections.enumerated() {
            let used = spec.crossLength(of: spec.parameters(forSection: index).sectionInset)
            guard cross - used <= 0 else { continue }
            let overridden = section.overrides["sectionInset"] != nil
            throw SpecError(
                file: spec.source, line: overridden ? section.overrides.lines["sectionInset"] : spec.topLevelLines["sectionInset"],
                path: overridden ? "sections[\(index)].sectionInset" : "sectionInset",
                message: "leaves no room for items in section \(index): the \(spec.crossName) \(JSONValue.format(cross)) minus insets "
                    + "\(JSONValue.format(used)) is \(JSONValue.format(cross - used)); expected a positive remainder")
        }
    }
}

/// `"layout": "waterfall"`: the waterfall layout, its values `WaterfallParameters`.
package enum WaterfallSpecModel: OverridingSpecModel {
    package static let itemsHaveSizes = true
    package static let overrideKeys = WaterfallParameters.specKeys.map(\.shape)
    package static var parameters: WritableKeyPath<LayoutSpec, WaterfallParameters> { \.waterfall }

    /// A flow file with keys only the waterfall has keeps them for `w`.
    package static func takeTopLevel(_ overrides: SpecOverrides, into spec: inout LayoutSpec) {
        spec.waterfall = WaterfallParameters().applying(overrides)
        spec.hasWaterfallValues = spec.layout == .waterfall || overrides.names.contains { FlowParameters.specKey(named: $0) == nil }
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
}

/// `"layout": "compositional"`: a compositional layout whose section provider reads each
/// section's description (`CompositionalSpec`, a section's own fields over the top level's).
package enum CompositionalSpecModel: SpecLayoutModel {
    /// The groups size the items.
    package static let itemsHaveSizes = false
    package static let ownKeys =
        CompositionalSpec.specKeys.map(\.shape) + [SpecKeyShape(name: "interSectionSpacing", type: .spacing, topLevelOnly: true)]

    package static func set(_ value: SpecValue, ownKey name: String, section: Int?, in spec: inout LayoutSpec) {
        guard let key = CompositionalSpec.specKey(named: name) else {
            if case .length(let spacing) = value { spec.interSectionSpacing = spacing }
            return
        }
        if let section {
            key.set(value, in: &spec.compositionalSections[section, default: CompositionalSpec()])
        } else {
            key.set(value, in: &spec.compositional)
        }
    }

    package static func makeLayout(_ data: SpecDataSource) -> CollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = data.spec.interSectionSpacing
        configuration.scrollDirection = data.spec.scrollDirection
        // Asked per section per layout pass: edits to the spec show at the next one.
        return CompositionalLayout(
            sectionProvider: { [weak data] index, _ in
                guard let data else { return nil }
                var description = data.spec.compositionalSection(index)
                if !data.showsSupplementaryViews { (description.header, description.footer) = (nil, nil) }
                return description.makeSection()
            }, configuration: configuration)
    }

    package static func makes(_ layout: CollectionViewLayout) -> Bool { layout is CompositionalLayout }

    package static func configure(_ layout: CollectionViewLayout, from spec: LayoutSpec) {
        guard let compositional = layout as? CompositionalLayout else { return }
        compositional.configuration.scrollDirection = spec.scrollDirection
        compositional.configuration.interSectionSpacing = spec.interSectionSpacing
    }

    package static func topLevelFields(of spec: LayoutSpec) -> [(key: String, text: String)] {
        spec.compositional.fieldTexts + [("interSectionSpacing", SpecValue.number(spec.interSectionSpacing))]
    }

    package static func sectionFields(of spec: LayoutSpec, at index: Int) -> [(key: String, text: String)] {
        spec.compositionalSections[index]?.fieldTexts ?? []
    }

    /// A size kept in the list is never read: the groups size the items.
    package static func itemSize(in spec: LayoutSpec, section: Int?) -> CGSize { CGSize(width: 1, height: 1) }
}
