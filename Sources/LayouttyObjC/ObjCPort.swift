import Foundation
import LayouttySystem

/// Objective-C layout files as Swift: `.m` files (and the `.h` files they import) read with
/// libclang and written as the Swift an iOS developer would write, for `layoutty preview` to
/// compile against the UIKit module like any Swift file.
///
/// ```swift
/// let swift = try ObjCPort.translate(["Layout.h", "Layout.m"], libclang: "/usr/lib/libclang.so")
/// swift["Layout.m"] // "class Layout: UICollectionViewFlowLayout { … }", headed by #sourceLocation lines
/// ```
package enum ObjCPort {
    /// Whether the preview reads `path` as Objective-C.
    package static func isObjectiveC(_ path: String) -> Bool { path.hasSuffix(".m") || path.hasSuffix(".h") }

    /// The Swift of the files (each `.m` file read with the headers it imports, a header without
    /// a `.m` on its own), as one text keyed by the first `.m` file's path as given. Clang's first
    /// error, or the first construct not translated, is thrown as one line naming the file and line.
    package static func translate(_ paths: [String], libclang library: String) throws(ObjCError) -> [String: String] {
        do {
            return try onLargeStack { () throws(ObjCError) in try translated(paths, library: library) }
        } catch {
            // Said with the paths as the user gave them (clang and the tree say them absolute).
            var message = error.description
            for path in paths {
                message = message.replacingOccurrences(
                    of: URL(fileURLWithPath: path).standardizedFileURL.path, with: path)
            }
            throw ObjCError(message)
        }
    }

    private static func translated(_ paths: [String], library: String) throws(ObjCError) -> [String: String] {
        let given = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        // The headers the files import from their own folders are theirs too (`preview Layout.m`
        // alone still declares the class its `Layout.h` declares), with their implementations.
        let absolute = given + importedFiles(of: given).filter { !given.contains($0) }
        let implementations = absolute.filter { $0.hasSuffix(".m") }
        let headers = absolute.filter { $0.hasSuffix(".h") }
        let units =
            implementations
            + headers.filter { header in
                !implementations.contains { $0.dropLast(2) == header.dropLast(2) }
            }
        guard FileBytes.size(of: library) != nil else {
            throw ObjCError("libclang \(library): not a regular file (LAYOUTTY_LIBCLANG names the library itself)")
        }
        let folders = Set(absolute.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }).sorted()
        let read = try ObjCSources(absolute, folders: folders)
        let prelude = try PreludeDirectory(frameworkImports: frameworkImports(of: absolute, read: read))
        defer { prelude.remove() }
        var sources: [String: [UInt8]] = [:]
        for path in absolute { sources[path] = ObjCLiterals.rewritten(read.bytes[path] ?? []) }
        // Clang reads every file as it was checked — never again from the disk, where it may
        // have become a FIFO since — and the user's with their collection literals as calls.
        let replaced = read.bytes.merging(sources) { _, rewritten in rewritten }
        let includes = folders.map { "-I" + $0 }
        var translator = ObjCTranslator(sources: sources, userFiles: Set(absolute))
        for unit in units {
            let language = unit.hasSuffix(".h") ? "objective-c-header" : "objective-c"
            // No system headers: the prelude answers them all, the same on every machine.
            let arguments =
                [
                    "-x", language, "-fobjc-runtime=gnustep-2.0", "-fobjc-arc", "-fblocks", "-nostdinc",
                    "-I" + prelude.path
                ]
                // As an app's prefix header did: a header may use UIKit without importing it.
                + ["-include", prelude.path + "/LayouttyPrelude.h"] + includes
            let parse = try ClangParse(file: unit, library: library, arguments: arguments, replaced: replaced)
            if let error = parse.errors.first { throw ObjCError(error) }
            try translator.read(parse.nodes)
        }
        // One Swift text for all the files (a class's category in another `.m` extends it there):
        // under the first unit's path; `#sourceLocation` lines name each declaration's own file.
        guard let first = units.first else { return [:] }
        return [paths[absolute.firstIndex(of: first)!]: try translator.swift()]
    }

    /// The stack the translation runs on: it recurses once a level of clang's tree, which is at
    /// most `LT_CLANG_DEPTH_LIMIT` deep (about 8 KB a level in a debug build; reserved, not used).
    static let stackSize = 256 << 20

    /// `body`'s result, computed on a thread with `stackSize` bytes of stack.
    private static func onLargeStack(
        _ body: @escaping @Sendable () throws(ObjCError) -> [String: String]
    ) throws(ObjCError) -> [String: String] {
        let outcome = TranslationOutcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.value = Result { () throws(ObjCError) in try body() }
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return try outcome.value!.get()
    }

    /// What the translation's thread hands back.
    private final class TranslationOutcome: @unchecked Sendable {
        var value: Result<[String: String], ObjCError>?
    }

    /// The headers layout files import, each the prelude.
    static let preludeHeaders = [
        "UIKit/UIKit.h", "Foundation/Foundation.h", "CoreGraphics/CoreGraphics.h", "QuartzCore/QuartzCore.h", "math.h",
        "tgmath.h",
        "stdlib.h", "stdio.h", "string.h", "stdbool.h", "objc/runtime.h", "objc/message.h", "dispatch/dispatch.h"
    ]

    /// The headers `paths` import of their project — in the importing file's folder, else found
    /// by name as Xcode's header map finds them (`ObjCHeaderMap`), a framework-style
    /// `<Library/Name.h>` too — each with the implementation beside it (`Model.m` for `Model.h`:
    /// what the app's target compiles with the file, a category's methods among them), and what
    /// those import, in the order met. `project` is the folder the header map covers (see
    /// `ObjCHeaderMap`).
    package static func importedFiles(of paths: [String], project: String? = nil) -> [String] {
        var found: [String] = []
        var pending = paths
        // Read only when a header is not beside its importer (Xcode's header map).
        var map: ObjCHeaderMap?
        while let path = pending.popLast() {
            // Bounded: a file too large or not a file is refused when it is read for clang.
            // The directives `ObjCSources` reads (outside comments and strings); a file it would
            // refuse is refused when it is read for clang.
            guard case .success(let bytes) = FileBytes.read(path, as: .objectiveCSource),
                let directives = try? ObjCSources.scan(bytes, path: path)
            else { continue }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            for directive in directives where directive.name.hasSuffix(".h") {
                guard directive.isQuoted || (directive.name.contains("/") && !preludeHeaders.contains(directive.name))
                else { continue }
                let beside = folder.appendingPathComponent(directive.name).standardizedFileURL.path
                let mapped: () -> String? = {
                    map = map ?? ObjCHeaderMap(around: path, project: project)
                    return map?.header(named: directive.name)
                }
                guard
                    let header = directive.isQuoted && FileManager.default.fileExists(atPath: beside)
                        ? beside : mapped()
                else { continue }
                let implementation = String(header.dropLast(2)) + ".m"
                for file in [header, implementation]
                where FileManager.default.fileExists(atPath: file) && !found.contains(file) && !paths.contains(file) {
                    found.append(file)
                    pending.append(file)
                }
            }
        }
        return found
    }

    /// `#import <Library/Name.h>` of a header among `paths` (a library importing itself as a
    /// framework): each such name and the header's path.
    private static func frameworkImports(of paths: [String], read: ObjCSources) -> [String: String] {
        // The header's path is written in an `#import "…"` line, where C has no escapes.
        let headers = Dictionary(
            paths.filter {
                $0.hasSuffix(".h")
                    && !$0.unicodeScalars.contains { $0 == "\"" || $0.properties.generalCategory == .control }
            }
            .map { (URL(fileURLWithPath: $0).lastPathComponent, $0) },
            uniquingKeysWith: { first, _ in first })
        var imports: [String: String] = [:]
        for path in paths {
            for directive in (try? ObjCSources.scan(read.bytes[path] ?? [], path: path)) ?? [] where !directive.isQuoted
            {
                let parts = directive.name.split(separator: "/")
                guard parts.count == 2, parts[1].hasSuffix(".h"), let header = headers[String(parts[1])] else {
                    continue
                }
                imports[directive.name] = header
            }
        }
        return imports
    }

    /// A temporary directory holding the prelude as `LayouttyPrelude.h`, every header of
    /// `preludeHeaders` importing it, and each framework import of the user's own headers.
    private struct PreludeDirectory {
        let path: String
        init(frameworkImports: [String: String]) throws(ObjCError) {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent(
                "layoutty-objc-\(UUID().uuidString)")
            do {
                try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
                let prelude = base.appendingPathComponent("LayouttyPrelude.h")
                try Data(ObjCPrelude.header.utf8).write(to: prelude)
                let imports =
                    ObjCPort.preludeHeaders.map { ($0, prelude.path) } + frameworkImports.map { ($0.key, $0.value) }
                for (header, target) in imports {
                    let file = base.appendingPathComponent(header)
                    try FileManager.default.createDirectory(
                        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data("#import \"\(target)\"\n".utf8).write(to: file)
                }
            } catch {
                throw ObjCError("cannot write the Objective-C prelude in \(base.path): \(error.localizedDescription)")
            }
            path = base.path
        }
        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }
}
