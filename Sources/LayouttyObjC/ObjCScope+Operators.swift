import Foundation

/// Operators: C's unary and binary operators with C's types, long chains folded.
extension Scope {
    func unary(_ node: ClangNode, _ parts: [ClangNode]) throws(ObjCError) -> Code {
        let operand = try expression(parts[0])
        switch node.extra {
        case "!": return Code(text: "!\(convert(operand, to: .bool))", type: .bool)
        case "-" where operand.type.isInteger && !operand.isLiteral:
            return Code(text: "(0 &- \(operand.text))", type: operand.type)
        case "-": return Code(text: "-\(operand.text)", type: operand.type, isLiteral: operand.isLiteral)
        case "+": return operand
        case "~": return Code(text: "~\(operand.text)", type: operand.type)
        case "*" where operand.text == stopName: return operand
        // An argument Swift takes `inout` (dispatch_once)
        case "&": return Code(text: "&" + operand.text, type: operand.type)
        default: throw fail(node, "the operator \(node.extra) used as a value")
        }
    }

    func binary(_ node: ClangNode, _ parts: [ClangNode]) throws(ObjCError) -> Code {
        let operation = node.extra
        if let folded = try folded(node, parts) { return folded }
        if operation == "=", parts[0].kind == CursorKind.unaryOperator, let stop = stopName,
            translator.text(of: parts[0]).contains(stop)
        {
            return Code(text: "\(stop) = \(try condition(parts[1]))", type: .void)
        }
        if operation == "=", let (base, key) = try subscripted(parts[0]) {
            return Code(
                text: "_layouttyObjCSetSubscript(\(base), \(key), \(try expression(parts[1]).text))", type: .void)
        }
        let left =
            try operation.hasSuffix("=") && !["==", "!=", "<=", ">="].contains(operation)
            ? lvalue(parts[0]) : expression(parts[0])
        let right = try expression(parts[1])
        switch operation {
        case "=":
            return Code(text: "\(left.text) = \(convert(right, to: left.type))", type: .void)
        // Each pattern needs the condition: a `where` binds only the one it follows.
        case "/=" where left.type.isInteger, "%=" where left.type.isInteger:
            let divided = Self.integerDivision(String(operation.dropLast()), left.text, convert(right, to: left.type))
            return Code(text: "\(left.text) = \(divided)", type: .void)
        case "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=":
            let wrapping = left.type.isInteger && ["+=", "-=", "*="].contains(operation) ? "&" : ""
            return Code(text: "\(left.text) \(wrapping)\(operation) \(convert(right, to: left.type))", type: .void)
        case "&&", "||":
            return Code(text: "\(convert(left, to: .bool)) \(operation) \(convert(right, to: .bool))", type: .bool)
        case "==", "!=", "<", ">", "<=", ">=":
            for (value, other) in [(left, right), (right, left)]
            where other.text == "nil" && ["IndexPath", "String"].contains(value.type.name) {
                return Code(text: "\(operation == "==" ? "" : "!")\(value.text).isEmpty", type: .bool)
            }
            if left.type.isOptional || right.type.isOptional || left.text == "nil" || right.text == "nil" {
                return Code(
                    text:
                        "\(left.text) \(operation == "==" ? "===" : operation == "!=" ? "!==" : operation) \(right.text)",
                    type: .bool)
            }
            let common = left.isLiteral ? right.type : left.type
            return Code(text: "\(operand(left, as: common)) \(operation) \(operand(right, as: common))", type: .bool)
        case ",":
            throw fail(node, "the comma operator")
        default:
            let type = translator.swiftType(node.type) ?? left.type
            if type.isInteger, operation == "/" || operation == "%" {
                return Code(
                    text: Self.integerDivision(operation, operand(left, as: type), operand(right, as: type)), type: type
                )
            }
            // C's integers wrap around where Swift's would trap.
            let wrapping = type.isInteger && ["+", "-", "*"].contains(operation) ? "&" : ""
            return Code(
                text: "\(operand(left, as: type)) \(wrapping)\(operation) \(operand(right, as: type))", type: type)
        }
    }

    /// C's integer `/` or `%` as an iPhone computes it where C leaves it undefined (a zero
    /// divisor: Swift traps, an ARM processor answers): `_layouttyObjCQuotient`.
    static func integerDivision(_ operation: String, _ left: String, _ right: String) -> String {
        "\(operation == "/" ? "_layouttyObjCQuotient" : "_layouttyObjCRemainder")(\(left), \(right))"
    }

    /// The operators a chain of which is folded, and from how many terms.
    static let foldedOperators: Set<String> = ["+", "-", "*", "/", "&", "|", "^"]
    static let foldedChain = 16

    /// A chain of `foldedChain` or more terms of one operator and type, as C groups it
    /// (`((a + b) + c) + …`: the left operand is the chain so far), as one fold from the left —
    /// the same order, the same rounding and wrapping; nil for anything else.
    func folded(_ node: ClangNode, _ parts: [ClangNode]) throws(ObjCError) -> Code? {
        guard Self.foldedOperators.contains(node.extra), let type = translator.swiftType(node.type), type.isNumber
        else { return nil }
        var terms = [parts[1]]
        var chain = parts[0]
        while chain.kind == node.kind, chain.extra == node.extra, chain.type == node.type {
            let inner = try complete(chain)
            terms.append(inner[1])
            chain = inner[0]
        }
        terms.append(chain)
        guard terms.count >= Self.foldedChain else { return nil }
        var operands: [String] = []
        for term in terms.reversed() { operands.append(operand(try expression(term), as: type)) }
        let wrapping = type.isInteger && ["+", "-", "*"].contains(node.extra) ? "&" : ""
        let combine =
            type.isInteger && node.extra == "/"
            ? Self.integerDivision("/", "$0", "$1") : "$0 \(wrapping)\(node.extra) $1"
        return Code(
            text:
                "_layouttyObjCFold(\(type.name).self, \(operands.joined(separator: ", "))) { \(combine) }",
            type: type
        )
    }

    /// An operator's operand converted to `type`, a number literal written with it (`(1 as
    /// Int32)`): Swift's type checker solves a chain of untyped literals by trying every
    /// overload of every operator (20 terms: "unable to type-check this expression in
    /// reasonable time"); typed, each operator has one candidate.
    func operand(_ code: Code, as type: SwiftType) -> String {
        let text = convert(code, to: type)
        guard code.isLiteral, type.isNumber, !type.isOptional, text == code.text else { return text }
        return "(\(text) as \(type.name))"
    }
}

/// The types of UIKit's properties a layout reads, where clang types the read as a pseudo-object.
enum ObjCProperties {
    /// Properties Swift imports as optional values (`IndexPath?`): nil reads as C's zero.
    static let nullableValues: Set<String> = ["indexPathBeforeUpdate", "indexPathAfterUpdate", "representedElementKind"]

    static let types: [String: SwiftType] = [
        "collectionView": SwiftType(name: "UICollectionView", isOptional: true),
        "frame": SwiftType(name: "CGRect"), "bounds": SwiftType(name: "CGRect"), "center": SwiftType(name: "CGPoint"),
        "size": SwiftType(name: "CGSize"), "alpha": SwiftType(name: "CGFloat"), "zIndex": .int,
        "transform": SwiftType(name: "CGAffineTransform"), "transform3D": SwiftType(name: "CATransform3D"),
        "indexPath": SwiftType(name: "IndexPath"), "isHidden": .bool, "hidden": .bool,
        "itemSize": SwiftType(name: "CGSize"), "estimatedItemSize": SwiftType(name: "CGSize"),
        "headerReferenceSize": SwiftType(name: "CGSize"), "footerReferenceSize": SwiftType(name: "CGSize"),
        "minimumLineSpacing": SwiftType(name: "CGFloat"), "minimumInteritemSpacing": SwiftType(name: "CGFloat"),
        "sectionInset": SwiftType(name: "UIEdgeInsets"),
        "scrollDirection": SwiftType(name: "UICollectionView.ScrollDirection"),
        "contentOffset": SwiftType(name: "CGPoint"), "contentInset": SwiftType(name: "UIEdgeInsets"),
        "adjustedContentInset": SwiftType(name: "UIEdgeInsets"), "numberOfSections": .int, "count": .int,
        "item": .int, "row": .int, "section": .int, "delegate": .any, "dataSource": .any,
        "sectionHeadersPinToVisibleBounds": .bool, "sectionFootersPinToVisibleBounds": .bool,
        "firstObject": .any, "lastObject": .any, "allKeys": SwiftType(name: "ObjCArray"),
        "allValues": SwiftType(name: "ObjCArray"),
        "doubleValue": SwiftType(name: "Double"), "floatValue": SwiftType(name: "Float"),
        "integerValue": .int, "intValue": .int, "boolValue": .bool, "length": .int, "scale": SwiftType(name: "CGFloat"),
        "representedElementKind": SwiftType(name: "String", isOptional: true),
        "representedElementCategory": SwiftType(name: "UICollectionView.ElementCategory"),
        "mutableCopy": .any, "copy": .any, "indexPathBeforeUpdate": SwiftType(name: "IndexPath"),
        "indexPathAfterUpdate": SwiftType(name: "IndexPath"),
        "updateAction": SwiftType(name: "UICollectionViewUpdateItem.Action"),
        "allObjects": SwiftType(name: "ObjCArray"), "anyObject": .any,
        "superview": SwiftType(name: "UIView", isOptional: true), "tag": .int,
        "safeAreaInsets": SwiftType(name: "UIEdgeInsets"), "decelerationRate": SwiftType(name: "CGFloat"),
        "contentSize": SwiftType(name: "CGSize"), "invalidateEverything": .bool, "invalidateDataSourceCounts": .bool,
        "contentOffsetAdjustment": SwiftType(name: "CGPoint"), "contentSizeAdjustment": SwiftType(name: "CGSize"),
        "indicatorStyle": SwiftType(name: "UIScrollView.IndicatorStyle"),
        "showsHorizontalScrollIndicator": .bool, "showsVerticalScrollIndicator": .bool, "isPagingEnabled": .bool,
        "isScrollEnabled": .bool, "isDragging": .bool, "isDecelerating": .bool, "pagingEnabled": .bool,
        "scrollEnabled": .bool, "dragging": .bool, "decelerating": .bool, "selected": .bool, "highlighted": .bool,
        "isSelected": .bool, "isHighlighted": .bool,
        "contentView": SwiftType(name: "UIView"), "reuseIdentifier": SwiftType(name: "String", isOptional: true),
        "visibleCells": SwiftType(name: "[UICollectionViewCell]"),
        "indexPathsForVisibleItems": SwiftType(name: "[IndexPath]"),
        "userInterfaceIdiom": SwiftType(name: "UIUserInterfaceIdiom"),
        "nativeScale": SwiftType(name: "CGFloat"), "model": SwiftType(name: "String"),
        "systemVersion": SwiftType(name: "String")
    ]
}
