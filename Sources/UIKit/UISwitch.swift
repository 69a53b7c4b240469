import Foundation

/// A switch: a control 51 × 31 points, as on iOS, drawn as `[on]` or `[off]`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    /// Mac Catalyst's choice of look; on iOS the style is always `.pad`, whatever is preferred.
    open var preferredBehavioralStyle = UIBehavioralStyle.automatic
    open var behavioralStyle: UIBehavioralStyle { .pad }
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    override var shownText: String? { isOn ? "[on]" : "[off]" }
}
