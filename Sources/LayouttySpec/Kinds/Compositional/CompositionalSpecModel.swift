import CollectionLayout
import Foundation

/// `"layout": "compositional"`: a compositional layout whose section provider reads each
/// section's description (`CompositionalSpec`, a section's own fields over the top level's).
package enum CompositionalSpecModel: SpecLayoutModel {
    package static let name = "compositional"
    /// The groups size the items.
    package static let itemsHaveSizes = false
    package static let ownKeys =
        CompositionalSpec.specKeys.map(\.shape) + [
            SpecKeyShape(name: "interSectionSpacing", type: .spacing, topLevelOnly: true)
        ]

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

    package static func summary(of spec: LayoutSpec, across crossWidth: CGFloat) -> String {
        "\(spec.sections.count) section\(spec.sections.count == 1 ? "" : "s")"
    }

    /// The descriptions' steps (`CompositionalEdits`) over the file's new descriptions.
    package static func reapplyEdits(_ steps: KindStore, over theirs: LayoutSpec, into spec: inout LayoutSpec) {
        let edits = steps[CompositionalEdits.self]
        spec.compositional = edits.applied(to: theirs.compositional, over: nil)
        spec.compositionalSections = theirs.compositionalSections.mapValues {
            edits.applied(to: $0, over: theirs.compositional)
        }
    }
}

extension LayoutSpec.LayoutKind {
    package static let compositional = Self(CompositionalSpecModel.self)
}

/// What a spec keeps of the compositional layout.
struct CompositionalSpecValues: KindValue {
    /// The top-level section description (every section's default).
    var top = CompositionalSpec()
    /// Sections' own descriptions, by section index (sparse: a flow spec's millions of sections
    /// pay nothing).
    var sections: [Int: CompositionalSpec] = [:]
    /// `interSectionSpacing`.
    var interSectionSpacing: CGFloat = 0
}

extension LayoutSpec {
    package var compositional: CompositionalSpec {
        get { kindValues[CompositionalSpecValues.self].top }
        set { kindValues[CompositionalSpecValues.self].top = newValue }
    }

    package var compositionalSections: [Int: CompositionalSpec] {
        get { kindValues[CompositionalSpecValues.self].sections }
        set { kindValues[CompositionalSpecValues.self].sections = newValue }
    }

    package var interSectionSpacing: CGFloat {
        get { kindValues[CompositionalSpecValues.self].interSectionSpacing }
        set { kindValues[CompositionalSpecValues.self].interSectionSpacing = newValue }
    }

    /// Section `index`'s compositional description: its own fields over the top level's.
    package func compositionalSection(_ index: Int) -> CompositionalSpec {
        (compositionalSections[index] ?? CompositionalSpec()).over(compositional)
    }
}
