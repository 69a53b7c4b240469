import Foundation
import UIKit

// UIKit's delegate protocols do not refine `_LayouttyOptionalRequirements` (UIKit's API holds
// UIKit's names): `?(` on one asks the delegate's conformance, which the port gives each type of
// the files. A protocol of the files refining both takes the second, more specific extension.
// One pair for each protocol of UIKit with optional requirements (`PreviewPort
// .uikitOptionalRequirements`); `UIKitShapeTests` checks this file against UIKit's sources.

extension LayouttyPreviewDataSource {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension LayouttyPreviewDataSource where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension NSUserActivityDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension NSUserActivityDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIAdaptivePresentationControllerDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIAdaptivePresentationControllerDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIApplicationDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIApplicationDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIBarPositioningDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIBarPositioningDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UICollectionViewDataSource {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UICollectionViewDataSource where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UICollectionViewDataSourcePrefetching {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UICollectionViewDataSourcePrefetching where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UICollectionViewDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UICollectionViewDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UICollectionViewDelegateFlowLayout {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UICollectionViewDelegateFlowLayout where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UICollectionViewDragDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UICollectionViewDragDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UICollectionViewDropDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UICollectionViewDropDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIContentConfiguration {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIContentConfiguration where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIContentView {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIContentView where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIContextMenuInteractionDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIContextMenuInteractionDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIDocumentMenuDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIDocumentMenuDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIDocumentPickerDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIDocumentPickerDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIDropInteractionDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIDropInteractionDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIGestureRecognizerDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIGestureRecognizerDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIImagePickerControllerDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIImagePickerControllerDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UINavigationControllerDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UINavigationControllerDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIPageViewControllerDataSource {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIPageViewControllerDataSource where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIPageViewControllerDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIPageViewControllerDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIPickerViewDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIPickerViewDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIPointerInteractionDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIPointerInteractionDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIPopoverPresentationControllerDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIPopoverPresentationControllerDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UISceneDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UISceneDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIScrollViewDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIScrollViewDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UISearchBarDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UISearchBarDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UISearchControllerDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UISearchControllerDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UISheetPresentationControllerDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UISheetPresentationControllerDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UISplitViewControllerDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UISplitViewControllerDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UITabBarControllerDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UITabBarControllerDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UITableViewDataSource {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UITableViewDataSource where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UITableViewDataSourcePrefetching {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UITableViewDataSourcePrefetching where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UITableViewDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UITableViewDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UITableViewDropDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UITableViewDropDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIViewControllerAnimatedTransitioning {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIViewControllerAnimatedTransitioning where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

extension UIViewControllerTransitioningDelegate {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
}

extension UIViewControllerTransitioningDelegate where Self: _LayouttyOptionalRequirements {
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}
