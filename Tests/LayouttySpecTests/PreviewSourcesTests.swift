import Foundation
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

    /// Lines Linux compiles differently get hints; `#if os(Linux)` and `canImport(UIKit)` (true
    /// here) do not; the glue function is found.
    @Test func portingHintsAndTheGlueFunction() throws {
        let found = try sources(
            """
            #if os(iOS) || os(tvOS)
            #elseif os(Linux)
            #endif
            #if canImport(UIKit)
            #endif
            @objc protocol Sizing { @objc optional func size() -> Int }
            func layouttyPreviewLayout(for collectionView: UICollectionView) -> UICollectionViewLayout { Layout() }
            private func createLayout() -> UICollectionViewLayout { Layout() }
            """)
        #expect(found.hints.map(\.line) == [1, 6])
        #expect(found.hints.first?.message == "`#if os(iOS) || os(tvOS)` is false on Linux: the code it guards is not compiled here")
        #expect(found.hasGlueFunction && found.hasCreateLayoutFunction)
        // A view controller's method is not a top-level function.
        #expect(!(try sources("class VC { func createLayout() -> UICollectionViewLayout { Layout() } }")).hasCreateLayoutFunction)
    }

    @Test func unreadableFilesAreRefused() throws {
        #expect(throws: PreviewError("Nowhere.swift: no such file")) { try PreviewSources(files: ["Nowhere.swift"]) }
    }
}
