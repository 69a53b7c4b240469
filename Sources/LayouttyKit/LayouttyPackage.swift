import Foundation

/// Layoutty's own source package, which `preview` compiles the user's files against and
/// `install` copies.
package enum LayouttyPackage {

    /// Where Layoutty's package is: `$LAYOUTTY_PACKAGE`, else the copy an install put beside this
    /// program (`Installation`), else the checkout this program was built from.
    package static func layouttyRoot(environment: [String: String]) throws(PreviewError) -> URL {
        let installed = Bundle.main.executableURL.map {
            Installation.packageCopy(besideProgramAt: $0.resolvingSymlinksInPath())
        }
        let root =
            environment["LAYOUTTY_PACKAGE"].map { URL(fileURLWithPath: $0) }
            ?? installed.flatMap {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path) ? $0 : nil
            }
            ?? checkout
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw PreviewError(
                "Layoutty's source package (which the files compile against) is not at \(root.path): set LAYOUTTY_PACKAGE to its folder"
            )
        }
        return root
    }

    /// The checkout this file was compiled in: Sources/LayouttyKit/LayouttyPackage.swift, three levels down.
    private static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
}
