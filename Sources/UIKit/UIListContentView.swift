import Foundation

/// The view a list content configuration makes: its text and secondary text as labels.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel(), secondaryTextLabel = UILabel()
    open var configuration: UIContentConfiguration {
        didSet { show() }
    }

    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        show()
    }
    /// As a storyboard makes one: a plain cell's configuration.
    public required init?(coder: NSCoder) {
        configuration = UIListContentConfiguration.cell()
        super.init(coder: coder)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
    }

    /// A list row's height (UIKit's 44-point minimum); its width is what it is given.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }

    private func show() {
        let list = configuration as? UIListContentConfiguration
        textLabel.text = list?.shownText
        secondaryTextLabel.text = list?.shownSecondaryText
    }
}
