import CollectionLayout
import Foundation

/// A collection view whose data and per-section metrics come from a `LayoutSpec`: the data
/// source and flow delegate every command and the previewer share.
///
/// ```swift
/// let view = SpecCollectionView(spec: spec, size: CGSize(width: 80, height: 24))
/// let layout = view.makeLayout()
/// layout.prepareIfNeeded()
/// ```
public final class SpecCollectionView: CollectionView, FlowLayoutDelegate {
    public var spec: LayoutSpec
    public var bounds: CGRect

    public init(spec: LayoutSpec, size: CGSize) {
        self.spec = spec
        self.bounds = CGRect(origin: .zero, size: spec.bounds ?? size)
    }

    /// A layout configured from the spec, attached to this view and delegating to it.
    public func makeLayout() -> FlowLayout {
        let layout = FlowLayout()
        configure(layout)
        layout.collectionView = self
        layout.delegate = self
        return layout
    }

    /// Copies the spec's top-level values into `layout` (after the spec changed).
    public func configure(_ layout: FlowLayout) {
        layout.scrollDirection = spec.scrollDirection
        spec.flow.apply(to: layout)
    }

    /// The label a cell shows: the spec's, else "section-item".
    public func label(for indexPath: IndexPath) -> String {
        if case .sized(let items) = spec.sections[indexPath.section].items, let label = items[indexPath.item].label {
            return label
        }
        return "\(indexPath.section)-\(indexPath.item)"
    }

    // MARK: CollectionView

    public var numberOfSections: Int { spec.sections.count }

    public func numberOfItems(inSection section: Int) -> Int { spec.sections[section].itemCount }

    // MARK: FlowLayoutDelegate

    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, uniformItemSizeForSectionAt section: Int) -> CGSize? {
        guard case .count = spec.sections[section].items else { return nil }
        return spec.parameters(forSection: section).itemSize
    }

    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard case .sized(let items) = spec.sections[indexPath.section].items else { return spec.parameters(forSection: indexPath.section).itemSize }
        return items[indexPath.item].size
    }

    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets {
        spec.parameters(forSection: section).sectionInset
    }

    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        spec.parameters(forSection: section).minimumLineSpacing
    }

    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        spec.parameters(forSection: section).minimumInteritemSpacing
    }

    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        spec.parameters(forSection: section).headerReferenceSize
    }

    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        spec.parameters(forSection: section).footerReferenceSize
    }

    public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, styleForSectionAt section: Int) -> FlowLayout.SectionStyle {
        spec.parameters(forSection: section).style
    }
}
