import CollectionLayout
import Foundation

/// Core Animation's layer, as far as views in layout files set it.
open class CALayer: NSObject {
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
