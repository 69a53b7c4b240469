import Foundation

/// A stepper (`UIStepper.h`): a value moved by `stepValue` between its bounds, 94 × 32 points as
/// on iOS, drawn as `[-|+]`. Its value stays within `minimumValue...maximumValue`, as iOS keeps
/// it. Nothing steps it here: no touch reaches it.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false
    /// Kept within the bounds when read, as iOS keeps it when they change.
    open var value: Double {
        get { value(storedValue) }
        set { storedValue = value(newValue) }
    }
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1

    private var storedValue: Double = 0
    private var images: [String: UIImage] = [:]

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
    override var shownText: String? { "[-|+]" }

    private func value(_ value: Double) -> Double {
        value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
    }

    // The images of its parts for each state: kept, as the stepper is drawn in text.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        images["background\(state.rawValue)"] = image
    }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { images["background\(state.rawValue)"] }
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State
    ) { images["divider\(leftState.rawValue)-\(rightState.rawValue)"] = image }
    open func dividerImage(
        forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) -> UIImage? { images["divider\(leftState.rawValue)-\(rightState.rawValue)"] }
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        images["increment\(state.rawValue)"] = image
    }
    open func incrementImage(for state: UIControl.State) -> UIImage? { images["increment\(state.rawValue)"] }
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        images["decrement\(state.rawValue)"] = image
    }
    open func decrementImage(for state: UIControl.State) -> UIImage? { images["decrement\(state.rawValue)"] }
}
