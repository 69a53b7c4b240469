// os/lock.h, os/OSAllocatedUnfairLock.h: the locks apps guard their state with, over Foundation's.
import Foundation

// The unfair lock is Darwin's, which Apple's Foundation brings a file importing it alone:
// declared in `_LayouttyFoundation` (UIKit re-exports it) and re-exported here as `import os`
// brings it on iOS.
@_exported import typealias _LayouttyFoundation.os_unfair_lock
@_exported import func _LayouttyFoundation.os_unfair_lock_assert_not_owner
@_exported import func _LayouttyFoundation.os_unfair_lock_assert_owner
@_exported import func _LayouttyFoundation.os_unfair_lock_lock
@_exported import typealias _LayouttyFoundation.os_unfair_lock_s
@_exported import typealias _LayouttyFoundation.os_unfair_lock_t
@_exported import func _LayouttyFoundation.os_unfair_lock_trylock
@_exported import func _LayouttyFoundation.os_unfair_lock_unlock

/// A lock that owns the state it guards (iOS 16).
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }
    let storage: Storage

    public init(uncheckedState initialState: State) { storage = Storage(initialState) }
    public init(initialState: State) { storage = Storage(initialState) }

    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }
    public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard storage.lock.try() else { return nil }
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }
    public func withLockIfAvailable<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    public func lock() { storage.lock.lock() }
    public func unlock() { storage.lock.unlock() }
    public func lockIfAvailable() -> Bool { storage.lock.try() }

    public enum Ownership: Hashable, Sendable { case owner, notOwner }
    /// Whether the calling thread holds the lock is not known to Foundation's lock: nothing is checked.
    public func precondition(_ condition: Ownership) {}
}

extension OSAllocatedUnfairLock where State == () {
    public init() { storage = Storage(()) }
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body()
    }
    public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R { try withLockUnchecked(body) }
}
