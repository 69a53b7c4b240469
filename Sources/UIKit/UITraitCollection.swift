import CollectionLayout
import Foundation

/// UIKit's layout direction (`--rtl` and the previewer's `L` key turn it).
public typealias UIUserInterfaceLayoutDirection = TraitCollection.LayoutDirection

/// UIKit's size classes: a device's (`Device`), unspecified for a terminal shown alone.
public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass

/// UIKit's trait collection: the size classes of the device shown, its layout direction and
/// scale (1 for a terminal alone: a cell is not a pixel).
open class UITraitCollection: NSObject {
    /// The engine's value this one reads.
    public let traits: TraitCollection

    /// The style one was made with (`init(userInterfaceStyle:)`); nil: the screen's.
    private let style: UIUserInterfaceStyle?

    public convenience init(traits: TraitCollection) { self.init(traits: traits, style: nil) }

    private init(traits: TraitCollection, style: UIUserInterfaceStyle?) {
        self.traits = traits
        self.style = style
        super.init()
    }

    /// Traits of one style alone, as an app asks a catalogue for a colour's dark variant.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(traits: TraitCollection(), style: userInterfaceStyle)
    }

    public override convenience init() { self.init(traits: TraitCollection()) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traits: TraitCollection(horizontalSizeClass: horizontalSizeClass))
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traits: TraitCollection(verticalSizeClass: verticalSizeClass))
    }
    public convenience init(layoutDirection: UIUserInterfaceLayoutDirection) {
        self.init(traits: TraitCollection(layoutDirection: layoutDirection))
    }

    open var displayScale: CGFloat { UIScreen.main.scale }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
    open var layoutDirection: UIUserInterfaceLayoutDirection { traits.layoutDirection }
    /// Light, the one style the preview's screen is drawn in, unless made with another.
    open var userInterfaceStyle: UIUserInterfaceStyle { style ?? .light }
    /// Whether colours look different in `other`'s traits: when its style differs from this one's.
    open func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { traits.horizontalSizeClass }
    open var verticalSizeClass: UIUserInterfaceSizeClass { traits.verticalSizeClass }

    /// Equal to another collection of the same traits and style, as UIKit compares them by
    /// value: configuration states holding traits compare and hash by them.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return traits == other.traits && userInterfaceStyle == other.userInterfaceStyle
    }
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(traits)
        hasher.combine(userInterfaceStyle)
        return hasher.finalize()
    }

    /// The traits of the view being previewed (UIKit's "current" traits while a view lays out).
    public static var current: UITraitCollection { UITraitCollection(traits: UIScreen.main.traits) }
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}
