import Foundation

// Foundation's predicate strings and key-named sort descriptors, which Apple's Foundation has and
// Linux's marks unavailable ("key-value coding is not available"): with `import UIKit`, as
// Foundation comes with it on iOS, `NSPredicate(format:)` and `NSSortDescriptor(key:ascending:)`
// compile (the available declaration is chosen over the unavailable one) and work on values read
// by key (`value(forKey:)`: a managed object's attributes, a class's stored properties, a
// dictionary's). Core Data's fetches and Photos' fetch options are written with them.

extension NSPredicate {
    /// A predicate parsed from Foundation's format language: comparisons (`==`, `!=`, `<`, `<=`,
    /// `>`, `>=`, `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE`, `MATCHES`, `IN`, `BETWEEN`, with
    /// `[cd]`), `AND`/`OR`/`NOT`, `ANY`/`ALL`/`NONE` over to-many key paths, `%K` and `%@`-style
    /// arguments, literals, `TRUEPREDICATE`. A format it cannot read stops the program with one
    /// line naming the format, as Foundation raises on iOS.
    public convenience init(format: String, _ arguments: Any...) {
        self.init(format: format, argumentArray: arguments)
    }

    public convenience init(format: String, argumentArray arguments: [Any]?) {
        var parser = PredicateFormat.Parser(format: format, arguments: arguments ?? [])
        let node = parser.parse()
        self.init { object, _ in node.evaluate(object) }
    }
}

extension NSSortDescriptor {
    /// Sorted by the value at `key` (a dotted key path), read by key; nil sorts first, as on iOS.
    public convenience init(key: String?, ascending: Bool) {
        self.init(key: key, ascending: ascending, selector: nil)
    }

    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        let caseless = selector.map { $0.name.lowercased().contains("caseinsensitive") } ?? false
        self.init(keyPath: \NSObject.self, ascending: ascending) { a, b in
            PredicateFormat.order(
                PredicateFormat.value(at: key ?? "", of: a), PredicateFormat.value(at: key ?? "", of: b),
                caseless: caseless)
        }
    }
}

enum PredicateFormat {
    indirect enum Node {
        case constant(Bool)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case compare(Operand, String, Operand, options: String, quantifier: String?)

        func evaluate(_ object: Any?) -> Bool {
            switch self {
            case .constant(let value): value
            case .not(let node): !node.evaluate(object)
            case .and(let a, let b): a.evaluate(object) && b.evaluate(object)
            case .or(let a, let b): a.evaluate(object) || b.evaluate(object)
            case .compare(let left, let op, let right, let options, let quantifier):
                PredicateFormat.compare(left.value(object), op, right.value(object), options, quantifier)
            }
        }
    }

    enum Operand {
        case value(Any?)
        case keyPath(String)

        func value(_ object: Any?) -> Any? {
            switch self {
            case .value(let value): value
            case .keyPath(let path): PredicateFormat.value(at: path, of: object)
            }
        }
    }

    /// The value at a dotted key path; through a to-many step, the values of each member.
    static func value(at path: String, of object: Any?) -> Any? {
        if path.isEmpty || path == "SELF" { return object }
        var current: Any? = object
        for key in path.split(separator: ".").map(String.init) where key != "SELF" {
            current = step(current, key)
        }
        return current
    }

    private static func step(_ value: Any?, _ key: String) -> Any? {
        if let members = collection(value) {
            return key == "@count" ? members.count : members.map { step($0, key) as Any }
        }
        switch value {
        case let dictionary as [String: Any]: return dictionary[key]
        case let dictionary as NSDictionary: return dictionary[key]
        case let object as NSObject: return object.value(forKey: key)
        case let other?: return Mirror(reflecting: other).children.first { $0.label == key }?.value
        case nil: return nil
        }
    }

    static func collection(_ value: Any?) -> [Any]? {
        switch value {
        case let set as NSSet: set.allObjects
        case let set as NSOrderedSet: set.array
        case let array as NSArray: array.map { $0 }
        case let array as [Any]: array
        default: nil
        }
    }

    static func compare(_ left: Any?, _ op: String, _ right: Any?, _ options: String, _ quantifier: String?) -> Bool {
        if let quantifier, let members = collection(left) {
            let results = members.map { compare($0, op, right, options, nil) }
            switch quantifier {
            case "ALL": return results.allSatisfy { $0 }
            case "NONE": return !results.contains(true)
            default: return results.contains(true)
            }
        }
        let caseless = options.contains("c")
        switch op {
        case "==", "=": return order(left, right, caseless: caseless) == .orderedSame && comparable(left, right)
        case "!=", "<>": return !(order(left, right, caseless: caseless) == .orderedSame && comparable(left, right))
        case "<": return order(left, right, caseless: caseless) == .orderedAscending
        case "<=", "=<": return order(left, right, caseless: caseless) != .orderedDescending
        case ">": return order(left, right, caseless: caseless) == .orderedDescending
        case ">=", "=>": return order(left, right, caseless: caseless) != .orderedAscending
        case "IN":
            if let members = collection(right) { return members.contains { compare(left, "==", $0, options, nil) } }
            return text(left, options).map { text(right, options)?.contains($0) ?? false } ?? false
        case "CONTAINS":
            if let members = collection(left) { return members.contains { compare($0, "==", right, options, nil) } }
            return textTest(left, right, options) { $0.contains($1) }
        case "BEGINSWITH": return textTest(left, right, options) { $0.hasPrefix($1) }
        case "ENDSWITH": return textTest(left, right, options) { $0.hasSuffix($1) }
        case "LIKE": return textTest(left, right, options) { matches($0, "^" + likePattern($1) + "$") }
        case "MATCHES": return textTest(left, right, options) { matches($0, "^(?:" + $1 + ")$") }
        case "BETWEEN":
            guard let bounds = collection(right), bounds.count == 2 else { return false }
            return compare(left, ">=", bounds[0], options, nil) && compare(left, "<=", bounds[1], options, nil)
        default: return false
        }
    }

    /// Whether two values can be equal: nil equals only nil.
    private static func comparable(_ a: Any?, _ b: Any?) -> Bool { (a == nil) == (b == nil) }

    private static func textTest(_ a: Any?, _ b: Any?, _ options: String, _ test: (String, String) -> Bool) -> Bool {
        guard let a = text(a, options), let b = text(b, options) else { return false }
        return test(a, b)
    }

    private static func text(_ value: Any?, _ options: String) -> String? {
        guard var text = value as? String ?? (value as? NSString).map({ String(describing: $0) }) else { return nil }
        if options.contains("c") { text = text.lowercased() }
        if options.contains("d") { text = text.folding(options: .diacriticInsensitive, locale: nil) }
        return text
    }

    private static func likePattern(_ like: String) -> String {
        NSRegularExpression.escapedPattern(for: like).replacingOccurrences(of: "\\*", with: ".*")
            .replacingOccurrences(of: "\\?", with: ".")
    }

    private static func matches(_ text: String, _ pattern: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }

    /// Two values in order: numbers as numbers, text as text, dates as dates, nil first; others
    /// equal when they are equal (or the same object) and otherwise unordered (ascending).
    static func order(_ a: Any?, _ b: Any?, caseless: Bool = false) -> ComparisonResult {
        switch (a, b) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let x = number(a), let y = number(b) {
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        }
        if var x = a as? String, var y = b as? String {
            if caseless { (x, y) = (x.lowercased(), y.lowercased()) }
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        }
        if let x = a as? Date, let y = b as? Date { return x.compare(y) }
        if let x = a as? AnyHashable, let y = b as? AnyHashable, x == y { return .orderedSame }
        if let x = a, let y = b, type(of: x) is AnyClass, (x as AnyObject) === (y as AnyObject) { return .orderedSame }
        return .orderedAscending
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Bool: value ? 1 : 0
        case let value as any BinaryInteger: Double(value)
        case let value as any BinaryFloatingPoint: Double(value)
        case let value as Decimal: NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }
}
