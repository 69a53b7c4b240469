import CSystem
import Foundation
import TerminalCollectionView

/// Reads the terminal on its own thread, so that input is taken — and the interrupt keys obeyed
/// — while the main thread is busy in a layout for seconds. Typed Ctrl-C, Ctrl-Z and Ctrl-\ become
/// SIGINT, SIGTSTP and SIGQUIT at once (the terminal guard restores the terminal on each); the
/// decoder has already swallowed pastes, so a pasted Ctrl-C stays text. Other keys are queued for
/// the main thread, which a byte ('k') on the wake pipe tells.
final class InputReader: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [Key] = []
    private var ended = false
    private let stopPipe: (read: Int32, write: Int32)
    private let finished = DispatchSemaphore(value: 0)

    init(wake: Int32, input: Int32 = STDIN_FILENO) {
        var fds: [Int32] = [-1, -1]
        _ = lt_pipe_cloexec(&fds)
        stopPipe = (fds[0], fds[1])
        Thread.detachNewThread { [self] in
            run(input: input, wake: wake)
            finished.signal()
        }
    }

    /// The keys read since the last call, and whether input has ended (stdin closed).
    func take() -> (keys: [Key], ended: Bool) {
        lock.lock()
        defer { lock.unlock() }
        defer { keys.removeAll() }
        return (keys, ended)
    }

    /// Ends the thread and waits for it, so nothing reads the terminal after the session ends.
    func stop() {
        var byte: UInt8 = 1
        _ = Foundation.write(stopPipe.write, &byte, 1)
        finished.wait()
        close(stopPipe.read)
        close(stopPipe.write)
    }

    private func run(input: Int32, wake: Int32) {
        var decoder = InputDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var fds = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)
            ]
            // A lone Esc is only an Esc once nothing follows it for a moment.
            let ready = poll(&fds, 2, decoder.hasPendingEscape ? 25 : -1)
            if ready < 0 && errno == EINTR { continue }
            guard ready >= 0, fds[1].revents == 0 else { return }
            var decoded: [Key]
            var inputEnded = false
            if ready == 0 {
                decoded = decoder.flush()
            } else {
                let n = Foundation.read(input, &buffer, buffer.count)
                if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                inputEnded = n <= 0
                decoded = inputEnded ? decoder.flush() : decoder.feed(Array(buffer[0..<n]))
            }
            deliver(decoded, ended: inputEnded, wake: wake)
            if inputEnded { return }
        }
    }

    private func deliver(_ decoded: [Key], ended inputEnded: Bool, wake: Int32) {
        var forMain: [Key] = []
        for key in decoded {
            switch key {
            case .control("c"): kill(getpid(), SIGINT)
            case .control("z"): kill(getpid(), SIGTSTP)
            case .control("\\"): kill(getpid(), SIGQUIT)
            default: forMain.append(key)
            }
        }
        guard !forMain.isEmpty || inputEnded else { return }
        lock.lock()
        keys += forMain
        ended = ended || inputEnded
        lock.unlock()
        var byte = UInt8(ascii: "k")
        _ = Foundation.write(wake, &byte, 1)
    }
}
