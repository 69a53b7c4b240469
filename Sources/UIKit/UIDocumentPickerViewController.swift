import Foundation

/// How a document picker takes what the user picks (UIDocumentPickerViewController.h): the
/// iOS 8–13 modes of `init(documentTypes:in:)` and `init(urls:in:)`.
public enum UIDocumentPickerMode: UInt, Sendable {
    case `import`, open, exportToService, moveToService
}

/// The system's document picker (UIDocumentPickerViewController.h): made and presented as on
/// iOS, with what it was asked to open or export kept. It is the system's sheet of files, which
/// is not here: nothing is picked, so its delegate is never told.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: UIDocumentPickerDelegate?
    open private(set) var documentPickerMode: UIDocumentPickerMode = .import
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?
    /// The types it was made to open (`UTType` identifiers, or iOS 8's `documentTypes`).
    package private(set) var openedTypes: [String] = []
    /// The files it was made to export or open in place.
    package private(set) var givenURLs: [URL] = []

    /// Opening files of these types (identifiers; `init(forOpeningContentTypes:asCopy:)` takes
    /// `UTType`s where UniformTypeIdentifiers is imported).
    public convenience init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        self.init(nibName: nil, bundle: nil)
        (openedTypes, documentPickerMode) = (allowedUTIs, mode)
    }
    public convenience init(url: URL, in mode: UIDocumentPickerMode) { self.init(urls: [url], in: mode) }
    public convenience init(urls: [URL], in mode: UIDocumentPickerMode) {
        self.init(nibName: nil, bundle: nil)
        (givenURLs, documentPickerMode) = (urls, mode)
    }
    /// Exporting `urls` (a copy, or moved where `asCopy` is false).
    public convenience init(forExporting urls: [URL], asCopy: Bool = false) {
        self.init(urls: urls, in: asCopy ? .exportToService : .moveToService)
    }
}

/// What a document picker tells (all optional on iOS): never told here, as nothing is picked.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
