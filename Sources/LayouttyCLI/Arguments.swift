import ArgumentParser
import CollectionLayout
import Foundation

/// `COLSxROWS`, e.g. `80x24`. Any whole numbers parse, so that `validate` can say what is
/// wrong with `-5x10` (ArgumentParser would take it for an option and say "Missing value").
package struct GridSize: ExpressibleByArgument, Equatable {
    package var columns: Int
    package var rows: Int

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    package init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]) else { return nil }
        self.init(columns: c, rows: r)
    }

    package var defaultValueDescription: String { "\(columns)x\(rows)" }

    /// No terminal is larger; `render` refuses more rather than allocate a screen that size.
    package static let largestTerminal = GridSize(columns: 10_000, rows: 10_000)

    /// At least one column and row, at most `largestTerminal`: the screen is allocated cell by
    /// cell, so nothing a user types may size it without a bound.
    package func validate(_ option: String) throws {
        guard columns >= 1, rows >= 1 else {
            throw ValidationError("\(option) \(defaultValueDescription): columns and rows must be ≥ 1")
        }
        guard columns <= Self.largestTerminal.columns, rows <= Self.largestTerminal.rows else {
            throw ValidationError(
                "\(option) \(defaultValueDescription) is larger than any terminal; at most \(Self.largestTerminal.defaultValueDescription)"
            )
        }
    }
}

/// Comma-separated finite numbers: `X,Y` or `X,Y,W,H`.
package struct NumberList: ExpressibleByArgument {
    package var values: [CGFloat]

    package init?(argument: String) {
        var values: [CGFloat] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let v = Double(part.trimmingCharacters(in: .whitespaces)), v.isFinite else { return nil }
            values.append(CGFloat(v))
        }
        self.values = values
    }
}

/// `X,Y`.
package struct PointArgument: ExpressibleByArgument {
    package var point: CGPoint

    package init?(argument: String) {
        guard let list = NumberList(argument: argument), list.values.count == 2 else { return nil }
        point = CGPoint(x: list.values[0], y: list.values[1])
    }
}

/// `X,Y,W,H` with W and H ≥ 0.
package struct RectArgument: ExpressibleByArgument {
    package var rect: CGRect

    package init?(argument: String) {
        guard let list = NumberList(argument: argument), list.values.count == 4, list.values[2] >= 0,
            list.values[3] >= 0
        else {
            return nil
        }
        rect = CGRect(x: list.values[0], y: list.values[1], width: list.values[2], height: list.values[3])
    }
}

/// An item's index path, `SECTION.ITEM` or `SECTION,ITEM` (`0.4`, `0,4`): every command takes
/// both. Negative numbers parse, for `validate` to refuse by name.
package struct IndexPathArgument: ExpressibleByArgument {
    package var indexPath: IndexPath

    package init?(argument: String) {
        let separator: Character = argument.contains(",") ? "," : "."
        let parts = argument.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2, let s = Int(parts[0]), let i = Int(parts[1]) else { return nil }
        indexPath = IndexPath(item: i, section: s)
    }

    package func validate(_ option: String) throws {
        guard indexPath.section >= 0, indexPath.item >= 0 else {
            throw ValidationError("\(option) \(indexPath.section).\(indexPath.item): section and item must be ≥ 0")
        }
    }
}

/// `T,L,B,R` (UIKit's `UIEdgeInsets` order); `validate` wants each ≥ 0.
package struct InsetsArgument: ExpressibleByArgument {
    package var insets: EdgeInsets

    package init?(argument: String) {
        guard let list = NumberList(argument: argument), list.values.count == 4 else { return nil }
        insets = EdgeInsets(top: list.values[0], left: list.values[1], bottom: list.values[2], right: list.values[3])
    }

    package func validate(_ option: String) throws {
        let i = insets
        guard min(i.top, i.left, i.bottom, i.right) >= 0 else {
            throw ValidationError("\(option): each inset must be ≥ 0")
        }
    }
}
