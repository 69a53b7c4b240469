import Foundation
import LayouttyPreviewBuild
import SwiftParser
import SwiftSyntax
import Testing

/// The port's knowledge of UIKit's shape is read from Layoutty's UIKit itself, not kept by hand:
/// UIKit's optional requirements (on iOS, `@objc optional`; here, requirements with a default in
/// the protocol's extension) are what a `delegate?.method?(…)` may call, and each such protocol
/// answers `_layouttyIf` in the port's runtime.
@Suite struct UIKitShapeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every public protocol of `Sources/UIKit` (and of the Foundation additions it re-exports)
    /// whose requirements have defaults in an unconstrained extension: those requirements' full
    /// names, sorted.
    static func optionalRequirements() throws -> [String: [String]] {
        var requirements: [String: Set<String>] = [:]
        var defaults: [String: Set<String>] = [:]
        func methods(_ members: MemberBlockItemListSyntax) -> [String] {
            members.compactMap { member in
                member.decl.as(FunctionDeclSyntax.self).map { function in
                    function.name.text + "("
                        + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
                }
            }
        }
        let folders = ["Sources/UIKit", "Sources/_LayouttyFoundation"].map { root.appendingPathComponent($0) }
        let files = try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).map { folder.appendingPathComponent($0) }
        }
        for file in files where file.pathExtension == "swift" {
            let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
            for statement in tree.statements {
                if let proto = statement.item.as(ProtocolDeclSyntax.self),
                    proto.modifiers.contains(where: { $0.name.text == "public" })
                {
                    requirements[proto.name.text, default: []].formUnion(methods(proto.memberBlock.members))
                } else if let ext = statement.item.as(ExtensionDeclSyntax.self), ext.genericWhereClause == nil {
                    defaults[ext.extendedType.trimmedDescription, default: []].formUnion(
                        methods(ext.memberBlock.members))
                }
            }
        }
        return Dictionary(
            uniqueKeysWithValues: requirements.compactMap { name, methods in
                let optional = methods.intersection(defaults[name] ?? [])
                return optional.isEmpty ? nil : (name, optional.sorted())
            })
    }

    /// The table as the port's source writes it.
    static func table(_ requirements: [String: [String]]) -> String {
        requirements.keys.sorted().map { name in
            "        \"\(name)\": [\n" + requirements[name]!.map { "            \"\($0)\"" }.joined(separator: ",\n")
                + "\n        ]"
        }
        .joined(separator: ",\n")
    }

    /// The runtime's answers, one pair of extensions a protocol, as its file writes them.
    static func runtime(_ requirements: [String: [String]]) -> String {
        requirements.keys.sorted().map { name in
            """
            extension \(name) {
                public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(self, requirement) ? self : nil }
            }

            extension \(name) where Self: _LayouttyOptionalRequirements {
                public func _layouttyIf(_ requirement: String) -> Self? { _layouttyImplements(requirement) ? self : nil }
            }
            """
        }
        .joined(separator: "\n\n")
    }

    /// The port's table (`PreviewPort.uikitOptionalRequirements`) is UIKit's. When UIKit gains a
    /// delegate method with a default, this fails and prints the table to paste.
    @Test func thePortKnowsUIKitsOptionalRequirements() throws {
        let derived = try Self.optionalRequirements()
        #expect(derived["UIScrollViewDelegate"]?.contains("scrollViewDidScroll(_:)") == true)
        #expect(
            PreviewPort.uikitOptionalRequirements == derived,
            "Sources/LayouttyPreviewBuild/UIKitOptionalRequirements.swift's table should read:\n\(Self.table(derived))")
    }

    /// The classes an `@objc` protocol's property requirements describe (`var
    /// navigationController: UINavigationController! { get }`, met by a controller).
    static let markedClasses: Set<String> = [
        "UIResponder", "UIView", "UIViewController", "UICollectionViewController", "UITableViewController"
    ]

    /// Each public instance property of `markedClasses` whose type is optional (`?`) or
    /// implicitly unwrapped (`!`), with that mark; a name two of them mark differently is left out.
    static func propertyMarks() throws -> [String: String] {
        var marks: [String: Set<String>] = [:]
        let folder = root.appendingPathComponent("Sources/UIKit")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let file = folder.appendingPathComponent(name)
            let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
            for statement in tree.statements {
                let group =
                    statement.item.as(ClassDeclSyntax.self).map { ($0.name.text, $0.memberBlock) }
                    ?? statement.item.as(ExtensionDeclSyntax.self).map {
                        ($0.extendedType.trimmedDescription, $0.memberBlock)
                    }
                guard let (type, members) = group, markedClasses.contains(type) else { continue }
                for variable in members.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) })
                where variable.modifiers.contains(where: { ["public", "open"].contains($0.name.text) })
                    && !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
                {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            let type = binding.typeAnnotation?.type
                        else { continue }
                        if type.is(OptionalTypeSyntax.self) { marks[name, default: []].insert("?") }
                        if type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { marks[name, default: []].insert("!") }
                    }
                }
            }
        }
        return marks.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// The port's table (`PreviewPort.uikitPropertyMarks`) is UIKit's: an `@objc` protocol's
    /// requirement takes the mark of UIKit's property of its name, as Objective-C's
    /// conformance ignores the difference. When UIKit gains such a property, this fails and
    /// prints the table to paste.
    @Test func thePortKnowsUIKitsOptionalProperties() throws {
        let derived = try Self.propertyMarks()
        #expect(derived["navigationController"] == "?" && derived["view"] == "!")
        let table = derived.keys.sorted().map { "        \"\($0)\": \"\(derived[$0]!)\"" }.joined(separator: ",\n")
        #expect(
            PreviewPort.uikitPropertyMarks == derived,
            "Sources/LayouttyPreviewBuild/UIKitPropertyMarks.swift's table should read:\n\(table)")
    }

    /// Each of those protocols answers `_layouttyIf` in the port's runtime (the `?(` of its
    /// optional requirements): the file is the text below, generated from the same table.
    @Test func eachProtocolAnswersInThePortsRuntime() throws {
        let file = Self.root.appendingPathComponent("Sources/_LayouttyPortRuntime/UIKitOptionalRequirements.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let expected = Self.runtime(try Self.optionalRequirements())
        #expect(text.hasSuffix(expected + "\n"), "\(file.path) should end with:\n\(expected)")
    }

    /// UIKit's list controllers and diffable data sources declare every requirement of the
    /// protocols they adopt, as Swift shows an Objective-C class's adopted methods as its own: a
    /// subclass's `override func collectionView(_:willDisplay:forItemAt:)`,
    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)` or `indexTitles(for:)`
    /// overrides something (IQListKit's screens and data sources stopped on those).
    @Test(arguments: [
        (
            "UICollectionViewController", "UICollectionViewController",
            ["UICollectionViewDataSource", "UICollectionViewDelegate", "UIScrollViewDelegate"]
        ),
        (
            "UITableViewController", "UITableViewController",
            ["UITableViewDataSource", "UITableViewDelegate", "UIScrollViewDelegate"]
        ),
        ("UIDiffableDataSource", "UICollectionViewDiffableDataSource", ["UICollectionViewDataSource"]),
        ("UIDiffableDataSource", "UITableViewDiffableDataSource", ["UITableViewDataSource"])
    ])
    func uikitsListClassesDeclareTheirProtocolsWhole(file: String, type: String, protocols: [String]) throws {
        let url = Self.root.appendingPathComponent("Sources/UIKit/\(file).swift")
        let tree = Parser.parse(source: try String(contentsOf: url, encoding: .utf8))
        let declared = Set(
            tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self) }.filter { $0.name.text == type }
                .flatMap { $0.memberBlock.members }
                .compactMap { $0.decl.as(FunctionDeclSyntax.self) }
                .map {
                    $0.name.text + "("
                        + $0.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
                })
        let requirements = try Self.optionalRequirements()
        let missing = protocols.flatMap { requirements[$0] ?? [] }.filter { !declared.contains($0) }
        #expect(!declared.isEmpty && missing.isEmpty, "\(type) does not declare: \(missing)")
    }
}
