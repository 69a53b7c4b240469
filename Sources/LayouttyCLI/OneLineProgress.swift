import Foundation
import LayouttySystem

/// A build's progress on stderr: on a terminal one line rewritten in place (`announcement` and
/// the step, cut to the terminal's width); elsewhere the announcement once — logs and tests get
/// one line, not hundreds.
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

    /// Clears the progress line on a terminal.
    package func finish() {
        if interactive { StandardStreams.writeError("\r\u{1b}[K") }
    }
}
