// swift-tools-version: 5.9
import PackageDescription

// Style's spacing is written by a build tool (`SpacingTool`, through the `Spacing` plugin), as
// apps generate code with swift-openapi-generator's or SwiftGen's plugins.
let package = Package(
    name: "ShelfStyle",
    platforms: [.iOS(.v16)],
    products: [.library(name: "ShelfStyle", targets: ["ShelfStyle"])],
    targets: [
        .executableTarget(name: "SpacingTool"),
        .plugin(name: "Spacing", capability: .buildTool(), dependencies: ["SpacingTool"]),
        .target(name: "ShelfStyle", plugins: ["Spacing"])
    ]
)
