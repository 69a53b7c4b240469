// os/lock.h, os/OSAllocatedUnfairLock.h: the locks apps guard their state with, over Foundation's.
import Foundation

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

/// `var lock = os_unfair_lock()` kept in an object, locked through its address: here a glibc
/// mutex, whose zero value is unlocked as the unfair lock's is. A mutex, not a lock of its
/// own, because code built beside the preview's files sees this module too and may mix the
/// two: swift-argument-parser (a dependency of apps' packages) takes its `canImport(os)` path
/// for the lock, then destroys it in its `canImport(Glibc)` path with `pthread_mutex_destroy`,
/// which this module brings as Darwin's `os` brings its C library.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias os_unfair_lock = pthread_mutex_t
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias os_unfair_lock_s = os_unfair_lock
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

// Emitted into each caller: a package built beside the preview's files reaches this module
// through the alias alone, and its library does not link this module's code.
@_alwaysEmitIntoClient public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { pthread_mutex_lock(lock) }
@_alwaysEmitIntoClient public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { pthread_mutex_unlock(lock) }
@_alwaysEmitIntoClient public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    pthread_mutex_trylock(lock) == 0
}
@_alwaysEmitIntoClient public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {}
@_alwaysEmitIntoClient public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}
