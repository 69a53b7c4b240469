import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// iOS's URLSession declares each async transfer twice, `data(for:)` and `data(for:delegate:)`.
// Linux's Foundation has only the second, with a default delegate: a call compiles against it,
// but a protocol requirement does not, and an app's seam for its tests
// (`protocol MyTBAURLSession { func data(for: URLRequest) async throws -> (Data, URLResponse) }`,
// `extension URLSession: MyTBAURLSession {}`) stopped its module from building.
extension URLSession {
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }
    public func data(from url: URL) async throws -> (Data, URLResponse) { try await data(from: url, delegate: nil) }
    public func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse) {
        try await upload(for: request, from: bodyData, delegate: nil)
    }
    public func upload(for request: URLRequest, fromFile fileURL: URL) async throws -> (Data, URLResponse) {
        try await upload(for: request, fromFile: fileURL, delegate: nil)
    }
    public func download(for request: URLRequest) async throws -> (URL, URLResponse) {
        try await download(for: request, delegate: nil)
    }
    public func download(from url: URL) async throws -> (URL, URLResponse) {
        try await download(from: url, delegate: nil)
    }
}
