/// Apple's XCTest types that Linux's XCTest lacks, as a test file the port copies declares them
/// (`fileprivate`, after its last line) when it names them.
enum XCTestGaps {
    /// Each type's declaration, by the name the file uses.
    static let declarations: [String: String] = [
        // `XCTContext.runActivity(named:block:)`: the block runs, as on iOS, where an activity
        // only names a part of a test in Xcode's report.
        "XCTContext": """
        fileprivate enum XCTContext {
            @discardableResult static func runActivity<Result>(
                named name: String, block: (any XCTActivity) throws -> Result
            ) rethrows -> Result { try block(_LayouttyXCTActivity(name: name)) }
        }
        fileprivate protocol XCTActivity { var name: String { get } }
        fileprivate struct _LayouttyXCTActivity: XCTActivity { let name: String }

        """,
        // An expectation of a key path's value (a pager's test waits for its mock's flag): met
        // once the object's value there, read by key-value coding as the test waits, equals the
        // one expected — or, with none expected, differs from the value it started with.
        // Apple's observes the change; here it is checked as Linux's predicate expectation
        // checks its predicate.
        "XCTKVOExpectation": """
        fileprivate final class XCTKVOExpectation: XCTNSPredicateExpectation, @unchecked Sendable {
            init(keyPath: String, object: Any, expectedValue: Any? = nil) {
                let read = { (object as? NSObject)?.value(forKeyPath: keyPath) }
                let start = read().map { "\\($0)" }
                super.init(
                    predicate: Foundation.NSPredicate { _, _ in
                        let now = read().map { "\\($0)" }
                        return expectedValue.map { now == "\\($0)" } ?? (now != start)
                    }, object: object)
            }
        }

        """
    ]
}
