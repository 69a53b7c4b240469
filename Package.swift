// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Layoutty",
    products: [
        // The UIKit-shaped layout core: Foundation only, no terminal code.
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .executable(name: "layoutty", targets: ["layoutty"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "CollectionLayout"),
        // Spec files, built-in demos and machine-readable output shared by the CLI and the tests.
        .target(name: "LayouttyKit", dependencies: ["CollectionLayout"]),
        .executableTarget(
            name: "layoutty",
            dependencies: [
                "LayouttyKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout"]),
        .testTarget(name: "LayouttyKitTests", dependencies: ["LayouttyKit"]),
        // Runs the built `layoutty` binary as a user would: exact stdout, stderr and exit status.
        .testTarget(name: "LayouttyCLITests", dependencies: ["layoutty"]),
    ]
)
