import Foundation

// A screen whose initializers all take the app's values (a view model, a loader, a style) and
// that no `#Preview` block makes is made with stand-in values, as a test would make it: the
// neutral value of each type, or one the files make. The preview says which, on one line.

extension PreviewSources {
    /// `Name(label: value, …)`: the first initializer the class declares (fewest arguments
    /// first) whose every argument without a default has a stand-in; nil when none has.
    func madeWithStandIns(_ declaration: ClassDeclaration, declaredElsewhere: DeclaredElsewhere) -> String? {
        made(declaration.name, with: declaration.initializers, declaredElsewhere: declaredElsewhere)
    }

    /// `name(label: value, …)` through the first of `initializers` (fewest values first) whose
    /// every argument without a default has a stand-in. A struct argument is made the same way,
    /// three levels deep at most.
    private func made(
        _ name: String, with initializers: [[Parameter]], declaredElsewhere: DeclaredElsewhere, depth: Int = 0
    ) -> String? {
        let ordered = initializers.sorted { $0.filter { !$0.hasDefault }.count < $1.filter { !$0.hasDefault }.count }
        for parameters in ordered {
            var arguments: [String] = []
            for parameter in parameters where !parameter.hasDefault {
                guard
                    let value = standIn(for: parameter.type)
                        ?? madeStruct(parameter.type, declaredElsewhere: declaredElsewhere, depth: depth)
                        ?? standIn(for: parameter.type, in: declaredElsewhere)
                else { break }
                arguments.append(parameter.label == "_" ? value : "\(parameter.label): \(value)")
            }
            if arguments.count == parameters.filter({ !$0.hasDefault }).count {
                return "\(name)(\(arguments.joined(separator: ", ")))"
            }
        }
        return nil
    }

    /// One of the files' structs `Type()` does not make, made with stand-ins for its values.
    private func madeStruct(_ type: String, declaredElsewhere: DeclaredElsewhere, depth: Int) -> String? {
        guard depth < 3, let initializers = structInitializers[type] else { return nil }
        return made(type, with: initializers, declaredElsewhere: declaredElsewhere, depth: depth + 1)
    }

    /// A value of `type` as written, that says nothing of the app: zero, empty, nil, false, the
    /// first case of one of the files' enums, a type of the files that `Type()` makes (one that
    /// conforms, for a protocol), or one of UIKit's plain values.
    func standIn(for written: String) -> String? {
        var type = written.trimmingCharacters(in: .whitespaces)
        for prefix in ["some ", "any ", "inout ", "__owned "] where type.hasPrefix(prefix) {
            type = String(type.dropFirst(prefix.count))
        }
        if type.hasSuffix("?") || type.hasSuffix("!") { return "nil" }
        if type.hasPrefix("[") { return Self.isDictionary(type) ? "[:]" : "[]" }
        if type.hasPrefix("Set<") { return "[]" }
        if let closure = Self.closureStandIn(type) { return closure }
        if let plain = Self.plainStandIns[Self.unqualified(type)] { return plain }
        if makesItself(type) { return "\(type)()" }
        if let first = enumFirstCases[type] { return "\(type).\(first)" }
        if let conformer = conformers[type]?.first(where: makesItself) { return "\(conformer)()" }
        return nil
    }

    /// A stand-in from the app's files that declare the type (a protocol's stub conformer is
    /// often beside it) or, for a protocol, a type conforming to it (`HistoryLoader()` for a
    /// `Loader`): read for this alone; the build adds the file, as for any name it uses.
    private func standIn(for type: String, in declaredElsewhere: DeclaredElsewhere) -> String? {
        let name = Self.unqualified(type).split(separator: " ").last.map(String.init) ?? type
        // A protocol's conforming types are usually in files of their own (`:Name`, at most 20).
        let files = (declaredElsewhere(name) + declaredElsewhere(":" + name).prefix(20)).filter { path in
            !self.files.contains { $0.path == path }
        }
        guard !files.isEmpty, let elsewhere = try? PreviewSources(files: [], helpers: files) else { return nil }
        return elsewhere.standIn(for: type) ?? elsewhere.madeStruct(type, declaredElsewhere: { _ in [] }, depth: 1)
    }

    /// `[Key: Value]` rather than `[Element]`: a colon outside any inner brackets.
    private static func isDictionary(_ type: String) -> Bool {
        var depth = 0
        for character in type {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 1: return true
            default: break
            }
        }
        return false
    }

    /// A closure returning nothing (`(Item) -> Void`, `@escaping () -> ()`): one that ignores
    /// its arguments. Any other closure has no neutral value.
    private static func closureStandIn(_ type: String) -> String? {
        var text = type
        while text.hasPrefix("@") { text = String(text.drop { $0 != " " }.dropFirst()) }
        guard text.hasPrefix("("), let arrow = text.range(of: "->", options: .backwards) else { return nil }
        let result = text[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        guard ["Void", "()"].contains(result) else { return nil }
        let inside = text[text.index(after: text.startIndex)..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
        guard inside.hasSuffix(")") else { return nil }
        let arguments = inside.dropLast().trimmingCharacters(in: .whitespaces)
        var depth = 0
        var count = arguments.isEmpty ? 0 : 1
        for character in arguments {
            if "([<".contains(character) { depth += 1 } else if ")]>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 { count += 1 }
        }
        return count == 0 ? "{}" : "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in }"
    }

    /// The neutral values of the standard library's, Foundation's and UIKit's types that
    /// screens take.
    static let plainStandIns: [String: String] = {
        var values: [String: String] = [
            "String": "\"\"", "Substring": "\"\"", "Character": "\" \"", "Bool": "false", "Date": "Date()",
            "UUID": "UUID()",
            "Data": "Data()", "URL": "URL(fileURLWithPath: \"/\")", "IndexPath": "IndexPath(item: 0, section: 0)",
            "CGPoint": ".zero", "CGSize": ".zero", "CGRect": ".zero", "UIEdgeInsets": ".zero",
            "NSDirectionalEdgeInsets": ".zero", "UIColor": ".clear", "UIImage": "UIImage()",
            "UIFont": ".systemFont(ofSize: 17)",
            "UICollectionViewLayout": "UICollectionViewFlowLayout()",
            "UICollectionViewFlowLayout": "UICollectionViewFlowLayout()",
            "UICollectionLayoutListConfiguration.Appearance": ".plain", "UICollectionView.ScrollDirection": ".vertical",
            "UICollectionViewScrollDirection": ".vertical", "UIViewController": "UIViewController()",
            "UIView": "UIView()"
        ]
        let numbers = [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "CGFloat", "TimeInterval", "NSInteger", "NSTimeInterval"
        ]
        for number in numbers { values[number] = "0" }
        return values
    }()
}
