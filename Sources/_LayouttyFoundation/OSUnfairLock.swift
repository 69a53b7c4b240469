// os/lock.h's unfair lock, which Apple's Foundation brings with Darwin: a cache or a
// thread-safe wrapper importing Foundation alone locks with it (StyledTextKit's LRU cache).
// `_Layoutty_os` re-exports these, as `import os` brings them on iOS.
import Foundation

/// `var lock = os_unfair_lock()` kept in an object, locked through its address: here a glibc
/// mutex, whose zero value is unlocked as the unfair lock's is. A mutex, not a lock of its
/// own, because code built beside the preview's files sees this module too and may mix the
/// two: swift-argument-parser (a dependency of apps' packages) takes its `canImport(os)` path
/// for the lock, then destroys it in its `canImport(Glibc)` path with `pthread_mutex_destroy`,
/// which `os` brings as Darwin's brings its C library.
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
