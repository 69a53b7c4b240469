import Foundation

// Core Foundation's clock (CFDate.h), which swift-corelibs-foundation does not export: apps
// time their work with it (`let start = CFAbsoluteTimeGetCurrent()`).

/// Seconds, as Core Foundation's clocks count them.
public typealias CFTimeInterval = Double

/// Seconds since the first instant of 2001 (UTC), as `Date.timeIntervalSinceReferenceDate`.
public typealias CFAbsoluteTime = CFTimeInterval

/// The current absolute time: the wall clock, so it may step back when the clock is set.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}
