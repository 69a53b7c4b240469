import ArgumentParser
import CSystem
import Foundation
import LayouttyCLI
import LayouttySpec
import LayouttySystem
import LayouttyTapes
import TerminalCollectionView

/// `layoutty play TAPE`: a scripted session, typed into the previewer as if by a person.
///
/// ```
/// layoutty play Demos/tapes/tour.tape
/// layoutty play Demos/tapes/tour.tape --record tour.cast
/// layoutty play Demos/tapes/tour.tape --headless --output shots/
/// ```
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a tape (a VHS-style script) in the previewer; record it as asciicast."
    )

    @Argument(help: ArgumentHelp("The tape file.", valueName: "tape"))
    var tape: String

    @Option(help: ArgumentHelp("Record the session as asciicast v2.", valueName: "file.cast"))
    var record: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Sleep and typing delays are divided by this.", valueName: "x"))
    var speed: Double = 1

    @Flag(help: "Play against an in-memory screen, no terminal: only the Screenshot files are written.")
    var headless = false

    @Option(
        help: ArgumentHelp(
            "Write the session as an animated SVG (its screens, timed as the tape says, looping) to FILE ('-': standard output).",
            valueName: "file"))
    var svg: String?

    @Option(help: ArgumentHelp("The animated SVG's colours: light or dark.", valueName: "theme"))
    var theme = SVGPicture.Theme.light

    @Option(
        help: ArgumentHelp(
            "Folder relative Screenshot paths are written in (default: the tape's folder).", valueName: "dir"))
    var output: String?

    func validate() throws {
        guard speed.isFinite, speed >= 0.01, speed <= 1000 else {
            throw ValidationError("--speed must be a number from 0.01 to 1000, got \(speed)")
        }
        if headless && record != nil {
            throw ValidationError("--record needs a terminal session: leave out --headless")
        }
    }

    func run() throws {
        // A parent's blocked signal mask must not make the session impossible to interrupt.
        lt_unblock_signals()
        let player: TapePlayer
        do {
            let folder =
                output.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: tape).deletingLastPathComponent()
            player = try TapePlayer(tape: Tape.load(file: tape), output: folder)
        } catch {
            throw CLIFailure(message: error.description)
        }
        player.speed = speed
        player.film = svg.map { _ in SVGFilm(theme: theme) }
        do {
            if headless {
                try player.play(driver: HeadlessDriver())
            } else {
                let binary = CommandLineProgram.executablePath
                let size = player.initialSize
                let cast: AsciicastWriter?
                do {
                    cast = try record.map {
                        try AsciicastWriter(
                            path: $0, columns: size.columns, rows: size.rows, title: "layoutty play \(tape)")
                    }
                } catch {
                    throw CLIFailure(message: "\(record ?? ""): cannot be written: \(error)")
                }
                // However the tape ends (its last command, an error, a signal), the user's
                // terminal is given back before anything is printed on it.
                defer { StandardStreams.writeOutput(Array(PseudoTerminalDriver.leaveSequence.utf8)) }
                try player.play(driver: PseudoTerminalDriver(binary: binary, cast: cast))
                if let cast, cast.failed {
                    throw CLIFailure(message: "\(record ?? ""): cannot be written completely", status: 1)
                }
            }
        } catch let error as TapeError {
            throw CLIFailure(message: error.description)
        }
        try writeFilm(of: player)
    }

    /// The tape's screens as one animated SVG, ending with its last frame shown for the time
    /// the tape took after it.
    private func writeFilm(of player: TapePlayer) throws {
        guard let svg, let film = player.film else { return }
        if film.droppedFrames > 0 {
            StandardStreams.writeError(
                "layoutty: --svg: the picture keeps the first \(SVGFilm.maximumFrames) screens; \(film.droppedFrames) later ones left out\n"
            )
        }
        do {
            try PictureFile.write(svg: film.document(endingAt: player.elapsed), to: svg)
        } catch {
            throw CLIFailure(message: "--svg \(error.description)", status: 1)
        }
    }
}
