/// A Swift type as the translation writes it: its name, and whether a value of it may be nil —
/// every Objective-C object pointer is an optional (messaging nil answers zero), except the
/// value types Swift bridges (`NSString *` is a `String`, `NSIndexPath *` an `IndexPath`).
struct SwiftType: Equatable {
    var name: String
    var isOptional = false

    static let void = SwiftType(name: "Void")
    static let bool = SwiftType(name: "Bool")
    static let int = SwiftType(name: "Int")
    static let any = SwiftType(name: "Any", isOptional: true)

    /// The type a `written` text names: `T?` is an optional `T`.
    init(written: String) {
        if written.hasSuffix("?") {
            var name = String(written.dropLast())
            if name.hasPrefix("(") && name.hasSuffix(")") && name.contains(" -> ") {
                name = String(name.dropFirst().dropLast())
            }
            self.init(name: name, isOptional: true)
        } else {
            self.init(name: written)
        }
    }

    init(name: String, isOptional: Bool = false) {
        self.name = name
        self.isOptional = isOptional
    }

    /// `T?` as written in a declaration.
    var written: String {
        guard isOptional else { return name }
        return name.contains(" ") || name.hasPrefix("any ") ? "(\(name))?" : name + "?"
    }

    var isNumber: Bool { Self.numbers.contains(name) }
    /// One of C's integer types (Swift's fixed-width integers).
    var isInteger: Bool { isNumber && !isFloating }
    var isUnsigned: Bool { name.hasPrefix("UInt") }
    /// As an API of Foundation or UIKit returns it in Swift: an `NSUInteger` is an `Int` there.
    var asAPI: SwiftType { isUnsigned ? SwiftType(name: "Int", isOptional: isOptional) : self }
    /// A class (or protocol) type: not a number, a struct or a bridged value.
    var isObject: Bool {
        !Self.valueNames.contains(name) && !name.hasPrefix("[") && !isImportedEnum && !isImportedOptions
            && name != "Void" && name != "Selector"
    }
    /// Types that are values in Swift (no `!` makes one from nil).
    static let valueNames: Set<String> = numbers.union([
        "Bool", "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "String", "IndexPath", "CGAffineTransform",
        "CATransform3D"
    ])
    var isFloating: Bool { ["CGFloat", "Double", "Float", "TimeInterval"].contains(name) }
    /// A C enumeration UIKit imports as a Swift enum: compared and stored as itself.
    var isImportedEnum: Bool { ObjCTypes.importedEnums.values.contains(name) }
    /// A C bit mask UIKit imports as a Swift option set: its bits are an `NSUInteger` in C.
    var isImportedOptions: Bool { ObjCTypes.importedOptions.values.contains(name) }

    /// What an Objective-C variable of the type holds before anything is assigned (C's zero).
    var zero: String {
        if isOptional { return "nil" }
        if isNumber { return "0" }
        switch name {
        case "Bool": return "false"
        case "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "UIOffset": return ".zero"
        case "String": return "\"\""
        case "IndexPath": return "IndexPath()"
        case "CGAffineTransform": return ".identity"
        case "UICollectionView.ScrollDirection": return ".vertical"
        case "UICollectionView.ElementCategory": return ".cell"
        case "UIScrollView.IndicatorStyle": return ".default"
        case "UICollectionViewUpdateItem.Action": return ".insert"  // raw value 0, as C's zero
        default: return ObjCPrelude.enumZeros[name] ?? "\(name)()"
        }
    }

    static let numbers: Set<String> = [
        "Int", "Int32", "Int16", "Int8", "UInt", "UInt32", "UInt16", "UInt8", "CGFloat", "Double", "Float",
        "TimeInterval"
    ]
}

/// Objective-C types by their spelling, as Swift's importer names them in the UIKit module.
enum ObjCTypes {
    /// Scalars and structs, after qualifiers are removed.
    static let scalars: [String: String] = [
        "NSInteger": "Int", "long": "Int", "long long": "Int", "NSUInteger": "UInt", "unsigned long": "UInt",
        "unsigned long long": "UInt", "size_t": "UInt", "unsigned short": "UInt16", "uint16_t": "UInt16",
        "int": "Int32", "short": "Int16",
        "unsigned int": "UInt32",
        "uint32_t": "UInt32", "int32_t": "Int32", "int64_t": "Int", "uint64_t": "UInt", "char": "Int8",
        "signed char": "Int8",
        "unsigned char": "UInt8", "CGFloat": "CGFloat", "double": "Double", "float": "Float",
        "NSTimeInterval": "TimeInterval",
        "BOOL": "Bool", "bool": "Bool", "_Bool": "Bool", "void": "Void", "CGRect": "CGRect", "CGSize": "CGSize",
        "CGPoint": "CGPoint", "UIEdgeInsets": "UIEdgeInsets", "CGAffineTransform": "CGAffineTransform",
        "CATransform3D": "CATransform3D", "SEL": "String", "Class": "AnyClass", "NSRange": "NSRange",
        "UIScrollViewDecelerationRate": "CGFloat", "UIOffset": "UIOffset"
    ]

    /// The raw values of those enums, as UIKit's Swift declares them: the hand-kept header's and
    /// the derived ones (`ObjCPrelude.enums`).
    static let enumRawTypes: [String: SwiftType] = [
        "UICollectionView.ScrollDirection": .int, "UICollectionView.ElementCategory": SwiftType(name: "UInt"),
        "UICollectionViewUpdateItem.Action": .int, "UIUserInterfaceIdiom": .int, "UIScrollView.IndicatorStyle": .int,
        "objc_AssociationPolicy": SwiftType(name: "UInt")
    ].merging(ObjCPrelude.enums.values.map { ($0.swift, SwiftType(name: $0.rawType)) }) { hand, _ in hand }

    /// C enumerations of UIKit, as Swift enums: the hand-kept header's and the derived ones.
    static let importedEnums: [String: String] = [
        "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
        "UICollectionElementCategory": "UICollectionView.ElementCategory",
        "UICollectionUpdateAction": "UICollectionViewUpdateItem.Action", "UIUserInterfaceIdiom": "UIUserInterfaceIdiom",
        "UIScrollViewIndicatorStyle": "UIScrollView.IndicatorStyle",
        "objc_AssociationPolicy": "objc_AssociationPolicy"
    ].merging(ObjCPrelude.enumTypes) { hand, _ in hand }

    /// C bit masks of UIKit (`NS_OPTIONS`), as Swift option sets; their constants are their bits
    /// (`ObjCNames.globals`), which `|` combines as C does, converted where a mask is given.
    static let importedOptions: [String: String] = [
        "UIViewAutoresizing": "UIView.AutoresizingMask", "UIControlState": "UIControl.State",
        "UIRectCorner": "UIRectCorner", "UIRectEdge": "UIRectEdge"
    ]

    /// Classes Swift imports as value types.
    static let bridged: [String: String] = ["NSString": "String", "NSIndexPath": "IndexPath"]

    /// Classes Swift knows by another name (`NSBundle` is `Bundle`; a dispatch queue a class of Dispatch).
    static let renamed: [String: String] = ["NSBundle": "Bundle", "OS_dispatch_queue": "DispatchQueue"]

    /// Foundation's collections, as the UIKit module's reference types that keep Objective-C's
    /// semantics (Foundation on Linux copies an array taken out of an array).
    static let collections: [String: String] = [
        "NSArray": "ObjCArray", "NSMutableArray": "ObjCArray", "NSDictionary": "ObjCDictionary",
        "NSMutableDictionary": "ObjCDictionary", "NSSet": "ObjCSet", "NSMutableSet": "ObjCSet",
        "NSPredicate": "ObjCPredicate"
    ]

    /// A block type, `BOOL (^)(CGPoint, NSInteger)`, as an optional Swift closure type
    /// `((CGPoint, Int) -> Bool)?` (a block may be nil).
    static func blockType(_ text: String, typedefs: [String: SwiftType]) -> SwiftType? {
        guard text.contains("^"), let match = text.wholeMatch(of: blockPattern) else { return nil }
        guard let result = swiftType(String(match.output.1), typedefs: typedefs) else { return nil }
        let list = String(match.output.2).trimmingCharacters(in: .whitespaces)
        var parameters: [String] = []
        if !list.isEmpty && list != "void" {
            for parameter in list.split(separator: ",") {
                // A parameter may be named (`CGPoint point`): its type is what precedes the name.
                var written = parameter.trimmingCharacters(in: .whitespaces)
                if swiftType(written, typedefs: typedefs) == nil,
                    let space = written.lastIndex(where: { $0 == " " || $0 == "*" })
                {
                    written = String(written[...space]).trimmingCharacters(in: .whitespaces)
                }
                guard let type = swiftType(written, typedefs: typedefs) else { return nil }
                parameters.append(type.written)
            }
        }
        return SwiftType(name: "(\(parameters.joined(separator: ", "))) -> \(result.written)", isOptional: true)
    }

    /// A C array type, `CGFloat [6]`: its element type's spelling and its count (nil for `[]`).
    static func cArray(_ spelling: String) -> (element: String, count: Int?)? {
        guard spelling.hasSuffix("]"), let match = spelling.wholeMatch(of: arrayPattern) else { return nil }
        return (String(match.output.1), Int(match.output.2))
    }

    /// The parameters and result of a closure type made by `blockType`.
    static func closureParts(_ type: SwiftType, typedefs: [String: SwiftType] = [:]) -> (
        parameters: [String], result: String
    )? {
        guard let arrow = type.name.range(of: ") -> ") else { return nil }
        let list = type.name[type.name.index(after: type.name.startIndex)..<arrow.lowerBound]
        var parameters: [String] = []
        var depth = 0
        var current = ""
        for character in list {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == "," && depth == 0 {
                parameters.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty {
            parameters.append(current.trimmingCharacters(in: .whitespaces))
        }
        return (parameters, String(type.name[arrow.upperBound...]))
    }

    /// The words a type's spelling may carry that do not change the Swift type.
    private static let qualifiers: Set<String> = [
        "__strong", "__weak", "__unsafe_unretained", "__autoreleasing", "__kindof", "_Nullable", "_Nonnull",
        "_Null_unspecified",
        "__nullable", "__nonnull", "nullable", "nonnull", "const", "volatile", "struct", "enum", "__block"
    ]

    /// The spelling without its qualifiers, single-spaced (words, not substrings: `MyConstants` stays).
    /// A scan, not a regular expression: it runs for every expression the translation types.
    static func withoutQualifiers(_ spelling: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += qualifiers.contains(word) ? " " : word
            word = ""
        }
        for character in spelling {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    nonisolated(unsafe) private static let blockPattern = /(.+?)\s*\(\s*\^\s*\w*\s*\)\s*\((.*)\)/
    nonisolated(unsafe) private static let arrayPattern = /(.+?)\s*\[(\d*)\]/

    /// The Swift type of an Objective-C type spelling (`NSArray<UICollectionViewLayoutAttributes *> *__strong`);
    /// `typedefs` are the files' own (`typedef NS_ENUM(NSInteger, Kind)`: `Kind` is an `Int`).
    static func swiftType(_ spelling: String, typedefs: [String: SwiftType] = [:]) -> SwiftType? {
        var text = withoutQualifiers(spelling)
        if let block = blockType(text, typedefs: typedefs) { return block }
        if let array = cArray(text) {
            return swiftType(array.element, typedefs: typedefs).map { SwiftType(name: "ObjCCArray<\($0.written)>") }
        }
        let isPointer = text.hasSuffix("*")
        if isPointer { text = String(text.dropLast()).trimmingCharacters(in: .whitespaces) }
        if text.hasSuffix("*") { return nil }  // a pointer to a pointer
        if text.contains("(") || text.contains("[") { return nil }  // functions, C arrays
        if text == "id" || text.hasPrefix("id<") || text.hasPrefix("id <") {
            guard let open = text.firstIndex(of: "<") else { return SwiftType(name: "AnyObject", isOptional: true) }
            let protocols = text[text.index(after: open)...].dropLast().split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != "NSObject" }
            return SwiftType(
                name: protocols.isEmpty ? "AnyObject" : protocols.joined(separator: " & "), isOptional: true)
        }
        if let generic = text.firstIndex(of: "<") {
            let base = String(text[..<generic]).trimmingCharacters(in: .whitespaces)
            // `NSObject<Delegate> *` is the protocol; `UIView<Delegate> *` both.
            if isPointer, collections[base] == nil, bridged[base] == nil, text.hasSuffix(">") {
                let protocols = text[text.index(after: generic)...].dropLast().split(separator: ",")
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                return SwiftType(
                    name: ((base == "NSObject" ? [] : [base]) + protocols).joined(separator: " & "), isOptional: true)
            }
            text = base
        }
        if isPointer {
            // A pointer to numbers or structs: the C array it points into (`BOOL *stop` is the
            // enumeration's, translated with it).
            if let element = scalars[text].map({ SwiftType(name: $0) }) ?? typedefs[text], text != "BOOL" {
                return SwiftType(name: "ObjCCArray<\(element.written)>", isOptional: true)
            }
            if let bridged = bridged[text] { return SwiftType(name: bridged) }
            return SwiftType(name: collections[text] ?? renamed[text] ?? text, isOptional: true)
        }
        if let scalar = scalars[text] { return SwiftType(name: scalar) }
        if let imported = importedEnums[text] ?? importedOptions[text] { return SwiftType(name: imported) }
        if let own = typedefs[text] { return own }
        return nil
    }
}
