import CoreGraphics
import Foundation
import _LayouttyConsole
import _LayouttyFoundation

/// Core Animation's layer, as far as views and their code set it: its geometry as Core Animation
/// keeps it (`bounds`, `position`, `anchorPoint`; `frame` derived from them), its tree, its
/// appearance (kept, not drawn) and its animations (kept, never run: `CAAnimation.swift`).
open class CALayer: NSObject, CAMediaTiming, _LayouttyKeyValueStore {
    public var _layouttyStoredValues: [String: Any] = [:]
    public override init() { super.init() }
    /// Required, as the layer's archiving makes it on iOS: a subclass with an initializer of
    /// its own writes this one too (a confetti layer made with its particles). It is also how a
    /// view makes a layer of its `layerClass`, as `init()` is not required (on iOS the
    /// Objective-C runtime calls it): a layer class whose `init?(coder:)` traps cannot be a
    /// view's layer here.
    public required init?(coder: NSCoder) { super.init() }

    /// A copy of `layer`'s geometry and appearance, as Core Animation makes presentation layers.
    public init(layer: Any) {
        super.init()
        guard let layer = layer as? CALayer else { return }
        (bounds, position, anchorPoint, zPosition, transform) =
            (layer.bounds, layer.position, layer.anchorPoint, layer.zPosition, layer.transform)
        (opacity, isHidden, cornerRadius, masksToBounds, backgroundColor) =
            (layer.opacity, layer.isHidden, layer.cornerRadius, layer.masksToBounds, layer.backgroundColor)
    }

    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var zPosition: CGFloat = 0
    open var opacity: Float = 1
    open var shadowColor: CGColor?
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowOpacity: Float = 0
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner
    ]
    open var cornerCurve = CALayerCornerCurve.circular
    open var isHidden = false
    open var name: String?
    open weak var delegate: CALayerDelegate?
    open var contents: Any?
    open var contentsGravity = CALayerContentsGravity.resize
    open var contentsScale: CGFloat = 1
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var needsDisplayOnBoundsChange = false
    open var isOpaque = false
    open var allowsEdgeAntialiasing = false
    open var shadowPath: CGPath?

    // Its timing (CAMediaTiming), as Core Animation keeps it: a layer's clock runs from its
    // superlayer's, `beginTime` later, `speed` times as fast, `timeOffset` ahead.
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed

    /// `time` of `layer`'s clock (nil: the host's, `CACurrentMediaTime()`'s) on this layer's.
    open func convertTime(_ time: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(layer?.hostTime(time) ?? time)
    }
    /// `time` of this layer's clock on `layer`'s (nil: the host's).
    open func convertTime(_ time: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let host = hostTime(time)
        return layer?.localTime(host) ?? host
    }
    private func localTime(_ host: CFTimeInterval) -> CFTimeInterval {
        ((superlayer?.localTime(host) ?? host) - beginTime) * CFTimeInterval(speed) + timeOffset
    }
    /// A stopped layer (`speed` 0) stands at its `beginTime` on its superlayer's clock.
    private func hostTime(_ local: CFTimeInterval) -> CFTimeInterval {
        let parent = speed == 0 ? beginTime : (local - timeOffset) / CFTimeInterval(speed) + beginTime
        return superlayer?.hostTime(parent) ?? parent
    }

    // MARK: Geometry, as Core Animation keeps it

    /// The layer's own coordinates: its size, and the origin its sublayers are placed from.
    open var bounds = CGRect.zero
    /// Where the layer's `anchorPoint` is, in its superlayer's coordinates.
    open var position = CGPoint.zero
    /// The point of the bounds, in unit coordinates, that `position` places and transforms turn
    /// about: the centre by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var transform = CATransform3DIdentity
    /// The bounds placed by `position` and `anchorPoint` (and, for a transformed layer, the
    /// transformed bounds' bounding box about the anchor point); setting it sets `position` and
    /// the bounds' size, as Core Animation's does.
    open var frame: CGRect {
        get {
            let untransformed = CGRect(
                x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                width: bounds.width, height: bounds.height)
            // Its 2-D part, as a flat screen shows it (perspective is kept, not drawn).
            guard !CATransform3DIsIdentity(transform) else { return untransformed }
            let anchored = untransformed.offsetBy(dx: -position.x, dy: -position.y)
            return anchored.applying(CATransform3DGetAffineTransform(transform)).offsetBy(
                dx: position.x, dy: position.y)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    open func setAffineTransform(_ transform: CGAffineTransform) {
        self.transform = CATransform3DMakeAffineTransform(transform)
    }

    // MARK: The layer tree

    open var mask: CALayer?
    /// Setting them makes this layer their superlayer (and each leaves the one it was in).
    open var sublayers: [CALayer]? {
        get { ownSublayers }
        set {
            for layer in ownSublayers ?? [] where !(newValue ?? []).contains(where: { $0 === layer }) {
                layer.superlayer = nil
            }
            for layer in newValue ?? [] where layer.superlayer !== self { layer.removeFromSuperlayer() }
            ownSublayers = newValue
            for layer in newValue ?? [] { layer.superlayer = self }
        }
    }
    private var ownSublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var layers = ownSublayers ?? []
        layers.insert(layer, at: min(Int(index), layers.count))
        ownSublayers = layers
        layer.superlayer = self
    }
    /// Below `sibling` when it is a sublayer, else at the back, as Core Animation's.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertSublayer(layer, at: UInt32(index(of: sibling) ?? 0))
    }
    /// Above `sibling` when it is a sublayer, else at the front, as Core Animation's.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insertSublayer(layer, at: UInt32(index(of: sibling).map { $0 + 1 } ?? sublayers?.count ?? 0))
    }
    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let at = index(of: old) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(at))
    }
    private func index(of sibling: CALayer?) -> Int? {
        sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } }
    }
    open func removeFromSuperlayer() {
        superlayer?.ownSublayers?.removeAll { $0 === self }
        superlayer = nil
    }
    open func setNeedsDisplay() {}
    open func displayIfNeeded() {}
    open func display() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() { layoutSublayers() }
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let here = origin(in: nil)
        let there = layer?.origin(in: nil) ?? .zero
        return CGPoint(x: point.x + here.x - there.x, y: point.y + here.y - there.y)
    }
    open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: layer), size: rect.size)
    }
    /// Where this layer's coordinate origin is in the root layer's (untransformed).
    private func origin(in root: CALayer?) -> CGPoint {
        guard let superlayer, superlayer !== root else { return CGPoint(x: -bounds.minX, y: -bounds.minY) }
        let above = superlayer.origin(in: root)
        return CGPoint(x: above.x + frame.minX - bounds.minX, y: above.y + frame.minY - bounds.minY)
    }

    // MARK: Animations: kept, never run

    /// The animations added, by key (an animation added without one gets a key of its own).
    private var animations: [(key: String, animation: CAAnimation)] = []

    /// Keeps `animation` (a copy, as Core Animation does) under `key`, replacing one of that key:
    /// it stays in flight — `animation(forKey:)` answers it — and never runs. The layer's
    /// values are those its code set; the preview draws them (said once in the log). Its
    /// delegate hears that it started.
    open func add(_ animation: CAAnimation, forKey key: String?) {
        let kept = animation.copy() as? CAAnimation ?? animation
        let key = key ?? "_layoutty.\(ObjectIdentifier(kept))"
        animations.removeAll { $0.key == key }
        animations.append((key, kept))
        Console.report([
            "\(type(of: animation)) animations are kept, not run: the screen shows the values they start from"
        ])
        kept.delegate?.animationDidStart(kept)
    }
    open func animation(forKey key: String) -> CAAnimation? { animations.first { $0.key == key }?.animation }
    open func animationKeys() -> [String]? {
        animations.isEmpty ? nil : animations.map(\.key).filter { !$0.hasPrefix("_layoutty.") }
    }
    /// Removes the animation of `key`: its delegate hears it stopped, unfinished.
    open func removeAnimation(forKey key: String) {
        guard let index = animations.firstIndex(where: { $0.key == key }) else { return }
        let removed = animations.remove(at: index).animation
        removed.delegate?.animationDidStop(removed, finished: false)
    }
    open func removeAllAnimations() {
        for key in animations.map(\.key) { removeAnimation(forKey: key) }
    }
    /// The layer as shown: here the layer itself, since no animation runs.
    open func presentation() -> Self? { self }
    open func model() -> Self { self }
}

/// What a layer asks its delegate (a view is its layer's).
public protocol CALayerDelegate: AnyObject {
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    public func layoutSublayers(of layer: CALayer) {}
}

/// How a layer's contents fill its bounds: kept.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let resize = Self(rawValue: "resize")
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// Which corners a layer rounds: kept, not drawn.
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

public enum CALayerCornerCurve: Sendable {
    case circular, continuous
}
