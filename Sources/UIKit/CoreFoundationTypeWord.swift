import Foundation

/// The first stored property of UIKit's classes that become attribute values (a font, a colour,
/// a paragraph style, a shadow, an attachment), so Core Foundation can compare them.
///
/// On Linux an attributed string keeps its runs in Core Foundation, which compares neighbouring
/// runs' attributes with `CFEqual`. To tell a Swift object from one of its own, it reads the word
/// after the object's header (`CFRuntimeBase._cfinfoa`, bits 8–17) as a type identifier and hands
/// the comparison to the object's `isEqual(_:)` only when that identifier is not 0. Foundation's
/// own classes keep a real identifier there; any other `NSObject` subclass has its first stored
/// property there — a colour's red component 1.0 reads as 0 — and `CFEqual` stops the process
/// (`__HALT`, from a VPN app's settings screen setting fonts on two runs). This word reads as
/// `_kCFRuntimeIDCFType` (1): a type whose class is not the object's, so Core Foundation asks the
/// object itself, as it does on iOS.
///
/// Declared first in each class, before any other stored property: Swift lays out a class's
/// stored properties in the order they are declared, after its superclass's (`NSObject` has
/// none). `AttributedStringTests` checks the word is where Core Foundation reads it.
package struct CoreFoundationTypeWord: Sendable {
    /// `_kCFRuntimeIDCFType` in bits 8–17, where `__CFTypeIDFromInfo` reads it.
    package let bits: UInt64 = 1 << 8

    package init() {}
}
