import Foundation

/// A dragged item's lifted look (UIDragPreviewParameters.h): kept.
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}
