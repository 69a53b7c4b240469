import Foundation

/// An alert or action sheet: its title, message, actions and text fields are kept; presented,
/// it is logged, not drawn (`present(_:animated:completion:)`), and no action is ever tapped.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    open var message: String?
    open private(set) var preferredStyle = Style.alert
    open private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    open private(set) var textFields: [UITextField]?

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// Swift 3's name for `UIAlertController.Style`, which older apps still write.
public typealias UIAlertControllerStyle = UIAlertController.Style

/// A button of an alert: its handler would run when tapped — never here, so it is not kept.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    open private(set) var title: String?
    open private(set) var style: Style
    open var isEnabled = true

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        super.init()
    }
}

public typealias UIAlertActionStyle = UIAlertAction.Style
