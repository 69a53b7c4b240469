import Foundation

// Linux's Foundation locks cannot be subclassed ("cannot inherit from class 'NSLock' because it
// has overridable members that could not be loaded"): the port makes a subclass of one (RxSwift's
// `final class AtomicInt: NSLock`) inherit the lock of the same kind here, which holds Foundation's
// and answers what it answers. A subclass's overrides stay its own.

/// What `class X: NSLock` inherits in a preview's copy.
open class _LayouttyNSLock: NSObject, NSLocking, @unchecked Sendable {
    private let held = NSLock()
    open var name: String? {
        get { held.name }
        set { held.name = newValue }
    }
    public override init() {}
    open func lock() { held.lock() }
    open func unlock() { held.unlock() }
    open func `try`() -> Bool { held.try() }
    open func lock(before limit: Date) -> Bool { held.lock(before: limit) }
}

/// What `class X: NSRecursiveLock` inherits in a preview's copy.
open class _LayouttyNSRecursiveLock: NSObject, NSLocking, @unchecked Sendable {
    private let held = NSRecursiveLock()
    open var name: String? {
        get { held.name }
        set { held.name = newValue }
    }
    public override init() {}
    open func lock() { held.lock() }
    open func unlock() { held.unlock() }
    open func `try`() -> Bool { held.try() }
    open func lock(before limit: Date) -> Bool { held.lock(before: limit) }
}

/// What `class X: NSCondition` inherits in a preview's copy.
open class _LayouttyNSCondition: NSObject, NSLocking, @unchecked Sendable {
    private let held = NSCondition()
    open var name: String? {
        get { held.name }
        set { held.name = newValue }
    }
    public override init() {}
    open func lock() { held.lock() }
    open func unlock() { held.unlock() }
    open func wait() { held.wait() }
    open func wait(until limit: Date) -> Bool { held.wait(until: limit) }
    open func signal() { held.signal() }
    open func broadcast() { held.broadcast() }
}
