import UIKit
import XCTest

// The test target's own image, found as an Xcode test bundle finds it: through the bundle of a
// class of the target (the manifest declares no resources; Xcode's project would copy it).
final class ShelfBadgeTests: XCTestCase {
    func testTheBadgeImageIsTheTargetsOwn() throws {
        let url = try XCTUnwrap(Bundle(for: ShelfBadgeTests.self).url(forResource: "shelf-badge", withExtension: "png"))
        let image = try XCTUnwrap(UIImage(data: try Data(contentsOf: url)))
        // The PNG's header says 24 × 12 pixels: 24 × 12 points at scale 1.
        XCTAssertEqual(image.size, CGSize(width: 24, height: 12))
    }
}
