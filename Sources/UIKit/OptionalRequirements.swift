import Foundation

/// What `layoutty preview` ports `@objc optional` protocol requirements to (Linux has no
/// Objective-C runtime to ask): a protocol with optional requirements refines this one, each
/// conforming type of the previewed files answers which methods it implements, and a
/// `delegate?.method?(…)` call becomes `delegate?._layouttyIf("method(…)")?.method(…)` — the
/// method is called only on a delegate that implements it, as on iOS. UIKit's own delegate
/// protocols refine it too, which is why it is declared here and not with the rest of the port's
/// runtime (`_LayouttyPortRuntime`). Not for your code: the port writes these names.
public protocol _LayouttyOptionalRequirements {
    /// Whether the type implements the requirement named `method(label:…)`.
    func _layouttyImplements(_ requirement: String) -> Bool
}

extension _LayouttyOptionalRequirements {
    /// A type the previewed files do not declare implements none.
    public func _layouttyImplements(_ requirement: String) -> Bool { false }
}

/// What a subclass of a UIKit class that answers `_layouttyImplements` (a collection view
/// controller) implements itself, listed by the port (not for your code).
public protocol _LayouttyOwnRequirements: AnyObject {
    var _layouttyOwnRequirements: [String] { get }
}
