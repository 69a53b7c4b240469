import Foundation

/// Where a document menu's option goes (UIDocumentMenuViewController.h, iOS 8–11).
public enum UIDocumentMenuOrder: UInt, Sendable {
    case first, last
}

/// iOS 8's menu of document providers before a picker (deprecated in iOS 11, still in apps):
/// made and presented as on iOS; nothing is chosen here, so its delegate is never told.
@preconcurrency @MainActor
open class UIDocumentMenuViewController: UIViewController {
    open weak var delegate: UIDocumentMenuDelegate?
    public convenience init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        self.init(nibName: nil, bundle: nil)
    }
    public convenience init(url: URL, in mode: UIDocumentPickerMode) { self.init(nibName: nil, bundle: nil) }
    /// An option of the app's own beside the providers: kept, never chosen.
    open func addOption(
        withTitle title: String, image: UIImage?, order: UIDocumentMenuOrder, handler: @escaping () -> Void
    ) {}
}

/// What a document menu tells: the picker chosen, or that it was cancelled (optional).
@preconcurrency @MainActor
public protocol UIDocumentMenuDelegate: AnyObject {
    func documentMenu(
        _ documentMenu: UIDocumentMenuViewController,
        didPickDocumentPicker documentPicker: UIDocumentPickerViewController)
    func documentMenuWasCancelled(_ documentMenu: UIDocumentMenuViewController)
}

extension UIDocumentMenuDelegate {
    public func documentMenuWasCancelled(_ documentMenu: UIDocumentMenuViewController) {}
}
