import UIKit

/// A rack: each item a full-width shelf of `shelfHeight`, `gap` apart, below `inset` — a layout
/// as older libraries wrote one, kept in an Xcode project with no Package.swift.
open class RackLayout: UICollectionViewLayout {
    open var shelfHeight: CGFloat = 40
    open var gap: CGFloat = 8
    open var inset: CGFloat = 16
    private var frames: [IndexPath: CGRect] = [:]

    open override func prepare() {
        super.prepare()
        frames = [:]
        guard let collectionView = collectionView else { return }
        let width = collectionView.bounds.width
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let y = inset + CGFloat(item) * (shelfHeight + gap)
            frames[IndexPath(item: item, section: 0)] = CGRect(x: 0, y: y, width: width, height: shelfHeight)
        }
    }

    open override var collectionViewContentSize: CGSize {
        let count = CGFloat(frames.count)
        let height = count == 0 ? 0 : 2 * inset + count * shelfHeight + (count - 1) * gap
        return CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        frames[indexPath].map { frame in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame
            return attributes
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.keys.sorted().filter { frames[$0]!.intersects(rect) }.compactMap(layoutAttributesForItem(at:))
    }
}

/// The view a shelf is shown in, made from the class a rack is given, as older libraries made
/// their views (Objective-C sends `init` to any class).
open class ShelfView: UIView {
    open class func make(of shelfClass: ShelfView.Type) -> ShelfView { shelfClass.init() }
}

/// A shelf with its name on it.
public final class LabelledShelf: ShelfView {
    public let label = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.text = "shelf"
        addSubview(label)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
