import Foundation

/// Objective-C's exception (NSException.h), which Swift code raises too
/// (`NSException(name: .internalInconsistencyException, reason: "…").raise()`) and Objective-C
/// throws (`@throw`). Linux's Foundation has none. On iOS one raised and not caught ends the app;
/// nothing can catch one here, so raising it traps, saying its name and reason as iOS's console
/// does.
open class NSException: NSObject {
    public let name: NSExceptionName
    public let reason: String?
    public let userInfo: [AnyHashable: Any]?

    public init(name: NSExceptionName, reason: String?, userInfo: [AnyHashable: Any]? = nil) {
        self.name = name
        self.reason = reason
        self.userInfo = userInfo
    }

    open func raise() { fatalError(terminationMessage) }

    /// What iOS's console says as the app ends.
    public var terminationMessage: String {
        "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")'"
    }
}
