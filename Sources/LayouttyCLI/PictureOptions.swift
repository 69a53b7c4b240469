import ArgumentParser
import Foundation
import LayouttySystem
import TerminalCollectionView

/// `--svg FILE`, `--png FILE` `[--theme light|dark]`: the screen as a picture instead of text.
package struct PictureOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Write the screen as an SVG picture to FILE instead of printing it ('-': standard output); with a device, its whole screen.",
            valueName: "file"))
    package var svg: String?

    @Option(
        help: ArgumentHelp(
            "Write the same picture as a PNG to FILE ('-': standard output; needs rsvg-convert, Debian's librsvg2-bin).",
            valueName: "file"))
    package var png: String?

    @Option(
        help: ArgumentHelp(
            "The picture's colours: \(SVGPicture.Theme.allCases.map(\.rawValue).joined(separator: " or ")).",
            valueName: "theme"))
    package var theme = SVGPicture.Theme.light

    package init() {}

    /// Whether a picture is asked for.
    package var isWanted: Bool { svg != nil || png != nil }

    /// Writes the pictures of what `previewer` shows, if any was asked for; whether one was.
    package func write(_ previewer: Previewer) throws -> Bool {
        guard isWanted else { return false }
        do {
            try PictureFile.write(SVGPicture(previewer: previewer, theme: theme).document, svg: svg, png: png)
        } catch {
            throw CLIFailure(message: error.description, status: 1)
        }
        return true
    }
}

extension SVGPicture.Theme: ExpressibleByArgument {}
