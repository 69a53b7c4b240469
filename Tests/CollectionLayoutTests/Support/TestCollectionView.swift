import CollectionLayout
import Foundation

/// A collection view and flow delegate whose every answer a test sets directly.
final class TestCollectionView: CollectionView, FlowLayoutDelegate {
    struct Section {
        /// nil: items use `uniformSize` (or the layout's itemSize when that is nil too).
        var sizes: [CGSize]?
        var count: Int
        var uniformSize: CGSize?
        var inset: EdgeInsets?
        var lineSpacing: CGFloat?
        var interitemSpacing: CGFloat?
        var header: CGSize?
        var footer: CGSize?
        var style: FlowLayout.SectionStyle?

        init(count: Int, uniformSize: CGSize? = nil) {
            self.count = count
            self.uniformSize = uniformSize
        }

        init(sizes: [CGSize]) {
            self.sizes = sizes
            self.count = sizes.count
        }
    }

    var bounds: CGRect
    var sections: [Section]

    init(width: CGFloat, height: CGFloat = 24, sections: [Section]) {
        bounds = CGRect(x: 0, y: 0, width: width, height: height)
        self.sections = sections
    }

    /// A flow layout attached to this view and delegating to it, configured by `configure`.
    func layout(_ configure: (FlowLayout) -> Void = { _ in }) -> FlowLayout {
        let layout = FlowLayout()
        configure(layout)
        layout.collectionView = self
        layout.delegate = self
        layout.prepareIfNeeded()
        return layout
    }

    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].count }

    func collectionView(_ cv: CollectionView, layout: FlowLayout, uniformItemSizeForSectionAt section: Int) -> CGSize? {
        sections[section].sizes == nil ? (sections[section].uniformSize ?? layout.itemSize) : nil
    }
    func collectionView(_ cv: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sections[indexPath.section].sizes![indexPath.item]
    }
    func collectionView(_ cv: CollectionView, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets {
        sections[section].inset ?? layout.sectionInset
    }
    func collectionView(_ cv: CollectionView, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int)
        -> CGFloat
    {
        sections[section].lineSpacing ?? layout.minimumLineSpacing
    }
    func collectionView(_ cv: CollectionView, layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int)
        -> CGFloat
    {
        sections[section].interitemSpacing ?? layout.minimumInteritemSpacing
    }
    func collectionView(_ cv: CollectionView, layout: FlowLayout, referenceSizeForHeaderInSection section: Int)
        -> CGSize
    {
        sections[section].header ?? layout.headerReferenceSize
    }
    func collectionView(_ cv: CollectionView, layout: FlowLayout, referenceSizeForFooterInSection section: Int)
        -> CGSize
    {
        sections[section].footer ?? layout.footerReferenceSize
    }
    func collectionView(_ cv: CollectionView, layout: FlowLayout, styleForSectionAt section: Int)
        -> FlowLayout.SectionStyle
    {
        sections[section].style ?? layout.sectionStyle
    }
}

/// A plain collection view with no delegate: every item takes the layout's itemSize.
final class CountsView: CollectionView {
    var bounds: CGRect
    var counts: [Int]

    init(width: CGFloat, height: CGFloat = 24, counts: [Int]) {
        bounds = CGRect(x: 0, y: 0, width: width, height: height)
        self.counts = counts
    }

    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
}

extension CGRect {
    /// Frames as `[x, y, w, h]` for compact expectations.
    var list: [CGFloat] { [minX, minY, width, height] }
}

extension FlowLayout {
    /// Cell frames of a section, by item, from `attributesForItem(at:)`.
    func itemFrames(section: Int = 0) -> [[CGFloat]] {
        (0..<(collectionView?.numberOfItems(inSection: section) ?? 0)).map {
            attributesForItem(at: IndexPath(item: $0, section: section))!.frame.list
        }
    }

    func header(_ section: Int) -> LayoutAttributes? {
        attributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: section))
    }

    func footer(_ section: Int) -> LayoutAttributes? {
        attributesForSupplementaryElement(ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: section))
    }
}
