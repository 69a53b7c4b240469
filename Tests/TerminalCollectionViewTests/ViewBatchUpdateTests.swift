import CollectionLayout
import CollectionLayoutTesting
import Foundation
import TerminalCollectionView
import Testing

/// UIKit's view-level API: performBatchUpdates with insertItems(at:) & co., lone updates, and the
/// batches UIKit would crash on refused in one line (the view then shows the data as it is).
@Suite struct ViewBatchUpdateTests {
    @Test func aBatchNamedInsideTheClosureAnimates() throws {
        let (viewport, data, clock) = AnimationTests.grid()
        var finished: Bool?
        try viewport.performBatchUpdates(
            {
                data.counts = [6]
                try? viewport.deleteItems(at: [IndexPath(item: 0, section: 0)])
                try? viewport.insertItems(at: [IndexPath(item: 5, section: 0)])
            }, completion: { finished = $0 })
        #expect(viewport.isAnimating && finished == nil)
        clock.advance(by: .milliseconds(300))
        _ = viewport.laidOutElements()
        #expect(finished == true)
    }

    @Test func aLoneUpdateIsABatchOfItsOwn() throws {
        let (viewport, data, clock) = AnimationTests.grid()
        data.counts = [7]
        try viewport.insertItems(at: [IndexPath(item: 2, section: 0)])
        // Item 2 is new: it fades in at (20, 0); the old 2 slides to (0, 4).
        let start = viewport.laidOutElements()
        #expect(
            start.contains { $0.attributes.indexPath == IndexPath(item: 2, section: 0) && $0.attributes.alpha == 0 })
        clock.advance(by: .milliseconds(300))
        #expect(viewport.laidOutElements().count == 6)  // 7 items, 6 on the 8-row screen (two lines of three)
    }

    @Test(arguments: [
        (
            [7], [UpdateOperation.deleteItem(IndexPath(item: 9, section: 0))],
            "delete 0.9: no such item before the update"
        ),
        (
            [7], [UpdateOperation.deleteItem(IndexPath(item: 0, section: 0))],
            "invalid number of items in section 0: the data source has 7 after the update, the batch makes 5"
        ),
        (
            [6, 1], [UpdateOperation.insertItem(IndexPath(item: 0, section: 0))],
            "invalid number of sections: the data source has 2 after the update, the batch makes 1"
        )
    ])
    func inconsistentBatchesAreRefusedAndTheDataShown(counts: [Int], operations: [UpdateOperation], message: String)
        throws
    {
        let (viewport, data, _) = AnimationTests.grid()
        var finished: Bool?
        #expect(throws: BatchUpdateError(message)) {
            try viewport.performBatchUpdates(
                {
                    data.counts = counts
                    for operation in operations {
                        switch operation {
                        case .deleteItem(let p): try? viewport.deleteItems(at: [p])
                        case .insertItem(let p): try? viewport.insertItems(at: [p])
                        default: break
                        }
                    }
                }, completion: { finished = $0 })
        }
        #expect(finished == false && viewport.animation == nil)
        #expect(
            viewport.layout.collectionViewContentSize.height
                == CGFloat(4 * ((counts[0] + 2) / 3) + (counts.count > 1 ? 4 : 0)))
    }
}
