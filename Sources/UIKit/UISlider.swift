import Foundation

/// A slider: its value between its minimum and maximum, drawn as a track with the thumb where
/// the value is (`---o------`).
@preconcurrency @MainActor
open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    /// Mac Catalyst's choice of look; on iOS the style is always `.pad`, whatever is preferred.
    open var preferredBehavioralStyle = UIBehavioralStyle.automatic
    open var behavioralStyle: UIBehavioralStyle { .pad }
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    /// The images at the track's ends: kept (the track is drawn as marks).
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// Ten track marks and the thumb at the value's share of them.
    override var shownText: String? {
        let span = maximumValue - minimumValue
        let share = span > 0 && value.isFinite ? min(max((value - minimumValue) / span, 0), 1) : 0
        let thumb = Int((share * 10).rounded())
        return String(repeating: "-", count: thumb) + "o" + String(repeating: "-", count: 10 - thumb)
    }
}
