import Foundation

/// What a drag or a share carries (Foundation's NSItemProvider.h on Apple's platforms;
/// swift-corelibs-foundation has none): the objects registered, by type identifier. Nothing is
/// dragged here, so nothing is loaded from another app.
open class NSItemProvider: NSObject {
    open private(set) var registeredTypeIdentifiers: [String] = []
    open var suggestedName: String?
    private var objects: [Any] = []

    public override init() { super.init() }
    /// Carries `object` (a string, a URL, an image).
    public convenience init(object: Any) {
        self.init()
        objects = [object]
        registeredTypeIdentifiers = [String(describing: type(of: object))]
    }
    public convenience init(contentsOf fileURL: URL) { self.init(object: fileURL) }
    open func registerObject(_ object: Any, visibility: Any? = nil) {
        objects.append(object)
        registeredTypeIdentifiers.append(String(describing: type(of: object)))
    }
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }
    /// Whether it carries an object of `aClass`.
    open func canLoadObject(ofClass aClass: AnyClass) -> Bool {
        objects.contains { type(of: $0 as AnyObject) == aClass }
    }
    /// Hands over the object of `aClass` it carries, else an error, on a queue of its own as
    /// iOS does (the handler is not on the main queue).
    @discardableResult open func loadObject(
        ofClass aClass: AnyClass, completionHandler: @escaping @Sendable (Any?, Error?) -> Void
    ) -> Progress {
        let found = objects.first { type(of: $0 as AnyObject) == aClass }
        nonisolated(unsafe) let object = found
        DispatchQueue.global().async {
            completionHandler(object, object == nil ? CocoaError(.fileReadUnsupportedScheme) : nil)
        }
        return Progress(totalUnitCount: 1)
    }
    @discardableResult open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, Error?) -> Void
    ) -> Progress {
        DispatchQueue.global().async { completionHandler(nil, CocoaError(.fileReadUnsupportedScheme)) }
        return Progress(totalUnitCount: 1)
    }
}
