// MobileCoreServices for the files `layoutty preview` compiles: the older names of the system's
// types (`kUTTypeImage as String`) and their C functions, over UniformTypeIdentifiers' table.
@_exported import CoreGraphics
@_exported import Foundation
import _Layoutty_UniformTypeIdentifiers

public let kUTTypeItem: CFString = "public.item" as NSString
public let kUTTypeContent: CFString = "public.content" as NSString
public let kUTTypeData: CFString = "public.data" as NSString
public let kUTTypeText: CFString = "public.text" as NSString
public let kUTTypePlainText: CFString = "public.plain-text" as NSString
public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text" as NSString
public let kUTTypeHTML: CFString = "public.html" as NSString
public let kUTTypeJSON: CFString = "public.json" as NSString
public let kUTTypeURL: CFString = "public.url" as NSString
public let kUTTypeFileURL: CFString = "public.file-url" as NSString
public let kUTTypeImage: CFString = "public.image" as NSString
public let kUTTypeJPEG: CFString = "public.jpeg" as NSString
public let kUTTypePNG: CFString = "public.png" as NSString
public let kUTTypeGIF: CFString = "com.compuserve.gif" as NSString
public let kUTTypePDF: CFString = "com.adobe.pdf" as NSString
public let kUTTypeAudio: CFString = "public.audio" as NSString
public let kUTTypeMP3: CFString = "public.mp3" as NSString
public let kUTTypeMovie: CFString = "public.movie" as NSString
public let kUTTypeVideo: CFString = "public.video" as NSString
public let kUTTypeMPEG4: CFString = "public.mpeg-4" as NSString
public let kUTTypeQuickTimeMovie: CFString = "com.apple.quicktime-movie" as NSString
public let kUTTypeZipArchive: CFString = "public.zip-archive" as NSString
public let kUTTypeVCard: CFString = "public.vcard" as NSString
public let kUTTypeFolder: CFString = "public.folder" as NSString
public let kUTTagClassFilenameExtension: CFString = "public.filename-extension" as NSString
public let kUTTagClassMIMEType: CFString = "public.mime-type" as NSString

/// The type for a tag (an extension or a MIME type), as `UTType` finds it.
public func UTTypeCreatePreferredIdentifierForTag(
    _ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?
) -> Unmanaged<CFString>? {
    let tag = inTag as String
    let type =
        (inTagClass as String) == (kUTTagClassMIMEType as String)
        ? UTType(mimeType: tag) : UTType(filenameExtension: tag)
    return type.map { Unmanaged.passRetained($0.identifier as NSString) }
}

/// A type's preferred extension or MIME type.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFString>? {
    guard let type = UTType(inUTI as String) else { return nil }
    let tag =
        (inTagClass as String) == (kUTTagClassMIMEType as String)
        ? type.preferredMIMEType : type.preferredFilenameExtension
    return tag.map { Unmanaged.passRetained($0 as NSString) }
}

public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    guard let type = UTType(inUTI as String), let other = UTType(inConformsToUTI as String) else {
        return (inUTI as String) == (inConformsToUTI as String)
    }
    return type.conforms(to: other)
}
