import Foundation
import Testing

@testable import LayouttyObjC

/// The translator's tables are a copy of UIKit's shape; this holds them to the UIKit module as
/// built: every override it writes is a real override of `UICollectionViewFlowLayout`, every
/// flow-layout delegate method a real requirement, every global and struct field what UIKit and
/// Core Graphics declare. The Swift the tables make is type-checked against the built modules
/// (`swiftc -typecheck`, no build), so a renamed UIKit member fails here, by its table entry.
@Suite struct ObjCTablesTests {
    /// The debug build's module folder (`swift test` builds UIKit before any test runs).
    static let modules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/Modules")

    static let swiftc: String? = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The Swift the tables would write, one declaration or expression per entry.
    static func tablesAsSwift() -> String {
        let names = ["a", "b", "c"]
        func filled(_ declaration: String) -> String { ObjCNames.fill(declaration, arguments: names) }
        func body(_ override: ObjCNames.Override) -> String {
            override.result == .void ? "{}" : "{ fatalError() }"
        }
        // A custom attributes class copies and compares itself; the rest a layout overrides.
        let attributes: Set<String> = ["copyWithZone:", "isEqual:"]
        var swift =
            "import UIKit\nimport _LayouttyPortRuntime\n\nfinal class TableOverrides: UICollectionViewFlowLayout {\n"
        for (selector, entry) in ObjCNames.overrides.sorted(by: { $0.key < $1.key })
        where !attributes.contains(selector) {
            swift += "    // \(selector)\n    \(filled(entry.declaration)) \(body(entry))\n"
        }
        swift += "}\n\nfinal class TableAttributes: UICollectionViewLayoutAttributes {\n"
        for selector in attributes.sorted() {
            let entry = ObjCNames.overrides[selector]!
            swift += "    // \(selector)\n    \(filled(entry.declaration)) \(body(entry))\n"
        }
        swift += "}\n\nfinal class TableDelegate: NSObject, UICollectionViewDelegateFlowLayout {\n"
        for (selector, entry) in ObjCNames.delegateMethods.sorted(by: { $0.key < $1.key }) {
            swift += "    // \(selector)\n    \(filled(entry.declaration)) { fatalError() }\n"
        }
        swift += "}\n\nfunc tableGlobals() {\n"
        for (name, expression) in ObjCNames.globals.sorted(by: { $0.key < $1.key }) {
            swift += "    _ = \(expression)  // \(name)\n"
        }
        for (type, fields) in ObjCNames.structFields.sorted(by: { $0.key < $1.key }) {
            let arguments = fields.map { "\($0.name): \($0.type.name == "CGFloat" ? "0" : ".zero")" }
            swift += "    _ = \(type)(\(arguments.joined(separator: ", ")))\n"
        }
        return swift + "}\n"
    }

    @Test func theTablesAreUIKitsShape() throws {
        let swiftc = try #require(Self.swiftc, "no swiftc on PATH")
        #expect(
            FileManager.default.fileExists(atPath: Self.modules.appendingPathComponent("UIKit.swiftmodule").path),
            "no UIKit module at \(Self.modules.path)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutty-tables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Tables.swift")
        try Self.tablesAsSwift().write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-swift-version", "5", "-I", Self.modules.path, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(said.prefix(3000))")
        #expect(ObjCNames.overrides.count > 15 && ObjCNames.delegateMethods.count == 6 && ObjCNames.globals.count > 30)
    }
}

/// The prelude's UIKit classes and protocols are the UIKit module's: derived from its sources
/// here and compared with `ObjCPrelude.uikitClasses` and `uikitProtocols`, so a class added to
/// UIKit (or a superclass changed) fails until the prelude says it too. On a mismatch the
/// tables as they should read are printed, to be pasted in.
@Suite struct ObjCPreludeShapeTests {
    /// UIKit's sources and those of the Foundation additions it re-exports: what `import UIKit`
    /// brings, as Objective-C's `UIKit.h` brings Foundation.
    static let uikitSources = ["Sources/UIKit", "Sources/_LayouttyFoundation"].map {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent($0)
    }

    /// Each top-level class of the module's sources: its generic parameters and first inherited type.
    static func declaredClasses(in texts: [String]) -> [String: (generics: String, superclass: String)] {
        let pattern =
            /(?m)^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:open|public|package|internal|final|fileprivate|private)\s+)*class\s+(\w+)(<[^>{]*>)?\s*(?::\s*([\w.]+))?/
        var classes: [String: (String, String)] = [:]
        for text in texts {
            for match in text.matches(of: pattern) {
                classes[String(match.1)] = (match.2.map(String.init) ?? "", match.3.map(String.init) ?? "NSObject")
            }
        }
        return classes
    }

    /// The Objective-C names among them (UI…, NS…) that are public, each with its nearest
    /// superclass the prelude can name: one of these, one the hand-kept header declares, or NSObject.
    static func expectedClasses(_ texts: [String]) -> [String: String] {
        let all = declaredClasses(in: texts)
        let publicNames = Set(
            texts.flatMap {
                $0.matches(of: /(?m)^(?:@\w+(?:\([^)]*\))?\s+)*(?:open|public)\s+(?:final\s+)?class\s+(\w+)/)
            }
            .map { String($0.1) })
        // Not the adapter of Layoutty's own engine (its superclass is a Swift class of another module).
        let objc = publicNames.filter { name in
            let superclass = all[name]?.superclass ?? "NSObject"
            return (name.hasPrefix("UI") || name.hasPrefix("NS"))
                && (all[superclass] != nil || superclass.hasPrefix("NS") || superclass.hasPrefix("UI"))
        }
        let written = ObjCPrelude.declaredNames(in: ObjCPrelude.handKept)
        func nameable(_ superclass: String) -> String {
            var current = superclass
            for _ in 0..<20 {
                if objc.contains(current) || written.contains(current) || current == "NSObject" { return current }
                guard let next = all[current]?.superclass else { return "NSObject" }
                current = next
            }
            return "NSObject"
        }
        return Dictionary(
            uniqueKeysWithValues: objc.filter { !written.contains($0) }.map {
                ($0 + objectiveCGenerics(all[$0]?.generics ?? ""), nameable(all[$0]?.superclass ?? "NSObject"))
            })
    }

    /// `<A: Hashable & Sendable, B>` → `<A, B>`: Objective-C's lightweight generics name them only.
    static func objectiveCGenerics(_ swift: String) -> String {
        guard !swift.isEmpty else { return "" }
        let names = swift.dropFirst().dropLast().split(separator: ",").map {
            $0.prefix { $0 != ":" }.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return "<" + names.joined(separator: ", ") + ">"
    }

    /// The public protocols named UI…/NS…, each with its parents of those names.
    static func expectedProtocols(_ texts: [String]) -> [String: [String]] {
        let pattern = /(?m)^(?:@\w+(?:\([^)]*\))?\s+)*public\s+protocol\s+(\w+)\s*(?::\s*([^{]+))?\{/
        let written = ObjCPrelude.declaredNames(in: ObjCPrelude.handKept)
        var protocols: [String: [String]] = [:]
        for text in texts {
            for match in text.matches(of: pattern)
            where (match.1.hasPrefix("UI") || match.1.hasPrefix("NS")) && !written.contains(String(match.1)) {
                let parents = (match.2.map(String.init) ?? "").split(whereSeparator: { ",&".contains($0) })
                    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                    .filter { ($0.hasPrefix("UI") || $0.hasPrefix("NS")) && !$0.contains(" ") }
                    .map { $0 == "NSObjectProtocol" ? "NSObject" : $0 }
                protocols[String(match.1)] = parents
            }
        }
        return protocols
    }

    private static func isView(_ name: String) -> Bool {
        var current: String? = name
        for _ in 0..<30 {
            if current == "UIView" { return true }
            current = current.flatMap { ObjCPrelude.superclasses[$0] }
        }
        return false
    }

    /// A stored property's type from its initial value: `= false`, `= 1`, `= UIColor.label`.
    static func inferredType(_ value: String) -> String? {
        let value = value.trimmingCharacters(in: .whitespaces)
        if value == "true" || value == "false" { return "Bool" }
        if value.wholeMatch(of: /-?\d+/) != nil { return "Int" }
        if let made = value.firstMatch(of: /^([A-Z]\w*)\(/) { return String(made.1) }
        // `UIColor.label` is a colour; a view's static member is not a view
        // (`UITableView.automaticDimension` is a CGFloat).
        if let member = value.wholeMatch(of: /([A-Z]\w*)\.\w+/), !isView(String(member.1)) { return String(member.1) }
        return nil
    }

    /// Each class's public instance properties the translator can read back (see
    /// `ObjCPrelude.objectiveCType`), as `@property` declarations (`memberLines`); a Boolean
    /// `isHidden` as Objective-C's `hidden`.
    static func expectedProperties(_ texts: [String], classes: Set<String>) -> [String: [String]] {
        let member =
            /^    (?:open|public)\s+(?:override\s+)?(private\(set\)\s+|package\(set\)\s+)?(var|let)\s+(\w+)\s*(?::\s*([\w.]+[?!]?))?\s*(?:=\s*([^{]+))?/
        var found: [String: Set<String>] = [:]
        for (current, line) in memberLines(texts, classes: classes) {
            guard let property = line.wholeMatch(of: member) ?? line.prefixMatch(of: member) else { continue }
            guard let swiftType = property.4.map(String.init) ?? property.5.flatMap({ inferredType(String($0)) }),
                // A type nested in the class is named without it there (`ContentMode` in UIView).
                let type = ObjCPrelude.objectiveCType(swiftType)
                    ?? ObjCPrelude.objectiveCType("\(current).\(swiftType)")
            else { continue }
            let readonly = property.1 != nil || property.2 == "let" || line.contains("{ get }")
            var name = String(property.3)
            var attributes: [String] = readonly ? ["readonly"] : []
            if type == "BOOL", name.count > 2, name.hasPrefix("is"), name.dropFirst(2).first?.isUppercase == true {
                attributes.append("getter=\(name)")
                name = name.dropFirst(2).prefix(1).lowercased() + name.dropFirst(3)
            }
            let (nullable, spelled) =
                type.hasPrefix("(nullable) ") ? (["nullable"], String(type.dropFirst(11))) : ([], type)
            let list = nullable + attributes
            let separator = spelled.hasSuffix("*") ? "" : " "
            found[current, default: []].insert(
                (list.isEmpty ? "" : "(\(list.joined(separator: ", "))) ") + spelled + separator + name)
        }
        return found.mapValues { $0.sorted() }
    }

    /// Each class's public instance methods Objective-C can send by their Swift names
    /// (`ObjCPrelude.derivedMethod`), as the module declares them on one line: `func
    /// viewWillAppear(_ animated: Bool)`, default values and attributes dropped; its initializers
    /// Objective-C names `initWith…` (`derivedInitializer`), and UIColor's named colours.
    static func expectedMethods(_ texts: [String], classes: Set<String>) -> [String: [String]] {
        let member =
            /^    (?:@\w+\s+)*(?:open|public)\s+(?:override\s+)?(func \w+\(.*\)(?:\s*->\s*[\w.?!]+)?)\s*(?:\{.*)?$/
        let initializer =
            /^    (?:@\w+\s+)*(?:open|public)\s+(?:(?:override|convenience|required)\s+)*init(\?)?\((.+)\)\s*(?:\{.*)?$/
        let colour = /^    public static var (\w+): UIColor.*/
        var found: [String: Set<String>] = [:]
        for (current, line) in memberLines(texts, classes: classes) {
            if let initializer = line.wholeMatch(of: initializer) {
                let declaration = "init\(initializer.1 ?? "")(\(initializer.2))".replacing(/\ = [^,)]+/, with: "")
                if ObjCPrelude.derivedInitializer(declaration) != nil {
                    found[current, default: []].insert(declaration)
                }
            } else if current == "UIColor", let colour = line.wholeMatch(of: colour) {
                found[current, default: []].insert("static var \(colour.1): UIColor")
            }
            guard let method = line.wholeMatch(of: member) else { continue }
            let declaration = String(method.1).replacing(/\ = [^,)]+/, with: "")
                .replacing(/\)\s*->\s*/, with: ") -> ")
            if ObjCPrelude.derivedMethod(declaration) != nil { found[current, default: []].insert(declaration) }
        }
        return found.mapValues { $0.sorted() }
    }

    /// Each public enumeration of the module with integer raw values, as Objective-C names it
    /// (`ObjCPrelude.objectiveCEnumName`: `UIView.ContentMode` is `UIViewContentMode`, a
    /// top-level `UIInterfaceOrientation` keeps its name): its Swift name and raw type first, then each case with its raw value
    /// (`scaleAspectFill = 2`), as `ObjCPrelude.uikitEnums` holds them. Not those the hand-kept
    /// header declares, nor one whose cases are not all plain or given integer values.
    static func expectedEnums(_ texts: [String]) -> [String: [String]] {
        let owner =
            /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:open|public|package|internal|final)\s+)*(?:class|extension)\s+(\w+)/
        let opening = /( {0,4})public enum (\w+): (Int|UInt)(?:, \w+)*\s*\{/
        let written = ObjCPrelude.declaredEnums(in: ObjCPrelude.handKept)
        var found: [String: [String]] = [:]
        for text in texts {
            var top: String?
            var open: (indent: String, objectiveC: String, entries: [String], next: Int)?
            for line in text.split(separator: "\n") {
                if line.first?.isWhitespace == false, let match = line.firstMatch(of: owner) { top = String(match.1) }
                if var current = open {
                    if line == current.indent + "}" {
                        if current.entries.count > 1 { found[current.objectiveC] = current.entries }
                        open = nil
                    } else if line.hasPrefix(current.indent + "    case ") {
                        for piece in line.dropFirst(current.indent.count + 9).components(separatedBy: ", ") {
                            guard let item = piece.wholeMatch(of: /`?(\w+)`?(?: = (-?\d+))?/) else {
                                current.entries = []
                                break
                            }
                            let value = item.2.flatMap { Int($0) } ?? current.next
                            current.entries.append("\(item.1) = \(value)")
                            current.next = value + 1
                        }
                        open = current.entries.isEmpty ? nil : current
                    }
                } else if let match = line.wholeMatch(of: opening) {
                    let nested = match.1.count == 4
                    guard !nested || top != nil else { continue }
                    let swift = nested ? "\(top!).\(match.2)" : String(match.2)
                    let objectiveC = ObjCPrelude.objectiveCEnumName(swift)
                    guard objectiveC.hasPrefix("UI") || objectiveC.hasPrefix("NS"), !written.contains(objectiveC)
                    else { continue }
                    open = (String(match.1), objectiveC, ["\(swift): \(match.3)"], 0)
                }
            }
        }
        return found
    }

    /// Each line four spaces into a top-level class or extension of one of `classes` (the
    /// sources are formatted), with that class: where the members above are read. A function or
    /// initializer the formatter broke over several lines (parameters, `-> Result`, `{` each on
    /// a line of its own) is read as one line, up to its body's `{`.
    static func memberLines(_ texts: [String], classes: Set<String>) -> [(owner: String, line: Substring)] {
        let owner =
            /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:open|public|package|internal|final)\s+)*(?:class|extension)\s+(\w+)/
        let declaration = /^    (?:[@\w()]+\s+)*(?:func \w+|init[?!]?)[(<].*/
        var lines: [(owner: String, line: Substring)] = []
        for text in texts {
            var current: String?
            var pending: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if let started = pending {
                    let piece = line.trimmingCharacters(in: .whitespaces)
                    let whole = started.hasSuffix("(") || piece.hasPrefix(")") ? started + piece : started + " " + piece
                    pending = whole.contains("{") ? nil : whole
                    if let current, pending == nil { lines.append((current, Substring(whole))) }
                } else if let top = line.firstMatch(of: owner), line.first?.isWhitespace == false {
                    current = classes.contains(String(top.1)) ? String(top.1) : nil
                } else if line.first.map({ !$0.isWhitespace && $0 != "}" && $0 != "/" }) == true {
                    current = nil
                } else if let current {
                    if !line.contains("{"), line.wholeMatch(of: declaration) != nil {
                        pending = String(line)
                    } else {
                        lines.append((current, line))
                    }
                }
            }
        }
        return lines
    }

    @Test func theHeadersUIKitClassesAndProtocolsAreTheModules() throws {
        let files = try Self.uikitSources.flatMap {
            try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)
        }
        .filter { $0.pathExtension == "swift" }
        let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        let classes = Self.expectedClasses(texts)
        let protocols = Self.expectedProtocols(texts)
        let handKeptClasses = ObjCPrelude.handKept.matches(of: /@interface\s+(\w+)/).map { String($0.1) }
        let named = Set(classes.keys.map { String($0.prefix { $0 != "<" }) }).union(handKeptClasses)
        let properties = Self.expectedProperties(texts, classes: named)
        let methods = Self.expectedMethods(texts, classes: named)
        let enums = Self.expectedEnums(texts)
        let pasted =
            "static let uikitEnums: [String: [String]] = [\n"
            + enums.sorted { $0.key < $1.key }.map { "    \"\($0.key)\": \($0.value)," }.joined(separator: "\n")
            + "\n]\nstatic let uikitClasses: [String: String] = [\n"
            + classes.sorted { $0.key < $1.key }.map { "    \"\($0.key)\": \"\($0.value)\"," }.joined(separator: "\n")
            + "\n]\nstatic let uikitProtocols: [String: [String]] = [\n"
            + protocols.sorted { $0.key < $1.key }.map { "    \"\($0.key)\": \($0.value)," }.joined(separator: "\n")
            + "\n]\nstatic let uikitMethods: [String: [String]] = [\n"
            + methods.sorted { $0.key < $1.key }.map { "    \"\($0.key)\": \($0.value)," }.joined(separator: "\n")
            + "\n]\nstatic let uikitProperties: [String: [String]] = [\n"
            + properties.sorted { $0.key < $1.key }.map { "    \"\($0.key)\": \($0.value)," }.joined(separator: "\n")
            + "\n]"
        #expect(ObjCPrelude.uikitEnums == enums, "the prelude's UIKit tables should read:\n\(pasted)")
        #expect(ObjCPrelude.uikitClasses == classes, "the prelude's UIKit tables should read:\n\(pasted)")
        #expect(ObjCPrelude.uikitProtocols == protocols, "the prelude's UIKit tables should read:\n\(pasted)")
        #expect(ObjCPrelude.uikitProperties == properties, "the prelude's UIKit tables should read:\n\(pasted)")
        #expect(ObjCPrelude.uikitMethods == methods, "the prelude's UIKit tables should read:\n\(pasted)")
        #expect(methods["UIViewController"]?.contains("func viewWillAppear(_ animated: Bool)") == true)
        // A bit mask's parameter is its C type (`NS_OPTIONS`, `ObjCTypes.importedOptions`).
        #expect(
            ObjCPrelude.derivedMethod("func setTitle(_ title: String?, for state: UIControl.State)")?.objectiveC
                == "- (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;")
        #expect(methods["UIView"]?.contains("init(frame: CGRect)") == true)
        let dequeue = ObjCPrelude.derivedMethod(
            "func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView"
        )
        #expect(dequeue?.selector == "dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
        #expect(
            ObjCPrelude.derivedMethod("func insertSubview(_ view: UIView, at index: Int)")?.selector
                == "insertSubview:atIndex:")
        #expect(methods["UIColor"]?.contains("static var systemBlue: UIColor") == true)
        #expect(ObjCPrelude.classMessage("colorWithWhite:alpha:", of: "UIColor") == "UIColor(white: {0}, alpha: {1})")
        #expect(
            ObjCPrelude.derivedMethod("func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView)")?
                .objectiveC == "- (void)insertSubview:(UIView *)view aboveSubview:(UIView *)siblingSubview;")
        #expect(properties["UILabel"]?.contains("(nullable) NSString *text") == true)
        #expect(properties["UIView"]?.contains("(getter=isHidden) BOOL hidden") == true)
        #expect(classes["UILabel"] == "UIView" && classes["UIViewController"] == "UIResponder")
        #expect(protocols["UIApplicationDelegate"] != nil)
        #expect(
            enums["UIViewContentMode"]?.prefix(4) == [
                "UIView.ContentMode: Int", "scaleToFill = 0", "scaleAspectFit = 1", "scaleAspectFill = 2"
            ])
        #expect(enums["UIGestureRecognizerState"]?.last == "failed = 5")
    }
}
