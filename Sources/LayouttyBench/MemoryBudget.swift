import Foundation

/// `layoutty bench --memory`: the peak memory of `layoutty render` over generated spec files,
/// each against its budget — 8 × the file, plus 24 bytes per item the layout must store (items
/// given one by one; a count stores nothing per item), plus 48 bytes per section, plus one
/// crowded screen's elements — above the peak of a one-item spec of the same layout measured in
/// the same run.
///
/// ```swift
/// let results = try MemoryBudget.run(binary: "/path/to/layoutty", in: scratchFolder)
/// ```
package enum MemoryBudget {
    package struct Result: Codable, Sendable {
        package var name: String
        package var fileBytes: Int
        package var sections: Int
        /// Items given one by one (their sizes stored).
        package var storedItems: Int
        /// Peak resident memory of the `render` run, less the one-item spec's.
        package var peakBytes: Int
        package var budgetBytes: Int
        package var met: Bool
    }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// A spec file of the bench: how it is written, and what the layout must store of it.
    struct Case: Sendable {
        var name: String
        /// Its peak is taken above a one-item spec of this layout's.
        var layout: String
        var sections: Int
        var storedItems: Int
        var write: @Sendable (FileHandle) throws -> Void
    }

    static let million = 1_000_000

    /// What one screen of 80x24 may hold beyond a one-item spec's: the elements it asks the
    /// layout for (at most 4 per cell, `Viewport.visibleAttributes`), 200 bytes each.
    static let screenAllowance = 80 * 24 * 4 * 200

    /// The shapes the hostile-input audit blew up on, at sizes a release build renders in seconds.
    static let cases: [Case] = [
        sections("1e6 sections of one item (flow)", layout: "flow") { _ in "{\"items\":1}" },
        sections("1e6 sections, each its own count (flow)", layout: "flow") { "{\"items\":\($0 + 1)}" },
        sections("1e6 sections, each its own count (waterfall)", layout: "waterfall") { "{\"items\":\($0 + 1)}" },
        perItem("1e6 items of their own sizes (flow)", layout: "flow"),
        perItem("1e6 items of their own sizes (waterfall)", layout: "waterfall"),
        one(
            "1e8 items of one size (waterfall)", layout: "waterfall",
            #"{"layout":"waterfall","itemSize":[4,1],"sections":[{"items":100000000}]}"#),
        one(
            "1e8 items of 1e-6 points, all in view (flow)",
            #"{"itemSize":[0.000001,0.000001],"minimumInteritemSpacing":0,"minimumLineSpacing":0,"sections":[{"items":100000000}]}"#
        ),
        one(
            "1e8 rows 5e-324 tall (compositional)", layout: "compositional",
            #"{"layout":"compositional","group":{"horizontal":[{"size":["1w","1h"]}],"size":["1w",5e-324]},"sections":[{"items":100000000}]}"#
        )
    ]

    /// A million sections, `section(i)` each.
    static func sections(_ name: String, layout: String, _ section: @escaping @Sendable (Int) -> String) -> Case {
        Case(name: name, layout: layout, sections: million, storedItems: 0) { file in
            try file.write(contentsOf: Data("{\"layout\":\"\(layout)\",\"itemSize\":[4,1],\"sections\":[".utf8))
            try writeList(million, to: file, section)
            try file.write(contentsOf: Data("]}".utf8))
        }
    }

    /// One section of a million items of sizes 1…8 wide, 1…3 tall.
    static func perItem(_ name: String, layout: String) -> Case {
        Case(name: name, layout: layout, sections: 1, storedItems: million) { file in
            try file.write(contentsOf: Data("{\"layout\":\"\(layout)\",\"sections\":[{\"items\":[".utf8))
            try writeList(million, to: file) { "[\($0 % 8 + 1),\($0 % 3 + 1)]" }
            try file.write(contentsOf: Data("]}]}".utf8))
        }
    }

    /// `count` elements separated by commas, written a chunk at a time: this process stays small,
    /// since a child's peak counts the memory of the process that started it (Linux carries it
    /// over `exec`).
    static func writeList(_ count: Int, to file: FileHandle, _ element: (Int) -> String) throws {
        for start in stride(from: 0, to: count, by: 10_000) {
            let chunk = (start..<min(count, start + 10_000)).map(element).joined(separator: ",")
            try file.write(contentsOf: Data(((start == 0 ? "" : ",") + chunk).utf8))
        }
    }

    static func one(_ name: String, layout: String = "flow", _ text: String) -> Case {
        Case(name: name, layout: layout, sections: 1, storedItems: 0) { try $0.write(contentsOf: Data(text.utf8)) }
    }

    /// Writes each spec into `folder` (removed after), renders it with `binary` and compares.
    package static func run(binary: String, in folder: URL, progress: (String) -> Void = { _ in }) throws(Failure)
        -> [Result]
    {
        var baselines: [String: Int] = [:]
        for layout in ["flow", "waterfall", "compositional"] {
            let group =
                layout == "compositional" ? #","group":{"horizontal":[{"size":["1w","1h"]}],"size":["1w",5]}"# : ""
            let one = try write(
                one("baseline", #"{"layout":"\#(layout)"\#(group),"sections":[{"items":1}]}"#), in: folder)
            defer { try? FileManager.default.removeItem(at: one) }
            baselines[layout] = try peak(binary, spec: one)
        }
        var results: [Result] = []
        for c in cases {
            progress(c.name)
            let url = try write(c, in: folder)
            defer { try? FileManager.default.removeItem(at: url) }
            let fileBytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            let peak = try peak(binary, spec: url) - baselines[c.layout, default: 0]
            let budget = 8 * fileBytes + 24 * c.storedItems + 48 * c.sections + screenAllowance
            results.append(
                Result(
                    name: c.name, fileBytes: fileBytes, sections: c.sections, storedItems: c.storedItems,
                    peakBytes: peak,
                    budgetBytes: budget, met: peak <= budget))
        }
        return results
    }

    private static func write(_ c: Case, in folder: URL) throws(Failure) -> URL {
        let url = folder.appendingPathComponent("memory-\(fileName(c.name)).json")
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let file = try? FileHandle(forWritingTo: url)
        else {
            throw Failure(description: "cannot write \(url.path)")
        }
        // FileHandle's old `write(_:)` traps on a full disk; this one throws.
        defer { try? file.close() }
        do { try c.write(file) } catch {
            throw Failure(description: "cannot write \(url.path): \(error.localizedDescription)")
        }
        return url
    }

    /// A file name from a case's name.
    private static func fileName(_ name: String) -> String {
        String(name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "-" })
    }

    /// The peak resident memory of `binary render --spec spec --size 80x24`, from the kernel's
    /// count for that one child (`wait4`).
    private static func peak(_ binary: String, spec: URL) throws(Failure) -> Int {
        let arguments = [binary, "render", "--spec", spec.path, "--size", "80x24"]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else {
            throw Failure(description: "cannot run \(binary)")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        guard status == 0 else {
            throw Failure(description: "render --spec \(spec.lastPathComponent) failed (status \(status))")
        }
        return usage.ru_maxrss * 1024
    }

    package static func report(_ results: [Result]) -> String {
        let mb = { (bytes: Int) in String(format: "%.1f MB", Double(bytes) / 1e6) }
        var lines = [
            "peak memory of `layoutty render --size 80x24` above a one-item spec of the layout, against",
            "8 × file + 24 B/stored item + 48 B/section + \(mb(screenAllowance)) (a screen's elements: 4 per cell, 200 B each)"
        ]
        lines.append(
            "spec                                           file      sections  stored items  peak      budget")
        for r in results {
            lines.append(
                r.name.padding(toLength: 45, withPad: " ", startingAt: 0)
                    + "  " + mb(r.fileBytes).padding(toLength: 8, withPad: " ", startingAt: 0)
                    + String(format: "  %8d  %12d  ", r.sections, r.storedItems)
                    + mb(r.peakBytes).padding(toLength: 8, withPad: " ", startingAt: 0) + "  " + mb(r.budgetBytes))
        }
        return lines.joined(separator: "\n")
    }

    package static func targets(_ results: [Result]) -> [Benchmark.Target] {
        results.map { r in
            Benchmark.Target(
                name: "memory of \(r.name) within budget",
                measured: String(format: "%.1f MB of %.1f MB", Double(r.peakBytes) / 1e6, Double(r.budgetBytes) / 1e6),
                met: r.met)
        }
    }
}
