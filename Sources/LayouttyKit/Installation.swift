import CollectionLayout
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An installed `layoutty`: the program in `PREFIX/bin` and, beside it, what `preview` compiles
/// the user's files against — Layoutty's built modules in `PREFIX/share/layoutty/kit`
/// (`PreviewKit`) and a copy of its source package in `PREFIX/share/layoutty/package` (the C
/// modules' headers, and the scratch package's dependency should the kit be gone) — so the
/// installed program keeps working when the checkout it was built in is moved or deleted.
///
/// An install writes only what it made: it replaces a program only if that file is a
/// `layoutty` program, and the two folders only if an install made them (their marker file, or
/// the shape an earlier install left); anything else in its way is refused by name, as
/// `install(1)` and `cp` refuse to replace a folder. Staging happens beside each place under
/// names no other run uses; a run killed half-way leaves staging that the next run removes.
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

    /// The file an install puts in each folder it makes: the folder may be replaced by the next.
    static let folderMarker = ".layoutty-install"
    /// Bytes every `layoutty` program holds (this literal is compiled into it): a file at
    /// `PREFIX/bin/layoutty` without them is someone else's.
    static let programMarker = "layoutty-program:6a1c0f2e-install-marker"
    /// The program's own name, in `PREFIX/bin` and in a build folder.
    package static let mainProgram = "layoutty"
    /// The program `layoutty preview` becomes, installed beside `layoutty`.
    package static let previewProgram = "layoutty-preview"
    /// The program `layoutty bench` becomes, installed beside `layoutty`.
    package static let benchProgram = "layoutty-bench"
    /// How staging folders and files start: `.layoutty-staging-PID-RANDOM-what`.
    static let stagingPrefix = ".layoutty-staging-"

    /// Copies the program at `executable` to `prefix/bin/layoutty`, the modules its build made
    /// to `prefix/share/layoutty/kit` and the package at `root` to `prefix/share/layoutty/package`,
    /// each written beside its place first and renamed over it, so an interrupted install leaves
    /// the earlier one whole. Returns the places (no kit: the program was built without it).
    package static func install(executable: URL, package root: URL, prefix: URL) throws(PreviewError) -> (
        program: URL, package: URL, kit: URL?
    ) {
        let program = prefix.appendingPathComponent("bin").appendingPathComponent(mainProgram)
        let copy = packageCopy(besideProgramAt: program)
        let built = PreviewKit.beside(programAt: executable, packageRoot: root)
        let kit = built.map { _ in PreviewKit.installedCopy(besideProgramAt: program) }
        for (_, place) in programs(executable: executable, program: program) {
            try refuseWhatIsNotOurs(program: place, folders: [copy] + (kit.map { [$0] } ?? []))
        }
        try makeFolder(program.deletingLastPathComponent())
        try makeFolder(copy.deletingLastPathComponent())
        for folder in [program.deletingLastPathComponent(), copy.deletingLastPathComponent()] {
            removeAbandonedStaging(in: folder)
        }
        try attempt("copy Layoutty's package to \(copy.path)") {
            let staged = try stage(beside: copy)
            for name in try FileManager.default.contentsOfDirectory(atPath: root.path) where !leftOut.contains(name) {
                try FileManager.default.copyItem(
                    at: root.appendingPathComponent(name), to: staged.appendingPathComponent(name))
            }
            try replace(copy, with: staged)
        }
        if let built, let kit {
            try attempt("copy Layoutty's built modules to \(kit.path)") {
                let staged = try stage(beside: kit)
                try built.copy(to: staged)
                try replace(kit, with: staged)
            }
        }
        for (source, place) in programs(executable: executable, program: program) {
            try attempt("copy the program to \(place.path)") {
                let staged = stagingName(beside: place)
                try FileManager.default.copyItem(at: source, to: staged)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: staged.path)
                guard rename(staged.path, place.path) == 0 else {
                    let failure = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                    try? FileManager.default.removeItem(at: staged)
                    throw failure
                }
            }
        }
        return (program, copy, kit)
    }

    /// The programs to install and their places: `layoutty`, and `layoutty-preview` and
    /// `layoutty-bench` where its build made them (a release build makes all three).
    private static func programs(executable: URL, program: URL) -> [(source: URL, place: URL)] {
        let companions = [previewProgram, benchProgram].map {
            (
                executable.deletingLastPathComponent().appendingPathComponent($0),
                program.deletingLastPathComponent().appendingPathComponent($0)
            )
        }
        return [(executable, program)] + companions.filter { FileManager.default.isExecutableFile(atPath: $0.0.path) }
    }

    /// Refuses, by name, a program place that holds anything but a `layoutty` program and a
    /// folder place that holds anything an install did not make.
    private static func refuseWhatIsNotOurs(program: URL, folders: [URL]) throws(PreviewError) {
        switch FileKind.of(program.path) {
        case .missing: break
        case .file where holdsMarker(program.path): break
        case .file:
            throw PreviewError(
                "install: \(Message.quoted(program.path)) is a file that is not a layoutty program; not replaced (move it away first)"
            )
        case .folder:
            throw PreviewError(
                "install: \(Message.quoted(program.path)) is a folder; not replaced (move it away first)")
        case .other:
            throw PreviewError(
                "install: \(Message.quoted(program.path)) is not a regular file; not replaced (move it away first)")
        }
        for folder in folders {
            switch FileKind.of(folder.path) {
            case .missing: continue
            case .folder where isOurs(folder): continue
            case .folder:
                throw PreviewError(
                    "install: \(Message.quoted(folder.path)) is a folder an install did not make; not replaced (move it away first)"
                )
            case .file, .other:
                throw PreviewError(
                    "install: \(Message.quoted(folder.path)) is not a folder an install made; not replaced (move it away first)"
                )
            }
        }
    }

    /// An install's folder: its marker, or what an install made before folders had one (a
    /// package copy whose manifest names Layoutty; a kit of module interfaces and objects alone).
    static func isOurs(_ folder: URL) -> Bool {
        let fileManager = FileManager.default
        if FileKind.of(folder.appendingPathComponent(folderMarker).path) == .file { return true }
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return false }
        if folder.lastPathComponent == "package" {
            let manifest = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
            return manifest?.contains("name: \"Layoutty\"") == true && names.contains("Sources")
        }
        return names.contains("Modules") && names.allSatisfy { $0 == "Modules" || $0.hasSuffix(".build") }
    }

    /// Whether the file at `path` holds `programMarker` (read in chunks, never whole).
    static func holdsMarker(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let marker = Data(programMarker.utf8)
        var tail = Data()
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            let window = tail + chunk
            if window.range(of: marker) != nil { return true }
            tail = window.suffix(marker.count - 1)
        }
        return false
    }

    /// Makes `folder` and the folders above it, refusing by name a part that is not a folder.
    private static func makeFolder(_ folder: URL) throws(PreviewError) {
        var missing: [URL] = []
        var place = folder
        while true {
            switch FileKind.of(place.path) {
            case .folder:
                for part in missing.reversed() {
                    guard mkdir(part.path, 0o755) == 0 || errno == EEXIST else {
                        throw PreviewError(
                            "install: cannot make the folder \(Message.quoted(part.path)): \(String(cString: strerror(errno)))",
                            status: 1)
                    }
                }
                return
            case .missing:
                missing.append(place)
                let parent = place.deletingLastPathComponent()
                guard parent.path != place.path else { return }
                place = parent
            case .file, .other:
                throw PreviewError("install: \(Message.quoted(place.path)) is a file, not a folder")
            }
        }
    }

    /// A new staging folder beside `place`, holding the marker.
    private static func stage(beside place: URL) throws -> URL {
        let staged = stagingName(beside: place)
        try FileManager.default.createDirectory(at: staged, withIntermediateDirectories: false)
        try Data().write(to: staged.appendingPathComponent(folderMarker))
        return staged
    }

    /// A staging name beside `place` no other run uses: this process's id (for the next run to
    /// tell an abandoned one) and a random part.
    private static func stagingName(beside place: URL) -> URL {
        let random = UInt64.random(in: 0...UInt64.max)
        return place.deletingLastPathComponent()
            .appendingPathComponent(
                "\(stagingPrefix)\(getpid())-\(String(random, radix: 36))-\(place.lastPathComponent)")
    }

    /// Removes the staging an install killed half-way left in `folder` (its process is gone).
    static func removeAbandonedStaging(in folder: URL) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix(stagingPrefix) {
            guard let pid = Int32(name.dropFirst(stagingPrefix.count).prefix { $0 != "-" }) else { continue }
            if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
    }

    /// Runs `work`, turning any failure into one line naming `what` and the system's reason.
    private static func attempt(_ what: String, _ work: () throws -> Void) throws(PreviewError) {
        do {
            try work()
        } catch {
            throw PreviewError("install: cannot \(Message.cut(what)): \(Message.reason(error))", status: 1)
        }
    }

    /// `staged` takes `place`'s name (a folder an install made is moved aside first, then removed).
    private static func replace(_ place: URL, with staged: URL) throws {
        let fileManager = FileManager.default
        guard FileKind.of(place.path) != .missing else { return try fileManager.moveItem(at: staged, to: place) }
        let old = stagingName(beside: place)
        try fileManager.moveItem(at: place, to: old)
        try fileManager.moveItem(at: staged, to: place)
        try? fileManager.removeItem(at: old)
    }
}

/// What is at a path, without following a final symbolic link.
enum FileKind: Equatable {
    case missing, file, folder, other

    static func of(_ path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }
}
