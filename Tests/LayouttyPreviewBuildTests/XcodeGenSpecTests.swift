import Foundation
import LayouttyPreviewBuild
import LayouttyTestSupport
import Testing

/// An XcodeGen spec read as the project it makes: its targets, their files, settings and
/// packages, as `xcodegen` would write them into the `.xcodeproj` the app does not commit.
@Suite struct XcodeGenSpecTests {
    /// A spec in the shape of a production app's: the app's spec in `Apps/Transit/` written for
    /// the repository's root (its script copies it there before `xcodegen`), including a shared
    /// spec with the project's settings and packages and each framework's own spec, whose paths
    /// are its folder's. A reviewer checks each line below against the YAML:
    /// - the specs included by another are not projects of their own; the app's spec is one;
    /// - `TransitCore`'s `"."` is its folder, less `Generated/**` and `Legacy.swift`; its
    ///   `SWIFT_DEFAULT_ACTOR_ISOLATION: nonisolated` is over the shared `MainActor`;
    /// - `TransitKit` takes its sources from the `framework` template (`${target_name}`), and
    ///   the shared settings make it main-actor by default; its `PRODUCT_NAME` names its module;
    ///   its `#if` conditions are the shared `DEBUG` (the compiler's anyway), its own
    ///   `ENABLE_SYNC_LOGGING` and `OTHER_SWIFT_FLAGS`' `-DBETA -D STAGING`, not `$(UNSET)`;
    /// - the app's own sources, `Apps/Transit`, resolve from the root; its folder holds its data;
    /// - packages: GRDB `minorVersion` is `.upToNextMinor`, Eureka's product is its name, the
    ///   local one (`path:`) is not fetched.
    @Test func anAppsSpecWithItsIncludesIsItsProject() throws {
        let folder = try TemporaryFolder.create("xcodegen", files: Self.app)
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.resolvingSymlinksInPath()
        let projects = XcodeProject.projects(in: root)
        #expect(projects == [root.appendingPathComponent("Apps/Transit/project.yml")])
        let project = try #require(projects.first.flatMap(XcodeProject.read))
        #expect(project.targets.map(\.name) == ["Transit", "TransitCore", "TransitKit"])
        #expect(project.targets.map(\.moduleName) == ["Transit", "TransitCore", "RouteKit"])
        #expect(project.targets.map(\.isModule) == [false, true, true])
        #expect(project.targets.map(\.mainActorByDefault) == [true, false, true])
        #expect(project.targets.map(\.compilationConditions) == [[], [], ["ENABLE_SYNC_LOGGING", "BETA", "STAGING"]])
        let files = project.targets.map { $0.files.map { String($0.dropFirst(root.path.count + 1)) } }
        #expect(
            files == [
                ["Apps/Transit/AppDelegate.swift"],
                ["TransitCore/Models/Stop.swift", "TransitCore/Store.swift"],
                ["TransitKit/StopsViewController.swift"]
            ])
        #expect(project.applicationSettings?.values["PRODUCT_BUNDLE_IDENTIFIER"] == "org.example.transit")
        #expect(project.isApplicationResource(root.appendingPathComponent("Apps/Transit/Stops.json").path))
        #expect(
            project.remotePackages == [
                .init(
                    url: "https://github.com/xmartlabs/Eureka.git", requirement: "exact: \"5.5.0\"",
                    products: ["Eureka"]),
                .init(
                    url: "https://github.com/groue/GRDB.swift.git", requirement: ".upToNextMinor(from: \"7.10.0\")",
                    products: ["GRDB"])
            ])
    }

    static let app: [String: String] = [
        "Apps/Transit/project.yml": """
        # Copied to the root by scripts/generate before xcodegen runs.
        name: Transit
        include:
          - path: Apps/Shared/shared.yml
          - TransitCore/project.yml
          - path: TransitKit/project.yml
        targets:
          Transit:
            type: application
            platform: iOS
            sources:
              - path: Apps/Transit
                excludes: ["gpx"]
            dependencies: [{target: TransitCore}, {target: TransitKit}]
            settings:
              base:
                PRODUCT_BUNDLE_IDENTIFIER: org.example.transit
        """,
        "Apps/Transit/AppDelegate.swift": "", "Apps/Transit/Stops.json": "[]", "Apps/Transit/gpx/Route.swift": "",
        "Apps/Shared/shared.yml": """
        settings:
          base:
            SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor
            SWIFT_VERSION: "6.0"
            SWIFT_ACTIVE_COMPILATION_CONDITIONS: DEBUG
        packages:
          GRDB:
            url: https://github.com/groue/GRDB.swift.git
            minorVersion: 7.10.0
          Eureka: {url: "https://github.com/xmartlabs/Eureka.git", exactVersion: 5.5.0}
          Local:
            path: ../Packages/Local
        targetTemplates:
          framework:
            type: framework
            platform: iOS
            sources:
              - path: ${target_name}
        """,
        "TransitCore/project.yml": """
        targets:
          TransitCore:
            type: framework
            platform: iOS
            sources:
              - path: "."
                excludes:
                  - "Generated/**"
                  - Legacy.swift
            dependencies:
              - package: GRDB
            settings:
              base:
                SWIFT_DEFAULT_ACTOR_ISOLATION: nonisolated # Core owns its actors.
        """,
        "TransitCore/Store.swift": "", "TransitCore/Models/Stop.swift": "", "TransitCore/Legacy.swift": "",
        "TransitCore/Generated/Names.swift": "",
        "TransitKit/project.yml": """
        targets:
          TransitKit:
            templates: [framework]
            dependencies:
              - target: TransitCore
              - package: Eureka
            settings:
              PRODUCT_NAME: RouteKit
              SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) ENABLE_SYNC_LOGGING
              OTHER_SWIFT_FLAGS: -DBETA -D STAGING $(UNSET)
        """,
        "TransitKit/StopsViewController.swift": ""
    ]
}
