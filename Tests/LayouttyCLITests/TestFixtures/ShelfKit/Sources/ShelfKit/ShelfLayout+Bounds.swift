import UIKit

// Written apart from its class, as libraries split theirs: an override in an extension, which
// UIKit's Objective-C dispatch allows on iOS.
extension ShelfLayout {
    /// Shelves are laid out again when the width changes, not on every scroll.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
