// swift-tools-version: 6.0
import PackageDescription

// Apple's modules under UIKit, which Linux has not: Core Graphics' and Core Animation's types in
// pure Swift over Foundation, so `import CoreGraphics` and `import QuartzCore` work as on iOS and
// `import UIKit` brings them. Where the SDK has them (Apple's platforms), its own are used.
#if canImport(CoreGraphics)
    let underUIKit: [Target.Dependency] = []
    let underFoundationAdditions: [Target.Dependency] = []
    let besideUIKit: [Target.Dependency] = []
    let appleFrameworks: [Target] = []
    let appleFrameworkProducts: [Product] = []
#else
    let underUIKit: [Target.Dependency] = ["CoreGraphics", "QuartzCore"]
    // Its saturating conversions.
    let underFoundationAdditions: [Target.Dependency] = ["CoreGraphics"]
    let besideUIKit: [Target.Dependency] = [
        "_Layoutty_os", "_Layoutty_OSLog", "_Layoutty_Combine", "_Layoutty_StoreKit", "_Layoutty_SafariServices",
        "_Layoutty_LocalAuthentication", "_Layoutty_LinkPresentation", "_Layoutty_CoreHaptics", "_Layoutty_CoreMotion",
        "_Layoutty_SwiftUI", "_Layoutty_WebKit", "_Layoutty_MessageUI", "_Layoutty_UserNotifications",
        "_Layoutty_CoreLocation", "_Layoutty_MapKit", "_Layoutty_CoreMedia", "_Layoutty_AVFoundation",
        "_Layoutty_AVKit",
        "_Layoutty_Photos", "_Layoutty_PhotosUI", "_Layoutty_UniformTypeIdentifiers", "_Layoutty_MobileCoreServices",
        "_Layoutty_WidgetKit", "_Layoutty_AudioToolbox", "_Layoutty_MediaPlayer", "_Layoutty_QuickLook",
        "_Layoutty_Contacts", "_Layoutty_CryptoKit", "_Layoutty_Security",
        "_Layoutty_SystemConfiguration", "_Layoutty_CommonCrypto", "_Layoutty_CoreData", "_Layoutty_Network",
        "_Layoutty_NetworkExtension", "_Layoutty_CoreImage"
    ]
    let appleFrameworks: [Target] = [
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
        // Empty: Swift Testing's cross-import overlay for CoreGraphics (see its file).
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "_LayouttyConsole", "_LayouttyFoundation"]),
        // Apple's frameworks screens import beside UIKit, for the files `preview` compiles (each
        // under `_Layoutty_` + its name, reached by `-module-alias`: see `PreviewKit.frameworks`).
        .target(name: "_Layoutty_os", dependencies: ["_LayouttyFoundation"]),
        .target(name: "_Layoutty_OSLog", dependencies: ["_Layoutty_os"]),
        .target(
            name: "_Layoutty_Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"), "UIKit", "_LayouttyPortRuntime"
            ]),
        // Swift 5 mode, as UIKit: Objective-C API whose objects cross queues unchecked, as on iOS.
        .target(
            name: "_Layoutty_StoreKit", dependencies: ["UIKit", "_LayouttyConsole"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "_Layoutty_SafariServices", dependencies: ["UIKit", "_LayouttyConsole"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "_Layoutty_LocalAuthentication"),
        .target(
            name: "_Layoutty_LinkPresentation", dependencies: ["UIKit", "_LayouttyConsole"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "_Layoutty_CoreHaptics", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "_Layoutty_CoreMotion", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "_Layoutty_SwiftUI", dependencies: ["UIKit", "_Layoutty_Combine", "_Layoutty_CoreData"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "_Layoutty_WebKit", dependencies: ["UIKit", "_LayouttyConsole"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "_Layoutty_MessageUI", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "_Layoutty_UserNotifications", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "_Layoutty_CoreLocation", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "_Layoutty_MapKit", dependencies: ["UIKit", "_Layoutty_CoreLocation"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "_Layoutty_CoreMedia", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "_Layoutty_AVFoundation",
            dependencies: ["QuartzCore", "_Layoutty_CoreMedia", "_Layoutty_AudioToolbox", "_LayouttyConsole"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "_Layoutty_AVKit", dependencies: ["UIKit", "_Layoutty_AVFoundation"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "_Layoutty_Photos", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "_Layoutty_PhotosUI", dependencies: ["UIKit", "_Layoutty_Photos"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "_Layoutty_UniformTypeIdentifiers", dependencies: ["UIKit"]),
        .target(
            name: "_Layoutty_MobileCoreServices", dependencies: ["CoreGraphics", "_Layoutty_UniformTypeIdentifiers"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "_Layoutty_WidgetKit"),
        .target(name: "_Layoutty_AudioToolbox", dependencies: ["CoreGraphics"]),
        .target(name: "_Layoutty_MediaPlayer", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "_Layoutty_QuickLook", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "_Layoutty_CoreImage", dependencies: ["CoreGraphics", "UIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "_Layoutty_Contacts", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "_Layoutty_CryptoKit"),
        .target(name: "_Layoutty_Security", dependencies: ["CoreGraphics"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "_Layoutty_SystemConfiguration", dependencies: ["CoreGraphics"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "_Layoutty_CommonCrypto", dependencies: ["_Layoutty_CryptoKit"]),
        .target(name: "_Layoutty_Network"),
        .target(name: "_Layoutty_NetworkExtension", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "_Layoutty_CoreData", dependencies: ["UIKit", "QuartzCore", "_LayouttyConsole"],
            swiftSettings: [.swiftLanguageMode(.v5)])
    ]
    let appleFrameworkProducts: [Product] = [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"])
    ]
#endif

let package = Package(
    name: "Layoutty",
    products: appleFrameworkProducts + [
        // The UIKit-shaped layout core: Foundation only, no terminal code.
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        // The previewer's model: canvases, the painter, the viewport, keys; no terminal library.
        .library(name: "TerminalCollectionView", targets: ["TerminalCollectionView"]),
        // The devices a screen is shown on (points, safe areas, size classes, the navigation bar)
        // and how many cells a text takes: what UIKit and the previewer both need to know.
        .library(name: "LayouttyDevice", targets: ["LayouttyDevice"]),
        // The previewer in a real terminal (ncurses): `TerminalPreview.run`, for engine layouts.
        .library(name: "LayouttyTerminal", targets: ["LayouttyTerminal"]),
        // `TerminalPreview.run` for a UIKit layout or collection view: the UIKit module on a terminal.
        .library(name: "UIKitTerminal", targets: ["UIKitTerminal"]),
        // A UIKit collection view or screen in the previewer, and as text (`ScreenSetting.screen(of:)`),
        // without a terminal library: for snapshot tests.
        .library(name: "UIKitPreview", targets: ["UIKitPreview"]),
        // Brute-force property checks for any layout, for your own test targets.
        .library(name: "CollectionLayoutTesting", targets: ["CollectionLayoutTesting"]),
        // UIKit's names over the engine, so layout files written for iOS compile on Linux.
        .library(name: "UIKit", targets: ["UIKit"]),
        // Spec files and built-in demos as screens (`SpecScreen`, for snapshot tests); the rest of
        // the module is package API.
        .library(name: "LayouttySpec", targets: ["LayouttySpec"]),
        // What `layoutty preview` links a user's layout files with (their generated main calls it).
        .library(name: "LayouttyPreviewHost", targets: ["LayouttyPreviewHost"]),
        .executable(name: "layoutty", targets: ["layoutty"]),
        .executable(name: "layoutty-preview", targets: ["layoutty-preview"]),
        .executable(name: "layoutty-bench", targets: ["layoutty-bench"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation`: builds the DocC catalogues (CI, warnings as
        // errors). A plugin: nothing of it is linked, it costs a resolve, not a build.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `layoutty preview` reads and ports the user's Swift files with Swift's own parser. It
        // costs about a minute of a clean debug build (SwiftSyntax + SwiftParser, 2 cores), once;
        // only the `layoutty-preview` program links it — never `layoutty` itself (a fresh clone's
        // first `swift run layoutty` builds without it), a previewed program or the UIKit module.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // Combine for the files `preview` compiles (`import Combine` reaches `_Layoutty_Combine`,
        // which re-exports it). Only `layoutty-preview` builds it: about 18 s of a clean debug
        // build on 2 cores, never in a fresh clone's first `swift run layoutty`.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0")
    ],
    targets: appleFrameworks + [
        .target(name: "CollectionLayout", dependencies: underUIKit),
        .target(name: "CollectionLayoutTesting", dependencies: ["CollectionLayout"]),
        .target(
            name: "UIKit",
            dependencies: underUIKit + [
                "CollectionLayout", "LayouttyDevice", "CassowarySolver", "_Testing_UIKit", "_LayouttyConsole",
                "_LayouttyFoundation"
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // What Apple's Foundation and Objective-C runtime give an iOS app that Linux's do not
        // (formatters, key-value coding and observing, predicates, selectors, associated
        // objects): UIKit re-exports it, as `import UIKit` brings Foundation on iOS.
        .target(
            name: "_LayouttyFoundation", dependencies: underFoundationAdditions + ["_LayouttyConsole"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // What ported and translated files call beside UIKit (the port writes the names).
        .target(name: "_LayouttyPortRuntime", dependencies: ["UIKit", "CollectionLayout", "_LayouttyFoundation"]),
        // What UIKit and Core Animation log, each once, for the preview to show: the console.
        .target(name: "_LayouttyConsole"),
        // Auto Layout's Cassowary solver: no dependencies, used by UIKit alone.
        .target(name: "CassowarySolver"),
        // Empty: the module Swift Testing's cross-import overlay for UIKit names (see its file).
        .target(name: "_Testing_UIKit"),
        // `layoutty preview`: reads the user's files, writes and builds the scratch package around them.
        .target(
            name: "LayouttyPreviewBuild",
            dependencies: [
                "CollectionLayout", "LayouttyKit", "LayouttySystem", "PseudoTerminalSupport", "LayouttyObjC",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ]),
        // Objective-C files as Swift (`preview Layout.h Layout.m`): libclang's tree, translated.
        .target(name: "LayouttyObjC", dependencies: ["CLibclang", "CollectionLayout", "LayouttySystem"]),
        // libclang opened at run time (the Swift toolchain's): nothing linked but libdl; CSystem for
        // its close-on-exec pipe.
        .target(
            name: "CLibclang", dependencies: ["CSystem"],
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(
            name: "LayouttyPreviewHost",
            // Apple's other frameworks: built with the host, for the files it loads to import.
            dependencies: besideUIKit + [
                "UIKit", "UIKitPreview", "_LayouttyConsole", "_LayouttyFoundation", "_LayouttyPortRuntime",
                "LayouttySpec",
                "LayouttySystem",
                "TerminalCollectionView", "CSystem",
                "LayouttyDevice", "LayouttyTerminal",
                "CollectionLayout"
            ]),
        // Header-only shim: ncurses macros and globals as static inline functions.
        // Linux distributions ship the wide-character build as ncursesw; macOS's ncurses is wide already.
        .target(
            name: "CNcursesw",
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS]))
            ]),
        // Header-only: libc calls Swift cannot import (heap statistics, pseudo-terminals, signal mask).
        // forkpty lives in libutil before glibc 2.34 (a stub after).
        .target(name: "CSystem", linkerSettings: [.linkedLibrary("util", .when(platforms: [.linux]))]),
        .target(name: "TerminalCollectionView", dependencies: ["CollectionLayout", "LayouttyDevice"]),
        // Devices, the screen around a collection view, text widths in cells: pure values.
        .target(name: "LayouttyDevice", dependencies: ["CollectionLayout"]),
        // The ncurses backend: the session, its canvas, input, the file watcher and the run loop.
        .target(
            name: "LayouttyTerminal",
            dependencies: [
                "CollectionLayout", "TerminalCollectionView", "LayouttyDevice", "CNcursesw", "CSystem",
                "PseudoTerminalSupport"
            ]),
        // The UIKit entry point beside the terminal, so neither the UIKit module links a terminal
        // library nor the terminal backend depends on UIKit.
        .target(
            name: "UIKitTerminal",
            dependencies: [
                "UIKit", "UIKitPreview", "LayouttyTerminal", "TerminalCollectionView", "LayouttyDevice",
                "CollectionLayout"
            ]),
        // UIKit shown by the previewer: the viewport as UIKit's host, a UIKit data source as the
        // previewer's, screens as text. UIKit knows nothing of it.
        .target(
            name: "UIKitPreview",
            dependencies: [
                "UIKit", "_LayouttyPortRuntime", "TerminalCollectionView", "LayouttyDevice", "CollectionLayout"
            ]),
        // Spec files: reader, writer, key tables, saving, built-in demos, live tweaks.
        .target(
            name: "LayouttySpec",
            dependencies: ["CollectionLayout", "TerminalCollectionView", "LayouttyDevice", "LayouttySystem"]),
        // The system layer: files read bounded and replaced whole, pictures written where asked,
        // standard streams that never trap, names made safe for generated Swift.
        .target(name: "LayouttySystem", dependencies: ["CSystem", "PseudoTerminalSupport"]),
        // A child process on a pseudo-terminal, reaped by its real pid (forkpty lives in CSystem).
        .target(name: "PseudoTerminalSupport", dependencies: ["CSystem"]),
        // Tapes (VHS-style scripts), their players and asciicast recording.
        .target(
            name: "LayouttyTapes",
            dependencies: [
                "CollectionLayout", "LayouttySpec", "LayouttySystem", "PseudoTerminalSupport", "TerminalCollectionView",
                "LayouttyDevice",
                "CSystem"
            ]),
        // `layoutty bench`: the layouts beside a naive reference, as ratios measured in one run.
        .target(
            name: "LayouttyBench",
            dependencies: [
                "CassowarySolver", "CollectionLayout", "LayouttySpec", "PseudoTerminalSupport",
                "TerminalCollectionView",
                "CSystem"
            ]),
        // What every command shares (options, one-line errors, the exit), and what install and
        // preview know of the kit and the package. Neither reaches swift-syntax.
        .target(
            name: "LayouttyCLI",
            dependencies: [
                "CollectionLayout", "LayouttySpec", "LayouttySystem", "TerminalCollectionView", "LayouttyDevice",
                "CSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        .target(name: "LayouttyKit", dependencies: ["CollectionLayout"]),
        .executableTarget(
            name: "layoutty",
            dependencies: [
                "CollectionLayout", "TerminalCollectionView", "LayouttyDevice", "LayouttyTerminal", "LayouttySpec",
                "LayouttyTapes",
                "LayouttyCLI", "LayouttyKit", "LayouttySystem",
                "PseudoTerminalSupport", "CSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        // `layoutty bench`, which `layoutty` becomes: apart, so that a fresh clone's first
        // `swift run layoutty` does not build the benches (about 5 s of its build here).
        .executableTarget(
            name: "layoutty-bench",
            dependencies: [
                "LayouttyBench", "LayouttyCLI", "LayouttyKit", "LayouttySpec", "LayouttySystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        // `layoutty preview`, which `layoutty` becomes: the one program that reaches swift-syntax.
        .executableTarget(
            name: "layoutty-preview",
            dependencies: [
                "CollectionLayout", "LayouttyCLI", "LayouttyKit", "LayouttyPreviewBuild", "LayouttySpec",
                "LayouttySystem", "PseudoTerminalSupport",
                "LayouttyTerminal",
                "LayouttyObjC",
                // Also what `preview` compiles the user's files against (PreviewKit): building
                // the program builds these modules, so a first preview compiles the user's files only.
                "LayouttyPreviewHost",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        // Custom layouts written only against the public API, each opened in the previewer.
        .executableTarget(
            name: "left-aligned",
            dependencies: ["CollectionLayout", "TerminalCollectionView", "LayouttyDevice", "LayouttyTerminal"],
            path: "Demos/LeftAligned"),
        .executableTarget(
            name: "waterfall-from-scratch",
            dependencies: ["CollectionLayout", "TerminalCollectionView", "LayouttyTerminal"],
            path: "Demos/WaterfallFromScratch"),
        .executableTarget(
            name: "lookup-table",
            dependencies: ["CollectionLayout", "TerminalCollectionView", "LayouttyDevice", "LayouttyTerminal"],
            path: "Demos/LookupTable"),
        .executableTarget(
            name: "grow-from-centre", dependencies: ["CollectionLayout", "TerminalCollectionView", "LayouttyTerminal"],
            path: "Demos/GrowFromCentre"),
        .executableTarget(
            name: "carousel",
            dependencies: ["CollectionLayout", "TerminalCollectionView", "LayouttyTerminal", "LayouttyTapes"],
            path: "Demos/Carousel"),
        // Helpers every test target shares (golden files, …).
        .target(name: "LayouttyTestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "CollectionLayoutTests",
            dependencies: ["CollectionLayout", "CollectionLayoutTesting", "CassowarySolver"]),
        .testTarget(
            name: "UIKitTests",
            dependencies: [
                "CollectionLayout", "UIKit", "UIKitPreview", "TerminalCollectionView", "LayouttyDevice",
                "CollectionLayoutTesting", "_LayouttyPortRuntime", "_LayouttyConsole", "_LayouttyFoundation",
                "_Layoutty_os",
                "_Layoutty_Combine", "_Layoutty_StoreKit", "_Layoutty_SafariServices", "_Layoutty_LocalAuthentication",
                "_Layoutty_LinkPresentation", "_Layoutty_CoreHaptics", "_Layoutty_CoreMotion", "_Layoutty_SwiftUI",
                "_Layoutty_WebKit", "_Layoutty_MessageUI", "_Layoutty_UserNotifications", "_Layoutty_MapKit",
                "_Layoutty_AVKit", "_Layoutty_PhotosUI", "_Layoutty_UniformTypeIdentifiers",
                "_Layoutty_MobileCoreServices",
                "_Layoutty_MediaPlayer", "_Layoutty_QuickLook", "_Layoutty_Contacts", "_Layoutty_CryptoKit",
                "_Layoutty_Security", "_Layoutty_SystemConfiguration", "_Layoutty_CommonCrypto",
                "_Layoutty_CoreData", "_Layoutty_Network", "_Layoutty_NetworkExtension", "_Layoutty_CoreImage"
            ]),
        .testTarget(
            name: "DemoTests",
            dependencies: [
                "left-aligned", "waterfall-from-scratch", "lookup-table", "grow-from-centre", "carousel",
                "CollectionLayout", "CollectionLayoutTesting", "TerminalCollectionView"
            ]),
        .testTarget(
            name: "TerminalCollectionViewTests",
            dependencies: [
                "CollectionLayout", "TerminalCollectionView", "LayouttyDevice", "LayouttyTestSupport",
                "CollectionLayoutTesting"
            ]
        ),
        .testTarget(
            name: "LayouttyPreviewHostTests",
            dependencies: [
                "LayouttyPreviewHost", "UIKit", "TerminalCollectionView", "LayouttyTestSupport",
                "CollectionLayoutTesting",
                "CollectionLayout", "LayouttySystem", "CSystem"
            ]),
        .testTarget(
            name: "LayouttyTerminalTests",
            dependencies: [
                "LayouttyTerminal", "UIKitTerminal", "CNcursesw", "CollectionLayout", "TerminalCollectionView",
                "LayouttyDevice",
                "LayouttySpec", "UIKit",
                "LayouttyTestSupport", "CollectionLayoutTesting", "LayouttyTapes", "PseudoTerminalSupport"
            ]),
        // The spec module: reading, writing, saves, and its previewing (edits, reloads, the
        // demos' golden screens and pictures).
        .testTarget(
            name: "LayouttySpecTests",
            dependencies: [
                "CollectionLayout", "TerminalCollectionView", "LayouttyDevice", "LayouttySpec", "LayouttySystem",
                "CollectionLayoutTesting", "CSystem",
                "LayouttyTestSupport"
            ],
            exclude: ["Goldens", "PictureGoldens"]),
        .testTarget(name: "LayouttyDeviceTests", dependencies: ["LayouttyDevice", "CollectionLayout"]),
        .testTarget(name: "LayouttyTapesTests", dependencies: ["LayouttyTapes", "LayouttySpec"]),
        .testTarget(name: "LayouttyBenchTests", dependencies: ["CollectionLayout", "LayouttyBench", "LayouttySpec"]),
        .testTarget(
            name: "LayouttyPreviewBuildTests",
            dependencies: [
                "LayouttyPreviewBuild", "LayouttyKit", "LayouttyTestSupport",
                // UIKit's shape read from its sources (`UIKitShapeTests`).
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ]),
        .testTarget(name: "LayouttyObjCTests", dependencies: ["LayouttyObjC"]),
        // Rules the sources keep, checked by reading them (and the package's targets' imports).
        .testTarget(name: "PackageRulesTests", dependencies: ["LayouttyKit", "LayouttyPreviewBuild"]),
        // Runs the built `layoutty` binary as a user would: exact stdout, stderr and exit status.
        .testTarget(
            name: "LayouttyCLITests",
            dependencies: [
                "layoutty", "layoutty-preview", "CollectionLayout", "TerminalCollectionView", "LayouttyDevice",
                "LayouttySpec",
                "LayouttyBench",
                "left-aligned", "waterfall-from-scratch", "lookup-table", "grow-from-centre", "carousel",
                "LayouttyTestSupport",
                "CollectionLayoutTesting"
            ],
            exclude: ["TapeGoldens", "PreviewGoldens", "PortFixtures", "TestFixtures"])
    ]
)
