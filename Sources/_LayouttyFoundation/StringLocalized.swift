import Foundation

// iOS 15's `String(localized:)`, which Linux's Foundation does not declare: modern screens write
// every title with it (`String(localized: "\(count) photos")`), and a file using it did not
// compile. As Apple's: an interpolation becomes a format specifier in the key ("%lld photos"),
// the key is looked up in the table (the app's bundle by default, as `Bundle.main` is on iOS),
// and the words found are filled with the interpolated values.

extension Bundle {
    /// The app's bundle, where iOS's `Bundle.main` finds its files: the folder of links a
    /// preview made to the project's data files; nil for the program's own. Set once, before
    /// the user's code runs, by the program that shows it.
    nonisolated(unsafe) package static var appResources: Bundle?
}

extension String {
    /// A localized string's key and the values its interpolations hold, as iOS's
    /// `String.LocalizationValue` makes them: `"\(3) photos"` is the key `"%lld photos"` with 3.
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
        /// An interpolated value, as the format specifier it stands for reads it.
        enum Argument: Equatable, Sendable {
            case signed(Int64)
            case unsigned(UInt64)
            case double(Double)
            case object(String)

            var cVarArg: CVarArg {
                switch self {
                case .signed(let value): value
                case .unsigned(let value): value
                case .double(let value): value
                case .object(let value): value as NSString
                }
            }
        }

        let key: String
        let arguments: [Argument]

        public init(_ value: String) { (key, arguments) = (value, []) }
        public init(stringLiteral value: String) { self.init(value) }
        public init(stringInterpolation: StringInterpolation) {
            (key, arguments) = (stringInterpolation.key, stringInterpolation.arguments)
        }

        /// The format specifiers Apple's interpolation writes: `%lld` for a signed integer,
        /// `%llu` an unsigned one, `%lf` a `Double`, `%f` a `Float`, `%@` anything else.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [Argument] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacing("%", with: "%%")
            }

            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                if T.isSigned {
                    append("%lld", .signed(Int64(clamping: value)))
                } else {
                    append("%llu", .unsigned(UInt64(clamping: value)))
                }
            }

            public mutating func appendInterpolation(_ value: Double) { append("%lf", .double(value)) }
            public mutating func appendInterpolation(_ value: Float) { append("%f", .double(Double(value))) }
            public mutating func appendInterpolation(_ value: String) { append("%@", .object(value)) }
            public mutating func appendInterpolation<T>(_ value: T) { append("%@", .object(String(describing: value))) }

            private mutating func append(_ specifier: String, _ argument: Argument) {
                key += specifier
                arguments.append(argument)
            }
        }

        /// The words for this key in `table` of `bundle` (`defaultValue`'s key when the table
        /// has none), filled with the interpolated values.
        func localized(table: String?, bundle: Bundle?, defaultValue: LocalizationValue? = nil) -> String {
            let bundle = bundle ?? Bundle.appResources ?? .main
            let fallback = defaultValue ?? self
            let format = bundle.localizedString(forKey: key, value: fallback.key, table: table)
            let arguments = fallback.arguments.isEmpty ? self.arguments : fallback.arguments
            // Without values there is nothing to fill: "100%" stays itself, as iOS shows it.
            guard !arguments.isEmpty else { return format }
            return String(format: format, arguments: arguments.map(\.cVarArg))
        }
    }

    /// The words for `keyAndValue` in the app's strings (its key when they have none), filled
    /// with its interpolated values.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.localized(table: table, bundle: bundle)
    }

    /// The words for `key` in the app's strings, else `defaultValue`'s, filled with
    /// `defaultValue`'s interpolated values.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = LocalizationValue(key.description).localized(table: table, bundle: bundle, defaultValue: defaultValue)
    }
}
