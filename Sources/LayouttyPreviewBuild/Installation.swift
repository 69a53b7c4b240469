import Foundation

/// An installed `layoutty`: the program in `PREFIX/bin` and, beside it, what `preview` compiles
/// the user's files against — Layoutty's built modules in `PREFIX/share/layoutty/kit`
/// (`PreviewKit`) and a copy of its source package in `PREFIX/share/layoutty/package` (the C
/// modules' headers, and the scratch package's dependency should the kit be gone) — so the
/// installed program keeps working when the checkout it was built in is moved or deleted.
///
/// ```
/// swift build -c release && .build/release/layoutty install --prefix ~/.local
/// ```
package enum Installation {
    /// The package copy's place for a program at `executable` (`PREFIX/bin/layoutty`).
    package static func packageCopy(besideProgramAt executable: URL) -> URL {
        executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/layoutty/package")
    }

    /// What of a checkout is not the package: build products, version control, editor state.
    static let leftOut: Set<String> = [".build", ".git", ".swiftpm", ".ci"]

    /// Copies the program at `executable` to `prefix/bin/layoutty`, the modules its build made
    /// to `prefix/share/layoutty/kit` and the package at `root` to `prefix/share/layoutty/package`,
    /// each written beside its place first and renamed over it, so an interrupted install leaves
    /// the earlier one whole. Returns the places (no kit: the program was built without it).
    package static func install(executable: URL, package root: URL, prefix: URL) throws(PreviewError) -> (program: URL, package: URL, kit: URL?) {
        let fileManager = FileManager.default
        let program = prefix.appendingPathComponent("bin/layoutty")
        let copy = packageCopy(besideProgramAt: program)
        let built = PreviewKit.beside(programAt: executable, packageRoot: root)
        let kit = built.map { _ in PreviewKit.installedCopy(besideProgramAt: program) }
        do {
            try fileManager.createDirectory(at: program.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            let stagedPackage = copy.deletingLastPathComponent().appendingPathComponent(".package-\(ProcessInfo.processInfo.processIdentifier)")
            try? fileManager.removeItem(at: stagedPackage)
            try fileManager.createDirectory(at: stagedPackage, withIntermediateDirectories: false)
            for name in try fileManager.contentsOfDirectory(atPath: root.path) where !leftOut.contains(name) {
                try fileManager.copyItem(at: root.appendingPathComponent(name), to: stagedPackage.appendingPathComponent(name))
            }
            try replace(copy, with: stagedPackage)
            if let built, let kit {
                let stagedKit = kit.deletingLastPathComponent().appendingPathComponent(".kit-\(ProcessInfo.processInfo.processIdentifier)")
                try? fileManager.removeItem(at: stagedKit)
                try built.copy(to: stagedKit)
                try replace(kit, with: stagedKit)
            }
            let stagedProgram = program.deletingLastPathComponent().appendingPathComponent(".layoutty-\(ProcessInfo.processInfo.processIdentifier)")
            try? fileManager.removeItem(at: stagedProgram)
            try fileManager.copyItem(at: executable, to: stagedProgram)
            try fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stagedProgram.path)
            try replace(program, with: stagedProgram)
        } catch {
            throw PreviewError("install into \(prefix.path): \(error.localizedDescription)", status: 1)
        }
        return (program, copy, kit)
    }

    /// `staged` takes `place`'s name (a file by rename; a folder by moving the old one aside first).
    private static func replace(_ place: URL, with staged: URL) throws {
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: place.path, isDirectory: &isFolder) else { return try fileManager.moveItem(at: staged, to: place) }
        guard isFolder.boolValue else {
            guard rename(staged.path, place.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
            return
        }
        let old = place.deletingLastPathComponent().appendingPathComponent(".old-\(ProcessInfo.processInfo.processIdentifier)")
        try fileManager.moveItem(at: place, to: old)
        try fileManager.moveItem(at: staged, to: place)
        try? fileManager.removeItem(at: old)
    }
}
