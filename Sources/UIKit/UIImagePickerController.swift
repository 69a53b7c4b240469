import Foundation
import _LayouttyConsole

/// The system's photo picker. No camera or library exists here: no source type is available,
/// and a picker presented never picks — its delegate is never called, as when the user has not
/// chosen yet.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable {
        case photoLibrary, camera, savedPhotosAlbum
    }

    public enum CameraDevice: Int, Sendable {
        case rear, front
    }

    /// The keys of what a pick hands the delegate.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    }

    open var sourceType: SourceType = .photoLibrary
    open var cameraDevice: CameraDevice = .rear
    open var allowsEditing = false
    open var mediaTypes: [String] = ["public.image"]

    /// None: this machine has neither a camera nor a photo library.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }
}

/// What a picker tells its delegate: never called here (nothing is picked).
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// Saves an image to the photo library (UIImagePickerController.h): a preview's device has
/// none, so nothing is saved and the completion selector is not sent (said once in the log).
public func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
    _ contextInfo: UnsafeMutableRawPointer?
) {
    Console.report(["UIImageWriteToSavedPhotosAlbum: a preview has no photo library; nothing was saved"])
}
