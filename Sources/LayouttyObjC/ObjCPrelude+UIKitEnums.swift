import Foundation

/// UIKit's enumerations as Objective-C names them, from `uikitEnums` (derived from the module
/// and held to it by `ObjCPreludeShapeTests`): `UIView.ContentMode` is `UIViewContentMode`, its
/// case `scaleAspectFill` the constant `UIViewContentModeScaleAspectFill`. The header declares
/// each as an `NS_ENUM` with the module's raw values; the translator reads the type and its
/// constants back as the Swift enumeration and its cases.
extension ObjCPrelude {
    /// The enumerations a header declares (`NS_ENUM(NSInteger, Name)`).
    static func declaredEnums(in header: String) -> Set<String> {
        Set(header.matches(of: /NS_(?:ENUM|OPTIONS)\(\w+, (\w+)\)/).map { String($0.1) })
    }

    /// The Objective-C name of the enumeration Swift calls `swift`: its owner's name and its
    /// own (`UIView.ContentMode` → `UIViewContentMode`), but where Apple's header named it
    /// otherwise and Swift renamed it (`NSLayoutConstraint.Attribute` is `NSLayoutAttribute`) —
    /// which the Swift declaration cannot tell.
    static func objectiveCEnumName(_ swift: String) -> String {
        renamedEnums[swift] ?? swift.replacingOccurrences(of: ".", with: "")
    }

    private static let renamedEnums = [
        "NSLayoutConstraint.Attribute": "NSLayoutAttribute", "NSLayoutConstraint.Relation": "NSLayoutRelation",
        "NSLayoutConstraint.Axis": "UILayoutConstraintAxis", "UIButton.ButtonType": "UIButtonType",
        "UICollectionView.ElementCategory": "UICollectionElementCategory",
        "UICollectionViewUpdateItem.Action": "UICollectionUpdateAction",
        "UIApplicationShortcutIcon.IconType": "UIApplicationShortcutIconType", "UIPress.PressType": "UIPressType",
        "UIImpactFeedbackGenerator.FeedbackStyle": "UIImpactFeedbackStyle",
        "UINotificationFeedbackGenerator.FeedbackType": "UINotificationFeedbackType",
        "NSExpression.ExpressionType": "NSExpressionType",
        "UICollectionViewDropProposal.Intent": "UICollectionViewDropIntent",
        "UITableViewDropProposal.Intent": "UITableViewDropIntent"
    ]

    /// One derived enumeration: its Swift name and raw type, its cases with their raw values.
    struct DerivedEnum {
        var swift: String
        var rawType: String
        var cases: [(name: String, value: Int)]
    }

    /// `uikitEnums` read, by Objective-C name.
    static let enums: [String: DerivedEnum] = uikitEnums.compactMapValues { entries in
        guard let head = entries.first?.split(separator: ":"), head.count == 2 else { return nil }
        let cases = entries.dropFirst().compactMap { entry -> (name: String, value: Int)? in
            let parts = entry.components(separatedBy: " = ")
            guard parts.count == 2, let value = Int(parts[1]) else { return nil }
            return (parts[0], value)
        }
        return DerivedEnum(
            swift: String(head[0]), rawType: head[1].trimmingCharacters(in: .whitespaces), cases: cases)
    }

    /// `typedef NS_ENUM(NSInteger, UIViewContentMode) { UIViewContentModeScaleToFill = 0, … };`
    /// for each derived enumeration the hand-kept header does not declare.
    static func enumDeclarations(besides written: Set<String>) -> [String] {
        enums.filter { !written.contains($0.key) }.sorted { $0.key < $1.key }.map { name, derived in
            let type = derived.rawType == "UInt" ? "NSUInteger" : "NSInteger"
            let cases = derived.cases.map { "    \(constant(name, $0.name)) = \($0.value)" }
            return "typedef NS_ENUM(\(type), \(name)) {\n\(cases.joined(separator: ",\n"))\n};"
        }
    }

    /// `UIViewContentMode`, `scaleAspectFill` → `UIViewContentModeScaleAspectFill`.
    private static func constant(_ name: String, _ swiftCase: String) -> String {
        name + swiftCase.prefix(1).uppercased() + swiftCase.dropFirst()
    }

    /// Each derived enumeration's Swift name, by Objective-C name.
    static let enumTypes: [String: String] = enums.mapValues(\.swift)

    /// Each derived enumeration's constants as Swift cases:
    /// `UIViewContentModeScaleAspectFill` → `UIView.ContentMode.scaleAspectFill`.
    static let enumConstants: [String: String] = Dictionary(
        enums.flatMap { name, derived in derived.cases.map { (constant(name, $0.name), "\(derived.swift).\($0.name)") }
        }
    ) { first, _ in first }

    /// What a variable of a derived enumeration holds before anything is assigned: the case of
    /// raw value 0 (C's zero), else the first.
    static let enumZeros: [String: String] = Dictionary(
        enums.values.compactMap { derived in
            (derived.cases.first { $0.value == 0 } ?? derived.cases.first).map {
                (derived.swift, "\(derived.swift).\($0.name)")
            }
        }
    ) { first, _ in first }

    /// The Objective-C type of UIKit's property `name` on `className` or a superclass, as the
    /// derived tables declare it (`UIViewContentMode` for an image view's `contentMode`).
    static func propertyType(_ name: String, of className: String) -> String? {
        var current: String? = className
        for _ in 0..<30 {
            guard let owner = current else { return nil }
            for property in uikitProperties[owner] ?? []
            where property.hasSuffix(" " + name) || property.hasSuffix("*" + name) {
                let declared = property.hasPrefix("(") ? property.drop { $0 != ")" }.dropFirst() : Substring(property)
                return String(declared.dropLast(name.count)).trimmingCharacters(in: .whitespaces)
            }
            current = superclasses[owner]
        }
        return nil
    }
}
