// UniformTypeIdentifiers for the files `layoutty preview` compiles: the system's declared types
// screens name (document pickers, drops, share sheets), with their extensions, MIME types and
// conformance, as a table of Apple's declarations. Types an app declares in its Info.plist are
// not read: `UTType(exportedAs:)` makes one conforming to what it is given.
@_exported import Foundation

public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String

    /// Apple's declarations: identifier, what it conforms to directly, extensions, MIME types,
    /// description.
    struct Declaration: Sendable {
        let parents: [String]
        let extensions: [String]
        let mimeTypes: [String]
        let description: String
    }
    static let declarations: [String: Declaration] = [
        "public.item": .init(parents: [], extensions: [], mimeTypes: [], description: "item"),
        "public.content": .init(parents: [], extensions: [], mimeTypes: [], description: "content"),
        "public.data": .init(
            parents: ["public.item"], extensions: [], mimeTypes: ["application/octet-stream"], description: "data"),
        "public.folder": .init(parents: ["public.directory"], extensions: [], mimeTypes: [], description: "folder"),
        "public.directory": .init(parents: ["public.item"], extensions: [], mimeTypes: [], description: "directory"),
        "com.apple.package": .init(
            parents: ["public.directory"], extensions: [], mimeTypes: [], description: "package"),
        "public.text": .init(
            parents: ["public.data", "public.content"], extensions: [], mimeTypes: ["text/*"], description: "text"),
        "public.plain-text": .init(
            parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"], description: "plain text"),
        "public.utf8-plain-text": .init(
            parents: ["public.plain-text"], extensions: [], mimeTypes: ["text/plain;charset=utf-8"],
            description: "Unicode text"),
        "public.html": .init(
            parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"], description: "HTML text"),
        "public.xml": .init(
            parents: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"],
            description: "XML text"),
        "public.json": .init(
            parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"], description: "JSON"),
        "public.comma-separated-values-text": .init(
            parents: ["public.text"], extensions: ["csv"], mimeTypes: ["text/csv"],
            description: "comma-separated values"),
        "public.rtf": .init(
            parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"], description: "rich text"),
        "public.source-code": .init(
            parents: ["public.plain-text"], extensions: [], mimeTypes: [], description: "source code"),
        "public.swift-source": .init(
            parents: ["public.source-code"], extensions: ["swift"], mimeTypes: [], description: "Swift source"),
        "public.url": .init(parents: ["public.data"], extensions: [], mimeTypes: [], description: "URL"),
        "public.file-url": .init(parents: ["public.url"], extensions: [], mimeTypes: [], description: "file URL"),
        "com.apple.property-list": .init(
            parents: ["public.data"], extensions: ["plist"], mimeTypes: [], description: "property list"),
        "public.image": .init(
            parents: ["public.data", "public.content"], extensions: [], mimeTypes: ["image/*"], description: "image"),
        "public.jpeg": .init(
            parents: ["public.image"], extensions: ["jpeg", "jpg"], mimeTypes: ["image/jpeg"], description: "JPEG image"
        ),
        "public.png": .init(
            parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"], description: "PNG image"),
        "com.compuserve.gif": .init(
            parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"], description: "GIF image"),
        "public.heic": .init(
            parents: ["public.image"], extensions: ["heic"], mimeTypes: ["image/heic"], description: "HEIC image"),
        "public.tiff": .init(
            parents: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"], description: "TIFF image"
        ),
        "public.svg-image": .init(
            parents: ["public.image"], extensions: ["svg"], mimeTypes: ["image/svg+xml"], description: "SVG image"),
        "org.webmproject.webp": .init(
            parents: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"], description: "WebP image"),
        "com.adobe.pdf": .init(
            parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"],
            description: "PDF document"),
        "public.composite-content": .init(
            parents: ["public.content"], extensions: [], mimeTypes: [], description: "content"),
        "public.audiovisual-content": .init(
            parents: ["public.data", "public.content"], extensions: [], mimeTypes: [],
            description: "audiovisual content"),
        "public.audio": .init(
            parents: ["public.audiovisual-content"], extensions: [], mimeTypes: ["audio/*"], description: "audio"),
        "public.mp3": .init(
            parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"], description: "MP3 audio"),
        "public.mpeg-4-audio": .init(
            parents: ["public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4"], description: "MPEG-4 audio"),
        "public.movie": .init(
            parents: ["public.audiovisual-content"], extensions: [], mimeTypes: ["video/*"], description: "movie"),
        "public.video": .init(parents: ["public.movie"], extensions: [], mimeTypes: [], description: "video"),
        "public.mpeg-4": .init(
            parents: ["public.movie"], extensions: ["mp4"], mimeTypes: ["video/mp4"], description: "MPEG-4 movie"),
        "com.apple.quicktime-movie": .init(
            parents: ["public.movie"], extensions: ["mov"], mimeTypes: ["video/quicktime"],
            description: "QuickTime movie"),
        "public.archive": .init(parents: ["public.data"], extensions: [], mimeTypes: [], description: "archive"),
        "public.zip-archive": .init(
            parents: ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"], description: "ZIP archive"
        ),
        "org.gnu.gnu-zip-archive": .init(
            parents: ["public.archive"], extensions: ["gz"], mimeTypes: ["application/gzip"],
            description: "gzip archive"),
        "public.vcard": .init(
            parents: ["public.text", "public.contact"], extensions: ["vcf"], mimeTypes: ["text/vcard"],
            description: "vCard"),
        "public.contact": .init(parents: ["public.item"], extensions: [], mimeTypes: [], description: "contact"),
        "public.spreadsheet": .init(
            parents: ["public.content"], extensions: [], mimeTypes: [], description: "spreadsheet"),
        "public.presentation": .init(
            parents: ["public.composite-content"], extensions: [], mimeTypes: [], description: "presentation"),
        "public.email-message": .init(
            parents: ["public.data"], extensions: ["eml"], mimeTypes: ["message/rfc822"], description: "email message"),
        "org.idpf.epub-container": .init(
            parents: ["public.data"], extensions: ["epub"], mimeTypes: ["application/epub+zip"],
            description: "EPUB document"),
        // What a file manager tells apart (Santander's path icons).
        "public.executable": .init(parents: ["public.item"], extensions: [], mimeTypes: [], description: "executable"),
        "public.unix-executable": .init(
            parents: ["public.data", "public.executable"], extensions: [], mimeTypes: [],
            description: "Unix executable"),
        "public.symlink": .init(parents: ["public.item"], extensions: [], mimeTypes: [], description: "symbolic link"),
        "public.script": .init(parents: ["public.source-code"], extensions: [], mimeTypes: [], description: "script"),
        "public.shell-script": .init(
            parents: ["public.script"], extensions: ["sh", "command"], mimeTypes: ["application/x-sh"],
            description: "shell script"),
        "public.python-script": .init(
            parents: ["public.script"], extensions: ["py"], mimeTypes: ["text/x-python-script"],
            description: "Python script"),
        "com.netscape.javascript-source": .init(
            parents: ["public.script"], extensions: ["js"], mimeTypes: ["text/javascript"],
            description: "JavaScript script"),
        "public.c-source": .init(
            parents: ["public.source-code"], extensions: ["c"], mimeTypes: [], description: "C source"),
        "public.c-header": .init(
            parents: ["public.source-code"], extensions: ["h"], mimeTypes: [], description: "C header"),
        "public.objective-c-source": .init(
            parents: ["public.source-code"], extensions: ["m"], mimeTypes: [], description: "Objective-C source"),
        "public.log": .init(
            parents: ["public.plain-text"], extensions: ["log"], mimeTypes: [], description: "log"),
        "public.yaml": .init(
            parents: ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"],
            description: "YAML"),
        "com.apple.xml-property-list": .init(
            parents: ["com.apple.property-list", "public.xml"], extensions: [], mimeTypes: [],
            description: "XML property list"),
        "com.apple.binary-property-list": .init(
            parents: ["com.apple.property-list"], extensions: [], mimeTypes: [], description: "binary property list"),
        "public.font": .init(parents: ["public.content"], extensions: [], mimeTypes: [], description: "font"),
        "public.disk-image": .init(
            parents: ["public.archive"], extensions: ["dmg"], mimeTypes: [], description: "disk image"),
        "public.database": .init(parents: ["public.item"], extensions: [], mimeTypes: [], description: "database"),
        "com.microsoft.bmp": .init(
            parents: ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"], description: "BMP image"),
        "com.microsoft.waveform-audio": .init(
            parents: ["public.audio"], extensions: ["wav"], mimeTypes: ["audio/wav"], description: "Waveform audio"),
        "public.aiff-audio": .init(
            parents: ["public.audio"], extensions: ["aiff", "aif"], mimeTypes: ["audio/aiff"],
            description: "AIFF audio")
    ]

    public init?(_ identifier: String) {
        guard Self.declarations[identifier] != nil else { return nil }
        self.identifier = identifier
    }
    init(known identifier: String) { self.identifier = identifier }
    /// The type declared for a file name's extension, else a dynamic one (as iOS makes).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        let found = Self.declarations.first { $0.value.extensions.contains(lowered) }?.key
        self.identifier = found ?? "dyn.extension.\(lowered)"
    }
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let lowered = mimeType.lowercased()
        guard let found = Self.declarations.first(where: { $0.value.mimeTypes.contains(lowered) })?.key else {
            return nil
        }
        identifier = found
    }
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) { self.identifier = identifier }
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) { self.identifier = identifier }

    public var preferredFilenameExtension: String? { Self.declarations[identifier]?.extensions.first }
    public var preferredMIMEType: String? { Self.declarations[identifier]?.mimeTypes.first { !$0.hasSuffix("*") } }
    public var localizedDescription: String? { Self.declarations[identifier]?.description }
    public var isDeclared: Bool { Self.declarations[identifier] != nil }
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    public var description: String { identifier }

    /// Every type this one conforms to, itself left out, nearest first.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var queue = Self.declarations[identifier]?.parents ?? (isDynamic ? ["public.data"] : [])
        while let next = queue.first {
            queue.removeFirst()
            if found.insert(UTType(known: next)).inserted { queue += Self.declarations[next]?.parents ?? [] }
        }
        return found
    }
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) && self != type }

    public static let item = UTType(known: "public.item")
    public static let content = UTType(known: "public.content")
    public static let data = UTType(known: "public.data")
    public static let folder = UTType(known: "public.folder")
    public static let directory = UTType(known: "public.directory")
    public static let package = UTType(known: "com.apple.package")
    public static let text = UTType(known: "public.text")
    public static let plainText = UTType(known: "public.plain-text")
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    public static let html = UTType(known: "public.html")
    public static let xml = UTType(known: "public.xml")
    public static let json = UTType(known: "public.json")
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    public static let rtf = UTType(known: "public.rtf")
    public static let sourceCode = UTType(known: "public.source-code")
    public static let swiftSource = UTType(known: "public.swift-source")
    public static let url = UTType(known: "public.url")
    public static let fileURL = UTType(known: "public.file-url")
    public static let propertyList = UTType(known: "com.apple.property-list")
    public static let image = UTType(known: "public.image")
    public static let jpeg = UTType(known: "public.jpeg")
    public static let png = UTType(known: "public.png")
    public static let gif = UTType(known: "com.compuserve.gif")
    public static let heic = UTType(known: "public.heic")
    public static let tiff = UTType(known: "public.tiff")
    public static let svg = UTType(known: "public.svg-image")
    public static let webP = UTType(known: "org.webmproject.webp")
    public static let pdf = UTType(known: "com.adobe.pdf")
    public static let audiovisualContent = UTType(known: "public.audiovisual-content")
    public static let audio = UTType(known: "public.audio")
    public static let mp3 = UTType(known: "public.mp3")
    public static let mpeg4Audio = UTType(known: "public.mpeg-4-audio")
    public static let movie = UTType(known: "public.movie")
    public static let video = UTType(known: "public.video")
    public static let mpeg4Movie = UTType(known: "public.mpeg-4")
    public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie")
    public static let archive = UTType(known: "public.archive")
    public static let zip = UTType(known: "public.zip-archive")
    public static let gzip = UTType(known: "org.gnu.gnu-zip-archive")
    public static let vCard = UTType(known: "public.vcard")
    public static let contact = UTType(known: "public.contact")
    public static let spreadsheet = UTType(known: "public.spreadsheet")
    public static let presentation = UTType(known: "public.presentation")
    public static let emailMessage = UTType(known: "public.email-message")
    public static let epub = UTType(known: "org.idpf.epub-container")
    public static let executable = UTType(known: "public.executable")
    public static let unixExecutable = UTType(known: "public.unix-executable")
    public static let symbolicLink = UTType(known: "public.symlink")
    public static let script = UTType(known: "public.script")
    public static let shellScript = UTType(known: "public.shell-script")
    public static let pythonScript = UTType(known: "public.python-script")
    public static let javaScript = UTType(known: "com.netscape.javascript-source")
    public static let cSource = UTType(known: "public.c-source")
    public static let cHeader = UTType(known: "public.c-header")
    public static let objectiveCSource = UTType(known: "public.objective-c-source")
    public static let log = UTType(known: "public.log")
    public static let yaml = UTType(known: "public.yaml")
    public static let xmlPropertyList = UTType(known: "com.apple.xml-property-list")
    public static let binaryPropertyList = UTType(known: "com.apple.binary-property-list")
    public static let font = UTType(known: "public.font")
    public static let diskImage = UTType(known: "public.disk-image")
    public static let database = UTType(known: "public.database")
    public static let bmp = UTType(known: "com.microsoft.bmp")
    public static let wav = UTType(known: "com.microsoft.waveform-audio")
    public static let aiff = UTType(known: "public.aiff-audio")
}
