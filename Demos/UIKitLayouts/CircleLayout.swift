import UIKit

/// Items on a circle, after Apple's CircleLayout sample (70-point items, a radius of the view's
/// smaller side ÷ 2.5): inserted items grow out of the centre, deleted ones shrink into it.
class CircleLayout: UICollectionViewLayout {
    let itemSize = CGSize(width: 70, height: 70)

    private var center = CGPoint.zero
    private var radius: CGFloat = 0
    private var cellCount = 0
    private var insertIndexPaths: [IndexPath] = []
    private var deleteIndexPaths: [IndexPath] = []

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let size = collectionView.frame.size
        cellCount = collectionView.numberOfItems(inSection: 0)
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        radius = min(size.width, size.height) / 2.5
    }

    override var collectionViewContentSize: CGSize {
        collectionView?.frame.size ?? .zero
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = itemSize
        let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(max(cellCount, 1))
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        !newBounds.size.equalTo(collectionView?.bounds.size ?? .zero)
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
            if update.updateAction == .delete, let indexPath = update.indexPathBeforeUpdate {
                deleteIndexPaths.append(indexPath)
            } else if update.updateAction == .insert, let indexPath = update.indexPathAfterUpdate {
                insertIndexPaths.append(indexPath)
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertIndexPaths = []
        deleteIndexPaths = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        var attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if insertIndexPaths.contains(itemIndexPath) {
            attributes = layoutAttributesForItem(at: itemIndexPath)
            attributes?.alpha = 0
            attributes?.center = center
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        var attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        if deleteIndexPaths.contains(itemIndexPath) {
            attributes = layoutAttributesForItem(at: itemIndexPath)
            attributes?.alpha = 0
            attributes?.center = center
            attributes?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
        }
        return attributes
    }
}
