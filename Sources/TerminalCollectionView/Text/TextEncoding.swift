import Foundation

/// Whether to draw with Unicode (box drawing, CJK) or fall back to ASCII, decided from the
/// locale variables the way the C library reads them: the first of LC_ALL, LC_CTYPE, LANG that
/// is set and non-empty. "C", "POSIX" or no variable at all means ASCII.
///
/// ```swift
/// TextEncoding.prefersUnicode(ProcessInfo.processInfo.environment) // true for LANG=C.UTF-8
/// ```
public enum TextEncoding {
    public static func prefersUnicode(_ environment: [String: String]) -> Bool {
        let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let lower = name.lowercased()
        return lower.contains("utf-8") || lower.contains("utf8")
    }
}
