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

/// Core Foundation's run loop (CFRunLoop.h), as Swift code names it: Foundation's.
public typealias CFRunLoop = RunLoop

public func CFRunLoopGetCurrent() -> CFRunLoop! { RunLoop.current }
public func CFRunLoopGetMain() -> CFRunLoop! { RunLoop.main }

/// Wakes `runLoop` if it waits for input (libraries call it after work the run loop must
/// notice at once): a block performed on it, which Foundation's run loop wakes for.
public func CFRunLoopWakeUp(_ runLoop: CFRunLoop!) {
    runLoop?.perform {}
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

/// Core Foundation's mutable string (`CFStringTransform(string, …)` takes one): Foundation's.
public typealias CFMutableString = NSMutableString

/// A range of UTF-16 code units, as Core Foundation counts them (CFBase.h).
public struct CFRange: Equatable, Sendable {
    public var location: CFIndex
    public var length: CFIndex
    public init() { (location, length) = (0, 0) }
    public init(location: CFIndex, length: CFIndex) { (self.location, self.length) = (location, length) }
}

public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
}

/// Transforms `string` in place by an ICU transform (`"Any-Hex/Java"`, `kCFStringTransformToLatin`)
/// over `range` (nil: all of it), as CFStringTransform (CFString.h) does: Foundation's
/// `applyingTransform` on Linux. A range given is set to the transformed part's new range.
/// Answers false, leaving the string as it was, where the transform is not one ICU knows.
@discardableResult
public func CFStringTransform(
    _ string: CFMutableString!, _ range: UnsafeMutablePointer<CFRange>!, _ transform: CFString!, _ reverse: Bool
) -> Bool {
    guard let string, let transform else { return false }
    let whole = NSRange(location: 0, length: string.length)
    let asked = range.map { NSRange(location: $0.pointee.location, length: $0.pointee.length) } ?? whole
    guard NSIntersectionRange(asked, whole) == asked,
        let transformed = string.substring(with: asked).applyingTransform(
            StringTransform(rawValue: transform as String), reverse: reverse)
    else { return false }
    string.replaceCharacters(in: asked, with: transformed)
    range?.pointee.length = (transformed as NSString).length
    return true
}

// ICU's transforms, as Core Foundation names them (CFStringTransform's `transform`): Foundation's
// own names for them, which its `applyingTransform` reads.
public var kCFStringTransformStripCombiningMarks: CFString! { StringTransform.stripCombiningMarks.rawValue as NSString }
public var kCFStringTransformToLatin: CFString! { StringTransform.toLatin.rawValue as NSString }
public var kCFStringTransformFullwidthHalfwidth: CFString! { StringTransform.fullwidthToHalfwidth.rawValue as NSString }
public var kCFStringTransformLatinKatakana: CFString! { StringTransform.latinToKatakana.rawValue as NSString }
public var kCFStringTransformLatinHiragana: CFString! { StringTransform.latinToHiragana.rawValue as NSString }
public var kCFStringTransformHiraganaKatakana: CFString! { StringTransform.hiraganaToKatakana.rawValue as NSString }
public var kCFStringTransformMandarinLatin: CFString! { StringTransform.mandarinToLatin.rawValue as NSString }
public var kCFStringTransformLatinHangul: CFString! { StringTransform.latinToHangul.rawValue as NSString }
public var kCFStringTransformLatinArabic: CFString! { StringTransform.latinToArabic.rawValue as NSString }
public var kCFStringTransformLatinHebrew: CFString! { StringTransform.latinToHebrew.rawValue as NSString }
public var kCFStringTransformLatinThai: CFString! { StringTransform.latinToThai.rawValue as NSString }
public var kCFStringTransformLatinCyrillic: CFString! { StringTransform.latinToCyrillic.rawValue as NSString }
public var kCFStringTransformLatinGreek: CFString! { "Latin-Greek" }
public var kCFStringTransformToXMLHex: CFString! { StringTransform.toXMLHex.rawValue as NSString }
public var kCFStringTransformToUnicodeName: CFString! { StringTransform.toUnicodeName.rawValue as NSString }
public var kCFStringTransformStripDiacritics: CFString! { StringTransform.stripDiacritics.rawValue as NSString }

// The keys of a bundle's Info.plist, as Core Foundation names them (CFBundle.h):
// `Bundle.main.infoDictionary?[kCFBundleVersionKey as String]`.
public var kCFBundleInfoDictionaryVersionKey: CFString! { "CFBundleInfoDictionaryVersion" }
public var kCFBundleExecutableKey: CFString! { "CFBundleExecutable" }
public var kCFBundleIdentifierKey: CFString! { "CFBundleIdentifier" }
public var kCFBundleVersionKey: CFString! { "CFBundleVersion" }
public var kCFBundleDevelopmentRegionKey: CFString! { "CFBundleDevelopmentRegion" }
public var kCFBundleNameKey: CFString! { "CFBundleName" }
public var kCFBundleLocalizationsKey: CFString! { "CFBundleLocalizations" }
