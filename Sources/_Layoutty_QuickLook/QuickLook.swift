// QuickLook for the files `layoutty preview` compiles: the document previewer as a screen
// showing the current item's title (else its file's name); no document is rendered.
@_exported import Foundation
import UIKit

public protocol QLPreviewItem: AnyObject {
    var previewItemURL: URL? { get }
    var previewItemTitle: String? { get }
}

extension QLPreviewItem {
    public var previewItemTitle: String? { nil }
}

extension NSURL: QLPreviewItem {
    public var previewItemURL: URL? { self as URL }
}

public protocol QLPreviewControllerDataSource: AnyObject {
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem
}

public protocol QLPreviewControllerDelegate: AnyObject {
    func previewControllerWillDismiss(_ controller: QLPreviewController)
    func previewControllerDidDismiss(_ controller: QLPreviewController)
}
extension QLPreviewControllerDelegate {
    public func previewControllerWillDismiss(_ controller: QLPreviewController) {}
    public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
}

open class QLPreviewController: UIViewController {
    open weak var dataSource: QLPreviewControllerDataSource?
    open weak var delegate: QLPreviewControllerDelegate?
    open var currentPreviewItemIndex = 0
    private var label: UILabel?

    /// Whether QuickLook can show `item`: any file it is given.
    open class func canPreview(_ item: QLPreviewItem) -> Bool { item.previewItemURL != nil }
    open var currentPreviewItem: QLPreviewItem? {
        guard let dataSource, currentPreviewItemIndex < dataSource.numberOfPreviewItems(in: self) else { return nil }
        return dataSource.previewController(self, previewItemAt: currentPreviewItemIndex)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        label = view.addFillingLabel()
        reloadData()
    }
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reloadData()
    }
    open func reloadData() {
        let item = currentPreviewItem
        label?.text = item?.previewItemTitle ?? item?.previewItemURL?.lastPathComponent
    }
    open func refreshCurrentPreviewItem() { reloadData() }
}
