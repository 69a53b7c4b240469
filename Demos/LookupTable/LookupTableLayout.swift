import CollectionLayout
import Foundation

/// The lookup-table custom layout of seed 003: `prepare()` fills a dictionary of attributes,
/// `invalidateLayout()` clears it, `attributesForItem(at:)` looks it up and `attributes(in:)`
/// filters it. Cells flow left to right in rows of one fixed height and wrap when the next one
/// would pass the right inset.
final class LookupTableLayout: CollectionViewLayout {
    var rowHeight: CGFloat = 3 { didSet { invalidateLayout() } }
    var spacing: CGFloat = 1 { didSet { invalidateLayout() } }
    var inset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// Each cell's width.
    let widthForItem: (IndexPath) -> CGFloat

    private(set) var cachedItemAttributes: [IndexPath: LayoutAttributes] = [:]
    private var contentHeight: CGFloat = 0

    init(widthForItem: @escaping (IndexPath) -> CGFloat) {
        self.widthForItem = widthForItem
        super.init()
    }

    override func prepare() {
        super.prepare()
        guard cachedItemAttributes.isEmpty, let view = collectionView else { return }
        let right = view.bounds.width - inset.right
        var x = inset.left
        var rows = 0
        var y = inset.top
        for section in 0..<view.numberOfSections {
            for item in 0..<view.numberOfItems(inSection: section) {
                let path = IndexPath(item: item, section: section)
                let width = widthForItem(path)
                // Wrap when this cell would pass the right inset (a row's first cell always stays).
                if x > inset.left && x + width > right {
                    rows += 1
                    x = inset.left
                }
                y = inset.top + CGFloat(rows) * (rowHeight + spacing)
                var attributes = LayoutAttributes(forCellWith: path)
                attributes.frame = CGRect(x: x, y: y, width: width, height: rowHeight)
                cachedItemAttributes[path] = attributes
                x += width + spacing
            }
        }
        contentHeight = cachedItemAttributes.isEmpty ? 0 : y + rowHeight + inset.bottom
    }

    override func invalidateLayout() {
        super.invalidateLayout()
        cachedItemAttributes = [:]
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        cachedItemAttributes[indexPath]
    }

    /// The dictionary has no order: sort the matches by index path so answers are deterministic.
    override func attributes(in rect: CGRect) -> [LayoutAttributes] {
        cachedItemAttributes.values.filter { $0.frame.strictlyIntersects(rect) }.sorted { $0.indexPath < $1.indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
