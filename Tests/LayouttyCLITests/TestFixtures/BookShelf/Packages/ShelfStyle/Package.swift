// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "ShelfStyle",
    platforms: [.iOS(.v16)],
    products: [.library(name: "ShelfStyle", targets: ["ShelfStyle"])],
    targets: [.target(name: "ShelfStyle")]
)
