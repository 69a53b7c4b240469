import Foundation
import PseudoTerminalSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Where a picture goes (`render --svg FILE`, `--png FILE`, and the same for `preview`): the
/// file, written whole (a temporary file renamed over it, so a viewer never reads half a
/// picture), or standard output for `-`.
///
/// A PNG is the SVG rasterised by librsvg's `rsvg-convert` (Debian's `librsvg2-bin`), the one
/// program a fresh machine needs for it: drawing text in Layoutty would need a font file too, and
/// librsvg draws with the system's fonts, CJK included.
package enum PictureFile {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Writes the SVG to `svg`, its PNG to `png`, either or both.
    package static func write(_ picture: String, svg: String?, png: String?) throws(Failure) {
        if let svg { try write(svg: picture, to: svg) }
        if let png { try write(pngOf: picture, to: png) }
    }

    package static func write(svg: String, to path: String) throws(Failure) {
        if path == "-" { return StandardStreams.writeOutput(Array(svg.utf8)) }
        do {
            try FileReplacement.write(Data(svg.utf8), to: path)
        } catch {
            throw Failure(description: "\(path): \(error.description)")
        }
    }

    /// The program that turns the SVG into a PNG, and what to install when it is missing.
    static let rasteriser = "rsvg-convert"

    package static func write(pngOf svg: String, to path: String) throws(Failure) {
        let folder = FileManager.default.temporaryDirectory.path
        var template = Array("\(folder)/layoutty-picture-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw Failure(description: "--png: cannot make a temporary folder in \(folder)") }
        let work = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let (input, output) = (work + "/screen.svg", work + "/screen.png")
        guard FileManager.default.createFile(atPath: input, contents: Data(svg.utf8)) else {
            throw Failure(description: "--png: cannot write \(input)")
        }
        var said: [String] = []
        let status: Int32
        do {
            status = try ChildProcess.run([rasteriser, "--format", "png", "--output", output, input]) { said.append($0) }
        } catch {
            throw Failure(
                description: "--png needs \(rasteriser) (Debian: apt-get install librsvg2-bin); --svg FILE writes the picture without it")
        }
        guard status == 0, let png = FileManager.default.contents(atPath: output) else {
            throw Failure(description: "--png: \(rasteriser) failed (status \(status)): \(said.first ?? "no message")")
        }
        if path == "-" { return StandardStreams.writeOutput(Array(png)) }
        do {
            try FileReplacement.write(png, to: path)
        } catch {
            throw Failure(description: "\(path): \(error.description)")
        }
    }
}
