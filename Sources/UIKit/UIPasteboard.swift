import Foundation

/// The pasteboard (UIPasteboard.h): the process's own, in memory — what code copies here it can
/// paste back; no other app shares it.
open class UIPasteboard: NSObject {
    // Global as the system's pasteboard is.
    nonisolated(unsafe) public static let general = UIPasteboard(name: .general)
    public let name: Name
    open var strings: [String]?
    open var urls: [URL]?
    open var images: [UIImage]?
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    open var hasStrings: Bool { !(strings ?? []).isEmpty }
    open var hasURLs: Bool { !(urls ?? []).isEmpty }
    open var hasImages: Bool { !(images ?? []).isEmpty }
    open var numberOfItems: Int { max(strings?.count ?? 0, urls?.count ?? 0, images?.count ?? 0) }

    init(name: Name) {
        self.name = name
        super.init()
    }

    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }
}
