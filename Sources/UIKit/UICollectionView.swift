import CollectionLayout
import Foundation

/// UIKit's view, as far as layouts read it: a frame and bounds.
open class UIView: NSObject {
    open var frame: CGRect
    /// The visible rect: the origin is the scroll offset.
    open var bounds: CGRect

    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }
}

/// UIKit's scroll view, as far as layouts read it.
open class UIScrollView: UIView {
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    open var contentInset = UIEdgeInsets.zero
    open var safeAreaInsets = UIEdgeInsets.zero
    open var layoutMargins = UIEdgeInsets.zero
    /// The content inset plus the safe area (UIKit's automatic adjustment for a vertical scroller).
    open var adjustedContentInset: UIEdgeInsets { .adjusted(contentInset, safeArea: safeAreaInsets, along: .vertical) }
    open var contentSize = CGSize.zero
    open var isPagingEnabled = false

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}

/// UIKit's collection view data source: the counts (a section by default).
public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// UIKit's collection view delegate (its layout-related subprotocols add requirements with defaults).
public protocol UICollectionViewDelegate: AnyObject {}

/// UIKit's collection view, as its layout sees it: counts from the data source, bounds from
/// whatever shows it (the previewer's viewport when previewed, else its own).
///
/// ```swift
/// let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 80, height: 22), collectionViewLayout: MyLayout())
/// view.dataSource = photos
/// ```
open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    open weak var dataSource: UICollectionViewDataSource?
    open weak var delegate: UICollectionViewDelegate?
    /// The engine's view showing this one, if any: bounds and insets are read from it.
    weak var host: CollectionLayout.CollectionView?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    open override var bounds: CGRect {
        get { host?.bounds ?? super.bounds }
        set { super.bounds = newValue }
    }

    open override var adjustedContentInset: UIEdgeInsets { host?.adjustedContentInset ?? super.adjustedContentInset }

    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }
}
