import Foundation

extension PredicateFormat {
    /// Reads a predicate format, its `%` arguments taken in order.
    struct Parser {
        private let format: String
        private var tokens: [String] = []
        private var position = 0
        private var arguments: [Any]

        init(format: String, arguments: [Any]) {
            self.format = format
            self.arguments = arguments
            tokens = Self.tokens(of: format)
        }

        mutating func parse() -> Node {
            let node = or()
            if position < tokens.count { fail("unexpected \(tokens[position])") }
            return node
        }

        private func fail(_ why: String) -> Never {
            fatalError("NSPredicate(format: \"\(format)\"): \(why), which this predicate reader does not handle")
        }

        private var next: String? { position < tokens.count ? tokens[position] : nil }

        private mutating func take(_ words: Set<String>) -> String? {
            guard let next, words.contains(next.uppercased()) else { return nil }
            position += 1
            return next.uppercased()
        }

        private mutating func or() -> Node {
            var node = and()
            while take(["OR", "||"]) != nil { node = .or(node, and()) }
            return node
        }

        private mutating func and() -> Node {
            var node = not()
            while take(["AND", "&&"]) != nil { node = .and(node, not()) }
            return node
        }

        private mutating func not() -> Node {
            if take(["NOT", "!"]) != nil { return .not(not()) }
            if take(["("]) != nil {
                let node = or()
                guard take([")"]) != nil else { fail("a ( without its )") }
                return node
            }
            if take(["TRUEPREDICATE"]) != nil { return .constant(true) }
            if take(["FALSEPREDICATE"]) != nil { return .constant(false) }
            return comparison()
        }

        private static let operators: Set<String> = [
            "==", "=", "!=", "<>", "<", "<=", "=<", ">", ">=", "=>", "IN", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE",
            "MATCHES", "BETWEEN"
        ]

        private mutating func comparison() -> Node {
            let quantifier = take(["ANY", "SOME", "ALL", "NONE"])
            let left = operand()
            guard let op = take(Self.operators) else { fail("no comparison after \(left)") }
            var options = ""
            if next == "[" {
                position += 1
                options = (take(["C", "D", "CD", "DC", "N", "CDN"]) ?? "").lowercased()
                guard take(["]"]) != nil else { fail("an option without its ]") }
            }
            return .compare(left, op, operand(), options: options, quantifier: quantifier)
        }

        private mutating func operand() -> Operand {
            guard let token = next else { fail("it ends where a value was expected") }
            position += 1
            switch token.uppercased() {
            case "%K": return .keyPath("\(argument())")
            case "%@", "%D", "%I", "%LD", "%LLD", "%F", "%LF", "%U", "%LU", "%LLU", "%S", "%C", "%G", "%HD", "%HU":
                return .value(argument())
            case "NIL", "NULL": return .value(nil)
            case "TRUE", "YES": return .value(true)
            case "FALSE", "NO": return .value(false)
            case "{": return .value(aggregate())
            default: break
            }
            if let quote = token.first, quote == "\"" || quote == "'" {
                return .value(String(token.dropFirst().dropLast()))
            }
            if let number = Int(token) { return .value(number) }
            if let number = Double(token) { return .value(number) }
            return .keyPath(token.hasPrefix("#") ? String(token.dropFirst()) : token)
        }

        private mutating func aggregate() -> [Any?] {
            var values: [Any?] = []
            while take(["}"]) == nil {
                guard next != nil else { fail("a { without its }") }
                values.append(operand().value(nil))
                _ = take([","])
            }
            return values
        }

        private mutating func argument() -> Any {
            guard !arguments.isEmpty else { fail("more % than arguments") }
            return arguments.removeFirst()
        }

        /// Words, key paths, quoted strings, numbers, `%` specifiers and operators.
        private static func tokens(of format: String) -> [String] {
            var tokens: [String] = []
            var rest = Substring(format)
            while let first = rest.first {
                if first.isWhitespace {
                    rest = rest.dropFirst()
                } else if first == "\"" || first == "'" {
                    let end = rest.dropFirst().firstIndex(of: first) ?? rest.endIndex
                    let stop = end == rest.endIndex ? end : rest.index(after: end)
                    tokens.append(String(rest[..<stop]))
                    rest = rest[stop...]
                } else if let symbol = ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].first(
                    where: rest.hasPrefix)
                {
                    tokens.append(symbol)
                    rest = rest.dropFirst(symbol.count)
                } else if "=<>!(){}[],".contains(first) {
                    tokens.append(String(first))
                    rest = rest.dropFirst()
                } else {
                    let word = rest.prefix { !$0.isWhitespace && !"=<>!(){}[],\"'".contains($0) }
                    tokens.append(String(word))
                    rest = rest.dropFirst(word.count)
                }
            }
            return tokens
        }
    }
}
