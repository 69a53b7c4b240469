import LayouttyPreviewBuild
import SwiftParser
import SwiftSyntax
import Testing

/// How the port types the parameters of a closure passed to a stand-in.
@Suite struct StandInClosureTests {
    /// A closure parameter passed to a stand-in is typed optional only where its closure takes
    /// it as one — chained, forced, bound, coalesced, compared with nil — else as the stand-in:
    /// SQLite.swift's `table.create { t in t.column(id) … }` failed on each line for an optional
    /// `t`, one line a round, until a chat app's screen ran out of rounds.
    @Test func aClosureParameterIsOptionalWhereItsClosureTakesItAsOne() {
        func type(_ body: String) -> String {
            Parser.parse(source: body).statements.takesAsOptional("t") ? "_LayouttyStandIn?" : "_LayouttyStandIn"
        }
        let optional = [
            "t?.column(id)", "t!.column(id)", "guard let t else { return }", "if let row = t { print(row) }",
            "print(t ?? 0)", "if t == nil { return }", "if nil != t { return }"
        ]
        let plain = [
            "t.column(id); t.column(name)", "print(t as Any)", "let t2 = t; _ = t2?.x", "if let t = other { t.x() }",
            "if u == nil { print(t) }"
        ]
        #expect(optional.map(type) == Array(repeating: "_LayouttyStandIn?", count: optional.count))
        #expect(plain.map(type) == Array(repeating: "_LayouttyStandIn", count: plain.count))
    }
}
