import Foundation

// Core Foundation's names that swift-corelibs-foundation does not export, which Core Graphics
// brings on iOS: its clock (CFDate.h; apps time their work with `CFAbsoluteTimeGetCurrent()`)
// and its string and URL types (CFString.h, CFURL.h).

/// Seconds, as Core Foundation's clocks count them.
public typealias CFTimeInterval = Double

/// Seconds since the first instant of 2001 (UTC), as `Date.timeIntervalSinceReferenceDate`.
public typealias CFAbsoluteTime = CFTimeInterval

/// The current absolute time: the wall clock, so it may step back when the clock is set.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}

/// Core Foundation's string, as Swift code names it (`name as CFString`): Foundation's string.
public typealias CFString = NSString

/// Core Foundation's URL, as Swift code names it (`url as CFURL`): Foundation's URL.
public typealias CFURL = NSURL

// The rest of what Security's and other C frameworks' calls take (`query as CFDictionary`,
// `kCFBooleanTrue`, `OSStatus`): Foundation's classes, which Swift's values bridge to.
public typealias CFTypeRef = AnyObject
public typealias CFDictionary = NSDictionary
public typealias CFArray = NSArray
public typealias CFData = NSData
public typealias CFNumber = NSNumber
public typealias CFBoolean = NSNumber
public typealias CFError = NSError
/// Core Foundation's counts and indexes.
public typealias CFIndex = Int
/// Core Foundation's option masks (`CFOptionFlags(policy.rawValue)`), an unsigned long.
public typealias CFOptionFlags = UInt
/// Implicitly unwrapped, as iOS imports them (`kCFBooleanTrue!`).
public let kCFBooleanTrue: CFBoolean! = true
public let kCFBooleanFalse: CFBoolean! = false

/// Core Foundation's allocator: one, the default, which every call takes.
public final class CFAllocator: Sendable {}
public let kCFAllocatorDefault: CFAllocator? = nil

/// A result code of Apple's C frameworks (MacTypes.h): 0 is success.
public typealias OSStatus = Int32
