import Foundation

// UIContentUnavailableView.h (iOS 17).

/// The view of a content-unavailable configuration: its spinner, texts and button titles in a
/// column centred in its bounds, each line as tall as its font's.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let textLabel = UILabel(), secondaryTextLabel = UILabel()
    private let button = UIButton(), secondaryButton = UIButton()

    open var configuration: UIContentConfiguration {
        didSet { show() }
    }

    public init(configuration: UIContentUnavailableConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        for view in [spinner, textLabel, secondaryTextLabel, button, secondaryButton] { addSubview(view) }
        show()
    }

    public required init?(coder: NSCoder) {
        configuration = UIContentUnavailableConfiguration.empty()
        super.init(coder: coder)
        for view in [spinner, textLabel, secondaryTextLabel, button, secondaryButton] { addSubview(view) }
    }

    /// Only a content-unavailable configuration: another kind makes its own view.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    private var unavailable: UIContentUnavailableConfiguration {
        configuration as? UIContentUnavailableConfiguration ?? .empty()
    }

    private func show() {
        let shown = unavailable
        shown.isLoading ? spinner.startAnimating() : spinner.stopAnimating()
        textLabel.text = shown.attributedText?.string ?? shown.text
        textLabel.font = shown.textProperties.font
        secondaryTextLabel.text = shown.secondaryAttributedText?.string ?? shown.secondaryText
        secondaryTextLabel.font = shown.secondaryTextProperties.font
        for (view, title) in [(button, shown.button.title), (secondaryButton, shown.secondaryButton.title)] {
            view.setTitle(title, for: .normal)
        }
        let aligned: NSTextAlignment = shown.alignment == .center ? .center : .natural
        (textLabel.textAlignment, secondaryTextLabel.textAlignment) = (aligned, aligned)
        setNeedsLayout()
    }

    /// The column: each part that shows, one line of its font (a spinner 20 points), the
    /// configuration's paddings between them, centred down the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let shown = unavailable
        let parts: [(UIView, CGFloat, CGFloat)] = [
            (spinner, shown.isLoading ? 20 : 0, shown.imageToTextPadding),
            (
                textLabel, textLabel.text?.isEmpty == false ? textLabel.font.lineHeight : 0,
                shown.textToSecondaryTextPadding
            ),
            (
                secondaryTextLabel, secondaryTextLabel.text?.isEmpty == false ? secondaryTextLabel.font.lineHeight : 0,
                shown.textToButtonPadding
            ),
            (button, shown.button.title?.isEmpty == false ? 34 : 0, shown.buttonToSecondaryButtonPadding),
            (secondaryButton, shown.secondaryButton.title?.isEmpty == false ? 34 : 0, 0)
        ]
        let visible = parts.filter { $0.1 > 0 }
        let height = visible.enumerated().reduce(CGFloat(0)) { sum, part in
            sum + part.element.1 + (part.offset < visible.count - 1 ? part.element.2 : 0)
        }
        var y = bounds.minY + ((bounds.height - height) / 2).rounded()
        let margins = directionalLayoutMargins(shown)
        for (view, lineHeight, padding) in parts {
            view.isHidden = lineHeight == 0
            guard lineHeight > 0 else { continue }
            view.frame = CGRect(
                x: bounds.minX + margins.leading, y: y,
                width: max(0, bounds.width - margins.leading - margins.trailing),
                height: lineHeight.rounded(.up))
            y += lineHeight.rounded(.up) + padding
        }
    }

    /// The margins the texts keep from the edges: the configuration's, else the system's 16.
    private func directionalLayoutMargins(_ shown: UIContentUnavailableConfiguration) -> NSDirectionalEdgeInsets {
        shown.directionalLayoutMargins == .zero
            ? NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16) : shown.directionalLayoutMargins
    }
}
