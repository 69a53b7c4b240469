import Foundation

// Writes the shelf's spacing into the Swift file named by its argument. Where Combine can be
// imported, the value goes through a publisher: a tool built beside the app's modules sees
// Layoutty's Combine (as Yams, under swift-openapi-generator's plugin, conforms to its
// `TopLevelDecoder`), and must link it.
#if canImport(Combine)
    import Combine

    var spacing = 0
    let subscription = Just(10).sink { spacing = $0 }
#else
    let spacing = 10
#endif

let output = CommandLine.arguments[1]
try "let generatedSpacing = \(spacing)\n".write(toFile: output, atomically: true, encoding: .utf8)
