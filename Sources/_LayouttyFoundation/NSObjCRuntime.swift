import Foundation
import _LayouttyConsole

/// A method named for the target-action pattern: `#selector(toggleSort)` becomes
/// `Selector("toggleSort")` in the port (Linux has no Objective-C runtime to name methods).
/// Kept, never sent: the previewer does not tap bar buttons or controls.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
}

/// NSObjCRuntime.h's integers, which Swift imports as `Int` and `UInt`, and their bounds: Linux's
/// Foundation declares none of them, so a table controller's `tableView(_:viewForHeaderInSection
/// section: NSInteger)` overrode nothing (Sileo's settings base class went with it).
public typealias NSInteger = Int
public typealias NSUInteger = UInt
public let NSIntegerMax = Int.max
public let NSIntegerMin = Int.min
public let NSUIntegerMax = UInt.max

// What Objective-C's runtime answers on iOS (NSObjCRuntime.h, NSObject's messaging), for Swift
// code that asks it: Linux has none to ask. A selector is its name; nothing can be sent by name,
// so an object responds to none and a message performed does nothing — the answers of an object
// implementing nothing, which code asking first (`if x.responds(to:) { x.perform(…) }`) handles
// as it handles such an object. Each message performed is said once in the log.

/// Foundation's version, which code compares with the versions it names to choose a workaround
/// for an old system (`floor(NSFoundationVersionNumber) <= floor(NSFoundationVersionNumber_iOS_8_0)`):
/// above every version named, as on the iOS a preview shows.
nonisolated(unsafe) public var NSFoundationVersionNumber: Double = 1953.1
public let NSFoundationVersionNumber_iOS_6_0: Double = 992.00
public let NSFoundationVersionNumber_iOS_6_1: Double = 993.00
public let NSFoundationVersionNumber_iOS_7_0: Double = 1047.20
public let NSFoundationVersionNumber_iOS_7_1: Double = 1047.25
public let NSFoundationVersionNumber_iOS_8_0: Double = 1140.11
public let NSFoundationVersionNumber_iOS_8_1: Double = 1141.1
public let NSFoundationVersionNumber_iOS_8_2: Double = 1142.14
public let NSFoundationVersionNumber_iOS_8_3: Double = 1144.17
public let NSFoundationVersionNumber_iOS_8_4: Double = 1144.17
public let NSFoundationVersionNumber_iOS_8_x_Max: Double = 1199
public let NSFoundationVersionNumber_iOS_9_0: Double = 1240.1
public let NSFoundationVersionNumber_iOS_9_x_Max: Double = 1299

public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

extension NSObject {
    public func responds(to selector: Selector?) -> Bool { false }
    public class func responds(to selector: Selector?) -> Bool { false }
    public class func instancesRespond(to selector: Selector?) -> Bool { false }

    @discardableResult public func perform(_ selector: Selector?) -> Unmanaged<AnyObject>? {
        Self.notSent(selector)
    }
    @discardableResult public func perform(_ selector: Selector?, with object: Any?) -> Unmanaged<AnyObject>? {
        Self.notSent(selector)
    }
    @discardableResult public func perform(_ selector: Selector?, with object1: Any?, with object2: Any?)
        -> Unmanaged<AnyObject>?
    { Self.notSent(selector) }
    public func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval) {
        Self.notSent(selector)
    }
    @discardableResult public class func perform(_ selector: Selector?) -> Unmanaged<AnyObject>? {
        notSent(selector)
    }
    /// Nothing was scheduled (`perform(_:with:afterDelay:)` sends nothing here), so nothing is
    /// cancelled.
    public class func cancelPreviousPerformRequests(withTarget target: Any) {}
    public class func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object: Any?) {}

    /// A property's value read by its name, as key-value coding reads a stored property (the
    /// type's own or a superclass's, by reflection), a value a layer or an animation was given
    /// for the key (`setValue(_:forKey:)`), or one a UIKit class answers by its key-value name
    /// (`contentOffset`, computed); nil for any other key. Disfavoured, so that
    /// Foundation's own (`NSDictionary`'s) is what a dictionary answers, as on iOS.
    @_disfavoredOverload
    public func value(forKey key: String) -> Any? {
        if let stored = (self as? _LayouttyKeyValueStore)?._layouttyStoredValues[key] { return stored }
        if let answered = (self as? _LayouttyKeyValueAnswering)?._layouttyValue(forKey: key) { return answered }
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let found = current.children.first(where: { $0.label == key }) { return found.value }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// A value along a dotted key path (`"section.name"`), each step as `value(forKey:)` reads
    /// it — through a to-many step, the members' values: the reading a predicate's key path has.
    public func value(forKeyPath keyPath: String) -> Any? { PredicateFormat.value(at: keyPath, of: self) }

    /// A value set by key-value coding, whose setter iOS's runtime finds by name: here a UIKit
    /// class sets the properties it answers by key (`_LayouttyKeyValueAnswering`: `hidden`,
    /// `contentOffset` …); any other key — a private property code reaches this way
    /// (`UIDevice.current.setValue(…, forKey: "orientation")`, a search bar's
    /// `cancelButtonText`) — sets nothing, said once in the log. User defaults set the default
    /// of that key, and a class keeping values (`CALayer`, a managed object) keeps it, however
    /// the call is typed; a mutable dictionary sets its entry. Disfavoured, so that a class's
    /// own (`UserDefaults`'s `set(_:forKey:)` where it applies) is chosen.
    @_disfavoredOverload
    public func setValue(_ value: Any?, forKey key: String) {
        // User defaults set by key-value coding, as iOS's take it: the default of that key.
        if let defaults = self as? UserDefaults { return defaults.set(value, forKey: key) }
        // A mutable dictionary's entry, as its key-value coding sets it (nil removes it).
        if let dictionary = self as? NSMutableDictionary {
            dictionary[key] = value
            return
        }
        if let store = self as? _LayouttyKeyValueStore {
            store._layouttyStoredValues[key] = value
            return
        }
        if (self as? _LayouttyKeyValueAnswering)?._layouttySetValue(value, forKey: key) == true { return }
        Self.notSet(key, of: self)
    }

    /// A value set along a dotted key path (`"placeholderLabel.textColor"`): on what the path
    /// but its last step reads (`value(forKeyPath:)`), by `setValue(_:forKey:)`.
    @_disfavoredOverload
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.lastIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        guard let owner = self.value(forKeyPath: String(keyPath[..<dot])) as? NSObject else {
            return Self.notSet(keyPath, of: self)
        }
        owner.setValue(value, forKey: String(keyPath[keyPath.index(after: dot)...]))
    }

    private static func notSet(_ key: String, of object: NSObject) {
        Console.report([
            "setValue(_:forKey: \"\(key)\") of \(type(of: object)) sets nothing here (no Objective-C runtime to find "
                + "its setter)"
        ])
    }

    @discardableResult private static func notSent(_ selector: Selector?) -> Unmanaged<AnyObject>? {
        Console.report(["perform(\(selector?.name ?? "nil")) does nothing here: no Objective-C runtime to send it"])
        return nil
    }
}

extension NotificationCenter {
    /// An observer sending `selector` to `observer` when `name` is posted: never called,
    /// as no message can be sent by name here (said once in the log); `removeObserver(_:)`
    /// ends it as usual. Swift code of iOS registers this way as often as with a closure.
    public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {
        Console.report([
            "NotificationCenter observer (\(selector.name)) is not called here: no Objective-C runtime to send its message"
        ])
    }
}

extension Timer {
    /// A timer sending `selector` to `target`: kept and never fired, as no message can be sent
    /// by name here (said once in the log); `invalidate()` ends it as usual.
    public convenience init(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) {
        self.init(timeInterval: interval, repeats: repeats) { _ in }
        Console.report([
            "Timer (\(selector.name)) is not fired here: no Objective-C runtime to send its message"
        ])
    }

    public class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
    }
}
