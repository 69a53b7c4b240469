// os/Logger.h: the message a `Logger` takes, interpolated as the SDK's overloads allow
// (`\(count, format: .hex, privacy: .public)`). Every value is shown: a debugger attached to
// the app shows private values too. Also any value the SDK would refuse (an `Error`, an
// optional), described as `String(describing:)` does: code that compiles on iOS compiles here.
import Foundation

public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    package let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
        attributes: String = ""
    ) {
        text += align.applied(to: String(describing: value()))
    }

    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        text += align.applied(to: value())
    }

    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogIntegerAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        text += align.applied(to: format.string(number()))
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogFloatAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        text += align.applied(to: format.string(number()))
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogFloatAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        text += align.applied(to: format.string(Double(number())))
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogFloatAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        text += align.applied(to: format.string(Double(number())))
    }

    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto,
        attributes: String = ""
    ) {
        switch format.style {
        case .truth: text += boolean() ? "true" : "false"
        case .answer: text += boolean() ? "YES" : "NO"
        }
    }
}

/// Whose eyes a value is for. Nothing is redacted here (see the file's comment).
public struct OSLogPrivacy: Equatable, Sendable {
    let name: String
    public struct Mask: Equatable, Sendable {
        let name: String
        public static let hash = Mask(name: "hash")
        public static let none = Mask(name: "none")
    }
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    public static let auto = OSLogPrivacy(name: "auto")
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private") }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive") }
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto") }
}

/// A value padded to a number of columns: right-aligned for a positive width, as `%5s` does.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let left: Bool
    public static let none = OSLogStringAlignment(columns: 0, left: false)
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), left: false)
    }
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), left: true)
    }

    func applied(to value: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - value.count))
        return left ? value + padding : padding + value
    }
}
public typealias OSLogIntegerAlignment = OSLogStringAlignment
public typealias OSLogFloatAlignment = OSLogStringAlignment

public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    public static let decimal = decimal()
    public static let hex = hex()
    public static let octal = octal()

    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0)
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(
            radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: minDigits())
    }
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure @escaping () -> Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
            minDigits: minDigits())
    }
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure @escaping () -> Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
            minDigits: minDigits())
    }

    /// `255` as hex with its prefix: `0xff`; `-5` with 3 digits: `-005`.
    func string<T: FixedWidthInteger>(_ value: T) -> String {
        let digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        let padded = String(repeating: "0", count: max(0, minDigits - digits.count)) + digits
        let prefix = includePrefix ? (radix == 16 ? "0x" : radix == 8 ? "0" : "") : ""
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + padded
    }
}

public struct OSLogFloatFormatting: Sendable {
    enum Style: Sendable { case fixed, hex, exponential, hybrid }
    let style: Style
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    public static let fixed = fixed()
    public static let hex = hex()
    public static let exponential = exponential()
    public static let hybrid = hybrid()

    public static func fixed(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    )
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            style: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            style: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            style: .hex, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func exponential(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            style: .exponential, precision: precision(), explicitPositiveSign: explicitPositiveSign,
            uppercase: uppercase)
    }
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            style: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hybrid(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    )
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            style: .hybrid, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            style: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// As `%f`, `%a`, `%e` and `%g` print it (six digits unless a precision is given).
    func string(_ value: Double) -> String {
        let conversion: String
        switch style {
        case .fixed: conversion = "f"
        case .hex: conversion = "a"
        case .exponential: conversion = "e"
        case .hybrid: conversion = "g"
        }
        let format =
            "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\(max(0, min($0, 100)))" } ?? "")
            + (uppercase ? conversion.uppercased() : conversion)
        return String(format: format, value)
    }
}

public struct OSLogBoolFormat: Sendable {
    enum Style: Sendable { case truth, answer }
    let style: Style
    public static let truth = OSLogBoolFormat(style: .truth)
    public static let answer = OSLogBoolFormat(style: .answer)
}
