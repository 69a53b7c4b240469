import Foundation

/// What gives a share sheet an item when an activity is chosen (UIActivityItemProvider.h): a
/// sheet's items may be these; nothing asks them here, where no activity is chosen.
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any?
}

/// The share sheet (UIActivityViewController.h): made and presented as iOS does, never drawn
/// here (a presented controller is not); no activity is performed.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        (activityItems, applicationActivities) = ([], nil)
        super.init(coder: coder)
    }
}
