import Foundation

// Linux's Foundation locks cannot be subclassed ("cannot inherit from class 'NSLock' because it
// has overridable members that could not be loaded"): the port makes a subclass of one (RxSwift's
// `final class AtomicInt: NSLock`) inherit the lock of the same kind here, which holds Foundation's
// and answers what it answers. A subclass's overrides stay its own.

/// A Foundation lock as the classes here hold it: named, locked and unlocked.
public protocol _LayouttyHeldLock: NSLocking, AnyObject {
    var name: String? { get set }
}

extension NSLock: _LayouttyHeldLock {}
extension NSRecursiveLock: _LayouttyHeldLock {}
extension NSCondition: _LayouttyHeldLock {}

/// A lock holding Foundation's `Held`: what the kinds below share.
open class _LayouttyLock<Held: _LayouttyHeldLock>: NSObject, NSLocking, @unchecked Sendable {
    let held: Held
    init(holding held: Held) { self.held = held }
    open var name: String? {
        get { held.name }
        set { held.name = newValue }
    }
    open func lock() { held.lock() }
    open func unlock() { held.unlock() }
}

/// What `class X: NSLock` inherits in a preview's copy.
open class _LayouttyNSLock: _LayouttyLock<NSLock>, @unchecked Sendable {
    public init() { super.init(holding: NSLock()) }
    open func `try`() -> Bool { held.try() }
    open func lock(before limit: Date) -> Bool { held.lock(before: limit) }
}

/// What `class X: NSRecursiveLock` inherits in a preview's copy.
open class _LayouttyNSRecursiveLock: _LayouttyLock<NSRecursiveLock>, @unchecked Sendable {
    public init() { super.init(holding: NSRecursiveLock()) }
    open func `try`() -> Bool { held.try() }
    open func lock(before limit: Date) -> Bool { held.lock(before: limit) }
}

/// What `class X: NSCondition` inherits in a preview's copy.
open class _LayouttyNSCondition: _LayouttyLock<NSCondition>, @unchecked Sendable {
    public init() { super.init(holding: NSCondition()) }
    open func wait() { held.wait() }
    open func wait(until limit: Date) -> Bool { held.wait(until: limit) }
    open func signal() { held.signal() }
    open func broadcast() { held.broadcast() }
}
