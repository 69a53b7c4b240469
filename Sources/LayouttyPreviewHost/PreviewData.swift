import CollectionLayout
import Foundation
import LayouttySpec
import UIKit
import _LayouttyPortRuntime

/// What `layoutty preview` gives a UIKit layout's collection view: the data source and the
/// `UICollectionViewDelegateFlowLayout` answer from a spec — sections, item counts, per-item
/// sizes and labels (the data) — while the layout's own properties (item size for counted
/// items, spacings, insets, header sizes) stay the layout's, as the file sets them.
///
/// ```swift
/// let data = PreviewData(spec: try BuiltInDemo.named("tags")!.spec())
/// view.dataSource = data
/// view.delegate = data
/// ```
public final class PreviewData: LayouttyPreviewDataSource, UICollectionViewDelegateFlowLayout,
    _LayouttyOptionalRequirements
{
    /// The spec's data, editable by the previewer's keys (insert, delete, move).
    package let spec: SpecDataSource

    /// The spec gives sizes to some items (then `sizeForItemAt` is implemented). Taken once:
    /// layouts ask per item, and edits never turn a counted section into a sized one.
    private let sizesItems: Bool

    /// The spec labels some items: content to measure (else the labels are placeholders).
    public let labelsAreContent: Bool

    package init(spec: LayoutSpec) {
        self.spec = SpecDataSource(spec: spec)
        sizesItems = spec.sections.contains { if case .sized = $0.items { true } else { false } }
        labelsAreContent = spec.sections.contains { section in
            if case .sized(let items) = section.items { items.count > 0 && items.label(at: 0) != nil } else { false }
        }
    }

    /// `--items N`: one section of `count` items the layout sizes itself.
    public convenience init(items count: Int) {
        var spec = LayoutSpec(source: "--items \(count)")
        spec.sections = [LayoutSpec.Section(items: .count(count))]
        self.init(spec: spec)
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { spec.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        spec.numberOfItems(inSection: section)
    }

    public func apply(_ batch: BatchUpdate) { spec.apply(batch) }

    public func label(for indexPath: IndexPath) -> String { spec.label(for: indexPath) }

    /// A layout asking `delegate?.collectionView?(…, sizeForItemAt:)` gets an answer only when the
    /// spec sizes its items (else it falls back to its own size, as with a delegate that does not
    /// implement it).
    nonisolated public func _layouttyImplements(_ requirement: String) -> Bool {
        switch requirement {
        case "numberOfSections(in:)", "collectionView(_:numberOfItemsInSection:)": true
        case "collectionView(_:layout:sizeForItemAt:)": sizesItems
        default: false
        }
    }

    /// A sized item's size from the spec; a counted one's from the layout (`itemSize`).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        if case .sized(let items) = spec.spec.sections[indexPath.section].items {
            return items.size(at: indexPath.item)
        }
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
}
