import Foundation
import Testing
import _LayouttyConsole

@testable import UIKit

/// What layout libraries' suites and screens use beside their layouts, found by running real
/// suites under `layoutty test`: transforms, semantic content, Core Animation's layers, paths
/// and animations, page view controllers, appearance proxies. Each value computed by hand.
@MainActor @Suite struct CoreAnimationTests {
    /// Rounded to a billionth: sines and cosines of quarter turns are not exact.
    static func rounded(_ rect: CGRect) -> CGRect {
        func r(_ value: CGFloat) -> CGFloat { (value * 1e9).rounded() / 1e9 }
        return CGRect(x: r(rect.minX), y: r(rect.minY), width: r(rect.width), height: r(rect.height))
    }

    /// (10, 20, 100, 50) has its centre at (60, 45). Scaled twice, 200 × 100 about it: (−40, −5).
    /// A quarter turn makes it 50 × 100 about it: (35, −5). A frame set while turned, 20 × 10 at
    /// (0, 0), is reached as UIKit reaches it (PinLayout's `pinFrame` examples): the bounds are
    /// the new size turned back, 10 × 20, the centre the frame's, (10, 5); back to the identity
    /// the view is 10 × 20 about (10, 5): (5, −5).
    @Test func aTransformedViewsFrameIsItsBoundsTurnedAboutItsCentre() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50) && view.center == CGPoint(x: 60, y: 45))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(Self.rounded(view.frame) == CGRect(x: 35, y: -5, width: 50, height: 100))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(view.center == CGPoint(x: 10, y: 5) && Self.rounded(view.bounds).size == CGSize(width: 10, height: 20))
        #expect(Self.rounded(view.frame) == CGRect(x: 0, y: 0, width: 20, height: 10))
        view.transform = .identity
        #expect(Self.rounded(view.frame) == CGRect(x: 5, y: -5, width: 10, height: 20))
    }

    /// A container forcing right to left passes it to its subviews (a child forcing left to right
    /// keeps its own): a subview 20 wide pinned 10 from the leading edge of a 100-wide container
    /// is at 100 − 10 − 20 = 70. Playback content reads left to right whatever the app's
    /// direction; unspecified content takes the direction it is given.
    @Test func semanticContentForcesADirectionOnAViewAndItsSubviews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        container.semanticContentAttribute = .forceRightToLeft
        let (child, grandchild, ownWay) = (UIView(), UIView(), UIView())
        container.addSubview(child)
        child.addSubview(grandchild)
        container.addSubview(ownWay)
        ownWay.semanticContentAttribute = .forceLeftToRight
        child.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 20), child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10)
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 70, y: 0, width: 20, height: 10))
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(ownWay.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
    }

    /// Core Animation's geometry: 100 × 50 bounds at position (100, 100) about the centre is the
    /// frame (50, 75, 100, 50); anchored at its top left, (100, 100, 100, 50). A frame set places
    /// the anchor: (10, 10, 20, 20) with the anchor at the centre is position (20, 20), and twice
    /// the scale about it is (0, 0, 40, 40). A sublayer at (10, 20) converts its origin to the
    /// root's (10, 20).
    @Test func layersKeepCoreAnimationsGeometry() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        #expect(layer.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        #expect(layer.position == CGPoint(x: 20, y: 20) && layer.bounds.size == CGSize(width: 20, height: 20))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))

        let root = CALayer()
        let (back, middle, front) = (CALayer(), CALayer(), CALayer())
        root.addSublayer(middle)
        root.insertSublayer(back, below: middle)
        root.insertSublayer(front, above: middle)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [back, middle, front].map(ObjectIdentifier.init))
        let replacement = CALayer()
        root.replaceSublayer(middle, with: replacement)
        #expect(root.sublayers?[1] === replacement && middle.superlayer == nil)
        replacement.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        #expect(replacement.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 20))
        #expect(root.convert(CGPoint(x: 15, y: 25), to: replacement) == CGPoint(x: 5, y: 5))
    }

    final class Listener: CAAnimationDelegate {
        var heard: [String] = []
        func animationDidStart(_ anim: CAAnimation) { heard.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { heard.append("stop \(flag)") }
    }

    /// An animation added is a copy kept in flight: the layer answers it by its key, its values
    /// are the code's (opacity still 1), its delegate hears it start — and, removed, stop
    /// unfinished. The log says once that animations are not run. A transaction's completion
    /// runs when it commits; its duration is asked back inside it, and is the default after.
    @Test func animationsAreKeptInFlightAndNeverRun() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.3
        let listener = Listener()
        fade.delegate = listener
        layer.add(fade, forKey: "fade")
        layer.add(fade, forKey: "fade")
        let kept = layer.animation(forKey: "fade") as? CABasicAnimation
        #expect(kept !== fade && kept?.keyPath == "opacity" && kept?.toValue as? Int == 0 && kept?.duration == 0.3)
        #expect(layer.opacity == 1 && layer.animationKeys() == ["fade"])
        #expect(
            Console.count(
                of: "CABasicAnimation animations are kept, not run: the screen shows the values they start from") == 1)
        layer.removeAllAnimations()
        #expect(listener.heard == ["start", "start", "stop false"] && layer.animationKeys() == nil)

        var completed = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { completed = true }
        #expect(CATransaction.animationDuration() == 0.5 && !completed)
        CATransaction.commit()
        #expect(completed && CATransaction.animationDuration() == 0.25)
        // A spring's settling time: 2m·ln(1000)/c = 2 · 6.9078 / 10 = 1.3816 s.
        #expect(abs(CASpringAnimation().settlingDuration - 1.3816) < 0.0001)
    }

    /// A confetti view as apps write it (Pocket Casts' `ConfettiView`): a `CAEmitterLayer`
    /// subclass with initializers of its own, so it writes the required `init?(coder:)` as on
    /// iOS; its cells made from particles. The settings are kept as set, with Core Animation's
    /// defaults elsewhere (scale 1, birth rate 0 on a cell, mode `volume` on the layer), and
    /// the layer joins the view's layer; nothing is drawn of it.
    @Test func anEmitterKeepsItsSettings() {
        final class Emitter: CAEmitterLayer {
            init(rate: Float) {
                super.init()
                let cell = CAEmitterCell()
                cell.birthRate = rate
                cell.emissionRange = .pi / 4
                emitterCells = [cell]
            }
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func layoutSublayers() {
                super.layoutSublayers()
                (emitterMode, emitterShape) = (.outline, .line)
                emitterSize = CGSize(width: bounds.width, height: 1)
            }
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let emitter = Emitter(rate: 40)
        emitter.frame = view.bounds
        view.layer.addSublayer(emitter)
        emitter.layoutIfNeeded()
        #expect(emitter.emitterSize == CGSize(width: 320, height: 1) && emitter.emitterShape == .line)
        #expect(emitter.emitterMode == .outline && emitter.birthRate == 1 && view.layer.sublayers?.last === emitter)
        let cell = emitter.emitterCells?.first
        #expect(cell?.birthRate == 40 && cell?.scale == 1 && cell?.lifetime == 0 && cell?.emissionRange == .pi / 4)
        #expect(CAEmitterLayer().emitterMode == .volume && CAEmitterLayer().emitterShape == .point)
    }

    /// Paths bound their points, control points included (Core Graphics' `boundingBox`): an
    /// oval's four quarter curves have their control points on its rect; a half circle of radius
    /// 10 about (50, 50) from angle 0 to π (clockwise on screen) runs through (50, 60), its
    /// control points no lower, so it is bounded by (40, 50, 20, 10) and ends at (40, 50). A
    /// rect rounding its top-left corner only is 7 elements (a move, three lines to square
    /// corners, a line and a curve for the rounded one, the close) and ends where it began.
    @Test func pathsAreBoundedByTheirPoints() {
        #expect(
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).bounds
                == CGRect(x: 0, y: 0, width: 10, height: 20))
        let oval = CGRect(x: 10, y: 10, width: 40, height: 20)
        #expect(Self.rounded(UIBezierPath(ovalIn: oval).bounds) == oval)
        #expect(Self.rounded(UIBezierPath(roundedRect: oval, cornerRadius: 6).bounds) == oval)
        let arc = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(Self.rounded(arc.bounds) == CGRect(x: 40, y: 50, width: 20, height: 10))
        #expect(Self.rounded(CGRect(origin: arc.currentPoint, size: .zero)).origin == CGPoint(x: 40, y: 50))
        let corner = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), byRoundingCorners: .topLeft,
            cornerRadii: CGSize(width: 10, height: 10))
        #expect(corner.cgPath.elements.count == 7 && corner.currentPoint == CGPoint(x: 10, y: 0))
        let shape = CAShapeLayer()
        shape.path = corner.cgPath
        #expect(
            shape.path.map { Self.rounded($0.boundingBox) } == CGRect(x: 0, y: 0, width: 100, height: 50)
                && shape.fillColor == UIColor.black.cgColor)
        #expect(UIBezierPath().bounds == .null && UIBezierPath().isEmpty)
    }

    /// Core Graphics' colours and images are their own types, as on iOS, and UIKit's convert
    /// both ways: a colour's four components survive `cgColor` and `UIColor(cgColor:)`; a
    /// `CGColor` with a new alpha keeps its red, green and blue. An image's `cgImage` is its size
    /// in pixels at scale 1, truncated (12.7 × 3.2 points → 12 × 3), and `UIImage(cgImage:)` gives
    /// the image back by name; a context's image is the context's size (40 × 30).
    @Test func coreGraphicsColoursAndImagesConvertToUIKitsAndBack() throws {
        let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        #expect(orange.cgColor.components == [1, 0.5, 0, 0.25] && orange.cgColor.alpha == 0.25)
        #expect(UIColor(cgColor: orange.cgColor) == orange)
        #expect(orange.cgColor.copy(alpha: 1) == CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(CGColor(gray: 0, alpha: 1) == CGColor.black && CGColor.black != CGColor.clear)
        let star = try #require(UIImage(systemName: "star"))
        star.size = CGSize(width: 12.7, height: 3.2)
        let pixels = try #require(star.cgImage)
        #expect((pixels.width, pixels.height) == (12, 3))
        #expect(
            UIImage(cgImage: pixels).name == "star" && UIImage(cgImage: pixels).size == CGSize(width: 12, height: 3))
        let context = CGContext(size: CGSize(width: 40, height: 30))
        let drawn = try #require(context.makeImage())
        #expect((drawn.width, drawn.height) == (40, 30) && UIImage(cgImage: drawn).name == "(rendered)")
        // A photo of 40 × 30 pixels at scale 2, turned right (raw value 3, as UIKit's): 15 × 20
        // points, its pixels' height across; upright it would be 20 × 15.
        let orientation = try #require(UIImage.Orientation(rawValue: 3))
        let turned = UIImage(cgImage: drawn, scale: 2, orientation: orientation)
        #expect(turned.size == CGSize(width: 15, height: 20) && turned.scale == 2 && turned.imageOrientation == .right)
        #expect(UIImage(cgImage: drawn, scale: 2, orientation: .up).size == CGSize(width: 20, height: 15))
        #expect(UIImage(cgImage: drawn).scale == 1 && UIImage(cgImage: drawn).imageOrientation == .up)
    }

    /// A bitmap context as image libraries make one to decode or scale a photo: its image has the
    /// context's pixels and format — 8-bit RGBA, 4 × 120 = 480 bytes a row, what a cache weighs
    /// (480 × 90); 8-bit grey without alpha is 1 byte a pixel; a skipped alpha still takes its
    /// byte. No pixels, or a component size Core Graphics has no format for, is no context. A crop
    /// is the part inside, in whole pixels (the 10.5-wide rect's 11 columns from 115 cut at 120).
    @Test func aBitmapContextsImageHasItsFormat() throws {
        let rgba = CGImageAlphaInfo.premultipliedLast.rawValue
        let context = try #require(
            CGContext(
                data: nil, width: 120, height: 90, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: rgba))
        let image = try #require(context.makeImage())
        #expect((image.width, image.height, image.bitsPerPixel, image.bytesPerRow) == (120, 90, 32, 480))
        #expect(image.alphaInfo == .premultipliedLast && image.colorSpace?.model == .rgb)
        let gray = CGContext(
            data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceGray(),
            bitmapInfo: CGImageAlphaInfo.none.rawValue)
        #expect(gray?.makeImage()?.bytesPerRow == 10)
        let skipped = CGContext(
            data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)
        #expect(skipped?.makeImage()?.bytesPerRow == 40)
        #expect(
            CGContext(
                data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: rgba) == nil)
        #expect(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 3, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: rgba) == nil)
        let crop = try #require(image.cropping(to: CGRect(x: 115, y: 80.2, width: 10.5, height: 40)))
        #expect(
            (crop.width, crop.height) == (5, 10) && image.cropping(to: CGRect(x: 200, y: 0, width: 5, height: 5)) == nil
        )
        // Foundation's version is above the old systems code works around.
        #expect(floor(NSFoundationVersionNumber) > floor(NSFoundationVersionNumber_iOS_9_x_Max))
    }

    final class Page: UIViewController {}

    /// The pages set are the children; pages set again replace them, and the completion hears at
    /// once that it finished. A scrolling controller's view holds one paging scroll view over
    /// all of it, three pages long: 3 × 480 = 1,440 points down for a vertical one, scrolled to
    /// the middle page (y 480), where the page shown is; a page curl's pages fill its view.
    @Test func aPageViewControllerShowsThePagesSetAsChildren() throws {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        pages.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let (first, second) = (Page(), Page())
        var finished: [Bool] = []
        pages.setViewControllers([first], direction: .forward, animated: true) { finished.append($0) }
        pages.setViewControllers([second], direction: .reverse, animated: false) { finished.append($0) }
        #expect(pages.children.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
        let queue = try #require(pages.view.subviews.first as? UIScrollView)
        #expect(
            pages.view.subviews.count == 1
                && queue.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(second.view)])
        #expect(queue.frame == pages.view.bounds && queue.isPagingEnabled)
        #expect(queue.contentSize == CGSize(width: 320, height: 1440) && queue.contentOffset == CGPoint(x: 0, y: 480))
        #expect(second.view.frame == CGRect(x: 0, y: 480, width: 320, height: 480) && first.parent == nil)
        #expect(finished == [true, true] && pages.spineLocation == .none && pages.navigationOrientation == .vertical)

        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        curl.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        curl.setViewControllers([first], direction: .forward, animated: false)
        #expect(curl.view.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(first.view)])
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    /// An appearance proxy is one view per class and containers, kept; a placeholder constraint
    /// relates nothing and activates to nothing; a context keeps a content size adjustment; a
    /// symbol's Core Graphics image is its 20 × 20 points in pixels, and makes it again.
    @Test func proxiesPlaceholdersAndAdjustmentsAreKept() throws {
        let star = try #require(UIImage(systemName: "star")?.cgImage)
        #expect(star.width == 20 && star.height == 20 && UIImage(cgImage: star).name == "star")
        UILabel.appearance().textColor = .red
        #expect(UILabel.appearance() === UILabel.appearance() && UILabel.appearance().textColor == .red)
        #expect(UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]) !== UILabel.appearance())
        // Bar button items have proxies too, kept by their containers, as an app delegate sets them.
        UIBarButtonItem.appearance().tintColor = .orange
        #expect(UIBarButtonItem.appearance() === UIBarButtonItem.appearance())
        #expect(UIBarButtonItem.appearance().tintColor == .orange)
        #expect(
            UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
                !== UIBarButtonItem.appearance())
        let placeholder = NSLayoutConstraint()
        placeholder.isActive = true
        #expect(placeholder.firstItem == nil && !placeholder.isActive && placeholder.firstAttribute == .notAnAttribute)
        let context = UICollectionViewLayoutInvalidationContext()
        context.contentSizeAdjustment = CGSize(width: 0, height: 44)
        #expect(context.contentSizeAdjustment.height == 44)
    }

    /// A layer keeps time as Core Animation does (how apps pause a layer's animations: speed 0,
    /// its time offset where it stood). Parent: begin 10, speed 2 → host 15 is (15 − 10) · 2 = 10
    /// on its clock; child: speed 0.5, offset 1 → 10 is (10 − 0) · 0.5 + 1 = 6 on its own, and
    /// back: (6 − 1) / 0.5 = 10, then 10 / 2 + 10 = 15 on the host's.
    @Test func layersKeepTimeAsCoreAnimationDoes() {
        let (parent, child) = (CALayer(), CALayer())
        parent.addSublayer(child)
        parent.beginTime = 10
        parent.speed = 2
        child.speed = 0.5
        child.timeOffset = 1
        #expect(parent.convertTime(15, from: nil) == 10)
        #expect(child.convertTime(15, from: nil) == 6)
        #expect(child.convertTime(6, to: nil) == 15 && child.convertTime(6, to: parent) == 10)
        let media: CAMediaTiming = child
        #expect(media.speed == 0.5 && media.duration == 0 && media.fillMode == .removed)
    }
}
