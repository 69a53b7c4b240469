// Apple's StoreKit as Linux lacks it, for the files `layoutty preview` compiles (`import StoreKit`
// reaches this module by `-module-alias`). There is no App Store to ask here, as in an Xcode
// preview without a StoreKit configuration: requests for products answer none, purchases and
// restores end as a user's cancel would, entitlements are empty, a review request shows nothing.
// Each of those is said once in the preview's console, so an empty tip jar is explained.
@_exported import Foundation
import _LayouttyConsole

enum AppStoreConsole {
    static func say(_ what: String) {
        Console.report(
            ["\(what): no App Store here (as in a preview without a StoreKit configuration)"], from: "StoreKit")
    }
}
