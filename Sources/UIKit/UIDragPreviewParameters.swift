import Foundation

/// A dragged item's lifted look (UIDragPreviewParameters.h): kept.
open class UIDragPreviewParameters: UIPreviewParameters {}
