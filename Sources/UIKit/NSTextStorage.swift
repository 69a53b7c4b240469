import Foundation

/// TextKit's text (`UIKit/NSTextStorage.h`): an attributed string that tells its layout
/// managers when it changes. Here it holds its text for them to measure.
open class NSTextStorage: NSMutableAttributedString {
    open private(set) var layoutManagers: [NSLayoutManager] = []

    /// Empty, as UIKit's `NSTextStorage()` is (Foundation here has no empty initializer).
    public convenience init() { self.init(string: "") }

    open func addLayoutManager(_ manager: NSLayoutManager) {
        layoutManagers.append(manager)
        manager.textStorage = self
    }
    open func removeLayoutManager(_ manager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === manager }
        if manager.textStorage === self { manager.textStorage = nil }
    }
}
