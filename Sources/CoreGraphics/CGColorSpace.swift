import Foundation

/// Core Graphics' colour space (CGColorSpace.h): which model an image's or a bitmap context's
/// components are in. Kept by name and model; nothing is converted here.
public final class CGColorSpace: Hashable, @unchecked Sendable {
    public let name: CFString?
    public let model: CGColorSpaceModel

    public init?(name: CFString) {
        self.name = name
        model = (name as String).lowercased().contains("gray") ? .monochrome : .rgb
    }

    package init(model: CGColorSpaceModel, name: CFString?) {
        (self.model, self.name) = (model, name)
    }

    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.model == b.model && a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    public static var sRGB: CFString { "kCGColorSpaceSRGB" }
    public static var displayP3: CFString { "kCGColorSpaceDisplayP3" }
    public static var extendedSRGB: CFString { "kCGColorSpaceExtendedSRGB" }
    public static var genericGrayGamma2_2: CFString { "kCGColorSpaceGenericGrayGamma2_2" }
    public static var linearGray: CFString { "kCGColorSpaceLinearGray" }
}

public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb, name: nil) }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome, name: nil) }

/// Where an image's alpha is, in its pixels (the low bits of `CGBitmapInfo`).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout: its alpha (`CGImageAlphaInfo`), byte order and floating point components.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(alpha: CGImageAlphaInfo) { rawValue = alpha.rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
