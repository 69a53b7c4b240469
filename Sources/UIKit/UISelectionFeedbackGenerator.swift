import Foundation

/// A selection's change felt (UISelectionFeedbackGenerator.h): nothing is felt here.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
    open func selectionChanged(at location: CGPoint) {}
}
