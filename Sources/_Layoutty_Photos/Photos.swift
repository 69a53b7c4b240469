// Photos for the files `layoutty preview` compiles. A preview's device has no photo library:
// access is not determined, a request for it is not granted (`.denied`, as a user's refusal),
// and every fetch finds nothing — a photo grid shows its empty state, as on a fresh Simulator
// the user did not let in. Image requests answer no image.
@_exported import Foundation
import UIKit

public enum PHAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }
public enum PHAccessLevel: Int, Sendable {
    case addOnly = 1
    case readWrite
}
public enum PHAssetMediaType: Int, Sendable { case unknown, image, video, audio }
public enum PHAssetCollectionType: Int, Sendable {
    case album = 1
    case smartAlbum, moment
}
public enum PHAssetCollectionSubtype: Int, Sendable {
    case albumRegular = 2
    case albumSyncedEvent = 3
    case albumSyncedFaces = 4
    case albumSyncedAlbum = 5
    case albumImported = 6
    case
        albumMyPhotoStream = 100
    case albumCloudShared = 101
    case smartAlbumGeneric = 200
    case smartAlbumPanoramas = 201
    case
        smartAlbumVideos = 202
    case smartAlbumFavorites = 203
    case smartAlbumTimelapses = 204
    case smartAlbumAllHidden = 205
    case
        smartAlbumRecentlyAdded = 206
    case smartAlbumBursts = 207
    case smartAlbumSlomoVideos = 208
    case
        smartAlbumUserLibrary = 209
    case smartAlbumSelfPortraits = 210
    case smartAlbumScreenshots = 211
    case any = 2_147_483_647
}
public enum PHImageContentMode: Int, Sendable {
    case aspectFit, aspectFill
    public static let `default` = PHImageContentMode.aspectFit
}
public typealias PHImageRequestID = Int32
public let PHInvalidImageRequestID: PHImageRequestID = 0

open class PHObject: NSObject {
    open var localIdentifier: String { "" }
}

open class PHAsset: PHObject {
    open var mediaType: PHAssetMediaType { .unknown }
    open var pixelWidth: Int { 0 }
    open var pixelHeight: Int { 0 }
    open var creationDate: Date? { nil }
    open var modificationDate: Date? { nil }
    open var duration: TimeInterval { 0 }
    open var isFavorite: Bool { false }
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult()
    }
    open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<
        PHAsset
    > {
        PHFetchResult()
    }
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
        -> PHFetchResult<PHAsset>
    { PHFetchResult() }
}

open class PHCollection: PHObject {
    open var localizedTitle: String? { nil }
}
open class PHAssetCollection: PHCollection {
    open var estimatedAssetCount: Int { 0 }
    open class func fetchAssetCollections(
        with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, options: PHFetchOptions?
    ) -> PHFetchResult<PHAssetCollection> { PHFetchResult() }
}

open class PHFetchOptions: NSObject {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var includeHiddenAssets = false
    public override init() {}
}

/// What a fetch found: nothing, here.
open class PHFetchResult<ObjectType: AnyObject>: NSObject {
    public override init() {}
    open var count: Int { 0 }
    open var firstObject: ObjectType? { nil }
    open var lastObject: ObjectType? { nil }
    open func object(at index: Int) -> ObjectType { fatalError("PHFetchResult: index \(index) beyond an empty result") }
    open subscript(index: Int) -> ObjectType { object(at: index) }
    open func contains(_ anObject: ObjectType) -> Bool { false }
    open func index(of anObject: ObjectType) -> Int { NSNotFound }
    open func objects(at indexes: IndexSet) -> [ObjectType] { [] }
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {}
}

open class PHImageRequestOptions: NSObject {
    public enum DeliveryMode: Int, Sendable { case opportunistic, highQualityFormat, fastFormat }
    public enum ResizeMode: Int, Sendable { case none, fast, exact }
    open var deliveryMode = DeliveryMode.opportunistic
    open var resizeMode = ResizeMode.fast
    open var isNetworkAccessAllowed = false
    open var isSynchronous = false
    open var version = 0
    public override init() {}
}

open class PHImageManager: NSObject {
    private static let shared = PHImageManager()
    open class func `default`() -> PHImageManager { shared }
    public static let maximumSize = CGSize(width: -1, height: -1)
    public override init() {}
    @discardableResult open func requestImage(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
        resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        resultHandler(nil, nil)
        return PHInvalidImageRequestID
    }
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

open class PHCachingImageManager: PHImageManager {
    open var allowsCachingHighQualityImages = true
    open func startCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {}
    open func stopCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {}
    open func stopCachingImagesForAllAssets() {}
}

public protocol PHPhotoLibraryChangeObserver: AnyObject {
    func photoLibraryDidChange(_ changeInstance: PHChange)
}
open class PHChange: NSObject {}

open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let library = PHPhotoLibrary()
    open class func shared() -> PHPhotoLibrary { library }
    open class func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }
    open class func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        DispatchQueue.main.async { handler(.denied) }
    }
    open class func requestAuthorization(
        for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void
    ) { requestAuthorization(handler) }
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .denied }
    open func register(_ observer: PHPhotoLibraryChangeObserver) {}
    open func unregisterChangeObserver(_ observer: PHPhotoLibraryChangeObserver) {}
    open func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: ((Bool, Error?) -> Void)? = nil) {
        DispatchQueue.main.async { completionHandler?(false, NSError(domain: "PHPhotosErrorDomain", code: 3311)) }
    }
}

open class PHAssetChangeRequest: NSObject {
    open class func creationRequestForAsset(from image: UIImage) -> PHAssetChangeRequest { PHAssetChangeRequest() }
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> PHAssetChangeRequest? { nil }
}
