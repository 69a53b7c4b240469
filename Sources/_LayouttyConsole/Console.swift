import Foundation

/// What UIKit and Core Animation log to the console — constraints that cannot hold together,
/// ambiguous layouts, a cell dequeued with an identifier never registered, an animation that is
/// kept and not run — and what Apple's other frameworks say they cannot do here (StoreKit with
/// no App Store), each problem once for the program's life, named by its framework.
/// `layoutty preview` shows them. A module of its own, below them all, as iOS's console is the
/// system's.
package enum Console {
    private static let lock = NSLock()
    // Global as UIKit's console is: any view's layout pass reports, with no owner to hand it to.
    /// Every problem reported, each once, in order.
    nonisolated(unsafe) private static var reported: [String] = []
    nonisolated(unsafe) private static var seen: Set<String> = []
    /// How many of `reported` `take()` has handed out.
    nonisolated(unsafe) private static var taken = 0

    package static func report(_ issues: [String], from framework: String = "UIKit") {
        lock.withLock {
            for issue in issues.map({ "\(framework): \($0)" }) where seen.insert(issue).inserted {
                reported.append(issue)
            }
        }
    }

    /// The problems found since the last call, each reported once, each after its framework's
    /// name (`UIKit: …`).
    package static func take() -> [String] {
        lock.withLock {
            defer { taken = reported.count }
            return Array(reported[taken...])
        }
    }

    /// How many times `issue` was logged (at most once, whatever reported it again).
    package static func count(of issue: String, from framework: String = "UIKit") -> Int {
        lock.withLock { reported.filter { $0 == "\(framework): \(issue)" }.count }
    }
}
