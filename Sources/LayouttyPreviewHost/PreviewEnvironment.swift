import Foundation

/// What `layoutty preview` hands the program it builds through the environment, so that a
/// running preview can rebuild itself when a file is saved (and the program it becomes can do
/// the same): the rebuild command and the files to watch, each a JSON array of strings.
public enum PreviewEnvironment {
    /// `layoutty preview FILES… [--layout NAME] --build-only`: prints the new program's path.
    public static let rebuildCommand = "LAYOUTTY_PREVIEW_REBUILD"
    /// The user's files, as given.
    public static let watchedFiles = "LAYOUTTY_PREVIEW_FILES"

    public static func encode(_ strings: [String]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: strings)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Nil when the variable is absent or not a JSON array of strings.
    public static func decode(_ variable: String, in environment: [String: String]) -> [String]? {
        guard let text = environment[variable], let data = text.data(using: .utf8) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String]
    }
}
