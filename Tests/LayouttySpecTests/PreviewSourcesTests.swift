import Foundation
import LayouttyKit
import LayouttyPreviewBuild
import LayouttyTestSupport
import Testing

/// How `layoutty preview` reads the user's files before compiling them.
@Suite struct PreviewSourcesTests {
    private func sources(_ text: String) throws -> PreviewSources {
        let dir = try TemporaryFolder.create("sources")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Layouts.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try PreviewSources(files: [file.path])
    }

    /// Classes reach UIKit's layout through other classes of the files, declared in any order;
    /// a class in a comment or a string is not one; `class var` is not a class.
    @Test func layoutClassesFollowTheSuperclassChain() throws {
        let found = try sources(
            """
            import UIKit
            // class Commented: UICollectionViewLayout {}
            /* class Blocked: UICollectionViewLayout { /* nested */ } */
            let text = "class Quoted: UICollectionViewLayout {}"
            final class Leaf: Base, SomeProtocol {
                override class var layoutAttributesClass: AnyClass { Attributes.self }
            }
            open class Base: UIKit.UICollectionViewFlowLayout {}
            class Attributes: UICollectionViewLayoutAttributes {}
            class Generic<T>: UICollectionViewLayout {}
            """)
        #expect(found.layoutClasses.map(\.name) == ["Leaf", "Base", "Generic"])
        #expect(found.leafLayoutClasses.map(\.name) == ["Leaf", "Generic"])
        #expect(found.layoutClasses.map(\.line) == [5, 8, 10])
        #expect(found.layoutClasses.map(\.isGeneric) == [false, false, true])
        #expect(!found.hasGlueFunction)
    }

    /// Every place real code declares a layout is found, under the name `--layout` takes and
    /// with the expression the generated program evaluates; what cannot be reached is not listed
    /// (a method's local function, a private member, a generic class, a compositional subclass
    /// without `init()`), and one candidate is taken without `--layout`.
    @Test func layoutsAreFoundWhereverTheyAreDeclared() throws {
        let found = try sources(
            """
            import UIKit
            func createLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            let shared = UICollectionViewFlowLayout()
            enum Layouts {
                static var list: UICollectionViewLayout { UICollectionViewFlowLayout() }
                private static func hidden() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            }
            extension UICollectionViewLayout {
                static func paging() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
                func notStatic() -> UICollectionViewLayout { self }
            }
            struct Factory {
                func grid() -> UICollectionViewCompositionalLayout { fatalError() }
                func local() { func inner() -> UICollectionViewLayout { fatalError() } }
                func sized(_ n: Int) -> UICollectionViewLayout { fatalError() }
            }
            final class Shelf: UICollectionViewCompositionalLayout {}
            final class Plain: UICollectionViewCompositionalLayout { init() { super.init(section: NSCollectionLayoutSection(group: g)) } }
            class Generic<T>: UICollectionViewFlowLayout {}
            """)
        #expect(
            found.factories.map { "\($0.line) \($0.name) = \($0.expression)" } == [
                "2 createLayout = createLayout()", "3 shared = shared", "5 Layouts.list = Layouts.list",
                "9 UICollectionViewLayout.paging = UICollectionViewLayout.paging()", "13 Factory.grid = Factory().grid()"
            ])
        #expect(found.leafLayoutClasses.filter(found.isInstantiable).map(\.name) == ["Plain"])
        let refusal = #expect(throws: PreviewError.self) { try found.choice(named: nil) }
        #expect(refusal?.message == "the files declare 6 layouts (listed above): name one with --layout")
        #expect(try found.choice(named: "paging") == .expression("UICollectionViewLayout.paging()", file: found.factories[0].file))
        #expect(try found.choice(named: "Layouts.list") == .expression("Layouts.list", file: found.factories[0].file))
        #expect(try found.choice(named: "Plain") == .expression("Plain()", file: found.factories[0].file))
        #expect(
            throws: PreviewError(
                "--layout Nope: no such layout in the files (they declare createLayout, shared, Layouts.list, UICollectionViewLayout.paging, Factory.grid, Plain)"
            )
        ) {
            try found.choice(named: "Nope")
        }
        let one = try sources(
            "import UIKit\nextension UICollectionViewLayout {\n    static var list: UICollectionViewLayout { UICollectionViewCompositionalLayout(section: s) }\n}\n"
        )
        #expect(try one.choice(named: nil) == .expression("UICollectionViewLayout.list", file: one.factories[0].file))
    }

    /// The listing of several layouts names each with its file and line.
    @Test func severalLayoutsAreListedWithTheirLines() throws {
        let found = try sources("class A: UICollectionViewFlowLayout {}\nclass B: UICollectionViewLayout {}\n")
        do {
            _ = try found.choice(named: nil)
            Issue.record("two layouts were not refused")
        } catch {
            let file = found.classes[0].file
            #expect(error.details == "\(file):1: A\n\(file):2: B")
        }
    }

    /// The glue function wins; a generic class named or alone is refused with the way out.
    @Test func glueFunctionAndGenericClasses() throws {
        let glue = try sources(
            "func layouttyPreviewLayout(for collectionView: UICollectionView) -> UICollectionViewLayout { L() }\nclass L: UICollectionViewFlowLayout {}"
        )
        #expect(try glue.choice(named: nil) == .glueFunction)
        let generic = try sources("class G<T>: UICollectionViewFlowLayout {}")
        #expect(
            throws: PreviewError(
                "\(generic.classes[0].file):1: G is generic: make it in a glue function (func layouttyPreviewLayout(for collectionView: UICollectionView) -> UICollectionViewLayout)"
            )
        ) {
            try generic.choice(named: nil)
        }
        // A layout made only with the app's values (`init(zoomFactor:)`): the way out names it.
        let valued = try sources("class Zoom: UICollectionViewFlowLayout {\n    init(zoomFactor: CGFloat) { super.init() }\n}")
        #expect(
            throws: PreviewError(
                "\(valued.classes[0].file): no layout found: no UICollectionViewLayout subclass that init() makes: Zoom (no init()), nor a function or property "
                    + "returning one: make one in a glue function (func layouttyPreviewLayout(for collectionView: UICollectionView) -> UICollectionViewLayout { Zoom(…) })"
            )
        ) {
            try valued.choice(named: nil)
        }
    }

    /// A function Swift 4.2 replaced gets a hint naming what replaced it, at its line.
    @Test func functionsSwiftReplacedAreHinted() throws {
        let found = try sources(
            "import UIKit\nfunc f(r: CGRect) -> CGRect {\n    UIEdgeInsetsInsetRect(r, UIEdgeInsetsMake(1, 2, 3, 4))\n}\n")
        #expect(
            found.hints.map { "\($0.line): \($0.message)" } == [
                "3: `UIEdgeInsetsInsetRect` was replaced in Swift 4.2 (Xcode refuses it too): write `rect.inset(by: insets)`",
                "3: `UIEdgeInsetsMake` was replaced in Swift 4.2 (Xcode refuses it too): write `UIEdgeInsets(top:left:bottom:right:)`"
            ])
    }

    @Test func unreadableFilesAreRefused() throws {
        #expect(throws: PreviewError("Nowhere.swift: no such file")) { try PreviewSources(files: ["Nowhere.swift"]) }
    }
}
