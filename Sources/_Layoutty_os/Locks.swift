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

/// `var lock = os_unfair_lock()` kept in an object, locked through its address: each address
/// has its own lock here, made on first use (the struct itself holds no lock to move).
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct os_unfair_lock: Sendable {
    public var _os_unfair_lock_opaque: UInt32 = 0
    public init() {}
}
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias os_unfair_lock_s = os_unfair_lock
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

private let unfairLocks = OSAllocatedUnfairLock(initialState: [UnsafeMutableRawPointer: NSLock]())

private func unfairLock(at address: os_unfair_lock_t) -> NSLock {
    unfairLocks.withLockUnchecked { locks in
        if let lock = locks[UnsafeMutableRawPointer(address)] { return lock }
        let lock = NSLock()
        locks[UnsafeMutableRawPointer(address)] = lock
        return lock
    }
}

public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { unfairLock(at: lock).lock() }
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { unfairLock(at: lock).unlock() }
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool { unfairLock(at: lock).try() }
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {}
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}
