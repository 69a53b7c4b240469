import Testing
import UIKit

@testable import ShelfKit

// Swift Testing beside XCTest, as a package written for Swift 6 has them.
@MainActor
@Test func anEmptyCollectionHasNoContent() {
    let layout = ShelfLayout()
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    _ = view
    layout.prepare()
    #expect(layout.collectionViewContentSize == .zero)
    var published: [CGSize] = []
    let subscription = layout.contentSizes.sink { published.append($0) }
    #expect(published == [.zero])
    subscription.cancel()
}

@Test func aModelPublishesItsTitles() {
    let model = ShelfModel()
    var seen: [[String]] = []
    let subscription = model.$titles.sink { seen.append($0) }
    model.titles = ["Dune"]
    #expect(seen == [[], ["Dune"]])
    subscription.cancel()
}

@MainActor
@Test func scrollingIsPassedToTheAppsDelegate() {
    final class Counter: NSObject, UIScrollViewDelegate {
        var scrolls = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }
    let forwarder = ShelfScrollForwarder()
    let counter = Counter()
    forwarder.scrollDelegate = counter
    let view = UIScrollView()
    forwarder.scrollViewDidScroll(view)
    forwarder.scrollViewDidScroll(view)
    #expect(counter.scrolls == 2)
    #expect(forwarder.viewForZooming(in: view) == nil)
}

// A test process's screen is a phone's, as in the simulator XCTest runs in: a controller's view
// fills it and has its safe area.
@MainActor
@Test func theScreenIsAPhones() {
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852) && UIScreen.main.scale == 3)
    let controller = UIViewController()
    #expect(controller.view.frame.size == CGSize(width: 393, height: 852))
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
}
