import Foundation
import LayouttySystem
import SwiftParser
import SwiftSyntax

/// The Swift symbols Xcode (15 and later) generates for an asset catalog's images and colours:
/// a static `ImageResource` or `ColorResource` per asset, and — when the project asks for
/// framework extensions (`ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES`,
/// what Xcode's templates set) — a static `UIImage` or `UIColor` of the same name, so that
/// `UIImageView(image: .videoPlay)` compiles. Xcode writes them into the build, never into the
/// project; the preview writes the same file and the project search finds its names as it finds
/// the app's own (`ProjectFiles`).
///
/// Names follow Xcode's output: words split at anything not a letter or a digit, the first word
/// lower-cased up to its last leading capital (`CFConfezione` → `cfConfezione`), the others
/// capitalized (`tutorial_bell_daily` → `tutorialBellDaily`); a trailing `Color` or `Image`
/// dropped (`AccentColor` → `accent`); an all-capital word kept, with `_` before digits
/// (`IMG02` → `IMG_02`, `AL-0` → `AL_0`). Two assets of one symbol: the first in path order.
struct AssetCatalog {
    /// The catalog's image and colour sets, by asset name, in path order.
    var images: [String] = []
    var colors: [String] = []

    /// The catalog's sets, walked in path order; a folder's name joins its assets' names only
    /// where the folder provides a namespace (`"provides-namespace" : true`), as in Xcode.
    init(catalogAt folder: URL) {
        walk(folder, namespace: "")
    }

    private mutating func walk(_ folder: URL, namespace: String) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let asset = namespace + url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "imageset", "symbolset": images.append(asset)
            case "colorset": colors.append(asset)
            case "":
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue
                else { continue }
                let contents = (try? String(contentsOf: url.appendingPathComponent("Contents.json"), encoding: .utf8))
                let namespaced = contents?.contains(/"provides-namespace"\s*:\s*true/) ?? false
                walk(url, namespace: namespaced ? asset + "/" : namespace)
            default: continue
            }
        }
    }

    /// The symbol Xcode generates for an asset's name.
    static func symbol(for asset: String) -> String {
        var base = asset
        for suffix in ["Color", "Image"] where base.hasSuffix(suffix) && base.count > suffix.count {
            base.removeLast(suffix.count)
            break
        }
        let words = base.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = words.first else { return "_" }
        var symbol = firstWord(first)
        for word in words.dropFirst() {
            symbol += word.first!.isNumber ? "_" + word : word.prefix(1).uppercased() + word.dropFirst()
        }
        if symbol.first!.isNumber { symbol = "_" + symbol }
        return GeneratedSwift.identifier(symbol)
    }

    /// `SplashIcon` → `splashIcon`, `CFConfezione` → `cfConfezione`; an all-capital word kept,
    /// its digits after `_` (`IMG02` → `IMG_02`).
    private static func firstWord(_ word: String) -> String {
        let letters = word.prefix { $0.isLetter }
        if !letters.isEmpty, letters.allSatisfy(\.isUppercase) {
            // What follows the capitals starts with a digit (a word is letters and digits).
            let digits = word.dropFirst(letters.count)
            return digits.isEmpty ? word : letters + "_" + digits
        }
        let capitals = word.prefix { $0.isUppercase }
        let lowered =
            capitals.count > 1 ? capitals.dropLast().lowercased() + String(capitals.last!) : capitals.lowercased()
        return lowered + word.dropFirst(capitals.count)
    }

    /// `GeneratedAssetSymbols.swift` as Xcode writes it for the catalog: the resources, and
    /// UIKit's and SwiftUI's statics when `frameworkExtensions`; nil when it declares nothing.
    /// A static the app's own extension of the type already declares (`class func
    /// customBtnOff() -> UIColor` beside a `customBtnOff` colour) is not written, as Xcode
    /// leaves it out: the app builds there, and two members of one name here are an invalid
    /// redeclaration that would leave out the whole file.
    func generatedFile(frameworkExtensions: Bool, declared: [String: Set<String>] = [:]) -> String? {
        let colors = Self.unique(colors)
        let images = Self.unique(images)
        guard !colors.isEmpty || !images.isEmpty else { return nil }
        func statics(
            _ assets: [(name: String, symbol: String)], of type: String? = nil, _ make: (String, String) -> String
        ) -> String {
            let taken = type.flatMap { declared[$0] } ?? []
            return assets.filter { !taken.contains($0.symbol) }.map { make($0.name, $0.symbol) }
                .joined(separator: "\n")
        }
        var text = """
            import Foundation
            import UIKit
            #if canImport(SwiftUI)
            import SwiftUI
            #endif

            private class ResourceBundleClass {}
            private let resourceBundle = Foundation.Bundle(for: ResourceBundleClass.self)

            extension ColorResource {
            \(statics(colors) { "    static let \($1) = ColorResource(name: \(Self.literal($0)), bundle: resourceBundle)" })
            }

            extension ImageResource {
            \(statics(images) { "    static let \($1) = ImageResource(name: \(Self.literal($0)), bundle: resourceBundle)" })
            }

            """
        guard frameworkExtensions else { return text }
        text += """

            extension UIColor {
            \(statics(colors, of: "UIColor") { "    static var \($1): UIColor { .init(resource: .\($1)) }" })
            }

            extension UIImage {
            \(statics(images, of: "UIImage") { "    static var \($1): UIImage { .init(resource: .\($1)) }" })
            }

            #if canImport(SwiftUI)
            extension SwiftUI.Color {
            \(statics(colors, of: "Color") { "    static var \($1): SwiftUI.Color { .init(ColorResource.\($1)) }" })
            }

            extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {
            \(statics(colors, of: "Color") { "    static var \($1): SwiftUI.Color { .init(ColorResource.\($1)) }" })
            }
            #endif

            """
        return text
    }

    /// The members the files' own extensions of `UIColor`, `UIImage` and SwiftUI's `Color`
    /// declare, by type: the names a generated static of the same name would redeclare. Only
    /// files that extend one of them are parsed.
    static func extensionMembers(in files: [String]) -> [String: Set<String>] {
        let types: Set<String> = ["UIColor", "UIImage", "Color", "SwiftUI.Color"]
        var members: [String: Set<String>] = [:]
        for path in files {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                types.contains(where: { text.contains("extension \($0)") })
            else { continue }
            for item in Parser.parse(source: text).statements {
                guard let extended = item.item.as(ExtensionDeclSyntax.self) else { continue }
                let type = extended.extendedType.trimmedDescription
                guard types.contains(type) else { continue }
                let names = extended.memberBlock.members.flatMap { Self.names(declaredBy: $0.decl) }
                members[type == "SwiftUI.Color" ? "Color" : type, default: []].formUnion(names)
            }
        }
        return members
    }

    private static func names(declaredBy declaration: DeclSyntax) -> [String] {
        if let function = declaration.as(FunctionDeclSyntax.self) { return [function.name.text] }
        return declaration.as(VariableDeclSyntax.self)?.bindings.compactMap {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        } ?? []
    }

    /// Each asset with its symbol, the first of each symbol only.
    private static func unique(_ assets: [String]) -> [(name: String, symbol: String)] {
        var seen = Set<String>()
        return assets.map { ($0, symbol(for: $0)) }.filter { seen.insert($0.1).inserted }
    }

    private static func literal(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
