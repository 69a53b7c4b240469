import CollectionLayout
import Foundation
import LayouttyDevice

/// Whatever shows UIKit's views, as UIKit reaches it: UIKit declares what it needs and knows
/// nothing of what answers (the terminal previewer's viewport does, in `UIKitPreview`). A view
/// with no host answers for itself — its own bounds, its data source's counts — as it does in a
/// test; `UIScreen.main` with none is the screen the program planned (`show(device:…)`).
///
/// One host shows one collection view and the screen around it: the device, its traits, the
/// view's bounds and insets as scrolling leaves them, its updates and layout swaps drawn.
package protocol UIKitHost: AnyObject {
    // MARK: The screen

    /// The device shown; nil for a terminal shown alone.
    var device: DeviceSetting? { get }
    /// The screen in points when no device is shown: the whole terminal, one point a cell.
    var screenSize: CGSize { get }
    /// The device's size classes and the layout direction.
    var traits: TraitCollection { get }

    // MARK: The collection view

    /// The visible rect, in the layout's points: its origin is the scroll offset.
    var bounds: CGRect { get }
    var safeAreaInsets: EdgeInsets { get }
    var adjustedContentInset: EdgeInsets { get }
    /// Runs the layout's `prepare()` if something invalidated it.
    func prepareIfNeeded()
    func scroll(to offset: CGPoint)
    /// What UIKit code set on the view that scrolling and insets follow.
    func setScrolling(_ scrolling: UIKitScrolling)
    /// The view's layout is now `layout`; `animated`, the transition is drawn.
    func setLayout(_ layout: CollectionViewLayout, animated: Bool)

    // MARK: Updates

    /// UIKit's `performBatchUpdates`: the operations `record(_:)` gets while `updates` runs are
    /// one batch, checked against the counts before and after and drawn.
    func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)?) throws(BatchUpdateError)
    /// Inside a batch, remembered; outside, a batch of its own (the data must already say it).
    func record(_ operations: [UpdateOperation]) throws(BatchUpdateError)
    /// The last batch applied, numbered in order: the selection follows its items.
    var lastBatch: (batch: BatchUpdate, number: Int)? { get }

    // MARK: Interactive movement

    func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool
    func updateInteractiveMovementTargetPosition(_ position: CGPoint)
    func endInteractiveMovement()
    func cancelInteractiveMovement()
}

/// What UIKit code sets on a scroll view that whoever shows it must follow.
package struct UIKitScrolling: Equatable {
    package var contentInset: EdgeInsets
    package var layoutMargins: EdgeInsets
    package var isPagingEnabled: Bool
    package var decelerationRate: CGFloat
    package var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior
}
