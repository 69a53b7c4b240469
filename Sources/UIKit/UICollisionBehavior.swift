import Foundation

/// Items colliding with each other and boundaries (UICollisionBehavior.h): kept, not simulated
/// (`_UnsimulatedBehavior`), so no collision is ever reported to its delegate.
@preconcurrency @MainActor
open class UICollisionBehavior: _UnsimulatedBehavior {
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything: Mode = [.items, .boundaries]
    }
    open var collisionMode = Mode.everything
    open var translatesReferenceBoundsIntoBoundary = false
    open weak var collisionDelegate: UICollisionBehaviorDelegate?
    open private(set) var boundaryIdentifiers: [NSCopying]?
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        boundaryIdentifiers = (boundaryIdentifiers ?? []) + [identifier]
    }
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        boundaryIdentifiers = (boundaryIdentifiers ?? []) + [identifier]
    }
    open func removeAllBoundaries() { boundaryIdentifiers = nil }
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
    }
}

/// Told of collisions: never, here.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {}
