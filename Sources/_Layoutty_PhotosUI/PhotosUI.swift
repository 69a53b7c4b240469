import UIKit
// PhotosUI for the files `layoutty preview` compiles: the system's photo picker as a screen that
// says what it would pick; nothing is ever picked (a preview's device has no photos).
@_exported import _Layoutty_Photos

public struct PHPickerFilter: Equatable, Sendable {
    let name: String
    public static let images = PHPickerFilter(name: "images")
    public static let videos = PHPickerFilter(name: "videos")
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    public static let screenshots = PHPickerFilter(name: "screenshots")
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(name: subfilters.map(\.name).joined(separator: " or "))
    }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not " + filter.name) }
}

public struct PHPickerConfiguration: Sendable {
    public enum Selection: Int, Sendable { case `default`, ordered, continuous }
    public enum AssetRepresentationMode: Int, Sendable { case automatic, current, compatible }
    public var filter: PHPickerFilter?
    public var selectionLimit = 1
    public var selection = Selection.default
    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    public var preselectedAssetIdentifiers: [String] = []
    public init() {}
    public init(photoLibrary: PHPhotoLibrary) {}
}

public struct PHPickerResult: @unchecked Sendable {
    public let itemProvider: NSItemProvider
    public let assetIdentifier: String?
}

public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

open class PHPickerViewController: UIViewController {
    public let configuration: PHPickerConfiguration
    open weak var delegate: PHPickerViewControllerDelegate?
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { fatalError("PHPickerViewController is made with a configuration") }

    open override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.addFillingLabel("No photos")
    }
    open func deselectAssets(withIdentifiers identifiers: [String]) {}
}
