import AppKit
import XCTest

// The project's macOS test target: AppKit, which Linux has not.
final class ShelfMacTests: XCTestCase {
    func testAWindowHasATitle() {
        XCTAssertEqual(NSWindow().title, "")
    }
}
