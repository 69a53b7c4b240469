import ArgumentParser
import CollectionLayout
import Foundation

/// `COLSxROWS`, e.g. `80x24`.
struct GridSize: ExpressibleByArgument, Equatable {
    var columns: Int
    var rows: Int

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]), c > 0, r > 0 else { return nil }
        self.init(columns: c, rows: r)
    }

    var defaultValueDescription: String { "\(columns)x\(rows)" }

    /// No terminal is larger; `render` refuses more rather than allocate a screen that size.
    static let largestTerminal = GridSize(columns: 10_000, rows: 10_000)
}

/// Comma-separated finite numbers: `X,Y` or `X,Y,W,H`.
struct NumberList: ExpressibleByArgument {
    var values: [CGFloat]

    init?(argument: String) {
        var values: [CGFloat] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let v = Double(part.trimmingCharacters(in: .whitespaces)), v.isFinite else { return nil }
            values.append(CGFloat(v))
        }
        self.values = values
    }
}

/// `X,Y`.
struct PointArgument: ExpressibleByArgument {
    var point: CGPoint

    init?(argument: String) {
        guard let list = NumberList(argument: argument), list.values.count == 2 else { return nil }
        point = CGPoint(x: list.values[0], y: list.values[1])
    }
}

/// `X,Y,W,H` with W and H ≥ 0.
struct RectArgument: ExpressibleByArgument {
    var rect: CGRect

    init?(argument: String) {
        guard let list = NumberList(argument: argument), list.values.count == 4, list.values[2] >= 0, list.values[3] >= 0 else { return nil }
        rect = CGRect(x: list.values[0], y: list.values[1], width: list.values[2], height: list.values[3])
    }
}

/// `SECTION,ITEM`, e.g. `0,4`.
struct IndexPathArgument: ExpressibleByArgument {
    var indexPath: IndexPath

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let s = Int(parts[0]), let i = Int(parts[1]), s >= 0, i >= 0 else { return nil }
        indexPath = IndexPath(item: i, section: s)
    }
}

/// `T,L,B,R`, each ≥ 0 (UIKit's `UIEdgeInsets` order).
struct InsetsArgument: ExpressibleByArgument {
    var insets: EdgeInsets

    init?(argument: String) {
        guard let list = NumberList(argument: argument), list.values.count == 4, list.values.allSatisfy({ $0 >= 0 }) else { return nil }
        insets = EdgeInsets(top: list.values[0], left: list.values[1], bottom: list.values[2], right: list.values[3])
    }
}
