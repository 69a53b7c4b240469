import Nimble
import Quick
import UIKit

@testable import RackKit

/// A spec as libraries wrote them for Quick 1–5 and Nimble 7–12, run through CocoaPods
/// (`Podfile`): `override func spec()`, a matcher of Nimble's `Predicate` kind, and
/// `raiseException`, which only Objective-C has.
class RackLayoutSpec: QuickSpec {
    override func spec() {
        describe("a rack of three shelves") {
            var layout: RackLayout!
            var shelves: ThreeShelves!

            beforeEach {
                layout = RackLayout()
                layout.inset = 10
                shelves = ThreeShelves()
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
                collectionView.dataSource = shelves
                collectionView.layoutIfNeeded()
            }

            it("stacks the last shelf below the others") {
                // 10 + 2 × (40 + 8) = 106.
                expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
                    .to(equal(CGRect(x: 0, y: 106, width: 200, height: 40)))
            }

            it("is as tall as its shelves and gaps") {
                // 2 × 10 + 3 × 40 + 2 × 8 = 156.
                expect(layout.collectionViewContentSize).to(haveHeight(156))
            }

            pending("traps past its last shelf") {
                expect { _ = layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))! }
                    .to(raiseException())
            }
        }
    }
}

func haveHeight(_ expected: CGFloat) -> Predicate<CGSize> {
    Predicate { expression -> PredicateResult in
        let size = try expression.evaluate()
        return PredicateResult(bool: size?.height == expected, message: .expectedTo("have height \(expected)"))
    }
}

final class ThreeShelves: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        UICollectionViewCell()
    }
}

#if os(macOS)
    import AppKit

    class RackMacSpec: QuickSpec {
        override func spec() {
            it("is drawn in an NSView") { expect(NSView()).toNot(beNil()) }
        }
    }
#endif
