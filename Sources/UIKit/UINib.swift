import Foundation
import _LayouttyConsole

/// The files' view classes by name, as the preview's program lists them: what a nib named like
/// one makes (Interface Builder files are not read). Global because `UINib(nibName:bundle:)` has
/// nothing else to ask; set once per load of the user's code, before any of it runs.
nonisolated(unsafe) package var nibClasses: [String: UICollectionReusableView.Type] = [:]

/// An Interface Builder file, by name: its views are not made here (nothing reads nibs on
/// Linux), so `instantiate` gives none and a registered nib's cells are plain cells.
open class UINib: NSObject {
    public let name: String
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "(data)"
        super.init()
    }
    /// What `instantiate(withOwner:options:)` is told (`externalObjects`): nothing is read of it.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        Console.report(["nib \(name): Interface Builder files are not read; nothing is made from it"])
        return []
    }
}

extension Bundle {
    /// A nib's objects (UINibLoading.h), as `UINib.instantiate` makes them here: none, said
    /// once. The owner's outlets are the views the port gives them (a custom view's
    /// `contentView` is one), so `loadNibNamed(…, owner: self)` then `addSubview(contentView)`
    /// shows that view.
    @MainActor
    @discardableResult
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner)
    }
}
