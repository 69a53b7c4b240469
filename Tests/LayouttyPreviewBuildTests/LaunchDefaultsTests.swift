import Foundation
import LayouttyTestSupport
import Testing

@testable import LayouttyPreviewBuild

/// What a bigger app's delegate registers as its user defaults at launch, registered by its
/// preview before the screen (`LaunchDefaults`).
@Suite struct LaunchDefaultsTests {
    /// An app delegate as Aidoku's registers its settings: the entries whose values are
    /// literals or the platform's (`UIDevice.current…`, `[String]()`, `Date.distantPast`,
    /// `Locale.preferredLanguages.map { … $0 … }`) are kept, in their order, in one
    /// registration; the ones using the app's code (`Self.isSideloaded`,
    /// `PinType.none.rawValue`, a closure naming its parameter) are skipped and counted. A
    /// registration that is not `UserDefaults.standard`'s is not read.
    @Test func theDelegatesPlatformOnlyDefaultsAreKept() throws {
        let delegate = """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                static let isSideloaded = false
                func application(
                    _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
                ) -> Bool {
                    UserDefaults.standard.register(
                        defaults: [
                            "Flag.isSideloaded": Self.isSideloaded,
                            "Appearance.rows": UIDevice.current.userInterfaceIdiom == .pad ? 5 : 2,
                            "Library.sort": 2,
                            "Library.updated": Date.distantPast.timeIntervalSince1970,
                            "Library.pin": PinType.none.rawValue,
                            "Library.locked": [String](),
                            "Browse.languages": ["multi"] + Locale.preferredLanguages.map { Locale(identifier: $0).identifier },
                            "Browse.named": ["a"].map { name in name.uppercased() },
                        ]
                    )
                    UserDefaults(suiteName: "group")?.register(defaults: ["Shared": true])
                    return true
                }
            }

            """
        let folder = try TemporaryFolder.create("launch-defaults", files: ["App/AppDelegate.swift": delegate])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("App/AppDelegate.swift").path
        let found = try #require(LaunchDefaults.registered(inFileAt: path, shownAs: "App/AppDelegate.swift"))
        #expect(
            found.statement
                == "UserDefaults.standard.register(defaults: [\"Appearance.rows\": UIDevice.current.userInterfaceIdiom "
                + "== .pad ? 5 : 2, \"Library.sort\": 2, \"Library.updated\": Date.distantPast.timeIntervalSince1970, "
                + "\"Library.locked\": [String](), \"Browse.languages\": [\"multi\"] + Locale.preferredLanguages.map "
                + "{ Locale(identifier: $0).identifier }])")
        #expect(
            found.note
                == "registered 5 of the 8 user defaults App/AppDelegate.swift registers at launch, as iOS has them "
                + "before the screen (the other 3 use the app's code)")
    }
}
