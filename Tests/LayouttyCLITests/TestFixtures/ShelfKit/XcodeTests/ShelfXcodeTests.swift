import XCTest

@testable import ShelfKit

// A test the Xcode project runs (its "ShelfKitXcodeTests" target), which the manifest does not
// declare: a view controller lays out, and tells its own layout pass.
final class ShelfXcodeTests: XCTestCase {
    final class ShelfController: UIViewController {
        var laidOut = 0
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            laidOut += 1
        }
    }

    @MainActor func testAControllerHearsItsLayoutPass() {
        let controller = ShelfController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.laidOut, 1)
        XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(ShelfLayout().spacing, 10)
    }
}
