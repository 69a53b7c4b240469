import Foundation
import Testing
@_spi(LayouttyPort) import UIKit
import _LayouttyPortRuntime

/// What translated Objective-C calls at run time where Swift has no equivalent: C's integer
/// arithmetic where C leaves it undefined — as an iPhone's ARM processor computes it, never a
/// trap (a layout dividing by a count that is zero on the preview's first pass drew on the
/// device and trapped here) —, `arc4random_uniform`, associated objects keyed by name, and a
/// controller made by its class value as the Objective-C runtime makes one.
@MainActor @Suite struct ObjCRuntimeTests {
    /// ARM's `sdiv` answers 0 for a zero divisor and wraps `Int.min / −1`; the remainder is
    /// `a − (a / b) · b`: 7 by 0 is 7, `Int.min` by −1 is 0. Defined cases are C's: −7 / 2 = −3
    /// (toward zero), −7 % 2 = −1.
    /// A controller made by its class value (`_layouttyMade`, what the port writes for
    /// `controllerType.init(nibName:bundle:)`) is of that class, not the value's static type,
    /// and keeps the nib's name as UIKit's initializer does; its own stored values are set.
    @Test func aControllerMadeByItsClassValueIsThatClass() {
        class Listing: UIViewController {
            var rows = 3
        }
        let type: UIViewController.Type = Listing.self
        let made = _layouttyMade(type, nibName: "ListingViewController", bundle: nil)
        #expect((made as? Listing)?.rows == 3 && made.nibName == "ListingViewController")
        #expect(_layouttyMade(UIViewController.self, nibName: nil, bundle: nil).nibName == nil)
    }

    /// A view made by its class value (`_layouttyMade`, what the port writes for
    /// `cellClass.init()`): UIKit's own class is made as a nib makes it, at the frame given; a
    /// class with the override the port writes is made by its own initializer, whatever the
    /// value's static type; a subclass the override does not name answers its superclass's,
    /// which `_layouttyMade` would refuse as iOS's runtime refuses (not called here: it traps).
    @Test func aViewMadeByItsClassValueIsThatClass() {
        class Chip: UIView {
            var made = "coder"
            override init(frame: CGRect) {
                super.init(frame: frame)
                made = "frame"
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
            override class func _layouttyMake(frame: CGRect?) -> UIView {
                if let frame { return Chip(frame: frame) }
                return Chip()
            }
        }
        class Unnamed: Chip {}
        let label = _layouttyMade(UILabel.self, frame: CGRect(x: 1, y: 2, width: 30, height: 4))
        #expect(type(of: label) == UILabel.self && label.frame == CGRect(x: 1, y: 2, width: 30, height: 4))
        let type: UIView.Type = Chip.self
        let chip = _layouttyMade(type)
        #expect((chip as? Chip)?.made == "frame" && chip.frame == .zero)
        #expect(Swift.type(of: Unnamed._layouttyMake(frame: nil)) == Chip.self)
        #expect(Swift.type(of: _layouttyMade(UICollectionViewController.self)) == UICollectionViewController.self)
        let button = _layouttyMade(UIButton.self, type: .system)
        #expect(Swift.type(of: button) == UIButton.self && button.buttonType == .system)
    }

    /// A closure kept as an associated object the way iOS keeps a block (V2EX's theme handler:
    /// `unsafeBitCast(handler, to: AnyObject.self)`, read back with `unsafeBitCast(object, to:
    /// Handler.self)`) comes back the same closure: it is called and answers. Swift's cast
    /// traps here, as a closure is two words (the app trapped at launch). A cast of equal
    /// sizes is Swift's, bit for bit.
    @Test func aBlockKeptAsAnObjectComesBack() {
        typealias Handler = (String) -> String
        let handler: Handler = { "theme " + $0 }
        let object: AnyObject = _layouttyUnsafeBitCast(handler, to: AnyObject.self)
        let kept: AnyObject? = object
        let back = _layouttyUnsafeBitCast(kept, to: Handler.self)
        #expect(back("dark") == "theme dark")
        #expect(_layouttyUnsafeBitCast(Int64(-1), to: UInt64.self) == UInt64.max)
    }

    @Test func divisionByZeroAnswersAsAnIPhoneDoes() {
        #expect(_layouttyObjCQuotient(7, 0) == 0 && _layouttyObjCRemainder(7, 0) == 7)
        #expect(_layouttyObjCQuotient(Int.min, -1) == Int.min && _layouttyObjCRemainder(Int.min, -1) == 0)
        #expect(_layouttyObjCQuotient(-7, 2) == -3 && _layouttyObjCRemainder(-7, 2) == -1)
        #expect(_layouttyObjCQuotient(UInt(9), 0) == 0 && _layouttyObjCQuotient(Int32(9), 4) == 2)
    }

    /// `arc4random_uniform(n)` stays below `n`, and answers 0 for 0 as the C function does.
    @Test func randomNumbersStayBelowTheirBound() {
        #expect(_layouttyObjCRandom(below: 0) == 0 && _layouttyObjCRandom(below: 1) == 0)
        #expect((0..<100).allSatisfy { _ in _layouttyObjCRandom(below: 3) < 3 })
    }

    /// A category's storage: one value per object and key name (`&LoopKey` translates to
    /// `"LoopKey"`); another key or object has its own; nil, the removal; a nil object, nothing.
    @Test func associatedObjectsAreKeptPerObjectAndKeyName() {
        let (first, second) = (UICollectionViewLayoutAttributes(), UICollectionViewLayoutAttributes())
        _layouttyObjCSetAssociated(first, "LoopKey", NSNumber(value: 3), .OBJC_ASSOCIATION_RETAIN)
        _layouttyObjCSetAssociated(second, "LoopKey", NSNumber(value: 4), .OBJC_ASSOCIATION_RETAIN)
        _layouttyObjCSetAssociated(first, "OtherKey", NSNumber(value: 5), .OBJC_ASSOCIATION_RETAIN)
        _layouttyObjCSetAssociated(nil, "LoopKey", NSNumber(value: 6), .OBJC_ASSOCIATION_RETAIN)
        #expect((_layouttyObjCAssociated(first, "LoopKey") as? NSNumber)?.intValue == 3)
        #expect((_layouttyObjCAssociated(second, "LoopKey") as? NSNumber)?.intValue == 4)
        #expect((_layouttyObjCAssociated(first, "OtherKey") as? NSNumber)?.intValue == 5)
        _layouttyObjCSetAssociated(first, "LoopKey", nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(_layouttyObjCAssociated(first, "LoopKey") == nil && _layouttyObjCAssociated(nil, "LoopKey") == nil)
    }

    /// `isKindOfClass:` is the class or any superclass (a cell is a reusable view and a view, not
    /// a layout); `isMemberOfClass:` the class alone; nil is of no class. A set from an array
    /// keeps its distinct objects.
    @Test func classTestsWalkTheSuperclasses() {
        let cell = UICollectionViewCell()
        #expect(
            _layouttyObjCIsKind(cell, of: UICollectionReusableView.self) && _layouttyObjCIsKind(cell, of: UIView.self))
        #expect(
            !_layouttyObjCIsKind(cell, of: UICollectionViewLayout.self) && !_layouttyObjCIsKind(nil, of: UIView.self))
        #expect(
            _layouttyObjCIsMember(cell, of: UICollectionViewCell.self) && !_layouttyObjCIsMember(cell, of: UIView.self))
        let set = ObjCSet(array: ObjCArray(array: [NSNumber(value: 1), NSNumber(value: 1), NSNumber(value: 2)]))
        #expect(set.count == 2)
    }

    /// `isEqual:` is an object's `isEqual(_:)` (attributes of one item and frame are equal), a
    /// value's `==` (an index path, HTKDragAndDropCollectionViewLayout's dragged item); a nil
    /// receiver equals nothing, not even nil.
    @Test func equalityIsAnObjectsOrAValues() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        let b = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        let dragged: IndexPath? = IndexPath(item: 2, section: 0)
        #expect(_layouttyObjCIsEqual(a, b) && !_layouttyObjCIsEqual(a, UICollectionViewCell()))
        #expect(_layouttyObjCIsEqual(IndexPath(item: 2, section: 0), dragged))
        #expect(!_layouttyObjCIsEqual(IndexPath(item: 1, section: 0), dragged) && !_layouttyObjCIsEqual(nil, nil))
    }
}
