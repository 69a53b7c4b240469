import Foundation

/// What UI tests find an element by (`UIAccessibilityIdentification.h`): views and bar button
/// items have it, as on iOS, so code generic over "something with an identifier" compiles.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
extension UIBarButtonItem: UIAccessibilityIdentification {}
