import Foundation

/// What `layoutty preview` ports `@objc optional` protocol requirements to (Linux has no
/// Objective-C runtime to ask): a protocol with optional requirements refines this one, each
/// conforming type of the previewed files answers which methods it implements, and a
/// `delegate?.method?(…)` call becomes `delegate?._layouttyIf("method(…)")?.method(…)` — the
/// method is called only on a delegate that implements it, as on iOS. UIKit's own delegate
/// protocols refine it too. Not for your code: the port writes these names.
public protocol _LayouttyOptionalRequirements {
    /// Whether the type implements the requirement named `method(label:…)`.
    func _layouttyImplements(_ requirement: String) -> Bool
}

extension _LayouttyOptionalRequirements {
    /// A type the previewed files do not declare implements none.
    public func _layouttyImplements(_ requirement: String) -> Bool { false }

    /// Itself when it implements `requirement`, else nil: the `?(` of an optional requirement.
    public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
}

/// The default the port gives an optional requirement: only a call without `?(` reaches it,
/// which Swift on iOS does not compile.
public func _layouttyMissing<Result>(_ requirement: String, file: StaticString = #file, line: UInt = #line) -> Result {
    fatalError("\(requirement) is an optional requirement this type does not implement: call it with ?(", file: file, line: line)
}
