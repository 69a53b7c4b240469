// The UIKit-compatible module (first slice): a layout file written for iOS compiles here with its
// `import UIKit` unchanged, backed by Layoutty's engine and previewer. What real layout files
// touch from Core Graphics and Core Animation comes along with it.
@_exported import Foundation
@_exported import struct CollectionLayout.CGAffineTransform
@_exported import struct CollectionLayout.CATransform3D
@_exported import var CollectionLayout.CATransform3DIdentity
@_exported import func CollectionLayout.CATransform3DIsIdentity
@_exported import func CollectionLayout.CATransform3DConcat
@_exported import func CollectionLayout.CATransform3DMakeScale
@_exported import func CollectionLayout.CATransform3DMakeTranslation
@_exported import func CollectionLayout.CATransform3DMakeRotation
@_exported import func CollectionLayout.CATransform3DScale
@_exported import func CollectionLayout.CATransform3DTranslate
@_exported import func CollectionLayout.CATransform3DRotate
@_exported import func CollectionLayout.CATransform3DMakeAffineTransform
@_exported import func CollectionLayout.CATransform3DGetAffineTransform
import CollectionLayout

/// UIKit's insets, top, left, bottom, right.
public typealias UIEdgeInsets = EdgeInsets

extension IndexPath {
    /// UIKit's table-view spelling, which collection layouts use too.
    public init(row: Int, section: Int) { self.init(item: row, section: section) }
    public var row: Int { item }
}
