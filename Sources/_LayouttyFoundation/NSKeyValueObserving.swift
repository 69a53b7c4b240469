import Foundation
import _LayouttyConsole

// Key-value observing (NSKeyValueObserving.h, and the Swift overlay's block-based `observe`),
// which needs the Objective-C runtime swift-corelibs-foundation does not have. An observation
// is kept and reports what iOS reports of a value nobody changes: with `.initial`, the value
// once, at once; nothing after. The first observation says so in UIKit's log.

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
    open func invalidate() {}
}

/// What `observe(_:options:changeHandler:)` is declared on, as in Apple's Foundation.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes `keyPath`; `changeHandler` is called at once with `.initial`, never after.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        Console.report([
            "key-value observing reports no change here (no Objective-C runtime): an observer sees the value it "
                + "started with"
        ])
        if options.contains(.initial) {
            let value = options.contains(.new) ? self[keyPath: keyPath] : nil
            changeHandler(
                self,
                NSKeyValueObservedChange(kind: .setting, newValue: value, oldValue: nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation()
    }
}
