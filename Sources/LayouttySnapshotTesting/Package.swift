// swift-tools-version: 6.0
import PackageDescription

// A package of its own, beside Layoutty's, so that a user of `CollectionLayout` or `UIKit` alone
// never resolves swift-snapshot-testing (package traits still resolve a trait's dependencies).
let package = Package(
    name: "LayouttySnapshotTesting",
    products: [
        .library(name: "LayouttySnapshotTesting", targets: ["LayouttySnapshotTesting"])
    ],
    dependencies: [
        .package(name: "Layoutty", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7")
    ],
    targets: [
        .target(
            name: "LayouttySnapshotTesting",
            dependencies: [
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "CollectionLayout", package: "Layoutty"),
                .product(name: "TerminalCollectionView", package: "Layoutty"),
                .product(name: "UIKit", package: "Layoutty"),
                .product(name: "UIKitPreview", package: "Layoutty"),
                .product(name: "LayouttyDevice", package: "Layoutty"),
                .product(name: "LayouttySpec", package: "Layoutty")
            ]),
        .testTarget(
            name: "ExampleSnapshotTests",
            dependencies: [
                "LayouttySnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "UIKit", package: "Layoutty")
            ],
            exclude: ["__Snapshots__", "Specs"])
    ]
)
