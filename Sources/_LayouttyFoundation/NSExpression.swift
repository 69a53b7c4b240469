import Foundation

/// Foundation's expression (NSExpression.h), which swift-corelibs-foundation declares with
/// every initializer unavailable: this one, which `import UIKit` brings and which shadows it,
/// as Core Data's fetches use it — a key path, a constant, an aggregate over a to-many key path
/// (`@sum.views`, `@count`, `@avg`, `@min`, `@max`) or a function of those (`sum:`, `count:` …) —
/// and evaluates it on values read by key (`PredicateFormat.value(at:of:)`).
open class NSExpression: NSObject, @unchecked Sendable {
    public enum ExpressionType: UInt, Sendable {
        case constantValue, evaluatedObject, variable, keyPath, function
        case unionSet, intersectSet, minusSet
        case subquery = 13
        case aggregate
        case anyKey = 15
        case block = 19
        case conditional = 20
    }

    public let expressionType: ExpressionType
    open private(set) var keyPath = ""
    open private(set) var constantValue: Any?
    open private(set) var function = ""
    open private(set) var arguments: [NSExpression]?

    public init(expressionType type: ExpressionType) {
        expressionType = type
        super.init()
    }

    public convenience init(forKeyPath keyPath: String) {
        self.init(expressionType: .keyPath)
        self.keyPath = keyPath
    }

    public convenience init(forConstantValue value: Any?) {
        self.init(expressionType: .constantValue)
        constantValue = value
    }

    public static func expressionForEvaluatedObject() -> NSExpression { NSExpression(expressionType: .evaluatedObject) }

    /// A function of Foundation's (`sum:`, `average:`, `count:`, `min:`, `max:`) on `arguments`.
    public convenience init(forFunction name: String, arguments: [Any]) {
        self.init(expressionType: .function)
        function = name
        self.arguments = arguments.map { ($0 as? NSExpression) ?? NSExpression(forConstantValue: $0) }
    }

    /// `"categoryName"` (a key path), `"@sum.views"` (an aggregate of one), a number or a quoted
    /// string (a constant), `%@` (an argument).
    public convenience init(format: String, _ arguments: Any...) {
        let text = format.trimmingCharacters(in: .whitespaces)
        if text == "%@" || text == "%K", let value = arguments.first {
            if text == "%K" { self.init(forKeyPath: "\(value)") } else { self.init(forConstantValue: value) }
        } else if let number = Double(text) {
            self.init(forConstantValue: number)
        } else if let quote = text.first, quote == "\"" || quote == "'" {
            self.init(forConstantValue: String(text.dropFirst().dropLast()))
        } else if let aggregate = Self.aggregates.first(where: { text.hasPrefix("@\($0.key)") }) {
            let path = text.dropFirst(aggregate.key.count + 1).drop { $0 == "." }
            self.init(forFunction: aggregate.value, arguments: [NSExpression(forKeyPath: String(path))])
        } else {
            self.init(forKeyPath: text)
        }
    }

    /// Key-value coding's collection operators and the functions they are.
    private static let aggregates = ["sum": "sum:", "avg": "average:", "count": "count:", "min": "min:", "max": "max:"]

    /// The expression's value for `object`: a function's over the values its argument reads (a
    /// to-many key path's, or the objects a fetch groups), else the value read or kept.
    open func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any? {
        switch expressionType {
        case .constantValue: return constantValue
        case .evaluatedObject: return object
        case .keyPath: return PredicateFormat.value(at: keyPath, of: object)
        case .function:
            let values = (arguments ?? []).flatMap { argument in
                let value = argument.expressionValue(with: object, context: context)
                return PredicateFormat.collection(value) ?? [value as Any]
            }
            return Self.apply(function, to: values)
        default: return nil
        }
    }

    /// A function over values: numbers summed, averaged, compared — integers' sum, minimum and
    /// maximum an integer, as Core Data answers for integer attributes; anything counted.
    package static func apply(_ function: String, to values: [Any]) -> Any? {
        let numbers = values.compactMap { PredicateFormat.number($0) }
        let whole = { (value: Double?) -> Any? in
            guard let value, values.allSatisfy({ $0 is any BinaryInteger }) else { return value }
            return Int(exactly: value) ?? value
        }
        switch function {
        case "count:": return values.count
        case "sum:": return whole(numbers.reduce(0, +))
        case "average:": return numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count)
        case "min:": return whole(numbers.min())
        case "max:": return whole(numbers.max())
        default: return nil
        }
    }

    open override var description: String {
        switch expressionType {
        case .keyPath: keyPath
        case .function: "\(function)(\((arguments ?? []).map(\.description).joined(separator: ", ")))"
        default: constantValue.map { "\($0)" } ?? "nil"
        }
    }
}
