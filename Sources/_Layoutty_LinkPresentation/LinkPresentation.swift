// LinkPresentation/LPLinkView.h, LPLinkMetadata.h, LPMetadataProvider.h — for the files
// `layoutty preview` compiles. A link's page is not fetched here (a preview makes no requests on
// the app's behalf): the provider fails as it does offline, said once on the console, and a link
// view shows the metadata it was given — its title, else the address's host.
@_exported import Foundation
import UIKit
import _LayouttyConsole

open class LPLinkMetadata: NSObject, NSCopying, @unchecked Sendable {
    open var originalURL: URL?
    open var url: URL?
    open var title: String?
    open var iconProvider: NSItemProvider?
    open var imageProvider: NSItemProvider?
    open var videoProvider: NSItemProvider?
    open var remoteVideoURL: URL?
    public override init() {}
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = LPLinkMetadata()
        (copy.originalURL, copy.url, copy.title) = (originalURL, url, title)
        (copy.iconProvider, copy.imageProvider, copy.videoProvider) = (iconProvider, imageProvider, videoProvider)
        copy.remoteVideoURL = remoteVideoURL
        return copy
    }
}

public let LPErrorDomain = "com.apple.LinkPresentation"

public struct LPError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 1
        case metadataFetchFailed, metadataFetchCancelled, metadataFetchTimedOut, metadataFetchNotAllowed
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let errorDomain = LPErrorDomain
    public static let metadataFetchFailed = Code.metadataFetchFailed
}

open class LPMetadataProvider: NSObject, @unchecked Sendable {
    open var shouldFetchSubresources = true
    open var timeout: TimeInterval = 30
    public override init() {}

    open func startFetchingMetadata(
        for url: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, Error?) -> Void
    ) {
        Console.report(["\(url.absoluteString) is not fetched: a preview makes no requests"], from: "LinkPresentation")
        DispatchQueue.main.async { completionHandler(nil, LPError(.metadataFetchFailed)) }
    }

    open func startFetchingMetadata(for url: URL) async throws -> LPLinkMetadata {
        Console.report(["\(url.absoluteString) is not fetched: a preview makes no requests"], from: "LinkPresentation")
        throw LPError(.metadataFetchFailed)
    }

    open func startFetchingMetadata(
        for request: URLRequest, completionHandler: @escaping @Sendable (LPLinkMetadata?, Error?) -> Void
    ) {
        startFetchingMetadata(for: request.url ?? URL(fileURLWithPath: "/"), completionHandler: completionHandler)
    }

    open func cancel() {}
}

/// A rich link: here a box with the link's title (else its host) in it.
open class LPLinkView: UIView {
    private var label: UILabel!
    open var metadata: LPLinkMetadata {
        didSet { show() }
    }

    public init(metadata: LPLinkMetadata) {
        self.metadata = metadata
        super.init(frame: .zero)
        label = addFillingLabel()
        show()
    }
    public convenience init(url: URL) {
        let metadata = LPLinkMetadata()
        metadata.originalURL = url
        metadata.url = url
        self.init(metadata: metadata)
    }
    public override convenience init(frame: CGRect) {
        self.init(metadata: LPLinkMetadata())
        self.frame = frame
    }
    public required init?(coder: NSCoder) {
        metadata = LPLinkMetadata()
        super.init(coder: coder)
        label = addFillingLabel()
    }

    private func show() {
        label.text = metadata.title ?? (metadata.url ?? metadata.originalURL)?.host
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 64) }
}
