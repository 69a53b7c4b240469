/// A property UIKit answers and sets by its key-value coding name (`value(forKey:)`,
/// `setValue(_:forKey:)`: `contentOffset`, `hidden`), through its key path, so that one
/// declaration gives both.
package struct KeyValueProperty {
    let read: (UIResponder) -> Any?
    /// Sets the property; false when the object or the value is not of its types.
    let write: (UIResponder, Any?) -> Bool

    init<Root: UIResponder, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        read = { ($0 as? Root).map { $0[keyPath: keyPath] } }
        write = { object, value in
            guard let root = object as? Root, let value = value as? Value else { return false }
            root[keyPath: keyPath] = value
            return true
        }
    }
}
