import Foundation
import LayouttyPreviewBuild
import LayouttyTestSupport
import Testing

/// What `layoutty preview` rewrites in its copy of the user's files (the files themselves are
/// never written): exact lines before and after, what is added, and columns mapped back.
@Suite struct PreviewPortTests {
    private func port(_ files: [String: String], layout: String? = nil) throws -> (PreviewPort, URL) {
        let dir = try TemporaryFolder.create("port")
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let sources = try PreviewSources(files: files.keys.sorted().map { dir.appendingPathComponent($0).path })
        return (PreviewPort(sources, choice: try sources.choice(named: layout)), dir)
    }

    /// An `@objc` protocol with optional requirements, as libraries declare their delegates, and
    /// a glue implementing half of it: the attributes become blanks (columns kept), the protocol
    /// refines `_LayouttyOptionalRequirements`, the optional requirements get defaults, `?(` calls
    /// ask the delegate first, and the glue's type answers which methods it implements.
    @Test func objcOptionalProtocolsBecomeSwiftProtocolsOptionalToTheCaller() throws {
        let (port, dir) = try port([
            "Layout.swift": """
            @objc public protocol SizingDelegate: AnyObject {
                @objc optional func columns(in view: UICollectionView) -> Int
                func height(at indexPath: IndexPath) -> CGFloat
            }
            @IBDesignable class Layout: UICollectionViewLayout {
                weak var delegate: SizingDelegate?
                override func prepare() { let n = delegate?.columns?(in: collectionView!) ?? 2 }
            }
            """,
            "Glue.swift": """
            final class Sizes: SizingDelegate {
                func height(at indexPath: IndexPath) -> CGFloat { 10 }
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let (glue, layout) = (port.files[0], port.files[1])
        #expect(
            layout.changes.map(\.after) == [
                "      public protocol SizingDelegate: AnyObject, _LayouttyOptionalRequirements {",
                "                   func columns(in view: UICollectionView) -> Int",
                "              class Layout: UICollectionViewLayout {",
                "    override func prepare() { let n = delegate?._layouttyIf(\"columns(in:)\")?.columns(in: collectionView!) ?? 2 }"
            ])
        #expect(
            layout.added == """
                extension SizingDelegate {
                    public func columns(in view: UICollectionView) -> Int { _layouttyMissing("columns(in:)") }
                }
                func _layouttyPreviewedLayout() -> UICollectionViewLayout { Layout() }

                """)
        #expect(
            glue.added == """
                extension Sizes {
                    func _layouttyImplements(_ requirement: String) -> Bool { ["height(at:)"].contains(requirement) }
                }

                """)
        // `collectionView!` is at column 62 in the user's line, 90 in the copy (29 bytes inserted, 1 removed).
        #expect(layout.userColumn(line: 7, column: 90) == 62)
        #expect(layout.userColumn(line: 7, column: 20) == 20)
        // Inside the inserted text: the column where it was inserted.
        #expect(layout.userColumn(line: 7, column: 60) == 49)
        // The copy names the user's file for the compiler, lines unmoved.
        #expect(layout.text.hasPrefix("import UIKit\n#sourceLocation(file: \"\(dir.path)/Layout.swift\", line: 1)\n      public protocol"))
    }

    /// `#if os(iOS)` compiles as on the device, `os(Linux)` not; other conditions are left;
    /// a `?(` call of UIKit's flow delegate asks it; an optional closure's `?(` is left alone.
    @Test func conditionsAndUIKitDelegateCalls() throws {
        let (port, dir) = try port([
            "Layout.swift": """
            #if os(iOS) || os(tvOS)
            #elseif !os(Linux) && canImport(UIKit)
            #endif
            class Layout: UICollectionViewFlowLayout {
                var onPrepare: ((Int) -> Void)?
                override func prepare() {
                    let d = collectionView?.delegate as? UICollectionViewDelegateFlowLayout
                    let inset = d?.collectionView?(collectionView!, layout: self, insetForSectionAt: 0) ?? sectionInset
                    onPrepare?(1)
                }
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            port.files[0].changes.map(\.after) == [
                "#if true    || os(tvOS)",
                "#elseif !false     && canImport(UIKit)",
                "        let inset = d?._layouttyIf(\"collectionView(_:layout:insetForSectionAt:)\")?.collectionView(collectionView!, layout: self, insetForSectionAt: 0) ?? sectionInset"
            ])
    }
}
