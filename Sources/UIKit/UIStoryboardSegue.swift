import Foundation
import _LayouttyConsole

/// A storyboard's transition between two controllers: what `prepare(for:sender:)` is handed.
/// No storyboard's segues are read here, so none is performed by a storyboard; one the code
/// performs (`performSegue(withIdentifier:sender:)`) is logged and shows nothing new.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        (self.identifier, self.source, self.destination) = (identifier, source, destination)
        super.init()
    }
    /// A custom segue's transition: the destination shown as `show(_:sender:)` shows it.
    open func perform() { source.show(destination, sender: nil) }
}

/// Where an unwind segue starts (UIStoryboardSegue.h, iOS 13): the controller it leaves, its
/// sender, and the action it unwinds to. Storyboards are not read here, so no unwind segue is
/// made by one; code may make and pass one.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    public let source: UIViewController
    public let unwindAction: Selector
    public let sender: Any?
    public init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        (self.source, self.unwindAction, self.sender) = (source, unwindAction, sender)
        super.init()
    }
}
