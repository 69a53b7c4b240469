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
