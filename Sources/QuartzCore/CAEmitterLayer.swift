import CoreGraphics
import Foundation

/// A particle emitter (confetti, snow): its settings kept, no particle drawn — a terminal cell
/// shows the layer's view, not what moves across it.
open class CAEmitterLayer: CALayer {
    open var emitterCells: [CAEmitterCell]?
    open var birthRate: Float = 1
    open var lifetime: Float = 1
    open var emitterPosition = CGPoint.zero
    open var emitterZPosition: CGFloat = 0
    open var emitterSize = CGSize.zero
    open var emitterDepth: CGFloat = 0
    open var emitterShape = CAEmitterLayerEmitterShape.point
    open var emitterMode = CAEmitterLayerEmitterMode.volume
    open var renderMode = CAEmitterLayerRenderMode.unordered
    open var preservesDepth = false
    open var velocity: Float = 1
    open var scale: Float = 1
    open var spin: Float = 1
    open var seed: UInt32 = 0
}

/// Where an emitter's particles start.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = Self(rawValue: "point")
    public static let line = Self(rawValue: "line")
    public static let rectangle = Self(rawValue: "rectangle")
    public static let cuboid = Self(rawValue: "cuboid")
    public static let circle = Self(rawValue: "circle")
    public static let sphere = Self(rawValue: "sphere")
}

/// Which part of an emitter's shape particles start from.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = Self(rawValue: "points")
    public static let outline = Self(rawValue: "outline")
    public static let surface = Self(rawValue: "surface")
    public static let volume = Self(rawValue: "volume")
}

/// The order an emitter's particles are composited in.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = Self(rawValue: "unordered")
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    public static let oldestLast = Self(rawValue: "oldestLast")
    public static let backToFront = Self(rawValue: "backToFront")
    public static let additive = Self(rawValue: "additive")
}
