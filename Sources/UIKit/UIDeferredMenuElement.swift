import Foundation

/// A menu element whose children are provided when its menu opens (UIDeferredMenuElement.h):
/// kept; no menu opens here, so the provider is never called.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        super.init(title: "")
    }

    /// One whose provider iOS asks again each time its menu opens.
    public static func uncached(
        _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
    ) -> UIDeferredMenuElement {
        UIDeferredMenuElement(elementProvider)
    }
}
