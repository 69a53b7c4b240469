import CollectionLayout
import Foundation
import TerminalCollectionView

/// The data and per-section metrics of a `LayoutSpec`: the data source and flow delegate that
/// every command and the previewer share. The view that shows it (a `Viewport`) owns the bounds.
///
/// ```swift
/// let data = SpecDataSource(spec: spec)
/// let viewport = Viewport(dataSource: data, layout: data.makeLayout(), columns: 80, rows: 22)
/// ```
package final class SpecDataSource: EditableCollectionDataSource, FlowLayoutDelegate, WaterfallLayoutDelegate {
    package var spec: LayoutSpec
    /// Which loaded item each item is, so default labels stay with their items through edits;
    /// nil until the first edit — every item is itself — so a spec that is only shown stores
    /// nothing per section for it.
    private var identities: ItemIdentities?
    /// `H` in the previewer: headers and footers hidden without touching the spec.
    package var showsSupplementaryViews = true

    package init(spec: LayoutSpec) {
        self.spec = spec
    }

    /// The data of `newSpec` in place of the present one (a reloaded file): labels start again
    /// from the new items. The view is told by the caller (a full invalidation, as `reloadData`).
    package func replaceData(with newSpec: LayoutSpec) {
        spec = newSpec
        identities = nil
    }

    /// The layout the spec names, configured from it and delegating to this data source.
    package func makeLayout() -> CollectionViewLayout { spec.layout.model.makeLayout(self) }

    /// Copies the spec's top-level values into `layout` (after the spec changed).
    package func configure(_ layout: CollectionViewLayout) { spec.layout.model.configure(layout, from: spec) }

    /// The label a cell shows: the spec's, else "section-item" of the item as loaded — it stays
    /// with the item when edits move it — or "new N" for the N-th item inserted.
    package func label(for indexPath: IndexPath) -> String {
        if case .sized(let items) = spec.sections[indexPath.section].items, let label = items[indexPath.item].label {
            return label
        }
        guard let identities else { return Self.defaultLabel(section: indexPath.section, item: indexPath.item) }
        switch identities.origin(of: indexPath) {
        case .original(let section, let item): return Self.defaultLabel(section: section, item: item)
        case .inserted(let n): return "new \(n)"
        case nil: return Self.defaultLabel(section: indexPath.section, item: indexPath.item)
        }
    }

    /// `spec` with the labels shown written into the items of the sections edits changed
    /// (compared with `loaded`), where the file would otherwise show another: an inserted item's
    /// "new 1", a moved item's "0-3" — and, in a compositional spec, every label, since its
    /// items are written as labels alone. What `s` saves, so the file shows what the screen did.
    /// - Complexity: O(items of the changed sections).
    package func namingShownLabels(in spec: LayoutSpec, comparedTo loaded: LayoutSpec) -> LayoutSpec {
        var named = spec
        for (index, section) in spec.sections.enumerated() {
            guard case .sized(let items) = section.items,
                index >= loaded.sections.count || loaded.sections[index].items != section.items
            else { continue }
            named.sections[index].items = .sized(
                LayoutSpec.ItemList(
                    items.enumerated().map { item, element in
                        guard element.label == nil else { return element }
                        let shown = label(for: IndexPath(item: item, section: index))
                        let wouldShow = "\(index)-\(item)"
                        return shown == wouldShow && spec.layout.model.itemsHaveSizes
                            ? element : LayoutSpec.Item(size: element.size, label: shown)
                    }))
        }
        return named
    }

    // MARK: CollectionDataSource

    /// The previewer's edits: the spec's sections change as `LayoutSpec.applying(_:)` says
    /// (sizes and labels travel with their items; `s` saves them), and so do default labels.
    package func apply(_ batch: BatchUpdate) {
        if identities == nil { identities = ItemIdentities(counts: spec.sections.map(\.itemCount)) }
        identities?.apply(batch)
        spec = spec.applying(batch)
    }

    package var numberOfSections: Int { spec.sections.count }

    package func numberOfItems(inSection section: Int) -> Int { spec.sections[section].itemCount }

    // MARK: FlowLayoutDelegate

    package func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, uniformItemSizeForSectionAt section: Int
    ) -> CGSize? {
        guard case .count = spec.sections[section].items else { return nil }
        return spec.parameters(forSection: section).itemSize
    }

    package func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard case .sized(let items) = spec.sections[indexPath.section].items else {
            return spec.parameters(forSection: indexPath.section).itemSize
        }
        return items[indexPath.item].size
    }

    /// The section's values: the top level's with its overrides; headers and footers hidden by `H`.
    package func collectionView(
        _ collectionView: CollectionView, layout: FlowLayout, configurationForSectionAt section: Int
    )
        -> FlowLayout.Configuration
    {
        var values = spec.parameters(forSection: section)
        values.sectionStyle.showsBackground = spec.showsBackground(inSection: section)
        if !showsSupplementaryViews { (values.headerReferenceSize, values.footerReferenceSize) = (.zero, .zero) }
        return values
    }

    // MARK: WaterfallLayoutDelegate

    package func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, uniformItemSizeForSection section: Int
    )
        -> CGSize?
    {
        guard case .count = spec.sections[section].items else { return nil }
        return spec.waterfallParameters(forSection: section).itemSize
    }

    package func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard case .sized(let items) = spec.sections[indexPath.section].items else {
            return spec.waterfallParameters(forSection: indexPath.section).itemSize
        }
        return items[indexPath.item].size
    }

    /// The section's values: the top level's with its overrides; headers and footers hidden by `H`.
    package func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, configurationForSection section: Int
    )
        -> WaterfallLayout.Configuration
    {
        var values = spec.waterfallParameters(forSection: section)
        if !showsSupplementaryViews { (values.headerHeight, values.footerHeight) = (0, 0) }
        return values
    }

    package func collectionView(
        _ collectionView: CollectionView, layout: WaterfallLayout, showsBackgroundForSection section: Int
    ) -> Bool {
        spec.showsBackground(inSection: section)
    }
}
