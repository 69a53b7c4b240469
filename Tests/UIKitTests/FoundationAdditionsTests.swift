import Foundation
import Testing
import UIKit

/// What Apple's Foundation and Objective-C runtime give a pod's file that Linux's do not, as
/// `import UIKit` brings them (`_LayouttyFoundation`; Core Foundation's names are CoreGraphics'): an image pipeline's `autoreleasepool`,
/// a keychain wrapper's `CFOptionFlags` — each stopped a real pod from building.
@Suite struct FoundationAdditionsTests {
    private struct Failure: Error {}

    /// The body runs once and its value is the pool's; its error passes through.
    @Test func anAutoreleasePoolRunsItsBody() throws {
        var runs = 0
        let value = autoreleasepool { () -> Int in
            runs += 1
            return 42
        }
        #expect(value == 42 && runs == 1)
        #expect(throws: Failure.self) { try autoreleasepool { throw Failure() } }
    }

    /// An option mask as Core Foundation spells it: an unsigned long.
    @Test func optionFlagsAreUnsignedLongs() {
        let flags = CFOptionFlags(1 << 30)
        #expect(flags == 1_073_741_824 && MemoryLayout<CFOptionFlags>.size == MemoryLayout<UInt>.size)
    }
}
