import CollectionLayout
import Foundation
import Testing

/// Core Graphics' and Core Animation's transforms as a layout uses them, by hand.
@Suite struct TransformTests {
    @Test func affineAlgebra() {
        let p = CGPoint(x: 2, y: 1)
        // Scale then translate: (2·3, 1·3) + (10, 0).
        let t = CGAffineTransform(scaleX: 3, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(p.applying(t) == CGPoint(x: 16, y: 3))
        // translatedBy prepends: translate first, then scale: (2 + 10)·3.
        #expect(p.applying(CGAffineTransform(scaleX: 3, y: 3).translatedBy(x: 10, y: 0)) == CGPoint(x: 36, y: 3))
        // A quarter turn sends +x to +y (y down: clockwise on screen).
        let q = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(q.x) < 1e-15 && q.y == 1)
        let back = p.applying(t).applying(t.inverted())
        #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
        // The bounding box of a unit square turned 45°: √2 wide, centred where the turn put it.
        let box = CGRect(x: -0.5, y: -0.5, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(box.width - 2.0.squareRoot()) < 1e-12 && abs(box.midX) < 1e-12)
    }

    @Test func threeDimensionalPartsAUserSees() {
        // About z, Core Animation's rotation is the affine one.
        let z = CATransform3DGetAffineTransform(CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
        let affine = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(
            abs(z.a - affine.a) < 1e-15 && abs(z.b - affine.b) < 1e-15 && abs(z.c - affine.c) < 1e-15
                && abs(z.d - affine.d) < 1e-15)
        // A flip of 60° about y shows half as wide: cos 60° = 0.5.
        let flip = CATransform3DGetAffineTransform(CATransform3DMakeRotation(.pi / 3, 0, 1, 0))
        #expect(abs(flip.a - 0.5) < 1e-15 && flip.d == 1)
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
        #expect(CATransform3DGetAffineTransform(moved) == CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0))
    }

    /// UIKit's attributes: `frame` is the transformed bounding box about the centre; centre,
    /// size and bounds stay the untransformed ones; identity gives back the frame exactly.
    @Test func attributesFrameIsTheTransformedBoundingBox() {
        var a = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 2, y: 4, width: 12, height: 4)
        a.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        // Centre (8, 6); half size 6x2 → (5, 5, 6, 2).
        #expect(a.frame == CGRect(x: 5, y: 5, width: 6, height: 2))
        #expect(
            a.center == CGPoint(x: 8, y: 6) && a.size == CGSize(width: 12, height: 4)
                && a.bounds == CGRect(x: 0, y: 0, width: 12, height: 4))
        a.transform = CGAffineTransform(translationX: 3, y: -1)
        #expect(a.frame == CGRect(x: 5, y: 3, width: 12, height: 4))
        // A quarter turn stands it up: 4 wide, 12 tall about (8, 6).
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(
            abs(a.frame.minX - 6) < 1e-12 && abs(a.frame.width - 4) < 1e-12 && abs(a.frame.minY - 0) < 1e-12
                && abs(a.frame.height - 12) < 1e-12)
        a.transform = .identity
        #expect(a.frame == CGRect(x: 2, y: 4, width: 12, height: 4) && a.transform3D == CATransform3DIdentity)
        // Copies compare by value, transforms included.
        var b = a
        #expect(a == b)
        b.transform3D = CATransform3DMakeScale(1, 1, 2)
        #expect(a != b && b.frame == a.frame)
    }

    /// Core Animation's order, row vectors: `a` then `b`. A scale by 2 then a move by (3, 4)
    /// takes (1, 1) to (2, 2) and then (5, 6): m41, m42 = 3, 4. The other way round, the move is
    /// scaled too: (1, 1) → (4, 5) → (8, 10), m41, m42 = 6, 8.
    @Test func concatenationAppliesTheFirstThenTheSecond() {
        let (scale, move) = (CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(3, 4, 0))
        let t = CATransform3DConcat(scale, move)
        #expect([t.m11, t.m22, t.m33, t.m41, t.m42, t.m44] == [2, 2, 1, 3, 4, 1])
        let u = CATransform3DConcat(move, scale)
        #expect([u.m11, u.m22, u.m33, u.m41, u.m42, u.m44] == [2, 2, 1, 6, 8, 1])
        #expect(CATransform3DIsIdentity(CATransform3DConcat(move, CATransform3DMakeTranslation(-3, -4, 0))))
    }
}
