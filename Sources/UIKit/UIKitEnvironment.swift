import CollectionLayout
import Foundation
import TerminalCollectionView

// The small things of UIKit that layout files touch besides the layout classes: the
// application's and screen's facts, trait collections, colours, and a few Core Graphics helpers
// Apple's platforms have and swift-corelibs-foundation lacks. A terminal shown alone is one
// left-to-right screen of scale 1, with no status bar; a device is its own screen. The shared instances are not actors (UIKit makes them
// main-actor bound): layout code runs on one thread here, and its files compile in Swift 5 mode.

/// UIKit's layout direction (`--rtl` and the previewer's `L` key turn it).
public typealias UIUserInterfaceLayoutDirection = TraitCollection.LayoutDirection

/// UIKit's size classes: a device's (`Device`), unspecified for a terminal shown alone.
public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass

/// UIKit's trait collection: the size classes of the device shown, its layout direction and
/// scale (1 for a terminal alone: a cell is not a pixel).
open class UITraitCollection: NSObject {
    /// The engine's value this one reads.
    public let traits: TraitCollection

    public init(traits: TraitCollection) {
        self.traits = traits
        super.init()
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
    open var horizontalSizeClass: UIUserInterfaceSizeClass { traits.horizontalSizeClass }
    open var verticalSizeClass: UIUserInterfaceSizeClass { traits.verticalSizeClass }

    /// The traits of the view being previewed (UIKit's "current" traits while a view lays out).
    public static var current: UITraitCollection { UITraitCollection(traits: UIScreen.main.traits) }
}

/// UIKit's kinds of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay, mac, vision
}

/// UIKit's device, answered by the device shown (`--device`): a phone or an iPad, upright or
/// turned; a terminal shown alone is a phone.
open class UIDevice: NSObject {
    nonisolated(unsafe) public static let current = UIDevice()
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.shownDevice?.device.idiom == .pad ? .pad : .phone }
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var name: String { UIScreen.main.shownDevice?.device.name ?? model }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.0" }
    open var orientation: UIDeviceOrientation { UIScreen.main.shownDevice?.isLandscape == true ? .landscapeLeft : .portrait }
    open var isMultitaskingSupported: Bool { true }
}

/// UIKit's device orientations.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// UIKit's application, as layouts ask it: the layout direction and the status bar's frame.
open class UIApplication: NSObject {
    nonisolated(unsafe) public static let shared = UIApplication()
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { UITraitCollection.current.layoutDirection }
    open var statusBarFrame: CGRect { .zero }
}

/// UIKit's screen: the device's screen in points while a preview shows one, else the terminal's
/// size in cells (80 x 24 until a program says otherwise), at the device's scale (1 for a terminal).
///
/// The program that shows a view says what the screen is, in this order: `show(device:…)` before
/// it makes the layout (layouts read `UIScreen.main.bounds` when they are made and in their first
/// `prepare()`), then `follow(_:)` with its previewer's viewport, which resizes and turns with the
/// terminal. Nothing else sets it: making a `Previewer` does not.
open class UIScreen: NSObject {
    nonisolated(unsafe) public static let main = UIScreen()
    /// The screen as the program said it would be, until a viewport is followed.
    private var planned = (
        device: DeviceSetting?.none, layoutDirection: UIUserInterfaceLayoutDirection.leftToRight, terminal: CGSize(width: 80, height: 24)
    )
    /// The previewer's view, whose size (plus the status rows) is the terminal's.
    private weak var viewport: Viewport?

    open var bounds: CGRect {
        guard let viewport else { return CGRect(origin: .zero, size: planned.device?.size ?? planned.terminal) }
        if let device = viewport.device { return CGRect(origin: .zero, size: device.size) }
        return CGRect(x: 0, y: 0, width: viewport.columns, height: viewport.rows + Previewer.chromeRows)
    }
    /// The device's safe area (none when no device is shown): a view controller's view has it.
    var safeAreaInsets: UIEdgeInsets {
        guard let viewport else { return planned.device?.safeArea ?? .zero }
        return viewport.device?.safeArea ?? .zero
    }
    /// The device's pixels per point (3 on an iPhone 15), so that layouts rounding to pixels
    /// round as on it; 1 for a terminal shown alone (a cell is not a pixel).
    open var scale: CGFloat { shownDevice?.device.scale ?? 1 }
    open var nativeScale: CGFloat { scale }

    /// The device shown, if any.
    var shownDevice: DeviceSetting? { viewport == nil ? planned.device : viewport?.device }

    /// The traits of what the screen shows (`UITraitCollection.current`).
    var traits: TraitCollection { viewport?.traits ?? TraitCollection(device: planned.device, layoutDirection: planned.layoutDirection) }

    /// The screen a program is about to show a view on: `device`'s, else a terminal of `columns` x
    /// `rows`. Stops following a viewport.
    package func show(
        device: DeviceSetting?, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, terminalColumns columns: Int, rows: Int
    ) {
        planned = (device, layoutDirection, CGSize(width: columns, height: rows))
        viewport = nil
    }

    /// The navigation bar the screen about to be shown is under (a view controller's, once it
    /// has loaded): its safe area includes it.
    package func show(navigationBar: NavigationBar?) {
        planned.device?.navigationBar = navigationBar
    }

    /// From now on the screen is `viewport`'s (kept weakly: the previewer owns it).
    package func follow(_ viewport: Viewport) {
        self.viewport = viewport
    }
}

/// UIKit's colour: kept for layouts that colour their decorations; the previewer draws boxes.
open class UIColor: NSObject, _ExpressibleByColorLiteral {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }

    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var systemBackground: UIColor { white }
    public static var secondarySystemBackground: UIColor { UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1) }
    public static var systemGray: UIColor { UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1) }
    public static var systemGray5: UIColor { UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1) }
    public static var systemGray6: UIColor { UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1) }
    public static var systemBlue: UIColor { UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
    public static var label: UIColor { black }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    // The system colours apps name, as iOS gives them in light mode.
    public static var secondaryLabel: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6) }
    public static var tertiaryLabel: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3) }
    public static var quaternaryLabel: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.18) }
    public static var placeholderText: UIColor { tertiaryLabel }
    public static var link: UIColor { systemBlue }
    public static var separator: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29) }
    public static var opaqueSeparator: UIColor { UIColor(red: 0.78, green: 0.78, blue: 0.78, alpha: 1) }
    public static var tertiarySystemBackground: UIColor { white }
    public static var systemGroupedBackground: UIColor { secondarySystemBackground }
    public static var secondarySystemGroupedBackground: UIColor { white }
    public static var tertiarySystemGroupedBackground: UIColor { secondarySystemBackground }
    public static var systemFill: UIColor { UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2) }
    public static var secondarySystemFill: UIColor { UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.16) }
    public static var tertiarySystemFill: UIColor { UIColor(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12) }
    public static var systemGray2: UIColor { UIColor(red: 0.68, green: 0.68, blue: 0.7, alpha: 1) }
    public static var systemGray3: UIColor { UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1) }
    public static var systemGray4: UIColor { UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1) }
    public static var systemRed: UIColor { UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) }
    public static var systemOrange: UIColor { UIColor(red: 1, green: 0.58, blue: 0, alpha: 1) }
    public static var systemYellow: UIColor { UIColor(red: 1, green: 0.8, blue: 0, alpha: 1) }
    public static var systemGreen: UIColor { UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1) }
    public static var systemMint: UIColor { UIColor(red: 0, green: 0.78, blue: 0.75, alpha: 1) }
    public static var systemTeal: UIColor { UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1) }
    public static var systemCyan: UIColor { UIColor(red: 0.2, green: 0.68, blue: 0.9, alpha: 1) }
    public static var systemIndigo: UIColor { UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1) }
    public static var systemPurple: UIColor { UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1) }
    public static var systemPink: UIColor { UIColor(red: 1, green: 0.18, blue: 0.33, alpha: 1) }
    public static var systemBrown: UIColor { UIColor(red: 0.64, green: 0.52, blue: 0.37, alpha: 1) }
    public static var tintColor: UIColor { systemBlue }

    /// A colour that depends on the traits: the light one is kept (the previewer draws boxes).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(.current)
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
    }
    /// Display P3 components, kept as they are (the previewer draws boxes, not colours).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// An asset catalogue's colour: the catalogue is not here; a middle grey stands in.
    public convenience init?(named name: String) { self.init(white: 0.5, alpha: 1) }
    /// HSB to RGB, as UIKit converts: the hue's sixth of the colour wheel picks the order.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let v = brightness
        let s = saturation
        let f = h - h.rounded(.down)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb: (CGFloat, CGFloat, CGFloat) =
            switch Int(h) {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }
    open var cgColor: CGColor { self }
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
}

/// The type of an untyped `#colorLiteral(…)`, as on iOS.
public typealias _ColorLiteralType = UIColor

extension CGSize {
    /// Core Graphics's spelling of `==`.
    public func equalTo(_ other: CGSize) -> Bool { self == other }
}

extension CGPoint {
    /// Core Graphics's spelling of `==`.
    public func equalTo(_ other: CGPoint) -> Bool { self == other }
}

extension CGRect {
    /// UIKit's inset of a rect by edge insets.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// Core Graphics's spelling of `==`.
    public func equalTo(_ other: CGRect) -> Bool { self == other }
}

extension Bundle {
    /// The app's bundle as the preview's copy of the user's files names `Bundle.main`: the
    /// project's data files by name (`url(forResource:withExtension:)`, `path(forResource:ofType:)`),
    /// as Xcode copies them into the app; the program's own bundle when there is no project.
    public static var _layouttyMain: Bundle { resourceBundle ?? .main }

    nonisolated(unsafe) private static var resourceBundle: Bundle?

    /// The folder of links `layoutty preview` made to the project's data files.
    package static func _layouttyUseResources(in folder: String) {
        resourceBundle = Bundle(path: folder)
    }
}
