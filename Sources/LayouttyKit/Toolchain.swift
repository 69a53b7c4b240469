import Foundation

/// The parts of the Swift toolchain beside `swiftc` on `PATH` that compile a preview's library
/// without the driver (`PreviewKit.compileCommands`): the frontend, clang with lld, and the
/// runtime's registration object. Found where swift.org's Linux toolchains put them; nil
/// anywhere else (macOS, a toolchain laid out otherwise), and then `swiftc` does the work.
package struct Toolchain: Sendable, Equatable {
    package var frontend: String
    package var clang: String
    /// `swiftrt.o`, linked into every Swift image: it registers the image's types and
    /// conformances with the runtime when the library is loaded.
    package var registration: String
    package var target: String
    /// Where macros' plugins are (the driver passes the same).
    package var plugins: [String]
    /// The platform's Swift modules (`Foundation`, `Dispatch`, `XCTest` …): what a file may
    /// import beside Layoutty's modules.
    package var platformModules: Set<String> = []

    /// The toolchain of the first `swiftc` on `PATH`, read once.
    package static let found: Toolchain? = find(path: ProcessInfo.processInfo.environment["PATH"] ?? "")

    /// The folder of the first `swiftc` on `path` (a `PATH` value), links resolved.
    static func binFolder(path: String) -> URL? {
        path.split(separator: ":").lazy.map({ "\($0)/swiftc" }).first(
            where: FileManager.default.isExecutableFile(atPath:)
        )
        .map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent() }
    }

    /// The libclang that reads Objective-C files (`preview Layout.m`): `LAYOUTTY_LIBCLANG`, else
    /// the toolchain's own (`usr/lib/libclang.so` beside `usr/bin/swiftc`), else the system's.
    package static func libclang(environment: [String: String]) -> String? {
        if let named = environment["LAYOUTTY_LIBCLANG"], !named.isEmpty { return named }
        let own = binFolder(path: environment["PATH"] ?? "").map {
            $0.deletingLastPathComponent().appendingPathComponent("lib/libclang.so").path
        }
        return ([own].compactMap { $0 } + ["/usr/lib/libclang.so", "/usr/lib/x86_64-linux-gnu/libclang-1.so"])
            .first(where: FileManager.default.fileExists(atPath:))
    }

    /// The toolchain of the first `swiftc` on `path` (a `PATH` value), if laid out as swift.org's.
    package static func find(path: String) -> Toolchain? {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
            let fileManager = FileManager.default
            guard let bin = binFolder(path: path) else { return nil }
            let lib = bin.deletingLastPathComponent().appendingPathComponent("lib/swift")
            #if arch(x86_64)
                let architecture = "x86_64"
            #else
                let architecture = "aarch64"
            #endif
            var toolchain = Toolchain(
                frontend: bin.appendingPathComponent("swift-frontend").path,
                clang: bin.appendingPathComponent("clang").path,
                registration: lib.appendingPathComponent("linux/\(architecture)/swiftrt.o").path,
                target: "\(architecture)-unknown-linux-gnu",
                plugins: [
                    "-in-process-plugin-server-path",
                    lib.appendingPathComponent("host/libSwiftInProcPluginServer.so").path,
                    "-plugin-path", lib.appendingPathComponent("host/plugins").path
                ])
            let platform = lib.appendingPathComponent("linux")
            toolchain.platformModules = Set(
                ((try? fileManager.contentsOfDirectory(atPath: platform.path)) ?? [])
                    .filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(".swiftmodule".count)) })
            let needed = [toolchain.frontend, toolchain.clang, bin.appendingPathComponent("ld.lld").path]
            guard needed.allSatisfy(fileManager.isExecutableFile(atPath:)),
                fileManager.fileExists(atPath: toolchain.registration)
            else {
                return nil
            }
            return toolchain
        #else
            return nil
        #endif
    }
}
