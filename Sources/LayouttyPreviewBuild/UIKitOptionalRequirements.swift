extension PreviewPort {
    /// UIKit's protocols with optional requirements (`@objc optional` on iOS; here requirements
    /// with a default in the protocol's extension), and those requirements' full names: what a
    /// `delegate?.method?(…)` of the files may call (the port rewrites it to ask the delegate's
    /// conformance first), and whose conforming types of the files answer which they implement.
    /// Read from Layoutty's UIKit, not kept by hand: `UIKitShapeTests` derives it from
    /// `Sources/UIKit` and fails, printing the table, when the two differ.
    package static let uikitOptionalRequirements: [String: [String]] = [
        "LayouttyPreviewDataSource": [
            "label(for:)"
        ],
        "NSUserActivityDelegate": [
            "userActivityWillSave(_:)"
        ],
        "UIAdaptivePresentationControllerDelegate": [
            "adaptivePresentationStyle(for:)",
            "adaptivePresentationStyle(for:traitCollection:)",
            "presentationControllerDidAttemptToDismiss(_:)",
            "presentationControllerDidDismiss(_:)",
            "presentationControllerShouldDismiss(_:)",
            "presentationControllerWillDismiss(_:)"
        ],
        "UIApplicationDelegate": [
            "application(_:configurationForConnecting:options:)",
            "application(_:didDiscardSceneSessions:)",
            "application(_:didFailToRegisterForRemoteNotificationsWithError:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
            "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)",
            "application(_:open:options:)",
            "application(_:performFetchWithCompletionHandler:)",
            "application(_:willFinishLaunchingWithOptions:)",
            "applicationDidBecomeActive(_:)",
            "applicationDidEnterBackground(_:)",
            "applicationDidReceiveMemoryWarning(_:)",
            "applicationWillEnterForeground(_:)",
            "applicationWillResignActive(_:)",
            "applicationWillTerminate(_:)"
        ],
        "UIBarPositioningDelegate": [
            "position(for:)"
        ],
        "UICollectionViewDataSource": [
            "collectionView(_:canMoveItemAt:)",
            "collectionView(_:cellForItemAt:)",
            "collectionView(_:indexPathForIndexTitle:at:)",
            "collectionView(_:moveItemAt:to:)",
            "collectionView(_:viewForSupplementaryElementOfKind:at:)",
            "indexTitles(for:)",
            "numberOfSections(in:)"
        ],
        "UICollectionViewDataSourcePrefetching": [
            "collectionView(_:cancelPrefetchingForItemsAt:)"
        ],
        "UICollectionViewDelegate": [
            "collectionView(_:canEditItemAt:)",
            "collectionView(_:canFocusItemAt:)",
            "collectionView(_:canPerformAction:forItemAt:withSender:)",
            "collectionView(_:canPerformPrimaryActionForItemAt:)",
            "collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)",
            "collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)",
            "collectionView(_:contextMenuConfigurationForItemAt:point:)",
            "collectionView(_:contextMenuConfigurationForItemsAt:point:)",
            "collectionView(_:didBeginMultipleSelectionInteractionAt:)",
            "collectionView(_:didDeselectItemAt:)",
            "collectionView(_:didEndDisplaying:forItemAt:)",
            "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)",
            "collectionView(_:didHighlightItemAt:)",
            "collectionView(_:didSelectItemAt:)",
            "collectionView(_:didUnhighlightItemAt:)",
            "collectionView(_:didUpdateFocusIn:with:)",
            "collectionView(_:performAction:forItemAt:withSender:)",
            "collectionView(_:performPrimaryActionForItemAt:)",
            "collectionView(_:previewForDismissingContextMenuWithConfiguration:)",
            "collectionView(_:previewForHighlightingContextMenuWithConfiguration:)",
            "collectionView(_:sceneActivationConfigurationForItemAt:point:)",
            "collectionView(_:selectionFollowsFocusForItemAt:)",
            "collectionView(_:shouldBeginMultipleSelectionInteractionAt:)",
            "collectionView(_:shouldDeselectItemAt:)",
            "collectionView(_:shouldHighlightItemAt:)",
            "collectionView(_:shouldSelectItemAt:)",
            "collectionView(_:shouldShowMenuForItemAt:)",
            "collectionView(_:shouldSpringLoadItemAt:with:)",
            "collectionView(_:shouldUpdateFocusIn:)",
            "collectionView(_:targetContentOffsetForProposedContentOffset:)",
            "collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)",
            "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)",
            "collectionView(_:transitionLayoutForOldLayout:newLayout:)",
            "collectionView(_:willDisplay:forItemAt:)",
            "collectionView(_:willDisplayContextMenu:animator:)",
            "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
            "collectionView(_:willEndContextMenuInteraction:animator:)",
            "collectionView(_:willPerformPreviewActionForMenuWith:animator:)",
            "collectionViewDidEndMultipleSelectionInteraction(_:)",
            "indexPathForPreferredFocusedView(in:)"
        ],
        "UICollectionViewDelegateFlowLayout": [
            "collectionView(_:layout:insetForSectionAt:)",
            "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
            "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
            "collectionView(_:layout:referenceSizeForFooterInSection:)",
            "collectionView(_:layout:referenceSizeForHeaderInSection:)",
            "collectionView(_:layout:sizeForItemAt:)"
        ],
        "UICollectionViewDragDelegate": [
            "collectionView(_:itemsForAddingTo:at:point:)"
        ],
        "UICollectionViewDropDelegate": [
            "collectionView(_:canHandle:)",
            "collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)"
        ],
        "UIContentConfiguration": [
            "updated(for:)"
        ],
        "UIContentView": [
            "supports(_:)"
        ],
        "UIContextMenuInteractionDelegate": [
            "contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)"
        ],
        "UIDocumentMenuDelegate": [
            "documentMenuWasCancelled(_:)"
        ],
        "UIDocumentPickerDelegate": [
            "documentPicker(_:didPickDocumentAt:)",
            "documentPicker(_:didPickDocumentsAt:)",
            "documentPickerWasCancelled(_:)"
        ],
        "UIDropInteractionDelegate": [
            "dropInteraction(_:canHandle:)",
            "dropInteraction(_:performDrop:)",
            "dropInteraction(_:sessionDidUpdate:)"
        ],
        "UIGestureRecognizerDelegate": [
            "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
            "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
            "gestureRecognizer(_:shouldRequireFailureOf:)",
            "gestureRecognizerShouldBegin(_:)"
        ],
        "UIImagePickerControllerDelegate": [
            "imagePickerController(_:didFinishPickingMediaWithInfo:)",
            "imagePickerControllerDidCancel(_:)"
        ],
        "UINavigationControllerDelegate": [
            "navigationController(_:didShow:animated:)",
            "navigationController(_:willShow:animated:)"
        ],
        "UIPageViewControllerDataSource": [
            "presentationCount(for:)",
            "presentationIndex(for:)"
        ],
        "UIPageViewControllerDelegate": [
            "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
            "pageViewController(_:willTransitionTo:)"
        ],
        "UIPickerViewDelegate": [
            "pickerView(_:didSelectRow:inComponent:)",
            "pickerView(_:rowHeightForComponent:)",
            "pickerView(_:titleForRow:forComponent:)",
            "pickerView(_:widthForComponent:)"
        ],
        "UIPointerInteractionDelegate": [
            "pointerInteraction(_:regionFor:defaultRegion:)",
            "pointerInteraction(_:styleFor:)",
            "pointerInteraction(_:willEnter:animator:)",
            "pointerInteraction(_:willExit:animator:)"
        ],
        "UIPopoverPresentationControllerDelegate": [
            "prepareForPopoverPresentation(_:)"
        ],
        "UISceneDelegate": [
            "scene(_:willConnectTo:options:)",
            "sceneDidBecomeActive(_:)",
            "sceneDidDisconnect(_:)",
            "sceneDidEnterBackground(_:)",
            "sceneWillEnterForeground(_:)",
            "sceneWillResignActive(_:)"
        ],
        "UIScrollViewDelegate": [
            "scrollViewDidChangeAdjustedContentInset(_:)",
            "scrollViewDidEndDecelerating(_:)",
            "scrollViewDidEndDragging(_:willDecelerate:)",
            "scrollViewDidEndScrollingAnimation(_:)",
            "scrollViewDidEndZooming(_:with:atScale:)",
            "scrollViewDidScroll(_:)",
            "scrollViewDidScrollToTop(_:)",
            "scrollViewDidZoom(_:)",
            "scrollViewShouldScrollToTop(_:)",
            "scrollViewWillBeginDecelerating(_:)",
            "scrollViewWillBeginDragging(_:)",
            "scrollViewWillBeginZooming(_:with:)",
            "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
            "viewForZooming(in:)"
        ],
        "UISearchBarDelegate": [
            "searchBar(_:textDidChange:)",
            "searchBarCancelButtonClicked(_:)",
            "searchBarSearchButtonClicked(_:)"
        ],
        "UISearchControllerDelegate": [
            "didDismissSearchController(_:)",
            "didPresentSearchController(_:)",
            "presentSearchController(_:)",
            "willDismissSearchController(_:)",
            "willPresentSearchController(_:)"
        ],
        "UISheetPresentationControllerDelegate": [
            "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"
        ],
        "UISplitViewControllerDelegate": [
            "splitViewController(_:collapseSecondary:onto:)",
            "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)"
        ],
        "UITabBarControllerDelegate": [
            "tabBarController(_:didSelect:)",
            "tabBarController(_:shouldSelect:)"
        ],
        "UITableViewDataSource": [
            "numberOfSections(in:)",
            "sectionIndexTitles(for:)",
            "tableView(_:canEditRowAt:)",
            "tableView(_:canMoveRowAt:)",
            "tableView(_:commit:forRowAt:)",
            "tableView(_:moveRowAt:to:)",
            "tableView(_:sectionForSectionIndexTitle:at:)",
            "tableView(_:titleForFooterInSection:)",
            "tableView(_:titleForHeaderInSection:)"
        ],
        "UITableViewDataSourcePrefetching": [
            "tableView(_:cancelPrefetchingForRowsAt:)"
        ],
        "UITableViewDelegate": [
            "indexPathForPreferredFocusedView(in:)",
            "tableView(_:accessoryButtonTappedForRowWith:)",
            "tableView(_:canFocusRowAt:)",
            "tableView(_:canPerformAction:forRowAt:withSender:)",
            "tableView(_:canPerformPrimaryActionForRowAt:)",
            "tableView(_:contextMenuConfigurationForRowAt:point:)",
            "tableView(_:didBeginMultipleSelectionInteractionAt:)",
            "tableView(_:didDeselectRowAt:)",
            "tableView(_:didEndDisplaying:forRowAt:)",
            "tableView(_:didEndDisplayingFooterView:forSection:)",
            "tableView(_:didEndDisplayingHeaderView:forSection:)",
            "tableView(_:didEndEditingRowAt:)",
            "tableView(_:didHighlightRowAt:)",
            "tableView(_:didSelectRowAt:)",
            "tableView(_:didUnhighlightRowAt:)",
            "tableView(_:didUpdateFocusIn:with:)",
            "tableView(_:editingStyleForRowAt:)",
            "tableView(_:estimatedHeightForFooterInSection:)",
            "tableView(_:estimatedHeightForHeaderInSection:)",
            "tableView(_:estimatedHeightForRowAt:)",
            "tableView(_:heightForFooterInSection:)",
            "tableView(_:heightForHeaderInSection:)",
            "tableView(_:heightForRowAt:)",
            "tableView(_:indentationLevelForRowAt:)",
            "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
            "tableView(_:performAction:forRowAt:withSender:)",
            "tableView(_:performPrimaryActionForRowAt:)",
            "tableView(_:previewForDismissingContextMenuWithConfiguration:)",
            "tableView(_:previewForHighlightingContextMenuWithConfiguration:)",
            "tableView(_:sceneActivationConfigurationForRowAt:point:)",
            "tableView(_:selectionFollowsFocusForRowAt:)",
            "tableView(_:shouldBeginMultipleSelectionInteractionAt:)",
            "tableView(_:shouldHighlightRowAt:)",
            "tableView(_:shouldIndentWhileEditingRowAt:)",
            "tableView(_:shouldShowMenuForRowAt:)",
            "tableView(_:shouldSpringLoadRowAt:with:)",
            "tableView(_:shouldUpdateFocusIn:)",
            "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)",
            "tableView(_:titleForDeleteConfirmationButtonForRowAt:)",
            "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
            "tableView(_:viewForFooterInSection:)",
            "tableView(_:viewForHeaderInSection:)",
            "tableView(_:willBeginEditingRowAt:)",
            "tableView(_:willDeselectRowAt:)",
            "tableView(_:willDisplay:forRowAt:)",
            "tableView(_:willDisplayContextMenu:animator:)",
            "tableView(_:willDisplayFooterView:forSection:)",
            "tableView(_:willDisplayHeaderView:forSection:)",
            "tableView(_:willEndContextMenuInteraction:animator:)",
            "tableView(_:willPerformPreviewActionForMenuWith:animator:)",
            "tableView(_:willSelectRowAt:)",
            "tableViewDidEndMultipleSelectionInteraction(_:)"
        ],
        "UITableViewDropDelegate": [
            "tableView(_:canHandle:)",
            "tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)"
        ],
        "UIViewControllerAnimatedTransitioning": [
            "animationEnded(_:)"
        ],
        "UIViewControllerTransitioningDelegate": [
            "animationController(forDismissed:)",
            "animationController(forPresented:presenting:source:)",
            "interactionControllerForDismissal(using:)",
            "interactionControllerForPresentation(using:)",
            "presentationController(forPresented:presenting:source:)"
        ]
    ]
}
