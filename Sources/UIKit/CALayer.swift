import CollectionLayout
import Foundation

/// Core Animation's layer, as far as views in layout files set it.
open class CALayer: NSObject {
    /// Required, as Core Animation's is: `Self()` makes a layer of the dynamic class.
    public required override init() { super.init() }
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
    open var frame = CGRect.zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var mask: CALayer?
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(index), layers.count))
        sublayers = layers
        layer.superlayer = self
    }
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
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

/// Core Graphics's colour, which layers take: UIKit's colour here (`cgColor` gives it).
public typealias CGColor = UIColor
