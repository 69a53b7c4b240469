import Foundation
import _LayouttyConsole

/// A data set of the app's asset catalog, by name (UIKit's NSDataAsset.h): a screen's sample
/// JSON, a sound. Asset catalogs are not read at run time here, so none is found — nil, as
/// UIKit answers for a name the catalogs lack — said once in the preview's log.
open class NSDataAsset: NSObject, @unchecked Sendable {
    public let name: NSDataAssetName
    public let data: Data
    public let typeIdentifier: String

    public convenience init?(name: NSDataAssetName) { self.init(name: name, bundle: .main) }

    public init?(name: NSDataAssetName, bundle: Bundle) {
        Console.report(["NSDataAsset \(name): asset catalogs are not read here; no data set is found"])
        return nil
    }
}

public typealias NSDataAssetName = String
