import Foundation

/// A selection's change felt (UISelectionFeedbackGenerator.h): nothing is felt here.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
    open func selectionChanged(at location: CGPoint) {}
}
