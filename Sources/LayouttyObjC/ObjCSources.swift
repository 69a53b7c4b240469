import CollectionLayout
import Foundation
import LayouttySystem

/// The Objective-C files clang will read, read here first and checked as every file Layoutty
/// reads is: at most `FileBytes.Kind.objectiveCSource`'s size, text, never a device, FIFO or
/// socket. That holds for the files given and for every file their `#import`, `#include` and
/// `#embed` lines reach in the user's folders or by absolute path (`#import "/dev/zero"` would
/// have libclang read for ever; a FIFO would hang it), followed from file to file. A directive
/// whose file a macro computes is refused: where it leads cannot be checked. Brackets nested
/// deeper than clang's limit are refused at their line before clang's parser (which recurses
/// into them, on a stack of its own, and can overflow it first) sees them.
///
/// ```swift
/// let sources = try ObjCSources(["/app/Layout.m", "/app/Layout.h"], folders: ["/app"])
/// sources.bytes["/app/Layout.m"]  // its bytes, as read once
/// ```
struct ObjCSources {
    /// Each file read, by its absolute path.
    private(set) var bytes: [String: [UInt8]] = [:]

    /// Reads `paths` and what they include; `folders` are searched as clang's `-I` folders.
    init(_ paths: [String], folders: [String]) throws(ObjCError) {
        // In the order given: the first file missing is the one named.
        var pending = paths.reversed().map { (path: $0, from: nil as Directive?) }
        while let (path, directive) = pending.popLast() {
            guard bytes[path] == nil else { continue }
            let text: [UInt8]
            switch FileBytes.read(path, as: .objectiveCSource) {
            case .success(let read): text = Self.moduleImportsAsHeaders(read)
            case .failure(let failure):
                throw ObjCError((directive.map { "\($0.place): \($0.spelled): " } ?? "\(path): ") + failure.description)
            }
            bytes[path] = text
            for found in try Self.scan(text, path: path) {
                guard let target = Self.resolve(found, in: path, folders: folders) else { continue }
                pending.append((target, found))
            }
        }
    }

    /// An `#import`/`#include`/`#embed` line and the name it gives.
    struct Directive {
        var place: String
        var spelled: String
        var name: String
        var isQuoted: Bool
    }

    /// The file clang would read for `directive` in `path`: a quoted name beside the file, then
    /// in `folders`; an absolute one as it is; nil when none exists (the prelude's headers, or
    /// clang's own "not found").
    private static func resolve(_ directive: Directive, in path: String, folders: [String]) -> String? {
        if directive.name.hasPrefix("/") { return exists(directive.name) ? directive.name : nil }
        let beside = directive.isQuoted ? [URL(fileURLWithPath: path).deletingLastPathComponent().path] : []
        return (beside + folders).lazy.map {
            URL(fileURLWithPath: $0).appendingPathComponent(directive.name).standardizedFileURL.path
        }
        .first(where: exists)
    }

    /// `@import UIKit;` as the header the module stands for, `#import <UIKit/UIKit.h>`, in its
    /// line: clang reads module imports only with modules on, and without them the prelude
    /// answers UIKit's header, and clang names any other framework it cannot find. A file that
    /// is not UTF-8 is left as it is.
    static func moduleImportsAsHeaders(_ text: [UInt8]) -> [UInt8] {
        guard let string = String(validating: text, as: UTF8.self), string.contains("@import") else { return text }
        return Array(
            string.replacing(/(?m)^([ \t]*)@import\s+(\w+)(?:\.[\w.]+)?\s*;/) { "\($0.1)#import <\($0.2)/\($0.2).h>" }
                .utf8)
    }

    /// Whether anything is at `path` (a link to nothing is not).
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// How deep brackets may nest: clang's own limit (`-fbracket-depth`).
    static let bracketDepth = 256

    /// The directives of `text` that name a file, outside comments and strings; brackets
    /// checked on the way.
    static func scan(_ text: [UInt8], path: String) throws(ObjCError) -> [Directive] {
        var found: [Directive] = []
        var line = 1
        var index = 0
        var atLineStart = true
        var depth = 0
        while index < text.count {
            let byte = text[index]
            if let end = ObjCLiterals.skipped(text, at: index) {
                line += text[index..<end].count(where: { $0 == UInt8(ascii: "\n") })
                index = end
                continue
            }
            if byte == UInt8(ascii: "\n") {
                (line, atLineStart, index) = (line + 1, true, index + 1)
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                index += 1
                continue
            }
            if atLineStart && byte == UInt8(ascii: "#"),
                let directive = try directive(text, at: index, place: "\(path):\(line)")
            {
                found.append(directive)
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                guard depth <= bracketDepth else {
                    throw ObjCError(
                        "\(path):\(line): brackets nested more than \(bracketDepth) deep (clang's limit): not read")
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
            atLineStart = false
            index += 1
        }
        return found
    }

    private static let fileDirectives: Set<String> = ["import", "include", "include_next", "embed"]

    /// The directive at `start` (a `#`) when it names a file.
    private static func directive(_ text: [UInt8], at start: Int, place: String) throws(ObjCError) -> Directive? {
        let lineEnd = text[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
        let rest = String(decoding: text[(start + 1)..<lineEnd], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        let keyword = String(rest.prefix { $0.isLetter || $0 == "_" })
        guard fileDirectives.contains(keyword) else { return nil }
        let operand = rest.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
        let spelled = Message.cut("#\(keyword) \(operand)").escapingControlCharacters
        let close: Character? = operand.first == "\"" ? "\"" : operand.first == "<" ? ">" : nil
        guard let close, let end = operand.dropFirst().firstIndex(of: close) else {
            throw ObjCError(
                "\(place): \(spelled): a file named by a macro is not read (Layoutty checks what a file includes)")
        }
        return Directive(
            place: place, spelled: spelled, name: String(operand[operand.index(after: operand.startIndex)..<end]),
            isQuoted: close == "\"")
    }
}
