import UIKit
import XCTest

// The test target's own image, found as an Xcode test bundle finds it: through the bundle of a
// class of the target (the manifest declares no resources; Xcode's project would copy it).
// Main-actor isolated as Swift 6 code writes it: its `setUp` sets its own property, as Apple's
// XCTest lets it (on the main actor), and a test names its steps with `XCTContext`.
@MainActor final class ShelfBadgeTests: XCTestCase {
    private var url: URL!

    override func setUp() {
        super.setUp()
        url = Bundle(for: ShelfBadgeTests.self).url(forResource: "shelf-badge", withExtension: "png")
    }

    func testTheBadgeImageIsTheTargetsOwn() throws {
        let image = try XCTContext.runActivity(named: "Read the badge") { _ in
            try XCTUnwrap(UIImage(data: try Data(contentsOf: try XCTUnwrap(url))))
        }
        // The PNG's header says 24 × 12 pixels: 24 × 12 points at scale 1.
        XCTAssertEqual(image.size, CGSize(width: 24, height: 12))
    }
}
