import Foundation

// Core Graphics' geometry as layout files write it (CGGeometry.h): the C functions of
// Objective-C and the older Swift spellings, which Apple's platforms have and
// swift-corelibs-foundation lacks. (`CGRect.inset(by:)` takes UIKit's insets: UIGeometry.h.)

extension CGSize {
    /// Core Graphics's spelling of `==`.
    public func equalTo(_ other: CGSize) -> Bool { self == other }
}

extension CGPoint {
    /// Core Graphics's spelling of `==`.
    public func equalTo(_ other: CGPoint) -> Bool { self == other }
}

extension CGRect {
    /// Core Graphics's spelling of `==`.
    public func equalTo(_ other: CGRect) -> Bool { self == other }
}

// Core Graphics describes its geometry as tuples, `(0.0, 0.0, 100.0, 100.0)`: what a test's
// failure message reads, and what tests comparing descriptions expect (a layout library's suite
// compares `"\(frame)"` with such strings). swift-corelibs-foundation declares no description,
// so Swift's reflection spelled them `CGRect(origin: Foundation.CGPoint(x: 0.0, …`. The
// conformances are retroactive because on iOS the CoreGraphics overlay declares them, and here
// this module plays CoreGraphics' part.

// swift-format-ignore: AvoidRetroactiveConformances
extension CGPoint: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(x), \(y))" }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGSize: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(width), \(height))" }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGRect: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

// Core Graphics's C functions, which older layout files call.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }

public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }

public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }

public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }

public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }

public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }

public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }

public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }

public func CGRectIntersectsRect(_ a: CGRect, _ b: CGRect) -> Bool { a.intersects(b) }

public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { rect.contains(point) }

public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.insetBy(dx: dx, dy: dy) }

public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
