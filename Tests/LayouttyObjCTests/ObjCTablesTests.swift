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
    static let uikitSources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/UIKit")

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

    @Test func theHeadersUIKitClassesAndProtocolsAreTheModules() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.uikitSources, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        let classes = Self.expectedClasses(texts)
        let protocols = Self.expectedProtocols(texts)
        let pasted =
            "static let uikitClasses: [String: String] = [\n"
            + classes.sorted { $0.key < $1.key }.map { "    \"\($0.key)\": \"\($0.value)\"," }.joined(separator: "\n")
            + "\n]\nstatic let uikitProtocols: [String: [String]] = [\n"
            + protocols.sorted { $0.key < $1.key }.map { "    \"\($0.key)\": \($0.value)," }.joined(separator: "\n")
            + "\n]"
        #expect(ObjCPrelude.uikitClasses == classes, "the prelude's UIKit tables should read:\n\(pasted)")
        #expect(ObjCPrelude.uikitProtocols == protocols, "the prelude's UIKit tables should read:\n\(pasted)")
        #expect(classes["UILabel"] == "UIView" && classes["UIViewController"] == "UIResponder")
        #expect(protocols["UIApplicationDelegate"] != nil)
    }
}
