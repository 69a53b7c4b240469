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
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any] {
        Console.report(["nib \(name): Interface Builder files are not read; nothing is made from it"])
        return []
    }
}
