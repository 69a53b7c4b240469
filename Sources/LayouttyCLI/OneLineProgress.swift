import Foundation
import LayouttySystem

/// A build's progress on stderr: on a terminal one line rewritten in place (`announcement` and
/// the step, cut to the terminal's width); elsewhere the announcement once, and a line for each
/// stage (`stage`) — logs and tests get a few lines, not hundreds.
package final class OneLineProgress {
    private let announcement: String
    private let interactive = isatty(2) == 1
    private var announced = false

    package init(announcement: String) {
        self.announcement = announcement
    }

    package func show(_ step: String) {
        if interactive {
            var size = winsize()
            let width = ioctl(2, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 1 ? Int(size.ws_col) : 80
            StandardStreams.writeError("\r\u{1b}[K" + String("\(announcement) \(step)".prefix(width - 1)))
        } else if !announced {
            announced = true
            StandardStreams.writeError(announcement + "\n")
        }
    }

    /// A stage worth a line of its own where no line is rewritten (a log): said there once
    /// each, after the announcement; on a terminal, `show` carries it.
    package func stage(_ text: String) {
        guard !interactive, text != lastStage else { return }
        show(text)
        lastStage = text
        StandardStreams.writeError("\(announcement): \(text)\n")
    }
    private var lastStage: String?

    /// Clears the progress line on a terminal.
    package func finish() {
        if interactive { StandardStreams.writeError("\r\u{1b}[K") }
    }
}
