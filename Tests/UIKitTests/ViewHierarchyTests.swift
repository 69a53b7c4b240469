import Foundation
import Testing
import _LayouttyConsole

@testable import UIKit

/// UIView's tree as UIKit keeps it and tells it: the order of subviews, the notifications a
/// view and its superview receive, the window, hit-testing, tags; a scroll view's delegate
/// beside its subclasses' typed ones; a view's layer of its class's `layerClass`.
@MainActor @Suite struct ViewHierarchyTests {
    /// Records what UIKit tells it, named by its tag.
    final class Log {
        var lines: [String] = []
    }

    final class Told: UIView {
        var log = Log()
        override func willMove(toSuperview newSuperview: UIView?) {
            log.lines.append("\(tag) willMove(toSuperview: \(newSuperview?.tag.description ?? "nil"))")
        }
        override func didMoveToSuperview() { log.lines.append("\(tag) didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) {
            log.lines.append("\(tag) willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() { log.lines.append("\(tag) didMoveToWindow") }
        override func didAddSubview(_ subview: UIView) { log.lines.append("\(tag) didAddSubview(\(subview.tag))") }
        override func willRemoveSubview(_ subview: UIView) {
            log.lines.append("\(tag) willRemoveSubview(\(subview.tag))")
        }
    }

    let log = Log()

    func told(_ tag: Int) -> Told {
        let view = Told(frame: .zero)
        view.tag = tag
        view.log = log
        return view
    }

    /// Added to a view in a window, a view (and its subview) hear they move to the window, in
    /// UIKit's order; removed, the reverse. A view moved within its superview hears nothing.
    @Test func aViewIsToldWhenItMovesAsUIKitTellsIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (parent, child, grandchild) = (told(1), told(2), told(3))
        window.addSubview(parent)
        child.addSubview(grandchild)
        log.lines = []
        parent.addSubview(child)
        #expect(
            log.lines == [
                "2 willMove(toSuperview: 1)", "2 willMove(toWindow: window)", "3 willMove(toWindow: window)",
                "2 didMoveToWindow", "3 didMoveToWindow", "2 didMoveToSuperview", "1 didAddSubview(2)"
            ])
        #expect(grandchild.window === window && child.superview === parent)
        log.lines = []
        parent.addSubview(child)
        #expect(log.lines.isEmpty)
        child.removeFromSuperview()
        #expect(
            log.lines == [
                "1 willRemoveSubview(2)", "2 willMove(toSuperview: nil)", "2 willMove(toWindow: nil)",
                "3 willMove(toWindow: nil)", "2 didMoveToWindow", "3 didMoveToWindow", "2 didMoveToSuperview"
            ])
        #expect(grandchild.window == nil && child.superview == nil)
    }

    /// Subviews in UIKit's order: inserted at an index, below or above a sibling, brought to the
    /// front, sent to the back, exchanged; a subview added again moves to the front. A tag is
    /// found in the tree, depth first.
    /// A view keeps its centre and bounds, as UIKit's does: a new bounds size resizes the frame
    /// about the centre, and autoresizes the subviews; a new frame sets both. (PinLayout sets
    /// `center`, then `bounds.size`: 635 of its 985 examples failed when the bounds alone changed.)
    @Test func aNewBoundsSizeResizesTheFrameAboutItsCentre() {
        let view = UIView(frame: CGRect(x: 140, y: 100, width: 200, height: 120))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        child.autoresizingMask = [.flexibleWidth]
        view.addSubview(child)
        // The centre stays at (140 + 100, 100 + 60) = (240, 160): 100 × 120 starts at 240 − 50 = 190.
        view.bounds.size = CGSize(width: 100, height: 120)
        #expect(view.frame == CGRect(x: 190, y: 100, width: 100, height: 120))
        #expect(view.center == CGPoint(x: 240, y: 160))
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        // PinLayout's order: the centre of (140, 100, 100, 120) is (190, 160), then the size.
        view.center = CGPoint(x: 190, y: 160)
        view.bounds.size = CGSize(width: 100, height: 120)
        #expect(view.frame == CGRect(x: 140, y: 100, width: 100, height: 120))
        // The origin is the scroll offset, not the frame's.
        view.bounds.origin = CGPoint(x: 0, y: 30)
        #expect(view.frame == CGRect(x: 140, y: 100, width: 100, height: 120))
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 60)
        #expect(view.bounds == CGRect(x: 0, y: 30, width: 50, height: 60))
    }

    /// The centre is the layer's anchor point, as UIKit's `center` is its layer's `position`:
    /// moving the anchor of a view at (100, 100), 100 × 100, to (0.25, 0.25) keeps the centre
    /// at (150, 150) and moves the frame to 150 − 25 = 125; a frame set then puts the centre at
    /// 100 + 25 = 125. Scaled by 2 about an anchor at (0, 0), the view grows from its corner:
    /// (100, 100), 200 × 200, its bounds still 100 × 100; a frame set on it is reached by
    /// bounds with the scale undone. (PinLayout's anchor-point and `pinFrame` examples.)
    @Test func theCentreIsTheLayersAnchorPoint() {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.layer.anchorPoint = CGPoint(x: 0.25, y: 0.25)
        #expect(view.center == CGPoint(x: 150, y: 150))
        #expect(view.frame == CGRect(x: 125, y: 125, width: 100, height: 100))
        view.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        #expect(view.center == CGPoint(x: 125, y: 125))
        view.layer.anchorPoint = .zero
        view.center = CGPoint(x: 100, y: 100)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 100, y: 100, width: 200, height: 200))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        // A frame set on the scaled view: bounds 100 × 50 / 2 = 50 × 25, the corner (anchor)
        // at the frame's, (100, 100).
        view.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        #expect(view.bounds.size == CGSize(width: 50, height: 25))
        #expect(view.frame == CGRect(x: 100, y: 100, width: 100, height: 50) && view.center == CGPoint(x: 100, y: 100))
    }

    @Test func subviewsKeepUIKitsOrder() {
        let parent = UIView()
        let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
        for (view, tag) in [(a, 1), (b, 2), (c, 3), (d, 4)] { view.tag = tag }
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(\.tag) == [3, 1, 2])
        parent.insertSubview(d, belowSubview: b)
        #expect(parent.subviews.map(\.tag) == [3, 1, 4, 2])
        parent.insertSubview(c, aboveSubview: d)
        #expect(parent.subviews.map(\.tag) == [1, 4, 3, 2])
        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.map(\.tag) == [2, 4, 3, 1])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        parent.addSubview(a)
        #expect(
            parent.subviews.map(\.tag) == [4, 3, 2, 1] && parent.viewWithTag(3) === c && parent.viewWithTag(9) == nil)
    }

    /// Hit-testing takes the frontmost touchable view under the point: (30, 30) is in both
    /// siblings, the later one wins; a hidden one is passed over; outside the root, nothing.
    @Test func hitTestingFindsTheFrontmostTouchableView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === front)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 101, y: 5), with: nil) == nil)
    }

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }
    /// A layer class of the app's own, set up when made (from an archive, or by a view).
    final class StripesLayer: CAShapeLayer {
        override init() {
            super.init()
            lineWidth = 2
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            lineWidth = 2
        }
    }
    final class StripesView: UIView {
        override class var layerClass: AnyClass { StripesLayer.self }
    }
    final class Scrolled: UIScrollViewDelegate {}
    final class Collected: UICollectionViewDelegate {}

    /// A view's layer is of its class's `layerClass`, one for its life, the app's own class
    /// too (made by its `init?(coder:)`, as `init()` is not required). A scroll view's
    /// delegate is a `UIScrollViewDelegate`; a collection view's, read as a collection view's,
    /// is a `UICollectionViewDelegate`, and one reference with it. The zoom scale stays within
    /// its bounds.
    @Test func layersDelegatesAndZoomAreUIKits() {
        let view = GradientView()
        #expect(view.layer is CAGradientLayer && view.layer === view.layer)
        #expect((StripesView().layer as? StripesLayer)?.lineWidth == 2)
        let scroll = UIScrollView()
        let scrolled = Scrolled()
        scroll.delegate = scrolled
        #expect(scroll.delegate === scrolled)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let collected = Collected()
        collection.delegate = collected
        let asScroll: UIScrollView = collection
        #expect(collection.delegate === collected && asScroll.delegate === collected)
        asScroll.delegate = scrolled
        #expect(collection.delegate == nil, "a scroll view delegate is not a collection view delegate")
        scroll.maximumZoomScale = 3
        scroll.zoomScale = 5
        #expect(scroll.zoomScale == 3 && scroll.pinchGestureRecognizer != nil)
        #expect(
            scroll.panGestureRecognizer === scroll.panGestureRecognizer && scroll.panGestureRecognizer.view === scroll)
    }

    /// Counts what UIKit lets a subclass override (open there, as UIKit's Objective-C methods).
    final class CountingCollectionView: UICollectionView {
        var registered: [String] = []
        override func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
            registered.append(identifier)
            super.register(cellClass, forCellWithReuseIdentifier: identifier)
        }
        override var indexPathsForVisibleItems: [IndexPath] { [] }
    }

    final class Model: NSObject {
        let title = "Trails"
        private let count = 3
    }

    /// A collection view subclass overrides registering and what is visible, as it may on iOS.
    /// Messages by name find no runtime: nothing responds, a perform does nothing (said once),
    /// a selector's timer and notification observer are never called. Key-value coding reads
    /// stored properties by name.
    /// Sublayers set become the layer's.
    @Test func whatObjectiveCsRuntimeAnswersIsAnsweredPlainly() {
        let view = CountingCollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        #expect(view.registered == ["cell"] && view.visibleCells.isEmpty)
        let model = Model()
        #expect(!model.responds(to: NSSelectorFromString("title")) && NSStringFromSelector(Selector("a:b:")) == "a:b:")
        #expect(model.perform(Selector("refresh")) == nil && model.perform(Selector("refresh")) == nil)
        #expect(Console.count(of: "perform(refresh) does nothing here: no Objective-C runtime to send it") == 1)
        #expect(model.value(forKey: "title") as? String == "Trails" && model.value(forKey: "count") as? Int == 3)
        #expect(model.value(forKey: "missing") == nil)
        let timer = Timer.scheduledTimer(
            timeInterval: 0.01, target: model, selector: Selector("tick:"), userInfo: nil, repeats: true)
        #expect(timer.isValid)
        timer.invalidate()
        // An observer by selector compiles as on iOS and is never called (said once); a
        // closure's is, as Foundation delivers it.
        let changed = Notification.Name("ThemeDidChange")
        NotificationCenter.default.addObserver(model, selector: Selector("themeDidChange"), name: changed, object: nil)
        nonisolated(unsafe) var heard = 0  // posted and heard on this thread
        let token = NotificationCenter.default.addObserver(forName: changed, object: nil, queue: nil) { _ in heard += 1
        }
        NotificationCenter.default.post(name: changed, object: nil)
        NotificationCenter.default.removeObserver(token)
        NotificationCenter.default.removeObserver(model)
        #expect(heard == 1)
        #expect(
            Console.count(
                of:
                    "NotificationCenter observer (themeDidChange) is not called here: no Objective-C runtime to send its message"
            ) == 1)
        let (layer, first, second) = (CALayer(), CALayer(), CALayer())
        layer.addSublayer(first)
        layer.sublayers = [second]
        #expect(first.superlayer == nil && second.superlayer === layer && layer.sublayers?.count == 1)
    }
}
