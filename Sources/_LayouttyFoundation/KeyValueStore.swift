import Foundation

/// Core Animation's layers and animations take a value for any key (`animation.setValue("fade",
/// forKey: "name")`, read back in the delegate's `animationDidStop`), beyond their properties:
/// key-value coding's container classes. Linux's NSObject has no key-value coding; the values
/// set are kept here, and `value(forKey:)` (UIKit's NSObject extension) answers them first.
public protocol _LayouttyKeyValueStore: AnyObject {
    /// The values set by key.
    var _layouttyStoredValues: [String: Any] { get set }
}

extension _LayouttyKeyValueStore {
    public func setValue(_ value: Any?, forKey key: String) { _layouttyStoredValues[key] = value }

    /// A value set along a dotted key path (`"owner.name"`): on what the path but its last step
    /// reads (`value(forKeyPath:)`), when that keeps values too; a path of one step is a key.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.lastIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let owner = (self as? NSObject)?.value(forKeyPath: String(keyPath[..<dot])) as? _LayouttyKeyValueStore
        owner?.setValue(value, forKey: String(keyPath[keyPath.index(after: dot)...]))
    }
}

/// A class that answers and sets its computed properties by their key-value coding names
/// (UIKit's views and controllers: `bounds`, `contentOffset`, `hidden` …), which reflection
/// does not see.
package protocol _LayouttyKeyValueAnswering: AnyObject {
    /// The value of the property `key` names; nil when it names none of this class's.
    func _layouttyValue(forKey key: String) -> Any?
    /// Sets the property `key` names to `value`; false when it names none of this class's, or
    /// `value` is not of its type.
    func _layouttySetValue(_ value: Any?, forKey key: String) -> Bool
}
