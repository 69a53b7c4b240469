import Foundation
import LayouttySystem
import SwiftParser
import SwiftSyntax

/// The test program of a copy whose tests include Quick specs. XCTest on Linux finds test cases
/// at build time, by their `test…` methods; a spec has none (its examples are made when it
/// runs), so Quick runs on Linux only from a program listing its specs (`QCKMain`, Quick's
/// "Linux Support"). `layoutty test` writes that program for the package, which Xcode users
/// never write, and `swift test` builds it in place of its own
/// (`--experimental-test-entry-point-path`). Since it replaces the list SwiftPM would make, it
/// also lists each `XCTestCase`'s test methods, as SwiftPM's discovery would.
///
/// A class under a condition false here (`#if os(macOS)`) is left out, as the compiler leaves it
/// out (`CompilationCondition`); a private or generic
/// class cannot be named from another module, nor can SwiftPM's discovery run it.
package struct QuickEntryPoint {
    /// A class of the tests: its module, its name, what it inherits, its test methods.
    private struct TestClass {
        let module: String
        let name: String
        let superclass: String?
        /// The plain test methods (`func testX()`), each with whether it is `async`.
        let tests: [(name: String, isAsync: Bool)]
    }

    private let classes: [TestClass]

    /// `files`: the ported text of each test target's files, by the target's module.
    package init(files: [(module: String, text: String)]) {
        classes = files.flatMap { file in
            let finder = ClassFinder(module: file.module)
            finder.walk(Parser.parse(source: file.text))
            return finder.found
        }
    }

    /// What a class is, by what it inherits: Quick's base classes and XCTest's, through the
    /// tests' own classes.
    private func root(of testClass: TestClass) -> String? {
        var current: TestClass? = testClass
        var seen: Set<String> = []
        while let each = current, let superclass = each.superclass, seen.insert(superclass).inserted {
            if ["QuickSpec", "AsyncSpec", "QuickConfiguration", "XCTestCase"].contains(superclass) { return superclass }
            current =
                classes.first { $0.name == superclass && $0.module == each.module }
                ?? classes.first { $0.name == superclass }
        }
        return nil
    }

    /// The program's text, or nil when the tests hold no spec (SwiftPM's own program runs them).
    package var text: String? {
        let rooted = classes.map { ($0, root(of: $0)) }
        let named = { (c: TestClass) in "\(c.module).\(c.name)" }
        let specs = rooted.filter { $0.1 == "QuickSpec" }.map { named($0.0) + ".self" }
        let asyncSpecs = rooted.filter { $0.1 == "AsyncSpec" }.map { "testCase(\(named($0.0)).allTests)" }
        guard !specs.isEmpty || !asyncSpecs.isEmpty else { return nil }
        let configurations = rooted.filter { $0.1 == "QuickConfiguration" }.map { named($0.0) + ".self" }
        let cases = rooted.filter { $0.1 == "XCTestCase" && !$0.0.tests.isEmpty }.map { testClass, _ in
            let entries = testClass.tests.map { test in
                let method = "\(named(testClass)).\(test.name)"
                return "(\(GeneratedSwift.literal(test.name)), \(test.isAsync ? "asyncTest(\(method))" : method))"
            }
            return
                "testCase([\(entries.joined(separator: ", "))] as [(String, (\(named(testClass))) -> () throws -> Void)])"
        }
        let modules = Set(classes.map(\.module)).sorted().map { "@testable import \($0)" }
        let list = { (items: [String]) in "[\n" + items.map { "        \($0),\n" }.joined() + "    ]" }
        return """
            // The test program `layoutty test` writes for tests holding Quick specs (Quick's
            // "Linux Support"): its specs, its configurations and its XCTest cases, listed.
            import XCTest
            import Quick
            \(modules.joined(separator: "\n"))

            QCKMain(
                \(list(specs)),
                configurations: \(list(configurations)),
                testCases: \(list(asyncSpecs + cases))
            )

            """
    }

    /// The classes of a file that another module can name: not private, not generic, at the
    /// file's top level or in a clause of `#if` true here.
    private final class ClassFinder: SyntaxVisitor {
        let module: String
        var found: [TestClass] = []

        init(module: String) {
            self.module = module
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            if let elements = CompilationCondition.activeClause(of: node)?.elements { walk(elements) }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let hidden = node.modifiers.contains {
                [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind)
            }
            guard !hidden, node.genericParameterClause == nil, node.parent?.is(CodeBlockItemSyntax.self) == true
            else { return .skipChildren }
            let superclass = node.inheritanceClause?.inheritedTypes.first.map {
                // `Quick.QuickSpec`, `XCTest.XCTestCase`: the class.
                String($0.type.trimmedDescription.split(separator: ".").last ?? "")
            }
            let tests = node.memberBlock.members.compactMap { member -> (String, Bool)? in
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text.hasPrefix("test"),
                    function.signature.parameterClause.parameters.isEmpty, function.genericParameterClause == nil,
                    !function.modifiers.contains(where: {
                        [.keyword(.static), .keyword(.class), .keyword(.private), .keyword(.fileprivate)]
                            .contains($0.name.tokenKind)
                    })
                else { return nil }
                return (function.name.text, function.signature.effectSpecifiers?.asyncSpecifier != nil)
            }
            found.append(TestClass(module: module, name: node.name.text, superclass: superclass, tests: tests))
            return .skipChildren
        }
    }
}
