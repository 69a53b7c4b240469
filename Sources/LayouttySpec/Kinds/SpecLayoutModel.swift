import CollectionLayout
import Foundation

/// What the spec format knows of one layout kind: the data source, the writer and saves, batch
/// updates, validation and the previewer's edits ask the kind's model instead of switching on the
/// kind. A kind is one folder under `Kinds/` — its parameters, this conformance (its values kept
/// in the spec's `kindValues`, its edits beside it) — plus its line in `LayoutKind.allCases`.
///
/// ```swift
/// let layout = spec.layout.model.makeLayout(dataSource)
/// ```
package protocol SpecLayoutModel: Sendable {
    /// The kind's name in a file (`"layout": "flow"`).
    static var name: String { get }

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

    /// The status words for this kind's values, after its name and scroll arrow
    /// (`5 col sp 2/1 in 1,2,1,2 justified pinned`), in a view whose content is `crossWidth`
    /// across the scroll axis.
    static func summary(of spec: LayoutSpec, across crossWidth: CGFloat) -> String

    /// An edit of this kind's values (`w` included: the spec as its twin kind); nil for an edit
    /// every kind makes alike (`b`: the spec's `sectionBackground`). Steps the kind keeps go in
    /// `context.steps`.
    static func apply(_ edit: SpecEdit, to spec: inout LayoutSpec, in context: inout SpecEditContext)
        -> Result<String, SpecEditRefusal>?

    /// A reload of a file of this kind: the edits kept as steps (not as values, which the reload
    /// merges by key) made again over the file's new values, into `spec`.
    static func reapplyEdits(_ steps: KindStore, over theirs: LayoutSpec, into spec: inout LayoutSpec)
}

extension SpecLayoutModel {
    package static func validate(_ spec: LayoutSpec, cross: CGFloat) throws(SpecError) {}
    package static var overrideKeys: [SpecKeyShape] { [] }
    package static func takeTopLevel(_ overrides: SpecOverrides, into spec: inout LayoutSpec) {}
    package static var ownKeys: [SpecKeyShape] { [] }
    package static func set(_ value: SpecValue, ownKey name: String, section: Int?, in spec: inout LayoutSpec) {}
    package static func reapplyEdits(_ steps: KindStore, over theirs: LayoutSpec, into spec: inout LayoutSpec) {}
}

extension LayoutSpec {
    /// A layout kind a file may name: its model, which answers for it.
    package struct LayoutKind: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        package let model: any SpecLayoutModel.Type

        /// The registry: every kind, in the order help and errors list them.
        package static let allCases: [LayoutKind] = [.flow, .waterfall, .compositional]

        package init(_ model: any SpecLayoutModel.Type) { self.model = model }

        package init?(rawValue: String) {
            guard let kind = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = kind
        }

        package var rawValue: String { model.name }
        package var description: String { rawValue }

        package static func == (a: LayoutKind, b: LayoutKind) -> Bool { a.model == b.model }
        package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(model)) }
    }
}

/// Values each layout kind keeps for itself, one per type: what lets a kind keep its values (in
/// a spec) and its edit steps (in the previewer) in its own folder, not in a field of every
/// spec. A value equal to its type's `init()` is not stored, so two stores compare equal exactly
/// when every kind's values do.
///
/// - Complexity: O(1) to read or write a kind's value.
package struct KindStore: Equatable, Sendable {
    private var values: [ObjectIdentifier: any KindValue] = [:]

    package init() {}

    package subscript<Value: KindValue>(_ type: Value.Type) -> Value {
        get { values[ObjectIdentifier(type)].map { $0 as! Value } ?? Value() }
        set { values[ObjectIdentifier(type)] = newValue == Value() ? nil : newValue }
    }

    package static func == (a: KindStore, b: KindStore) -> Bool {
        a.values.count == b.values.count
            && a.values.allSatisfy { key, value in b.values[key].map(value.isEqual) ?? false }
    }
}

/// A kind's value in a `KindStore`: its `init()` is what a store without one answers.
package protocol KindValue: Equatable, Sendable {
    init()
}

extension KindValue {
    fileprivate func isEqual(_ other: any KindValue) -> Bool { (other as? Self) == self }
}

/// A kind whose values are one `SpecParameters` — the top level's, each section's overrides on
/// top — shown by a layout that asks a delegate per section (flow, waterfall): its answers
/// follow from the values and the layout.
package protocol OverridingSpecModel: SpecLayoutModel {
    associatedtype Parameters: SpecParameters & SpecItemSized where Parameters.Layout: SpecShownLayout
    /// Where the spec keeps this kind's values.
    static var parameters: WritableKeyPath<LayoutSpec, Parameters> { get }

    /// An edit of the values, `spec`'s (unchanged yet), in a view whose content is `crossWidth` across.
    static func edit(_ edit: SpecEdit, _ values: inout Parameters, of spec: LayoutSpec, across crossWidth: CGFloat)
        -> Result<String, SpecEditRefusal>

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
    package static func apply(_ edit: SpecEdit, to spec: inout LayoutSpec, in context: inout SpecEditContext)
        -> Result<String, SpecEditRefusal>?
    {
        switch edit {
        case .toggleSectionBackgrounds: return nil
        case .switchLayout: return .success(switchToTwin(&spec, across: context.crossWidth))
        default:
            let before = spec
            return self.edit(edit, &spec[keyPath: parameters], of: before, across: context.crossWidth)
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

    package static func topLevelFields(of spec: LayoutSpec) -> [(key: String, text: String)] {
        spec[keyPath: parameters].fieldTexts
    }

    package static func sectionFields(of spec: LayoutSpec, at index: Int) -> [(key: String, text: String)] {
        spec.sections[index].overrides.fields(Parameters.self)
    }

    package static func itemSize(in spec: LayoutSpec, section: Int?) -> CGSize {
        let values = spec[keyPath: parameters]
        return (section.map { values.applying(spec.sections[$0].overrides) } ?? values).itemSize
    }
}
