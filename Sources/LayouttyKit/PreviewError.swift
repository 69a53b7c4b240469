/// A one-line failure of `layoutty preview`.
package struct PreviewError: Error, Equatable, CustomStringConvertible {
    package var message: String
    /// 2: the input is wrong; 1: the user's files did not compile, or the build could not run.
    package var status: Int32
    /// Several lines shown before `message`: the compiler's messages, or the layouts to choose from.
    package var details: String?
    /// A failed compile: the names the compiler could not find, and the files with errors (each
    /// with its first error's message).
    package var unresolvedNames: Set<String> = []
    package var filesWithErrors: [String: String] = [:]
    package init(_ message: String, status: Int32 = 2, details: String? = nil) {
        self.message = message
        self.status = status
        self.details = details
    }
    package var description: String { message }
}
