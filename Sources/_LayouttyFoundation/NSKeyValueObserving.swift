import Foundation
import _LayouttyConsole

// Key-value observing (NSKeyValueObserving.h, and the Swift overlay's block-based `observe`),
// which on iOS the Objective-C runtime does by swapping the observed object's class. There is
// no such runtime here: an observation is kept with the object it observes, and the object's
// own setters say when something of it changed (`_layouttyDidChange()`: UIKit's geometry,
// scrolling, visibility and preferred sizes do); the observation reads its key path again and
// reports a value that differs from the one it last saw, as iOS reports a setter's change.

/// What a change report holds.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// The kinds of change.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion, removal, replacement
}

/// One report of an observed key path.
public struct NSKeyValueObservedChange<Value> {
    public let kind: NSKeyValueChange
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// An observation: reports until invalidated or released.
open class NSKeyValueObservation: NSObject {
    /// Reads the key path again and reports a change; nil once invalidated.
    fileprivate var check: (() -> Void)?

    open func invalidate() {
        check = nil
        KeyValueObservers.remove(self)
    }

    deinit { KeyValueObservers.remove(self) }
}

/// The observations of each object observed. Reached from the main thread, where UIKit's
/// setters run, and from whatever thread makes an observation: locked.
enum KeyValueObservers {
    private struct Observed {
        weak var observation: NSKeyValueObservation?
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var observations: [ObjectIdentifier: [Observed]] = [:]
    /// Whether any object is observed: read unlocked by every setter, so that an object nobody
    /// observes pays one load (a scroll sets the bounds every frame).
    nonisolated(unsafe) fileprivate(set) static var isObserving = false

    fileprivate static func add(_ observation: NSKeyValueObservation, of object: AnyObject) {
        lock.withLock {
            observations[ObjectIdentifier(object), default: []].append(Observed(observation: observation))
            isObserving = true
        }
    }

    fileprivate static func remove(_ observation: NSKeyValueObservation) {
        lock.withLock {
            for (object, list) in observations where list.contains(where: { $0.observation === observation }) {
                let kept = list.filter { $0.observation != nil && $0.observation !== observation }
                observations[object] = kept.isEmpty ? nil : kept
            }
            isObserving = !observations.isEmpty
        }
    }

    /// Each observation of `object`, read again; called without the lock held, since a report
    /// may change what is observed.
    static func changed(_ object: AnyObject) {
        let checks = lock.withLock { observations[ObjectIdentifier(object)]?.compactMap { $0.observation?.check } }
        checks?.forEach { $0() }
    }
}

extension NSObject {
    /// Tells the observations of this object that something of it changed (UIKit's setters
    /// call it); each reports its key path's value if it is not the one it last saw.
    package func _layouttyDidChange() {
        if KeyValueObservers.isObserving { KeyValueObservers.changed(self) }
    }
}

/// What `observe(_:options:changeHandler:)` is declared on, as in Apple's Foundation.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: AnyObject {
    /// Observes `keyPath`: with `.initial`, reported at once; after that, each time the object's
    /// setters change its value (`.prior` reports nothing before a change: the setters say
    /// what changed once it has). A value no setter here announces (a property of the app's
    /// own, `@objc dynamic` on iOS) is not reported; that is said once in the log.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        if !(self is _LayouttyAnnouncesChanges) {
            Console.report([
                "key-value observing of \(type(of: self)) reports no change here (no Objective-C runtime): only "
                    + "UIKit's views and controllers say when their values change"
            ])
        }
        let observation = NSKeyValueObservation()
        var last = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, Self.change(new: last, old: nil, options))
        }
        observation.check = { [weak self] in
            guard let self else { return }
            let value = self[keyPath: keyPath]
            guard !same(value, last) else { return }
            let old = last
            last = value
            changeHandler(self, Self.change(new: value, old: old, options))
        }
        KeyValueObservers.add(observation, of: self)
        return observation
    }

    private static func change<Value>(new: Value, old: Value?, _ options: NSKeyValueObservingOptions)
        -> NSKeyValueObservedChange<Value>
    {
        NSKeyValueObservedChange(
            kind: .setting, newValue: options.contains(.new) ? new : nil, oldValue: options.contains(.old) ? old : nil,
            indexes: nil, isPrior: false)
    }
}

/// Whether two values an observation read are equal, where their type says: a value of no
/// `Equatable` type always counts as changed.
private func same(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): (a as? any Equatable)?.isEqual(to: b) ?? false
    default: false
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}

/// A class whose setters announce their changes (`_layouttyDidChange()`): UIKit's views and
/// controllers.
package protocol _LayouttyAnnouncesChanges: AnyObject {}

// The older, string-keyed form (`addObserver(self, forKeyPath: "contentSize", options: .new,
// context: nil)`, reports in `observeValue(forKeyPath:of:change:context:)`): the same
// observations, the key path read by key-value coding (`value(forKeyPath:)`).

/// The keys of a change report's dictionary.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// What hears string-keyed reports: on iOS every `NSObject`; here UIKit's responders (views,
/// controllers) and layouts, whose `observeValue(forKeyPath:of:change:context:)` an app's
/// subclass overrides.
package protocol _LayouttyKeyValueObserver: AnyObject {
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?)
}

/// Where an object keeps its string-keyed observations (an address of its own).
nonisolated(unsafe) private let keyedObservationsKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

/// A string-keyed observation: who hears it, of what, with the context it was added with.
private final class KeyedObservation: NSKeyValueObservation {
    weak var observer: AnyObject?
    let keyPath: String
    let context: UnsafeMutableRawPointer?

    init(observer: AnyObject, keyPath: String, context: UnsafeMutableRawPointer?) {
        (self.observer, self.keyPath, self.context) = (observer, keyPath, context)
    }
}

extension NSObject {
    /// Reports `keyPath`'s changes to `observer` (a UIKit responder or layout: see
    /// `_LayouttyKeyValueObserver`) until removed; kept by this object, as the runtime keeps it.
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        let observation = KeyedObservation(observer: observer, keyPath: keyPath, context: context)
        var last = value(forKeyPath: keyPath)
        let report = { [weak self, weak observation] (new: Any?, old: Any?) in
            guard let self, let observation, let observer = observation.observer as? _LayouttyKeyValueObserver
            else { return }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new) { change[.newKey] = new ?? NSNull() }
            if options.contains(.old), let old { change[.oldKey] = old }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
        if options.contains(.initial) { report(last, nil) }
        observation.check = { [weak self] in
            guard let self else { return }
            let value = self.value(forKeyPath: keyPath)
            guard !same(value, last) else { return }
            let old = last
            last = value
            report(value, old ?? NSNull())
        }
        keyedObservations.append(observation)
        KeyValueObservers.add(observation, of: self)
    }

    /// Stops reporting `keyPath` to `observer` (the latest observation added with it).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeObservation { $0.observer === observer && $0.keyPath == keyPath }
    }

    /// Stops reporting `keyPath` to `observer` for the observation added with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeObservation { $0.observer === observer && $0.keyPath == keyPath && $0.context == context }
    }

    private func removeObservation(where matches: (KeyedObservation) -> Bool) {
        guard let index = keyedObservations.lastIndex(where: matches) else { return }
        keyedObservations.remove(at: index).invalidate()
    }

    /// The string-keyed observations added to this object, kept with it (as its associated
    /// value: gone with it).
    private var keyedObservations: [KeyedObservation] {
        get { objc_getAssociatedObject(self, keyedObservationsKey) as? [KeyedObservation] ?? [] }
        set {
            objc_setAssociatedObject(
                self, keyedObservationsKey, newValue.isEmpty ? nil : newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

}
