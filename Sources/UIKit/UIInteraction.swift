import Foundation

/// Something a view does with touches, pointers or drags (UIInteraction.h): added to a view
/// (`UIView.addInteraction`), kept, never triggered here (no finger or pointer).
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}
