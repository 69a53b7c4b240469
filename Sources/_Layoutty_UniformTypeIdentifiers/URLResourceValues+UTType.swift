import Foundation

// iOS 14's resource key for a file's type, which Foundation declares on iOS with this module's
// type (a file manager lists a folder with `[.isDirectoryKey, .contentTypeKey]`). Linux's
// Foundation reads no content type, so a folder is `.folder` (from `isDirectory`, when asked
// for) and a file's type is unknown, nil, as iOS answers for a key it was not asked.
extension URLResourceKey {
    public static let contentTypeKey = URLResourceKey(rawValue: "NSURLContentTypeKey")
}

extension URLResourceValues {
    public var contentType: UTType? { isDirectory == true ? .folder : nil }
}
