import Foundation

/// What a layout may read of the environment it is shown in besides sizes: the size classes and
/// the layout direction (UIKit's `UITraitCollection`, the parts layouts read). A view on a named
/// device has that device's size classes; a terminal alone has none (`unspecified`).
///
/// ```swift
/// let columns = view.traits.horizontalSizeClass == .regular ? 4 : 2
/// ```
public struct TraitCollection: Hashable, Sendable {
    /// UIKit's size classes (`UIUserInterfaceSizeClass`, same raw values).
    public enum SizeClass: Int, Sendable {
        case unspecified, compact, regular
    }

    /// UIKit's layout direction (`UIUserInterfaceLayoutDirection`, same raw values).
    public enum LayoutDirection: Int, Sendable {
        case leftToRight, rightToLeft
    }

    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var layoutDirection: LayoutDirection

    public init(
        horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
    }
}
