// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "ShelfModel",
    platforms: [.iOS(.v16)],
    products: [.library(name: "ShelfModel", targets: ["ShelfModel"])],
    dependencies: [.package(path: "../ShelfStyle")],
    targets: [
        .target(name: "ShelfModel", dependencies: [.product(name: "ShelfStyle", package: "ShelfStyle")])
    ]
)
