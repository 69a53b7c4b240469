import Foundation

/// A text shadow (NSShadow.h): kept as an attribute, not drawn.
open class NSShadow: NSObject {
    /// Core Foundation reads this word as the object's type: see `CoreFoundationTypeWord`.
    private let coreFoundationTypeWord = CoreFoundationTypeWord()
    open var shadowOffset = CGSize.zero
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any?
    public override init() { super.init() }
}
