import Foundation
import _LayouttyConsole

extension NSLayoutConstraint {
    /// How the views of a visual format line up across it (`alignAllCenterY`…) and which
    /// edges a horizontal format uses.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    /// Apple's visual format language: `H:|-[label]-8-[field(>=120@750)]-|`, `V:[a]-20-[b]|`.
    /// A connection `-` is the standard spacing (8 points between views, 20 to the superview's
    /// edge), no connection is flush; predicates relate a view's length to a constant, a metric
    /// or another view. A format that does not parse makes no constraint and is logged once
    /// (`Console`), where UIKit stops the app.
    public class func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
            return try parser.constraints(options: options)
        } catch {
            Console.report(["unable to parse constraint format \"\(format)\": \(error.reason)"])
            return []
        }
    }
}

/// One visual format string read into constraints.
private struct VisualFormatParser {
    struct Failure: Error { let reason: String }
    /// `relation value @priority`, the value a number, a metric or a view's name.
    struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: AnyObject?
        var priority = UILayoutPriority.required
    }

    let text: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    var at = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        (text, self.metrics, self.views) = (Array(format.filter { !$0.isWhitespace }), metrics, views)
    }

    mutating func constraints(options: NSLayoutConstraint.FormatOptions) throws(Failure) -> [NSLayoutConstraint] {
        var vertical = false
        if text.count >= 2, text[1] == ":" {
            guard ["H", "V"].contains(text[0]) else { throw Failure(reason: "the orientation is H or V") }
            vertical = text[0] == "V"
            at = 2
        }
        let leftToRight = options.contains(.directionLeftToRight)
        let (start, end): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            vertical ? (.top, .bottom) : leftToRight ? (.left, .right) : (.leading, .trailing)
        let length: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var made: [NSLayoutConstraint] = []
        var previous: UIView?
        // The connection before the next view: its predicates (nil: the standard spacing),
        // or no connection at all (a first view with no `|` before it).
        var pending: [Predicate]??
        if peek == "|" {
            at += 1
            pending = .some(try connection())
        }
        var placed: [UIView] = []
        while peek == "[" {
            let (view, sizes) = try viewItem()
            placed.append(view)
            for size in sizes {
                let c = NSLayoutConstraint(
                    item: view, attribute: length, relatedBy: size.relation, toItem: size.view,
                    attribute: size.view == nil ? .notAnAttribute : length, multiplier: 1, constant: size.constant)
                c.priority = size.priority
                made.append(c)
            }
            if case .some(let spacing) = pending {
                made += Self.spacing(
                    spacing, from: previous ?? view.superview, previous == nil ? start : end, to: view, start)
            }
            previous = view
            pending = peek == "|" || peek == "[" || peek == "-" ? .some(try connection()) : nil
        }
        guard let last = placed.last else { throw Failure(reason: "no view in brackets, such as [label]") }
        if peek == "|" {
            at += 1
            if case .some(let spacing) = pending {
                made += Self.spacing(spacing, from: last, end, to: last.superview, end)
            }
        } else if pending != nil {
            throw Failure(reason: "a connection must lead to a view or |")
        }
        guard at == text.count else { throw Failure(reason: "unexpected \"\(String(text[at...]))\"") }
        for attribute in Self.alignments(options) {
            for (a, b) in zip(placed, placed.dropFirst()) {
                made.append(
                    NSLayoutConstraint(
                        item: a, attribute: attribute, relatedBy: .equal, toItem: b, attribute: attribute,
                        multiplier: 1, constant: 0))
            }
        }
        return made
    }

    private var peek: Character? { at < text.count ? text[at] : nil }

    /// What follows a view or `|`: `-predicates-`, `-` (standard), or nothing (flush).
    mutating func connection() throws(Failure) -> [Predicate]? {
        guard peek == "-" else { return [Predicate()] }
        at += 1
        guard peek != "[" && peek != "|" else { return nil }
        let predicates = try predicateList()
        guard peek == "-" else { throw Failure(reason: "a spacing ends with -") }
        at += 1
        return predicates
    }

    /// `[name(predicates)]`.
    mutating func viewItem() throws(Failure) -> (UIView, [Predicate]) {
        at += 1
        let name = word()
        guard let view = views[name] as? UIView else { throw Failure(reason: "no view named \"\(name)\" in the views") }
        var sizes: [Predicate] = []
        if peek == "(" { sizes = try predicateList() }
        guard peek == "]" else { throw Failure(reason: "expected ] after \(name)") }
        at += 1
        return (view, sizes)
    }

    /// `8`, `metric` or `(>=8@750,==other)`.
    mutating func predicateList() throws(Failure) -> [Predicate] {
        guard peek == "(" else { return [try predicate()] }
        at += 1
        var list = [try predicate()]
        while peek == "," {
            at += 1
            list.append(try predicate())
        }
        guard peek == ")" else { throw Failure(reason: "expected )") }
        at += 1
        return list
    }

    mutating func predicate() throws(Failure) -> Predicate {
        var result = Predicate()
        for (symbol, relation) in [
            ("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)
        ]
        where String(text[at..<min(at + 2, text.count)]) == symbol {
            result.relation = relation
            at += 2
        }
        let object = word()
        if let number = Double(object) {
            result.constant = CGFloat(number)
        } else if let metric = metrics[object] {
            result.constant = try Self.number(metric, object)
        } else if let view = views[object] as? UIView {
            result.view = view
        } else {
            throw Failure(reason: "\"\(object)\" is no number, metric or view")
        }
        if peek == "@" {
            at += 1
            let priority = word()
            let value: CGFloat
            if let number = Double(priority) {
                value = CGFloat(number)
            } else {
                value = try Self.number(metrics[priority] as Any, priority)
            }
            result.priority = UILayoutPriority(Float(value))
        }
        return result
    }

    /// A name or number: letters, digits, `_` and `.`.
    mutating func word() -> String {
        let start = at
        while let c = peek, c.isLetter || c.isNumber || c == "_" || c == "." { at += 1 }
        return String(text[start..<at])
    }

    static func number(_ value: Any, _ name: String) throws(Failure) -> CGFloat {
        switch value {
        case let number as CGFloat: return number
        case let number as Double: return CGFloat(number)
        case let number as Int: return CGFloat(number)
        case let number as NSNumber: return CGFloat(number.doubleValue)
        default: throw Failure(reason: "the metric \"\(name)\" is not a number")
        }
    }

    /// The gap from `first`'s edge to `second`'s, per predicate: `second.secondEdge  relation
    /// first.firstEdge + constant` (nil: the standard spacing, 20 to a superview's edge, 8
    /// between views).
    static func spacing(
        _ predicates: [Predicate]?, from first: UIView?, _ firstEdge: NSLayoutConstraint.Attribute, to second: UIView?,
        _ secondEdge: NSLayoutConstraint.Attribute
    ) -> [NSLayoutConstraint] {
        guard let first, let second else { return [] }
        let standard = Predicate(constant: first === second.superview || second === first.superview ? 20 : 8)
        return (predicates ?? [standard]).map { spacing in
            let c = NSLayoutConstraint(
                item: second, attribute: secondEdge, relatedBy: spacing.relation, toItem: first, attribute: firstEdge,
                multiplier: 1,
                constant: spacing.constant)
            c.priority = spacing.priority
            return c
        }
    }

    static func alignments(_ options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint.Attribute] {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline)
        ]
        return table.filter { options.contains($0.0) }.map(\.1)
    }
}
