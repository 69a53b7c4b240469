import Foundation

/// A program of Layoutty's in the build folder of a checkout (`.build/debug/layoutty-preview`),
/// and whether it needs building before it runs. `swift run layoutty` rebuilds `layoutty`
/// alone; a companion program built before a `git pull` would otherwise run the old code, and
/// compile the user's files against the old UIKit, for as long as it existed.
///
/// ```swift
/// let build = CheckoutBuild(program: companion, scratch: scratch, packageRoot: root)
/// if case .stale = build.state() { /* swift build --product … */ build.markCurrent() }
/// ```
package struct CheckoutBuild {
    package enum State: Equatable {
        /// Newer than every source of the package, or checked since the newest was saved.
        case current
        case missing
        /// A source (the newest, named) was saved after the program was built.
        case stale(source: String)
        /// Another SwiftPM (its pid) holds the build folder: a build now would wait for it —
        /// for ever, when that SwiftPM is `swift test` running this very program.
        case folderBusy(pid: Int32, source: String)
    }

    package let program: URL
    /// The build folder (`.build`), whose `.lock` names the SwiftPM last holding it.
    package let scratch: URL
    package let packageRoot: URL

    package init(program: URL, scratch: URL, packageRoot: URL) {
        self.program = program
        self.scratch = scratch
        self.packageRoot = packageRoot
    }

    /// - Complexity: O(n) in the package's source files (a `stat` each): a few milliseconds.
    package func state() -> State {
        guard let built = Self.modification(of: program.path) else { return .missing }
        let checked = max(built, Self.modification(of: stamp.path) ?? built)
        guard let (source, saved) = newestSource(), saved > checked else { return .current }
        if let pid = busyBy() { return .folderBusy(pid: pid, source: source) }
        return .stale(source: source)
    }

    /// Records that the program was built from the sources as they are now: a build that found
    /// nothing to do leaves the program as old as it was, and would otherwise run again each time.
    package func markCurrent() {
        _ = FileManager.default.createFile(atPath: stamp.path, contents: Data())
    }

    /// Beside the program, in the build folder (never in the checkout's own files).
    private var stamp: URL {
        program.deletingLastPathComponent().appendingPathComponent(".\(program.lastPathComponent).checked")
    }

    /// The package's newest source file (relative to the package) and its time: the manifest,
    /// the resolved versions, every file under `Sources/`.
    private func newestSource() -> (String, Double)? {
        var newest: (String, Double)?
        func consider(_ relative: String) {
            guard let time = Self.modification(of: packageRoot.appendingPathComponent(relative).path),
                time > newest?.1 ?? -.infinity
            else { return }
            newest = (relative, time)
        }
        consider("Package.swift")
        consider("Package.resolved")
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)
        while let file = files?.nextObject() as? String { consider("Sources/" + file) }
        return newest
    }

    /// The pid of a running SwiftPM holding the build folder: SwiftPM writes its pid to
    /// `.build/.lock` and leaves it there when it ends, so the pid must still be running — a
    /// `swift` program, where `/proc` says.
    private func busyBy() -> Int32? {
        guard let text = try? String(contentsOf: scratch.appendingPathComponent(".lock"), encoding: .utf8),
            let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0, pid != getpid(),
            kill(pid, 0) == 0 || errno == EPERM
        else { return nil }
        guard let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8) else { return pid }
        let program = command.split(separator: "\0").first.map { URL(fileURLWithPath: String($0)).lastPathComponent }
        return program?.hasPrefix("swift") == true ? pid : nil
    }

    /// A file's modification time in seconds, to the nanosecond; nil when it does not exist.
    private static func modification(of path: String) -> Double? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }
}
