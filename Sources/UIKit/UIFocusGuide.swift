import Foundation

/// A layout guide focus can move to (UIFocusGuide.h), redirecting it to its preferred
/// environments: laid out as any guide is; focus never moves in a preview, so it redirects nothing.
@preconcurrency @MainActor
open class UIFocusGuide: UILayoutGuide {
    open var isEnabled = true
    open var preferredFocusEnvironments: [UIFocusEnvironment] = []
    @available(*, deprecated, message: "Use preferredFocusEnvironments")
    open weak var preferredFocusedView: UIView?
}
