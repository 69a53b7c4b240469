import Foundation

/// A file's bytes, read without the copies `Data` → `String` → `[UInt8]` would make: a spec
/// of 200 MB is held once while it is read.
enum FileBytes {
    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        // Sized once when the size is known, so the array never doubles past the file.
        if fseek(file, 0, SEEK_END) == 0 {
            bytes.reserveCapacity(max(0, ftell(file)))
            rewind(file)
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            bytes.append(contentsOf: chunk[..<count])
            if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
        }
    }

    /// Whether `bytes` are valid UTF-8 (an ASCII file is checked at memory speed).
    static func isUTF8(_ bytes: [UInt8]) -> Bool {
        if bytes.allSatisfy({ $0 < 0x80 }) { return true }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
