import CSystem
import Foundation
import LayouttySystem
import LayouttyTestSupport
import Testing

@testable import LayouttySpec

/// A save to a hard-linked file happens whole or leaves the file byte for byte as it was,
/// whatever the file system answers: the failures are injected where the in-place write makes
/// its calls.
@Suite struct FileReplacementTests {
    static let old = Data("{\n  \"layout\": \"flow\",\n  \"sections\": [{\"items\": 3}]\n}\n".utf8)
    static let new = Data(
        "{\n  \"layout\": \"waterfall\",\n  \"columnCount\": 3,\n  \"sections\": [{\"items\": 3}]\n}\n".utf8)

    /// A folder with `a.json` and its hard link `b.json`, both holding `old`.
    static func linkedPair() throws -> (folder: URL, a: String, b: String) {
        let folder = try TemporaryFolder.create("replace")
        let a = folder.appendingPathComponent("a.json").path
        let b = folder.appendingPathComponent("b.json").path
        try old.write(to: URL(fileURLWithPath: a))
        try FileManager.default.linkItem(atPath: a, toPath: b)
        return (folder, a, b)
    }

    /// The temporary a save (or a preview's hand-over file) writes is close-on-exec from the
    /// moment it exists: made and then marked, a program another thread starts in between would
    /// hold it open. Its name keeps the suffix after the six X's, and only its owner reads it.
    @Test func aTemporaryIsCloseOnExecFromTheStart() throws {
        let folder = try TemporaryFolder.create("replace-cloexec")
        defer { try? FileManager.default.removeItem(at: folder) }
        var template = Array("\(folder.path)/hand-over-XXXXXX.json".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { lt_mkstemps_cloexec($0.baseAddress!, 5) }
        try #require(fd >= 0)
        defer { close(fd) }
        #expect(fcntl(fd, F_GETFD) & FD_CLOEXEC == FD_CLOEXEC)
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #expect(path.hasSuffix(".json") && !path.contains("XXXXXX"))
        var info = stat()
        #expect(fstat(fd, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    /// A save killed between writing its temporary file and renaming it leaves the temporary
    /// (5 MB of a spec here); the next save of that file removes it — its process is gone —
    /// and leaves another running process's alone.
    @Test func abandonedTemporariesAreRemovedByTheNextSave() throws {
        let folder = try TemporaryFolder.create("replace-abandoned")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("grid.json").path
        try Self.old.write(to: URL(fileURLWithPath: target))
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let abandoned = folder.appendingPathComponent(".grid.json.layoutty-\(gone.processIdentifier)-a1b2c3").path
        let running = folder.appendingPathComponent(".grid.json.layoutty-1-d4e5f6").path
        try Data(count: 5_000_000).write(to: URL(fileURLWithPath: abandoned))
        try Data().write(to: URL(fileURLWithPath: running))
        try FileReplacement.write(Self.new, to: target)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                ".grid.json.layoutty-1-d4e5f6", "grid.json"
            ])
    }

    /// A file made read-only (mode 0444) is refused in one line naming it and its mode, and
    /// stays byte for byte and mode for mode as it was — alone or hard-linked, and also as root
    /// (this suite runs as root in CI), whom the system would let write; as an ordinary user
    /// `access` refuses it too. The rename a save makes would otherwise replace it whenever its
    /// folder is writable.
    @Test func aReadOnlyFileIsRefusedAndKept() throws {
        let (folder, a, b) = try Self.linkedPair()
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("alone.json").path
        try Self.old.write(to: URL(fileURLWithPath: alone))
        for path in [a, alone] {
            chmod(path, 0o444)
            #expect(
                throws: FileReplacement.Failure(
                    description:
                        "\(URL(fileURLWithPath: path).lastPathComponent) is read-only (mode 444): not saved; make it writable (chmod u+w) to save"
                )
            ) {
                try FileReplacement.write(Self.new, to: path)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Self.old)
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o444)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: b)) == Self.old)
        chmod(alone, 0o644)
        try FileReplacement.write(Self.new, to: alone)
        #expect(try Data(contentsOf: URL(fileURLWithPath: alone)) == Self.new)
    }

    /// The disk fills up halfway through the new bytes (ENOSPC after 10 bytes): refused, and
    /// both names still read the old bytes.
    @Test func aFullDiskMidWriteLeavesTheOldBytes() throws {
        let (folder, a, b) = try Self.linkedPair()
        defer { try? FileManager.default.removeItem(at: folder) }
        var system = FileReplacement.System()
        let budget = Budget(bytes: 10)
        system.write = { fd, pointer, count in budget.write(fd, pointer, count) }
        #expect(throws: FileReplacement.Failure.self) { try FileReplacement.write(Self.new, to: a, system: system) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Self.old)
        #expect(try Data(contentsOf: URL(fileURLWithPath: b)) == Self.old)
    }

    /// The reservation fails (ENOSPC, EDQUOT): refused before a byte changes, with a message
    /// that says the file is unchanged.
    @Test func noRoomToReserveRefusesBeforeWriting() throws {
        let (folder, a, b) = try Self.linkedPair()
        defer { try? FileManager.default.removeItem(at: folder) }
        for code in [ENOSPC, EDQUOT] {
            var system = FileReplacement.System()
            system.reserve = { _, _ in code }
            system.write = { _, _, _ in
                Issue.record("wrote after a failed reservation")
                return -1
            }
            do {
                try FileReplacement.write(Self.new, to: a, system: system)
                Issue.record("saved without room")
            } catch {
                #expect(
                    error.description == "cannot write \(a): \(String(cString: strerror(code))); the file is unchanged")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: b)) == Self.old)
        }
    }

    /// With the file system answering, the new bytes reach both names.
    @Test func aHardLinkedSaveReachesBothNames() throws {
        let (folder, a, b) = try Self.linkedPair()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileReplacement.write(Self.new, to: a)
        #expect(try Data(contentsOf: URL(fileURLWithPath: b)) == Self.new)
    }
}

/// Lets `bytes` through, then fails every write with ENOSPC — once the old content is being put
/// back, writes succeed again (the reservation guarantees the room).
final class Budget: @unchecked Sendable {
    private var left: Int
    private var failed = false
    init(bytes: Int) { left = bytes }

    func write(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        if failed { return Foundation.write(fd, pointer, count) }
        guard left > 0 else {
            failed = true
            errno = ENOSPC
            return -1
        }
        let n = Foundation.write(fd, pointer, min(count, left))
        left -= n
        return n
    }
}
