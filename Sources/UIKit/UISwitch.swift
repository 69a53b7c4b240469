import Foundation

/// A switch: a control 51 × 31 points, as on iOS.
open class UISwitch: UIControl {
    open var isOn = false
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}
