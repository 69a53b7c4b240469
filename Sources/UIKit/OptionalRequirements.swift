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

/// What a subclass of a UIKit class that answers `_layouttyImplements` (a collection view
/// controller) implements itself, listed by the port (not for your code).
public protocol _LayouttyOwnRequirements: AnyObject {
    var _layouttyOwnRequirements: [String] { get }
}

/// The default the port gives an optional requirement: only a call without `?(` reaches it,
/// which Swift on iOS does not compile.
public func _layouttyMissing<Result>(_ requirement: String, file: StaticString = #file, line: UInt = #line) -> Result {
    fatalError("\(requirement) is an optional requirement this type does not implement: call it with ?(", file: file, line: line)
}

/// What a stand-in delegate `layoutty preview` writes answers a length with (not for your code):
/// the previewed data's size for the item (a spec's sized items), else a length that varies
/// with the item — heights 100 to 250 points, widths 60 to 180 — or 8 points for another length.
public func _layouttyStandInLength(_ kind: String, _ view: UICollectionView?, _ indexPath: IndexPath?) -> CGFloat {
    let item = indexPath?.item ?? 0
    switch kind {
    case "height": return _layouttyDataSize(view, indexPath)?.height ?? CGFloat(100 + item * 7 % 6 * 30)
    case "width": return _layouttyDataSize(view, indexPath)?.width ?? CGFloat(60 + item * 5 % 4 * 40)
    default: return 8
    }
}

/// A stand-in's size for the item: the data's, else a varied width and height.
public func _layouttyStandInSize(_ view: UICollectionView?, _ indexPath: IndexPath?) -> CGSize {
    _layouttyDataSize(view, indexPath)
        ?? CGSize(width: _layouttyStandInLength("width", nil, indexPath), height: _layouttyStandInLength("height", nil, indexPath))
}

/// The size the view's delegate (the previewed data) gives the item, when it gives sizes.
private func _layouttyDataSize(_ view: UICollectionView?, _ indexPath: IndexPath?) -> CGSize? {
    guard let view, let indexPath, let delegate = view.delegate as? UICollectionViewDelegateFlowLayout,
        delegate._layouttyImplements("collectionView(_:layout:sizeForItemAt:)")
    else { return nil }
    return delegate.collectionView(view, layout: view.collectionViewLayout, sizeForItemAt: indexPath)
}
