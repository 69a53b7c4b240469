import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttySpec
import LayouttySystem
import PseudoTerminalSupport
import TerminalCollectionView

/// What playing a tape does besides updating the mirror: nothing (headless) or drive a real
/// previewer on a pseudo-terminal and show it (`PseudoTerminalDriver`).
package protocol TapeDriver: AnyObject {
    func open(arguments: [String], columns: Int, rows: Int) throws(TapeError)
    /// Keys with no time between them, in order.
    func send(_ keys: [Key]) throws(TapeError)
    func resize(columns: Int, rows: Int) throws(TapeError)
    func wait(_ duration: Duration)
    /// Until the program has drawn again and stopped drawing (a reload shown), at most `timeout`;
    /// false if it did not draw in that time.
    func waitForRedraw(timeout: Duration) -> Bool
    func setHidden(_ hidden: Bool)
    func close()
}

/// Plays a tape: every key goes to the driver and to a headless mirror of the previewer (the
/// same Previewer code on a TextCanvas), whose screen the Screenshot command writes.
///
/// ```swift
/// let player = try TapePlayer(tape: Tape.load(file: "Demos/tapes/grid.tape"), output: outputFolder)
/// try player.play(driver: HeadlessDriver())
/// ```
package final class TapePlayer {
    package let tape: Tape
    package let output: URL
    /// Sleep and typing delays are divided by it.
    package var speed: Double = 1
    private var columns = 80, rows = 24
    /// `Set Device`'s device, for the next `Open`.
    private var device: DeviceSetting?
    private var typingSpeed: Duration = .milliseconds(50)
    private var mirror: (previewer: Previewer, canvas: TextCanvas)?
    /// The mirror's animation clock, moved by the tape's own delays (never scaled by `speed`), so
    /// a Screenshot taken 150 ms into an animation shows the same frame on every run.
    private let clock = ManualAnimationClock()
    private var currentLine = 0
    /// Screenshots written, in order (paths).
    package private(set) var screenshots: [String] = []
    /// With a film, every screen the mirror shows is recorded, timed by the tape's own delays
    /// (`play --svg`).
    package var film: SVGFilm?
    /// The tape's time so far, as its own delays say (never scaled by `speed`).
    package var elapsed: Duration { clock.now }
    /// How often a film samples a running animation: 20 frames a second.
    static let filmFrame: Duration = .milliseconds(50)
    /// What a tape that sends keys before any `Open` previews, for a terminal of (columns, rows):
    /// the grid demo by default; a program with its own layout (a Demos executable) plays tapes
    /// of it through this, headless.
    package var makeDefaultPreviewer: ((Int, Int) -> Previewer)?

    /// Checks the whole tape before anything is drawn: Set only before the first Open, and
    /// every spec it opens must load and fit.
    package init(tape: Tape, output: URL) throws(TapeError) {
        self.tape = tape
        self.output = output
        var opened = false
        var width = 80
        var height = 24
        for line in tape.lines {
            func fail(_ message: String) -> TapeError {
                TapeError(file: tape.file, line: line.number, message: message)
            }
            switch line.command {
            case .setWidth(let n):
                if opened { throw fail("Set Width must come before the first Open (use Resize to change the size)") }
                width = n
            case .setHeight(let n):
                if opened { throw fail("Set Height must come before the first Open (use Resize to change the size)") }
                height = n
            case .open(let source):
                opened = true
                do {
                    try Self.spec(source).validate(
                        boundsSize: CGSize(width: width, height: max(1, height - Previewer.chromeRows)))
                } catch {
                    throw fail("Open: \(error.description)")
                }
            default:
                break
            }
        }
    }

    /// The size the tape sets before its first Open (80x24 when it sets none): the cast's size.
    package var initialSize: (columns: Int, rows: Int) {
        var width = 80
        var height = 24
        for command in tape.commands {
            if case .open = command { break }
            if case .setWidth(let n) = command { width = n }
            if case .setHeight(let n) = command { height = n }
        }
        return (width, height)
    }

    static func spec(_ source: Tape.Source) throws(SpecError) -> LayoutSpec {
        switch source {
        case .demo(let name): try BuiltInDemo.named(name)!.spec()
        case .spec(let path): try LayoutSpec.load(file: path)
        }
    }

    static func arguments(_ source: Tape.Source, device: DeviceSetting?) -> [String] {
        let browse: [String] =
            switch source {
            case .demo(let name): ["browse", "--demo", name, "--no-timings"]
            case .spec(let path): ["browse", "--spec", path, "--no-timings"]
            }
        guard let device else { return browse }
        let named = Device.named(device.device.name) != nil
        let size = device.device.portraitSize
        return browse
            + (named
                ? ["--device", device.device.name]
                : ["--points", "\(LayoutNumber.format(size.width))x\(LayoutNumber.format(size.height))"])
            + (device.isLandscape ? ["--landscape"] : [])
    }

    package func play(driver: TapeDriver) throws(TapeError) {
        defer { driver.close() }
        for line in tape.lines {
            currentLine = line.number
            switch line.command {
            case .setWidth(let n): columns = n
            case .setHeight(let n): rows = n
            case .setTypingSpeed(let d): typingSpeed = d
            case .setDevice(let setting): device = setting
            case .open(let source): try open(source, driver: driver)
            case .type(let text, let delay):
                try press(text.lazy.map { Key.character($0) }, every: delay ?? typingSpeed, driver: driver)
            case .key(let key, let count, let delay):
                try press(repeatElement(key, count: count), every: delay ?? typingSpeed, driver: driver)
            case .sleep(let d): wait(d, driver: driver)
            case .hide: driver.setHidden(true)
            case .show: driver.setHidden(false)
            case .resize(let c, let r):
                columns = c
                rows = r
                if let mirror {
                    mirror.canvas.resize(columns: c, rows: r)
                    mirror.previewer.handle(PreviewEvent.resize(columns: c, rows: r))
                }
                try driver.resize(columns: c, rows: r)
            case .screenshot(let name):
                try openDefaultIfNeeded(driver: driver)
                try writeScreenshot(name)
            case .edit(let file, let old, let new): try edit(file, old, new)
            case .waitForReload(let timeout): try waitForReload(timeout, driver: driver)
            }
        }
    }

    private func fail(_ message: String) -> TapeError {
        TapeError(file: tape.file, line: currentLine, message: message)
    }

    /// Saves `file` with its first `old` replaced by `new`, as an editor saves (temp + rename):
    /// the program on the terminal sees it through its watcher.
    private func edit(_ file: String, _ old: String, _ new: String) throws(TapeError) {
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8)
        else {
            throw fail("Edit: cannot read \(file)")
        }
        guard let range = text.range(of: old) else { throw fail("Edit: \(file) does not contain \"\(old)\"") }
        do {
            try FileReplacement.write(Data(text.replacingCharacters(in: range, with: new).utf8), to: file)
        } catch {
            throw fail("Edit: \(error.description)")
        }
    }

    /// The mirror reads the saved spec as the program's watcher has it do; the program on the
    /// terminal is given until it has drawn the reload and settled.
    private func waitForReload(_ timeout: Duration, driver: TapeDriver) throws(TapeError) {
        guard let mirror, let watched = mirror.previewer.tweaks?.watchedFiles, !watched.isEmpty else {
            throw fail("Wait Reload: no spec file is open (Open --spec FILE first)")
        }
        let reloads = mirror.previewer.reloadCount
        // A large file's read is a background job: the mirror runs it here, to its end.
        func functionJobs(_ effects: [PreviewEffect]) -> [BackgroundJob] {
            effects.compactMap { if case .run(let job) = $0, job.function != nil { job } else { nil } }
        }
        var jobs = functionJobs(mirror.previewer.handle(.filesSaved(watched)))
        while let job = jobs.popLast() {
            jobs += functionJobs(mirror.previewer.handle(.backgroundFinished(.running(job) { _, _ in 127 })))
        }
        guard mirror.previewer.reloadCount > reloads || mirror.previewer.reloadProblems != nil else {
            throw fail("Wait Reload: \(watched.joined(separator: ", ")) says what is shown already (Edit it first)")
        }
        present()
        guard driver.waitForRedraw(timeout: scaled(timeout)) else {
            throw fail("Wait Reload: the program did not redraw within \(timeout)")
        }
    }

    /// The tape's time passes: for the mirror's animations as written, for the driver scaled.
    private func wait(_ d: Duration, driver: TapeDriver) {
        driver.wait(scaled(d))
        // Keys with no time between them (`Type@0ms`) are a backlog, which the previewer on the
        // terminal takes as one batch and draws once: the mirror too draws when time passes
        // (typing 2 MB at 0 ms drew 4 million frames here).
        guard d > .zero else { return }
        // A film samples a running animation; a still screen is drawn once.
        var left = d
        while left > .zero {
            let step = film != nil && mirror?.previewer.isAnimating == true ? min(left, Self.filmFrame) : left
            clock.advance(by: step)
            left -= step
            present()
        }
    }

    /// The mirror shows a frame, as the previewer on a terminal does after each event: a
    /// self-sizing layout measures what is shown then, not only at screenshots.
    private func present() {
        guard let mirror else { return }
        // Time passed, as a terminal's loop says when no input came: a gesture may settle.
        mirror.previewer.handle(.tick)
        mirror.previewer.draw(on: mirror.canvas)
        guard let film else { return }
        // Under the picture, the two lines under the layout: the message or hint, the status.
        let caption = (max(0, mirror.canvas.rows - 2)..<mirror.canvas.rows).map(mirror.canvas.trimmedLine)
        film.record(mirror.previewer, caption: caption, at: clock.now)
    }

    /// `d / speed`, total: any speed (even 1e-300 through the API) gives at most an hour.
    private func scaled(_ d: Duration) -> Duration {
        guard speed != 1 else { return d }
        let seconds = d.inSeconds / speed
        return .milliseconds(Int(saturating: (min(3600, max(0, seconds.isNaN ? 0 : seconds)) * 1000).rounded()))
    }

    private func open(_ source: Tape.Source, driver: TapeDriver) throws(TapeError) {
        let spec: LayoutSpec
        do { spec = try Self.spec(source) } catch { throw fail("Open: \(error.description)") }
        let data = SpecDataSource(spec: spec)
        let layout = data.makeLayout()
        let file: String? = if case .spec(let path) = source { path } else { nil }
        let previewer = Previewer(spec: data, layout: layout, file: file, terminalColumns: columns, rows: rows)
        // As browse does: the tape's device, else the spec's own.
        previewer.viewport.device = device ?? spec.device.map { DeviceSetting(device: $0) }
        install(previewer)
        try driver.open(arguments: Self.arguments(source, device: device), columns: columns, rows: rows)
    }

    /// A tape that types before opening anything previews the grid demo (or `makeDefaultPreviewer`'s).
    private func openDefaultIfNeeded(driver: TapeDriver) throws(TapeError) {
        guard mirror == nil else { return }
        guard let makeDefaultPreviewer else { return try open(.demo("grid"), driver: driver) }
        install(makeDefaultPreviewer(columns, rows))
    }

    /// The mirror the screenshots come from: `previewer` on a canvas of the tape's size and clock.
    private func install(_ previewer: Previewer) {
        previewer.showsTimings = false
        previewer.viewport.clock = clock
        mirror = (previewer, TextCanvas(columns: columns, rows: rows, unicode: true))
        // What it shows from the start is the film's first frame.
        if film != nil { present() }
    }

    /// Keys `interval` apart. With no time between them they are sent in batches (typing 2 MB at
    /// 0 ms took minutes a key at a time); the mirror takes each key as it comes.
    private func press(_ keys: some Sequence<Key>, every interval: Duration, driver: TapeDriver) throws(TapeError) {
        guard interval == .zero else {
            for key in keys {
                try press([key], driver: driver)
                wait(interval, driver: driver)
            }
            return
        }
        var batch: [Key] = []
        for key in keys {
            batch.append(key)
            if batch.count == 4096 {
                try press(batch, driver: driver)
                batch.removeAll(keepingCapacity: true)
            }
        }
        try press(batch, driver: driver)
        wait(.zero, driver: driver)
    }

    /// Sends `keys` up to the one the mirror quits on, then ends the program.
    private func press(_ keys: [Key], driver: TapeDriver) throws(TapeError) {
        guard !keys.isEmpty else { return }
        try openDefaultIfNeeded(driver: driver)
        guard let mirror else { throw fail("the previewer has quit; Open another before sending keys") }
        guard let quit = keys.firstIndex(where: { mirror.previewer.handle($0) == .quit }) else {
            return try driver.send(keys)
        }
        try driver.send(Array(keys[...quit]))
        self.mirror = nil
        driver.close()
        try press(Array(keys[(quit + 1)...]), driver: driver)
    }

    /// VHS's golden text format: the screen's rows, then a line of 80 `─`.
    package static func screenshotText(_ canvas: TextCanvas) -> String {
        canvas.trimmedText + String(repeating: "─", count: 80) + "\n"
    }

    private func writeScreenshot(_ name: String) throws(TapeError) {
        guard let mirror else { throw fail("Screenshot: the previewer has quit") }
        mirror.previewer.handle(.tick)
        mirror.previewer.draw(on: mirror.canvas)
        // An absolute path is taken as it is; a relative one is relative to the output folder.
        let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : output.appendingPathComponent(name)
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw fail("Screenshot: cannot write \(url.path): \(folder.path) is not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw fail("Screenshot: cannot create the folder \(folder.path)")
        }
        // Foundation's messages for these are misleading ("already exists", "error 512"): the
        // careful writer says what the system said.
        do {
            try FileReplacement.write(Data(Self.screenshotText(mirror.canvas).utf8), to: url.path)
        } catch {
            throw fail("Screenshot: \(error.description)")
        }
        screenshots.append(url.path)
    }
}

/// No terminal at all: the mirror is the screen.
package final class HeadlessDriver: TapeDriver {
    package init() {}
    package func open(arguments: [String], columns: Int, rows: Int) throws(TapeError) {}
    package func send(_ keys: [Key]) throws(TapeError) {}
    package func resize(columns: Int, rows: Int) throws(TapeError) {}
    package func wait(_ duration: Duration) {}
    package func waitForRedraw(timeout: Duration) -> Bool { true }
    package func setHidden(_ hidden: Bool) {}
    package func close() {}
}
