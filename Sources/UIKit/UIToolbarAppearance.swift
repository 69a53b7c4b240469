import Foundation

/// How a toolbar looks (UIToolbarAppearance.h): kept, as `UIBarAppearance`.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
}
