// Core Graphics as Linux lacks it: the affine transform, colours, paths, contexts and images
// that UIKit code names, in pure Swift. On iOS `import CoreGraphics` gives `CGFloat`, `CGRect`
// and their kin; on Linux Foundation declares those, so this module brings Foundation along.
@_exported import Foundation
