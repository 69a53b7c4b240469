import Foundation
import LayouttySpec
import PseudoTerminalSupport

extension Benchmark {
    /// One row per layout and item count.
    package static func table(_ results: [Result]) -> String {
        let header = [
            "layout", "items", "prepare", "ns/item", "query start/mid/end µs", "elems", "item ns", "frame µs",
            "resize ms", "B/item", "naive µs", "×naive"
        ]
        var rows = [header]
        for r in results {
            rows.append([
                r.layout, "\(r.items)", ms(r.prepareMs), String(format: "%.1f", r.prepareNsPerItem),
                String(format: "%.1f / %.1f / %.1f", r.queryStartUs, r.queryMiddleUs, r.queryEndUs),
                "\(r.elementsPerQuery)",
                String(format: "%.0f", r.itemLookupNs), String(format: "%.0f", r.frameUs),
                String(format: "%.2f", r.resizeMs),
                String(format: "%.1f", r.bytesPerItem), r.naiveQueryMiddleUs.map { String(format: "%.0f", $0) } ?? "–",
                r.queryRatioToNaive.map { String(format: "%.0f×", $0) } ?? "–"
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max()! }
        return rows.map { row in
            row.enumerated().map {
                $0.offset < 2
                    ? $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[$0.offset] - $0.element.count) + $0.element
            }
            .joined(separator: "  ")
        }.joined(separator: "\n")
    }

    static func ms(_ v: Double) -> String { v < 0.01 ? String(format: "%.4f ms", v) : String(format: "%.2f ms", v) }

    /// The targets `bench` holds the layouts to, each checked against this run's numbers.
    package struct Target: Codable, Sendable {
        package var name: String
        package var measured: String
        package var met: Bool

        package init(name: String, measured: String, met: Bool) {
            self.name = name
            self.measured = measured
            self.met = met
        }

        /// One line naming every missed target with its measurement, or nil when all were met.
        package static func missed(_ targets: [Target]) -> String? {
            let missed = targets.filter { !$0.met }
            guard !missed.isEmpty else { return nil }
            let names = missed.map { "\($0.name) (\($0.measured))" }.joined(separator: "; ")
            return "\(missed.count) target\(missed.count == 1 ? "" : "s") missed: \(names)"
        }
    }

    package static func targets(_ results: [Result]) -> [Target] {
        func find(_ layout: Layout, _ items: Int) -> Result? {
            results.first { $0.layout == layout.rawValue && $0.items == items }
        }
        var targets: [Target] = []
        for layout in Layout.allCases {
            guard let small = find(layout, 1_000), let large = find(layout, 1_000_000) else { continue }
            /// A target of this layout: its name, the value measured as `format` shows it, met or not.
            func target(_ name: String, _ value: Double, _ format: String, met: Bool) {
                targets.append(
                    Target(name: "\(layout.rawValue): \(name)", measured: String(format: format, value), met: met))
            }
            if let ratio = large.queryRatioToNaive {
                target("attributes(in:) at 1e6 ≥ 1000× the naive layout", ratio, "%.0f×", met: ratio >= 1000)
            }
            let growth = large.queryMiddleUs / small.queryMiddleUs
            target("attributes(in:) at 1e6 within 2× of 1e3", growth, "%.2f×", met: growth <= 2)
            if layout != .flowUniform {
                target(
                    "prepare() ≤ 60 ns per item at 1e6", large.prepareNsPerItem, "%.1f ns",
                    met: large.prepareNsPerItem <= 60)
            }
            target("memory ≤ 48 bytes per item at 1e6", large.bytesPerItem, "%.1f B", met: large.bytesPerItem <= 48)
            target(
                "query + paint ≤ 1 ms per frame at 200x60 (1e6)", large.frameUs, "%.0f µs", met: large.frameUs <= 1000)
            target(
                "resize at 1e6 (invalidate + prepare + first frame) ≤ 50 ms", large.resizeMs, "%.1f ms",
                met: large.resizeMs <= 50)
        }
        if let huge = find(.flowUniform, 10_000_000) {
            targets.append(
                Target(
                    name: "flow-uniform: prepare() of 1e7 items < 1 ms", measured: ms(huge.prepareMs),
                    met: huge.prepareMs < 1))
        }
        return targets
    }

    package static func json(_ results: [Result]) -> String {
        struct Document: Codable {
            var results: [Result]
            var targets: [Target]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = (try? encoder.encode(Document(results: results, targets: targets(results)))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
