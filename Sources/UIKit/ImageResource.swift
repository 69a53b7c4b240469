import Foundation

// An asset catalog's image or colour named as a value (DeveloperToolsSupport's `ImageResource`
// and `ColorResource`, which UIKit and SwiftUI make images and colours of: `UIImage(resource:)`,
// `Color(.accent)`). Xcode generates a static member per asset (`ImageResource.videoPlay`); the
// preview generates the same from the app's catalogs, so code naming them compiles as on iOS.
// Here, as every asset, a resource is only its name.

public struct ImageResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

public struct ColorResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
