import CoreGraphics
import Foundation

/// Core Animation's 4x4 transform (row vectors, as Core Animation: `p' = p · M`), for
/// `LayoutAttributes.transform3D`. A terminal draws its 2-D part (`CATransform3DGetAffineTransform`):
/// a flip about the y axis shows as a narrowing, perspective (`m34`) is kept but not drawn.
///
/// ```swift
/// attributes.transform3D = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)  // drawn half as wide
/// ```
public struct CATransform3D: Hashable, Sendable {
    public var m11, m12, m13, m14: CGFloat
    public var m21, m22, m23, m24: CGFloat
    public var m31, m32, m33, m34: CGFloat
    public var m41, m42, m43, m44: CGFloat

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat,
        m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    public init() { self = CATransform3DIdentity }

    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    fileprivate init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2],
            m44: r[3][3])
    }
}

public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows
    let y = b.rows
    // Typed closures: inferring the nested ones took a second of every build.
    func entry(_ i: Int, _ j: Int) -> CGFloat {
        (0..<4).reduce(CGFloat(0)) { (sum: CGFloat, k: Int) -> CGFloat in sum + x[i][k] * y[k][j] }
    }
    return CATransform3D(
        rows: (0..<4).map { (i: Int) -> [CGFloat] in (0..<4).map { (j: Int) -> CGFloat in entry(i, j) } })
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z) (Rodrigues' formula); the identity
/// for a zero axis, as Core Animation.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (u, v, w) = (x / length, y / length, z / length)
    let (s, c) = (sin(angle), cos(angle))
    let k = 1 - c
    return CATransform3D(
        m11: c + u * u * k, m12: u * v * k + w * s, m13: u * w * k - v * s, m14: 0,
        m21: u * v * k - w * s, m22: c + v * v * k, m23: v * w * k + u * s, m24: 0,
        m31: u * w * k + v * s, m32: v * w * k - u * s, m33: c + w * w * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DTranslate(
    _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// The 2-D part: what a flat screen shows of the transform.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
