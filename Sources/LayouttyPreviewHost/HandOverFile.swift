import CSystem
import CollectionLayout
import Foundation

/// A value one preview program hands the next (the request `layoutty preview` made, the view's
/// state a rebuilt program restores) through a file rather than its arguments: an argument list
/// has a limit (a request naming 150 KB of files failed `exec` with "Argument list too long").
/// Written to a new file in the temporary folder, created exclusively under a name nobody can
/// guess (`mkstemps`, close-on-exec from the start), so a link planted at a predictable name
/// cannot turn the write onto another file; read once and removed. A link, or a file that is not this user's, is refused:
/// the value is only ever what `write` made.
///
/// ```swift
/// let path = try HandOverFile.write(request, as: "request")
/// let read: PreviewRequest = try HandOverFile.read(path, as: "request")  // and the file is gone
/// ```
enum HandOverFile {
    /// The most a hand-over file holds.
    static let limit = 1 << 28

    static func write(_ value: some Encodable, as what: String) throws(PreviewFailure) -> String {
        let folder = FileManager.default.temporaryDirectory.path
        var template = Array("\(folder)/layoutty-preview-\(what)-XXXXXXXX.json".utf8CString)
        let data: Data
        do { data = try JSONEncoder().encode(value) } catch {
            throw PreviewFailure("cannot encode the \(what): \(error)")
        }
        let fd = template.withUnsafeMutableBufferPointer { lt_mkstemps_cloexec($0.baseAddress!, 5) }
        guard fd >= 0 else {
            throw PreviewFailure("cannot create a file in \(folder): \(String(cString: strerror(errno)))")
        }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            try handle.write(contentsOf: data)
        } catch {
            unlink(path)
            throw PreviewFailure("cannot write \(path): \(Message.reason(error))")
        }
        return path
    }

    /// The value at `path`, its file removed; `refusal` says what is wrong in one line.
    static func read<Value: Decodable>(_ path: String, as what: String) throws(PreviewFailure) -> Value {
        let refusal = PreviewFailure("\(Message.cut(path).escapingControlCharacters): not a preview's \(what)")
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            throw PreviewFailure("\(Message.cut(path).escapingControlCharacters): \(String(cString: strerror(errno)))")
        }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == getuid(), info.st_size < limit,
            let data = try? handle.readToEnd()
        else { throw refusal }
        unlink(path)
        guard let value = try? JSONDecoder().decode(Value.self, from: data) else { throw refusal }
        return value
    }
}
