// UIKit/UIStateRestoration.h
import Foundation

/// The class that makes a controller again when iOS restores a screen
/// (`UIViewController.restorationClass`). Never asked in a preview, which always starts afresh.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
        -> UIViewController?
}
