import ObjectiveC
import UIKit

private var rackTagKey = 0

/// A tag kept beside a view through Objective-C's associated objects, as libraries keep what a
/// view they did not write should carry.
extension UIView {
    public var rackTag: String? {
        get { objc_getAssociatedObject(self, &rackTagKey) as? String }
        set { objc_setAssociatedObject(self, &rackTagKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}
