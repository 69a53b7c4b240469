import Foundation

/// Where the keyboard is (iOS 15's `view.keyboardLayoutGuide`): the keyboard is never shown
/// here, so the guide is where UIKit puts it while the keyboard is hidden — the strip under the
/// safe area, the view's width (no strip at all without `usesBottomSafeArea`). A text field
/// pinned above it sits on the safe area's bottom, as on a phone with the keyboard down.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether a floating or undocked keyboard moves the guide (none is shown here): kept.
    open var followsUndockedKeyboard = false
    /// Whether the hidden keyboard's guide covers the safe area's bottom inset (iOS 17).
    open var usesBottomSafeArea = true
    open var keyboardDismissPadding: CGFloat = 0
}
