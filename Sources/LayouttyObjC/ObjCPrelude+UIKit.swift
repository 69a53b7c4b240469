import Foundation

/// UIKit's classes and protocols as the UIKit module declares them, for what the hand-kept
/// header does not write: each class with its superclass, each protocol with its parents, so a
/// header naming `UILabel *` or adopting `UIApplicationDelegate` is read as on iOS. Messages to
/// them are translated by the translator's tables; these only make the names known.
/// `ObjCPreludeShapeTests` derives both tables from the module's sources and holds them equal.
extension ObjCPrelude {
    /// The classes and protocols a header declares (`@interface X`, `@protocol X` with a body).
    static func declaredNames(in header: String) -> Set<String> {
        Set(header.matches(of: /@(?:interface|protocol)\s+(\w+)(?!\s*;)/).map { String($0.1) })
    }

    /// `@interface` and `@protocol` declarations of the tables' classes and protocols not in
    /// `written`, each after its superclass or parents, with their properties; the properties of
    /// the classes written by hand in a category, but for those the hand-kept text declares.
    static func uikitDeclarations(besides written: Set<String>) -> String {
        var declared = written.union(["NSObject"])
        var lines =
            ["@class \(uikitClasses.keys.map(bareName).sorted().joined(separator: ", "));"]
            + enumDeclarations(besides: declaredEnums(in: handKept))
        func properties(of name: String) -> String {
            // Not again what the hand-kept interface of this class declares (another class's
            // `size`, the layout attributes', is no reason to leave out `UIImage.size`).
            let kept = handKeptInterfaces(of: name)
            return (uikitProperties[name] ?? []).filter { property in
                let named = property.split(separator: " ").last.map { $0.trimmingCharacters(in: ["*"]) } ?? ""
                return !kept.contains(" \(named);") && !kept.contains("*\(named);")
            }.map { "\n@property \($0);" }.joined()
                + ((methods[name] ?? [:]).values.map(\.objectiveC)
                + (uikitMethods[name] ?? []).compactMap { derivedInitializer($0)?.objectiveC }
                + (classMessages[name] ?? [:]).values.map(\.objectiveC))
                .filter { !handKept.contains($0.dropFirst(2)) }.map { "\n" + $0 }.sorted().joined()
        }
        func declareProtocol(_ name: String) {
            guard !declared.contains(name), let parents = uikitProtocols[name] else { return }
            declared.insert(name)
            parents.forEach(declareProtocol)
            lines.append(
                "@protocol \(name) <\((parents.isEmpty ? ["NSObject"] : parents).joined(separator: ", "))> @end")
        }
        let classes = Dictionary(uniqueKeysWithValues: uikitClasses.map { (bareName($0.key), ($0.key, $0.value)) })
        func declareClass(_ name: String) {
            guard !declared.contains(name), let (spelled, superclass) = classes[name] else { return }
            declared.insert(name)
            declareClass(superclass)
            lines.append("@interface \(spelled) : \(superclass)\(properties(of: name))\n@end")
        }
        uikitProtocols.keys.sorted().forEach(declareProtocol)
        classes.keys.sorted().forEach(declareClass)
        for name in written.sorted() where !properties(of: name).isEmpty {
            lines.append("@interface \(name) (UIKitModule)\(properties(of: name))\n@end")
        }
        return "\n" + lines.joined(separator: "\n") + "\n"
    }

    /// The properties Swift names otherwise than Objective-C: `enabled` (getter `isEnabled`) →
    /// `isEnabled`.
    static let swiftPropertyNames: [String: String] = {
        var names: [String: String] = [:]
        for property in uikitProperties.values.joined() {
            guard let getter = property.firstMatch(of: /getter=(\w+)/), let name = property.split(separator: " ").last
            else { continue }
            names[String(name)] = String(getter.1)
        }
        return names
    }()

    /// The Objective-C type of a Swift type, when the translator reads it back as that Swift
    /// type: numbers, geometry, strings and UIKit's classes (`(nullable) UILabel *`); nil for
    /// any other (collections, closures, most enumerations) and for optional numbers.
    static func objectiveCType(_ swift: String) -> String? {
        let nullable = swift.hasSuffix("?") || swift.hasSuffix("!")
        let bare = nullable ? String(swift.dropLast()) : swift
        if let scalar = objectiveCScalars[bare] { return nullable ? nil : scalar }
        if let named =
            (ObjCTypes.importedEnums.first { $0.value == bare } ?? ObjCTypes.importedOptions.first { $0.value == bare })?
            .key
        {
            return nullable ? nil : named
        }
        let prefix = nullable ? "(nullable) " : ""
        if let object = objectiveCObjects[bare] { return prefix + object }
        if bare == "String" { return prefix + "NSString *" }
        if bare == "IndexPath" { return prefix + "NSIndexPath *" }
        return classNames.contains(bare) ? prefix + bare + " *" : nil
    }

    /// Swift's names of Objective-C's object types the translator reads back (`id` is `Any?`).
    private static let objectiveCObjects = [
        "Any": "id", "AnyObject": "id", "AnyClass": "Class", "Selector": "SEL", "Bundle": "NSBundle *"
    ]

    private static let objectiveCScalars = [
        "Int": "NSInteger", "CGFloat": "CGFloat", "Double": "double", "Float": "float", "Bool": "BOOL",
        "TimeInterval": "NSTimeInterval", "CGRect": "CGRect", "CGSize": "CGSize", "CGPoint": "CGPoint",
        "UIEdgeInsets": "UIEdgeInsets", "CGAffineTransform": "CGAffineTransform", "UIOffset": "UIOffset",
        "CATransform3D": "CATransform3D", "NSRange": "NSRange", "Void": "void"
    ]

    /// The classes the header declares: the hand-kept ones and the tables'.
    static let classNames = Set(uikitClasses.keys.map(bareName))
        .union(handKept.matches(of: /@interface\s+(\w+)/).map { String($0.1) })

    /// Each class's superclass, the hand-kept header's and the tables'. The preview's stand-ins
    /// read it (`UIKitClasses`).
    static let superclasses: [String: String] = Dictionary(
        handKept.matches(of: /@interface\s+(\w+)\s*:\s*(\w+)/).map { (String($0.1), String($0.2)) }
            + uikitClasses.map { (bareName($0.key), $0.value) }
    ) { first, _ in first }

    /// A UIKit method as Objective-C names it, its Swift name put back as Swift's importer
    /// shortened it: `addSubview:` for `addSubview(_:)`, `numberOfItemsInSection:` for
    /// `numberOfItems(inSection:)`, a bare preposition with its type's name
    /// (`cellForItem(at:)` is `cellForItemAtIndexPath:`, `insertSubview(_:at:)`
    /// `insertSubview:atIndex:`); every type one `objectiveCType` reads.
    struct DerivedMethod: Equatable {
        var selector: String
        /// `- (void)addSubview:(UIView *)view;`
        var objectiveC: String
        /// The override and call the translator writes for it.
        var swift: ObjCNames.Override

        static func == (a: DerivedMethod, b: DerivedMethod) -> Bool {
            a.selector == b.selector && a.objectiveC == b.objectiveC && a.swift.declaration == b.swift.declaration
        }
    }

    private static let shortenedLabels: Set<String> = [
        "for", "at", "in", "with", "from", "to", "of", "by", "on", "into", "as", "using", "within"
    ]

    /// `func viewWillAppear(_ animated: Bool)` (the module's declaration, access and attributes
    /// dropped) as a method Objective-C can send; nil when its selector or types cannot be told.
    static func derivedMethod(_ swift: String) -> DerivedMethod? {
        guard let parts = swift.wholeMatch(of: /func (\w+)\((.*)\)(?: -> (.+))?/) else { return nil }
        let list = String(parts.2)
        let parameters = list.isEmpty ? [] : list.components(separatedBy: ", ")
        var labels: [String] = []
        var objectiveCParameters: [String] = []
        var declared: [String] = []
        var selectorPieces: [String] = []
        for (index, parameter) in parameters.enumerated() {
            guard let pieces = parameter.wholeMatch(of: /(\w+)(?: (\w+))?: ([\w.]+[?!]?)/),
                let type = objectiveCType(String(pieces.3))
            else { return nil }
            let label = String(pieces.1)
            guard index == 0 || label != "_" else { return nil }
            // Swift shortened `forIndexPath:` to `for:`: the type's name is put back.
            let spelled = shortenedLabels.contains(label) ? label + typeWord(String(pieces.3)) : label
            selectorPieces.append(
                index > 0
                    ? spelled
                    : label == "_"
                        ? String(parts.1)
                        : parts.1 + spelled.prefix(1).uppercased()
                            + spelled.dropFirst())
            labels.append(label)
            objectiveCParameters.append("(\(methodType(type)))\(pieces.2 ?? pieces.1)")
            declared.append(label == "_" ? "_ {\(index)}: \(pieces.3)" : "\(label) {\(index)}: \(pieces.3)")
        }
        let result = parts.3.map(String.init) ?? "Void"
        guard let returned = objectiveCType(result) else { return nil }
        let base = String(parts.1)
        let selector = parameters.isEmpty ? base : selectorPieces.map { $0 + ":" }.joined()
        let pieces = selectorPieces
        let objectiveC =
            "- (\(methodType(returned)))"
            + (parameters.isEmpty
                ? base : zip(pieces, objectiveCParameters).map { "\($0):\($1)" }.joined(separator: " ")) + ";"
        let call = labels.enumerated().map { $0.element == "_" ? "{\($0.offset)}" : "\($0.element): {\($0.offset)}" }
        let override = ObjCNames.Override(
            declaration: "override func \(base)(\(declared.joined(separator: ", ")))"
                + (result == "Void" ? "" : " -> \(result)"),
            call: "{r}.\(base)(\(call.joined(separator: ", ")))", result: SwiftType(written: result))
        return DerivedMethod(selector: selector, objectiveC: objectiveC, swift: override)
    }

    /// `init(red: CGFloat, green: CGFloat, …)` as Objective-C's `initWithRed:green:…` (every
    /// argument labelled, every type one `objectiveCType` reads): its selector and declaration.
    /// A failable one (`init?(named:)`) returns a `nullable instancetype`.
    static func derivedInitializer(_ swift: String) -> (selector: String, objectiveC: String, labels: [String])? {
        guard let parts = swift.wholeMatch(of: /init(\?)?\((.+)\)/) else { return nil }
        var pieces: [String] = []
        var labels: [String] = []
        for parameter in parts.2.components(separatedBy: ", ") {
            guard let found = parameter.wholeMatch(of: /(\w+)(?: (\w+))?: ([\w.]+[?!]?)/), !found.1.hasPrefix("_"),
                let type = objectiveCType(String(found.3))
            else { return nil }
            let label = String(found.1)
            let piece = labels.isEmpty ? "initWith" + label.prefix(1).uppercased() + label.dropFirst() : label
            pieces.append("\(piece):(\(methodType(type)))\(found.2 ?? found.1)")
            labels.append(label)
        }
        let selector = pieces.map { String($0.prefix { $0 != ":" }) + ":" }.joined()
        let result = parts.1 == nil ? "instancetype" : "nullable instancetype"
        return (selector, "- (\(result))" + pieces.joined(separator: " ") + ";", labels)
    }

    /// The hand-kept header's interfaces of `name`, its categories too.
    private static func handKeptInterfaces(of name: String) -> String {
        guard let interface = try? Regex("@interface \(name)\\b(?s:.*?)@end") else { return "" }
        return handKept.matches(of: interface).map { String(handKept[$0.range]) }.joined(separator: "\n")
    }

    /// The classes whose initializers Objective-C also has as class factories
    /// (`+colorWithRed:green:blue:alpha:` for `init(red:green:blue:alpha:)`), by the factories'
    /// first word.
    private static let factoryWords = ["UIColor": "color", "UIImage": "image", "UIFont": "font"]

    /// Each class's class messages: its initializers' factories and UIColor's named colours
    /// (`static var red: UIColor` is `+redColor`), by selector, each with its declaration and the
    /// Swift it is (`{0}`… the arguments).
    static let classMessages: [String: [String: (objectiveC: String, swift: String)]] = uikitMethods.reduce(
        into: [:]
    ) { found, entry in
        let (name, declarations) = entry
        for declaration in declarations {
            if let colour = declaration.wholeMatch(of: /static var (\w+): UIColor/), name == "UIColor" {
                found[name, default: [:]][colour.1 + "Color"] = (
                    "+ (UIColor *)\(colour.1)Color;", "UIColor.\(colour.1)"
                )
            } else if let word = factoryWords[name], let made = derivedInitializer(declaration) {
                // `init?(named:)` is `+imageNamed:` (Swift names the factory's "Named" a label),
                // `init(red:…)` is `+colorWithRed:…`.
                let named = made.labels.first == "named"
                let selector =
                    word + (named ? "Named:" : "") + made.selector.dropFirst(named ? "initWithNamed:".count : 4)
                let (result, rest) = made.objectiveC.wholeMatch(of: /- \(([\w ]+)\)init(.*)/).map { ($0.1, $0.2) }!
                let objectiveC = "+ (\(result))" + word + (named ? "Named" + rest.dropFirst("WithNamed".count) : rest)
                let arguments = made.labels.enumerated().map { "\($0.element): {\($0.offset)}" }
                found[name, default: [:]][selector] = (objectiveC, "\(name)(\(arguments.joined(separator: ", ")))")
            }
        }
    }

    /// The Swift of the class message `selector` to `className` (see `classMessages`).
    static func classMessage(_ selector: String, of className: String) -> String? {
        classMessages[className]?[selector]?.swift
    }

    /// The word Swift drops after a preposition for a parameter of this type: `IndexPath`,
    /// `Event` for `UIEvent?`, `Index` for an `Int` (`insertSubview:atIndex:`).
    private static func typeWord(_ swift: String) -> String {
        let name = String(swift.split(separator: ".").last ?? "").trimmingCharacters(in: ["?", "!"])
        if name == "Int" { return "Index" }
        return name.hasPrefix("UI") || name.hasPrefix("NS") ? String(name.dropFirst(2)) : name
    }

    /// A property's `(nullable) UIView *` as a method's parameter or result says it.
    private static func methodType(_ type: String) -> String {
        type.hasPrefix("(nullable) ") ? "nullable " + type.dropFirst("(nullable) ".count) : type
    }

    /// Each class's derived methods, by selector (each selector `withDroppedTypeName` gives).
    static let methods: [String: [String: DerivedMethod]] = uikitMethods.mapValues { declarations in
        Dictionary(
            declarations.flatMap { declaration in
                derivedMethod(declaration).map { withDroppedTypeName($0, swift: declaration) } ?? []
            }
            .map { ($0.selector, $0) }
        ) { first, _ in first }
    }

    /// `method` and the selectors Objective-C may spell it with where Swift's importer dropped the
    /// first argument's type name from the base name (`drawRect:` is `draw(_:)`,
    /// `registerClass:…` `register(_:…)`, `addChildViewController:` `addChild(_:)`): each
    /// tail of the type's words appended, unless the base name ends with its last word
    /// (`addSubview(_:)` is `addSubview:`). The Swift declaration does not say which one
    /// Objective-C has; a selector declared and never sent costs nothing.
    static func withDroppedTypeName(_ method: DerivedMethod, swift: String) -> [DerivedMethod] {
        guard let first = swift.firstMatch(of: /func (\w+)\(_ \w+: (?:[\w]+\.)*(\w+)[?!]?[,)]/) else { return [method] }
        let base = String(first.1)
        let type = String(first.2)
        let bare =
            type == "AnyClass"
            ? "Class" : ["UI", "NS", "CG"].contains(String(type.prefix(2))) ? String(type.dropFirst(2)) : ""
        let words = camelWords(bare)
        guard let last = words.last, !base.lowercased().hasSuffix(last.lowercased()) else { return [method] }
        return [method]
            + words.indices.reversed().map { start in
                let tail = words[start...].joined()
                var variant = method
                variant.selector = base + tail + method.selector.dropFirst(base.count)
                if let range = method.objectiveC.range(of: ")\(base):") {
                    variant.objectiveC.replaceSubrange(range, with: ")\(base)\(tail):")
                }
                return variant
            }
    }

    /// `ViewController` → `View`, `Controller`.
    private static func camelWords(_ name: String) -> [String] {
        name.reduce(into: [String]()) { words, character in
            if character.isUppercase || words.isEmpty {
                words.append(String(character))
            } else {
                words[words.count - 1].append(character)
            }
        }
    }

    /// The method `selector` names on `className` or its superclasses; on any class declaring it
    /// alike when the class is not known (an `id`).
    static func method(_ selector: String, of className: String?) -> DerivedMethod? {
        var current = className
        var steps = 0
        while let name = current, steps < 30 {
            if let found = methods[name]?[selector] { return found }
            current = superclasses[name]
            steps += 1
        }
        guard className == nil || !classNames.contains(className!) else { return nil }
        let all = Set(methods.values.compactMap { $0[selector]?.swift.declaration })
        return all.count == 1 ? methods.values.lazy.compactMap { $0[selector] }.first : nil
    }

    /// `UICollectionViewDiffableDataSource<SectionIdentifierType, …>` → its name.
    private static func bareName(_ spelled: String) -> String {
        String(spelled.prefix { $0 != "<" })
    }
}

/// UIKit's class hierarchy as the UIKit module declares it (`UIViewController` → `UIResponder`),
/// for the preview's stand-ins: a member standing in on a class is every subclass's too.
package enum UIKitClasses {
    /// The superclass of UIKit's class `name`; nil for a class UIKit does not declare, or `NSObject`.
    package static func superclass(of name: String) -> String? { ObjCPrelude.superclasses[name] }
}
