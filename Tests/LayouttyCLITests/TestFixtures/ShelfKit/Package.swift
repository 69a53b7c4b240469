// swift-tools-version: 6.0
// A layout library as iOS developers write one: its manifest names no Layoutty product, since on
// iOS UIKit comes with the SDK. `layoutty test` runs its tests on Linux as they are.
import PackageDescription

let package = Package(
    name: "ShelfKit",
    platforms: [.iOS(.v15)],
    products: [.library(name: "ShelfKit", targets: ["ShelfKit"])],
    targets: [
        .target(name: "ShelfKit"),
        .testTarget(name: "ShelfKitTests", dependencies: ["ShelfKit"])
    ]
)
