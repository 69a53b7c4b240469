import Foundation

/// Core Graphics' path (CGPath.h): what a shape layer draws and a shadow follows. Kept as its
/// elements; arcs and ellipses are made of cubic Bézier curves as Core Graphics makes them, so
/// `boundingBox` (which, as Core Graphics', holds the control points) is Core Graphics' answer.
open class CGPath: NSObject {
    /// One element, as `CGPathElement` names them.
    public enum Element: Equatable, Sendable {
        case moveTo(CGPoint)
        case lineTo(CGPoint)
        case quadCurveTo(CGPoint, control: CGPoint)
        case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public package(set) var elements: [Element] = []

    public override init() { super.init() }

    package init(elements: [Element]) {
        self.elements = elements
        super.init()
    }

    /// The smallest rect holding every point of the path, control points included; `.null` for
    /// an empty path.
    public var boundingBox: CGRect {
        let points = elements.flatMap { element -> [CGPoint] in
            switch element {
            case .moveTo(let point), .lineTo(let point): [point]
            case .quadCurveTo(let point, let control): [point, control]
            case .curveTo(let point, let control1, let control2): [point, control1, control2]
            case .closeSubpath: []
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
            $0.union(CGRect(origin: $1, size: .zero))
        }
    }
    public var isEmpty: Bool { elements.isEmpty }
    /// Where the last element ends (the subpath's start after a close).
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .moveTo(let point):
                (start, current) = (point, point)
            case .lineTo(let point), .quadCurveTo(let point, _), .curveTo(let point, _, _): current = point
            case .closeSubpath: current = start
            }
        }
        return current
    }
    /// Whether the area the path fills holds `point` (a hit test: a slanted cell's outline, a
    /// round button's), under `rule`, after `transform`; a point on the outline is held, as Core
    /// Graphics answers. Each subpath is closed, as filling closes it; curves are followed as 16
    /// straight pieces each, enough for a hit test in points.
    /// - Complexity: O(n) in the path's elements.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        var winding = 0
        var onOutline = false
        var (start, current, started) = (CGPoint.zero, CGPoint.zero, false)
        func edge(to end: CGPoint) {
            let (a, b) = (current.applying(transform), end.applying(transform))
            let (dx, dy, px, py) = (b.x - a.x, b.y - a.y, point.x - a.x, point.y - a.y)
            let (along, length) = (dx * px + dy * py, dx * dx + dy * dy)
            if length > 0
                ? abs(dx * py - dy * px) <= 1e-9 * length.squareRoot() && along >= 0 && along <= length
                : (px, py) == (0, 0)
            {
                onOutline = true
            }
            // Crossing the ray to the right of `point`: upward counts +1, downward −1.
            if (a.y <= point.y) != (b.y <= point.y) {
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x { winding += b.y > a.y ? 1 : -1 }
            }
            current = end
        }
        func curve(_ pointAt: (CGFloat) -> CGPoint) {
            for step in 1...16 { edge(to: pointAt(CGFloat(step) / 16)) }
        }
        for element in elements {
            switch element {
            case .moveTo(let to):
                if started { edge(to: start) }
                (start, current, started) = (to, to, true)
            case .lineTo(let to): edge(to: to)
            case .quadCurveTo(let to, let control):
                let from = current
                curve { t in
                    let u = 1 - t
                    return CGPoint(
                        x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
                        y: u * u * from.y + 2 * u * t * control.y + t * t * to.y)
                }
            case .curveTo(let to, let control1, let control2):
                let from = current
                curve { t in
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    return CGPoint(
                        x: a * from.x + b * control1.x + c * control2.x + d * to.x,
                        y: a * from.y + b * control1.y + c * control2.y + d * to.y)
                }
            case .closeSubpath: edge(to: start)
            }
        }
        if started { edge(to: start) }
        return onOutline || (rule == .evenOdd ? winding % 2 != 0 : winding != 0)
    }
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: transform.map { elements.map(Self.apply($0.pointee)) } ?? elements)
    }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    package static func apply(_ transform: CGAffineTransform) -> (Element) -> Element {
        { element in
            switch element {
            case .moveTo(let point): .moveTo(point.applying(transform))
            case .lineTo(let point): .lineTo(point.applying(transform))
            case .quadCurveTo(let point, let control):
                .quadCurveTo(point.applying(transform), control: control.applying(transform))
            case .curveTo(let point, let control1, let control2):
                .curveTo(
                    point.applying(transform), control1: control1.applying(transform),
                    control2: control2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
    }
}

/// A path that grows, element by element, as Core Graphics' mutable path.
open class CGMutablePath: CGPath {
    public func move(to point: CGPoint) { elements.append(.moveTo(point)) }
    public func addLine(to point: CGPoint) { elements.append(.lineTo(point)) }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach(addLine)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quadCurveTo(end, control: control)) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curveTo(end, control1: control1, control2: control2))
    }
    public func closeSubpath() { elements.append(.closeSubpath) }
    public func addPath(_ path: CGPath) { elements += path.elements }

    public func addRect(_ rect: CGRect) {
        addLines(between: [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)
        ])
        closeSubpath()
    }

    /// Four quarter arcs from the rightmost point, clockwise in a flipped (UIKit) space.
    public func addEllipse(in rect: CGRect) {
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        move(to: CGPoint(x: rect.maxX, y: rect.midY))
        for quarter in 0..<4 {
            addArcSegment(
                centre: CGPoint(x: rect.midX, y: rect.midY), radii: (rx, ry),
                from: CGFloat(quarter) * .pi / 2, to: CGFloat(quarter + 1) * .pi / 2)
        }
        closeSubpath()
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        addRoundedRect(in: rect, radii: CGSize(width: cornerWidth, height: cornerHeight), rounding: 0b1111)
    }

    /// A rect from its top edge, clockwise as the screen shows it; the `rounding` corners are
    /// quarter ellipses of `radii` (at most half the rect), the others square. The corners are
    /// bits as UIKit's `UIRectCorner` numbers them: top left 1, top right 2, bottom left 4,
    /// bottom right 8 (Core Graphics has no type of its own for them).
    package func addRoundedRect(in rect: CGRect, radii: CGSize, rounding corners: UInt) {
        let (rx, ry) = (min(radii.width, rect.width / 2), min(radii.height, rect.height / 2))
        // Per corner: its bit, its point, the centre of its arc, and the angle the arc starts at.
        let all: [(UInt, CGPoint, CGPoint, CGFloat)] = [
            (2, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX - rx, y: rect.minY + ry), -.pi / 2),
            (8, CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), 0),
            (4, CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX + rx, y: rect.maxY - ry), .pi / 2),
            (1, CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.minX + rx, y: rect.minY + ry), .pi)
        ]
        move(to: corners & 1 != 0 ? CGPoint(x: rect.minX + rx, y: rect.minY) : all[3].1)
        for (corner, point, centre, start) in all {
            guard corners & corner != 0 else {
                addLine(to: point)
                continue
            }
            addLine(to: CGPoint(x: centre.x + rx * cos(start), y: centre.y + ry * sin(start)))
            addArcSegment(centre: centre, radii: (rx, ry), from: start, to: start + .pi / 2)
        }
        closeSubpath()
    }

    /// An arc of a circle from `startAngle` to `endAngle` (radians, clockwise as the screen
    /// shows it when `clockwise`), joined by a line to the current point, as Core Graphics' is.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle - startAngle
        if clockwise {
            while sweep < 0 { sweep += 2 * .pi }
        } else {
            while sweep > 0 { sweep -= 2 * .pi }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if isEmpty { move(to: start.applying(transform)) } else { addLine(to: start.applying(transform)) }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let from = elements.count
        for piece in 0..<pieces {
            let a = startAngle + sweep * CGFloat(piece) / CGFloat(pieces)
            addArcSegment(centre: center, radii: (radius, radius), from: a, to: a + sweep / CGFloat(pieces))
        }
        if !transform.isIdentity {
            elements[from...] = ArraySlice(elements[from...].map(Self.apply(transform)))
        }
    }

    /// One cubic Bézier curve for an elliptic arc of at most a quarter turn: control points at
    /// k = 4/3 · tan(θ/4) of the radius along the tangents (the standard approximation).
    private func addArcSegment(centre: CGPoint, radii: (CGFloat, CGFloat), from a: CGFloat, to b: CGFloat) {
        let k = 4 / 3 * tan((b - a) / 4)
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: centre.x + radii.0 * cos(angle), y: centre.y + radii.1 * sin(angle))
        }
        let (p0, p3) = (point(a), point(b))
        let control1 = CGPoint(x: p0.x - k * radii.0 * sin(a), y: p0.y + k * radii.1 * cos(a))
        let control2 = CGPoint(x: p3.x + k * radii.0 * sin(b), y: p3.y - k * radii.1 * cos(b))
        addCurve(to: p3, control1: control1, control2: control2)
    }
}

extension CGPath {
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect)
        self.init(path, transform: transform)
    }
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        self.init(path, transform: transform)
    }
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        self.init(path, transform: transform)
    }
    private convenience init(_ path: CGPath, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: transform.map { path.elements.map(Self.apply($0.pointee)) } ?? path.elements)
    }
}

/// How a stroke's ends and joins are drawn (CGPath.h): kept.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
