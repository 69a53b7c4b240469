import Foundation

/// A view shown as a keyboard's accessory or in its place (`UIInputView.h`), drawn with the keyboard's background
/// on iOS (`.keyboard`) or none (`.default`). Here a plain view: no keyboard is shown.
@preconcurrency @MainActor
open class UIInputView: UIView {
    public enum Style: Int, Sendable { case `default`, keyboard }

    public let inputViewStyle: Style
    /// Whether the view takes the keyboard's appearance: false draws nothing behind its subviews.
    open var allowsSelfSizing = false

    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}
