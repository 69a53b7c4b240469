import CollectionLayout
import Foundation

extension Bundle {
    /// The app's bundle as the preview's copy of the user's files names `Bundle.main`: the
    /// project's data files by name (`url(forResource:withExtension:)`, `path(forResource:ofType:)`),
    /// as Xcode copies them into the app; the program's own bundle when there is no project.
    public static var _layouttyMain: Bundle { resourceBundle ?? .main }

    nonisolated(unsafe) private static var resourceBundle: Bundle?

    /// The folder of links `layoutty preview` made to the project's data files.
    package static func _layouttyUseResources(in folder: String) {
        resourceBundle = Bundle(path: folder)
    }
}
