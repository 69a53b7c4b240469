import CollectionLayout
import Foundation

/// A session as one animated SVG (`play TAPE --svg FILE`): the screens a previewer showed, each
/// for as long as it showed, looping — a picture that plays in a README or a pull request,
/// with no player. Each frame is an `SVGPicture` with the status and message lines under it;
/// SMIL `<set>`s chain the frames' visibility (browsers play them, in an `<img>` too).
///
/// ```swift
/// let film = SVGFilm(theme: .light)
/// film.record(previewer, caption: ["columns: 5"], at: .zero)
/// film.record(previewer, caption: ["columns: 4"], at: .milliseconds(800))
/// let svg = film.document(endingAt: .seconds(2))
/// ```
public final class SVGFilm {
    public let theme: SVGPicture.Theme
    /// At most this many frames are kept (a tape typing for minutes at 0 ms would make a file
    /// of gigabytes); the rest are counted in `droppedFrames`.
    public static let maximumFrames = 5000
    public private(set) var droppedFrames = 0

    private struct Frame {
        var size: CGSize
        var shapes: String
        var caption: [String]
        var start: Duration
    }
    private var frames: [Frame] = []

    public init(theme: SVGPicture.Theme = .light) {
        self.theme = theme
    }

    /// How many different screens were recorded.
    public var frameCount: Int { frames.count }

    /// What `previewer` shows is on screen from `time` (since the session began) on: a new
    /// frame unless it looks as the last one does; one recorded at the same time replaces it.
    public func record(_ previewer: Previewer, caption: [String], at time: Duration) {
        let drawing = SVGPicture(previewer: previewer, theme: theme).drawing(id: Self.idToken)
        if let last = frames.last, last.start >= time { frames.removeLast() }
        if let last = frames.last, last.caption == caption, last.shapes == drawing.shapes { return }
        guard frames.count < Self.maximumFrames else {
            droppedFrames += 1
            return
        }
        frames.append(Frame(size: drawing.size, shapes: drawing.shapes, caption: caption, start: time))
    }

    /// Stands for a frame's own id prefix until the document numbers the frames: a control
    /// character, which `SVGPicture.escaped` never lets into a label, so replacing it touches
    /// ids only ("FRAME-" once turned a label's "FRAME-" into "f0-").
    private static let idToken = "\u{1}"

    /// Pixels per caption line.
    static let captionLine: CGFloat = 20

    /// The animated document, its last frame shown until `end` (a second when `end` is not
    /// after it).
    public func document(endingAt end: Duration) -> String {
        let width = frames.map(\.size.width).max() ?? 0
        let lines = frames.map(\.caption.count).max() ?? 0
        let height = (frames.map(\.size.height).max() ?? 0) + (lines > 0 ? CGFloat(lines) * Self.captionLine + 8 : 0)
        let size = CGSize(width: width, height: height)
        let background = theme == .light ? "#ffffff" : "#000000"
        var svg = SVGPicture.opening(size)
        svg +=
            "<rect width=\"\(SVGPicture.format(width))\" height=\"\(SVGPicture.format(height))\" fill=\"\(background)\"/>\n"
        for (index, frame) in frames.enumerated() {
            let next =
                index + 1 < frames.count ? frames[index + 1].start : end > frame.start ? end : frame.start + .seconds(1)
            svg += frames.count == 1 ? "<g>" : "<g visibility=\"hidden\">" + timing(index, duration: next - frame.start)
            svg += "\n" + frame.shapes.replacingOccurrences(of: Self.idToken, with: "f\(index)-")
            svg += caption(frame, top: frame.size.height) + "</g>\n"
        }
        return svg + "</svg>\n"
    }

    /// Frame `index` visible for `duration` after the one before it, the first again after the
    /// last: the film loops.
    private func timing(_ index: Int, duration: Duration) -> String {
        let begin = index == 0 ? "0s;f\(frames.count - 1).end" : "f\(index - 1).end"
        let seconds = duration.inSeconds
        return "<set id=\"f\(index)\" attributeName=\"visibility\" to=\"visible\" begin=\"\(begin)\" "
            + "dur=\"\(String(format: "%.3f", max(0.001, seconds)))s\"/>"
    }

    private func caption(_ frame: Frame, top: CGFloat) -> String {
        let color = theme == .light ? "#3a3a3c" : "#d1d1d6"
        return frame.caption.enumerated().map { row, line in
            let y = top + 4 + CGFloat(row) * Self.captionLine + Self.captionLine * 0.7
            return
                "<text x=\"8\" y=\"\(SVGPicture.format(y))\" font-size=\"14\" fill=\"\(color)\" xml:space=\"preserve\">"
                + SVGPicture.escaped(line) + "</text>\n"
        }.joined()
    }
}
