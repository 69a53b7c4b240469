import CollectionLayout
import Foundation

/// A device whose screen the previewer shows: its size in points, its safe area and its size
/// classes, portrait and landscape. Layouts for iOS are written in these points (items of
/// 50–300, a 393-point-wide phone); the previewer draws them aspect-correct (`DeviceSetting`).
public struct Device: Equatable, Sendable {
    public var name: String
    /// The screen in points, portrait.
    public var portraitSize: CGSize
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// Size classes, portrait and landscape (the layout direction is the view's, not the device's).
    public var portraitSizeClasses: TraitCollection
    public var landscapeSizeClasses: TraitCollection
    /// Pixels per point, as `UIScreen.main.scale` answers on the device (1 for a custom size).
    public var scale: CGFloat = 1
    /// A phone or an iPad (`UIDevice.current.userInterfaceIdiom`).
    public var idiom: Idiom = .phone

    /// What kind of device it is.
    public enum Idiom: String, Sendable {
        case phone, pad
    }

    /// The devices `--device` names, current iPhones from SE to Pro Max and iPads (Apple's
    /// published point sizes, safe areas, size classes and scales — 3 for the phones, 2 for the
    /// SE and the iPads; landscape safe areas as the simulators report them). A phone is compact wide and regular tall upright; turned, compact both ways,
    /// except the large phones (Plus, Pro Max), which are regular wide then. An iPad shown whole
    /// is regular both ways. Each is also a static member named as the device is (`.iPhone15`).
    public static let all: [Device] = [
        iPhoneSE, iPhone15, iPhone15Plus, iPhone15Pro, iPhone15ProMax, iPhone16Pro, iPhone16ProMax, iPadMini, iPadAir,
        iPadPro11,
        iPadPro13
    ]

    public static let iPhoneSE = phone("iPhone SE", 375, 667, top: 20, bottom: 0, side: 0, scale: 2)
    public static let iPhone15 = phone("iPhone 15", 393, 852, top: 59, bottom: 34, side: 59)
    public static let iPhone15Plus = phone("iPhone 15 Plus", 430, 932, top: 59, bottom: 34, side: 59, large: true)
    public static let iPhone15Pro = phone("iPhone 15 Pro", 393, 852, top: 59, bottom: 34, side: 59)
    public static let iPhone15ProMax = phone("iPhone 15 Pro Max", 430, 932, top: 59, bottom: 34, side: 59, large: true)
    public static let iPhone16Pro = phone("iPhone 16 Pro", 402, 874, top: 62, bottom: 34, side: 62)
    public static let iPhone16ProMax = phone("iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, side: 62, large: true)
    public static let iPadMini = pad("iPad mini", 744, 1133)
    public static let iPadAir = pad("iPad Air", 820, 1180)
    public static let iPadPro11 = pad("iPad Pro 11", 834, 1194)
    public static let iPadPro13 = pad("iPad Pro 13", 1032, 1376)

    private static func phone(
        _ name: String, _ w: CGFloat, _ h: CGFloat, top: CGFloat, bottom: CGFloat, side: CGFloat, large: Bool = false,
        scale: CGFloat = 3
    ) -> Device {
        Device(
            name: name, portraitSize: CGSize(width: w, height: h),
            portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
            landscapeSafeArea: EdgeInsets(top: 0, left: side, bottom: bottom > 0 ? 21 : 0, right: side),
            portraitSizeClasses: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscapeSizeClasses: TraitCollection(
                horizontalSizeClass: large ? .regular : .compact, verticalSizeClass: .compact),
            scale: scale, idiom: .phone)
    }

    private static func pad(_ name: String, _ w: CGFloat, _ h: CGFloat) -> Device {
        let safe = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        return Device(
            name: name, portraitSize: CGSize(width: w, height: h), portraitSafeArea: safe, landscapeSafeArea: safe,
            portraitSizeClasses: regular, landscapeSizeClasses: regular, scale: 2, idiom: .pad)
    }

    /// The device a name means: case, spaces, hyphens and underscores ignored, so "iPhone 15",
    /// "iphone-15" and "IPHONE15" are one; nil for none.
    public static func named(_ text: String) -> Device? {
        let key = normalized(text)
        return all.first { normalized($0.name) == key }
    }

    static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// `WIDTHxHEIGHT` in points, each from 1 to 100000 (`--points 393x852`); nil otherwise.
    public static func custom(points text: String) -> Device? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0.isFinite && (1...100_000).contains($0) }) else { return nil }
        return custom(width: parts[0], height: parts[1])
    }

    /// A device of any size (`--points WxH`): no safe area; each size class regular from
    /// `regularLength` points on (an iPad mini's width), compact below.
    public static func custom(width: CGFloat, height: CGFloat) -> Device {
        func sizeClass(_ length: CGFloat) -> TraitCollection.SizeClass { length >= regularLength ? .regular : .compact }
        return Device(
            name: "\(LayoutNumber.format(width))×\(LayoutNumber.format(height)) pt",
            portraitSize: CGSize(width: width, height: height),
            portraitSafeArea: .zero, landscapeSafeArea: .zero,
            portraitSizeClasses: TraitCollection(
                horizontalSizeClass: sizeClass(width), verticalSizeClass: sizeClass(height)),
            landscapeSizeClasses: TraitCollection(
                horizontalSizeClass: sizeClass(height), verticalSizeClass: sizeClass(width)),
            idiom: min(width, height) >= regularLength ? .pad : .phone)
    }

    /// From how many points a custom device's width or height is a regular size class.
    public static let regularLength: CGFloat = 744
}

/// A device shown in a terminal: which one, how it is turned, and how terminal cells map to
/// its points. The device's width fills the terminal's width; a row is worth `cellAspect` times
/// the points of a column (a terminal cell is about twice as tall as wide), so a 100×100-point
/// square is drawn about twice as many columns wide as rows tall and looks square. The view's
/// bounds are the device's screen whatever the terminal (`Viewport.visibleRect` is the part the
/// terminal shows); with `fitsScreen` the whole screen is scaled into the terminal.
public struct DeviceSetting: Equatable, Sendable {
    public var device: Device
    public var isLandscape = false
    /// Points per row ÷ points per column: about 2 for common terminal fonts.
    public var cellAspect: CGFloat = 2
    public var fitsScreen = false
    /// The navigation bar the screen is shown under, if any (it turns and changes device with it).
    public var navigationBar: NavigationBar?
    /// How far the collection view is from the screen's edges, in points, when a screen places
    /// it there (a view controller's solved constraints: under a title label, above a button);
    /// nil: the whole screen. Kept as margins, a turned or other device stretches the view as a
    /// view pinned to the four edges stretches.
    public var viewMargins: EdgeInsets?
    /// Where on the screen the collection view is, in points (`viewMargins`); nil: the whole screen.
    public var viewFrame: CGRect? {
        guard let m = viewMargins else { return nil }
        let size = self.size
        return CGRect(
            x: m.left, y: m.top, width: max(0, size.width - m.left - m.right),
            height: max(0, size.height - m.top - m.bottom))
    }
    /// The screen's other views around the collection view, as laid out on a screen of
    /// `screenViewsSize` (`shownScreenViews` moves them onto this one).
    public var screenViews: [ScreenView] = []
    public var screenViewsSize: CGSize = .zero
    /// Whether the screen hides its collection view (an empty state shown in its place, as a
    /// list with no data is hidden): its other views are drawn, none of its items.
    public var hidesCollectionView = false

    /// The screen's other views on this screen, moved as autoresizing would from the screen
    /// they were laid out on (the screen's constraints are not solved again when the device
    /// turns or changes): along each axis, a view near both edges (each margin under a third of
    /// the screen) keeps both margins and stretches; another keeps its margin to the nearer
    /// edge and its size.
    public var shownScreenViews: [ScreenView] {
        let (old, new) = (screenViewsSize, size)
        guard old != new, old.width > 0, old.height > 0 else { return screenViews }
        func moved(_ lo: CGFloat, _ length: CGFloat, from oldSpan: CGFloat, to newSpan: CGFloat) -> (CGFloat, CGFloat) {
            let (before, after) = (lo, oldSpan - lo - length)
            if before < oldSpan / 3 && after < oldSpan / 3 { return (lo, max(0, newSpan - before - after)) }
            return lo + length / 2 > oldSpan / 2 ? (newSpan - after - length, length) : (lo, length)
        }
        return screenViews.map { view in
            var view = view
            let x = moved(view.frame.minX, view.frame.width, from: old.width, to: new.width)
            let y = moved(view.frame.minY, view.frame.height, from: old.height, to: new.height)
            view.frame = CGRect(x: x.0, y: y.0, width: x.1, height: y.1)
            return view
        }
    }

    public init(
        device: Device, isLandscape: Bool = false, cellAspect: CGFloat = 2, fitsScreen: Bool = false,
        navigationBar: NavigationBar? = nil
    ) {
        self.device = device
        self.isLandscape = isLandscape
        self.cellAspect = cellAspect
        self.fitsScreen = fitsScreen
        self.navigationBar = navigationBar
    }

    /// The screen in points as turned.
    public var size: CGSize {
        isLandscape ? CGSize(width: device.portraitSize.height, height: device.portraitSize.width) : device.portraitSize
    }

    /// The device's own safe area as turned: the status bar's and the home indicator's room.
    public var deviceSafeArea: EdgeInsets { isLandscape ? device.landscapeSafeArea : device.portraitSafeArea }

    /// The screen's safe area, as a view controller's view has it: the device's, with the
    /// navigation bar below the status bar when the screen is shown under one.
    public var safeArea: EdgeInsets {
        var safe = deviceSafeArea
        safe.top += navigationBar?.height(on: self) ?? 0
        return safe
    }

    /// The safe area as the collection view has it: the screen's, where it overlaps the view's
    /// frame (UIKit's rule for any view below a controller's).
    public var viewSafeArea: EdgeInsets {
        guard let frame = viewFrame else { return safeArea }
        let (safe, size) = (safeArea, self.size)
        return EdgeInsets(
            top: max(0, safe.top - frame.minY), left: max(0, safe.left - frame.minX),
            bottom: max(0, frame.maxY - (size.height - safe.bottom)),
            right: max(0, frame.maxX - (size.width - safe.right)))
    }

    /// The size classes as turned (layout direction left to right: the view sets its own).
    public var sizeClasses: TraitCollection { isLandscape ? device.landscapeSizeClasses : device.portraitSizeClasses }

    /// Points per column and per row for a viewport `columns` × `rows` cells.
    public func pointsPerCell(columns: Int, rows: Int) -> CellScale {
        let across = size.width / CGFloat(max(1, columns))
        guard fitsScreen else { return CellScale(width: across, height: across * cellAspect) }
        // The whole screen inside the cells: the tighter of width and height decides.
        let perColumn = max(across, size.height / (CGFloat(max(1, rows)) * cellAspect))
        return CellScale(width: perColumn, height: perColumn * cellAspect)
    }

    /// The viewport rows that show the whole screen at `columns` columns (not fitted): what a
    /// picture of the screen is drawn at, so cells measured in rows (a label's lines) are as tall
    /// as on a terminal `columns` wide.
    public func rowsShowingTheWholeScreen(columns: Int) -> Int {
        var unfitted = self
        unfitted.fitsScreen = false
        let perRow = unfitted.pointsPerCell(columns: columns, rows: 1).height
        return min(10_000, max(1, Int(saturating: (size.height / perRow).rounded(.up))))
    }

    /// e.g. `iPhone 15 portrait 4.91×9.82pt` (points per column × per row), `… fit` when fitted.
    public func summary(_ scale: CellScale) -> String {
        "\(device.name) \(isLandscape ? "landscape" : "portrait") \(LayoutNumber.format(scale.width))×\(LayoutNumber.format(scale.height))pt"
            + (fitsScreen ? " fit" : "")
    }
}

extension TraitCollection {
    /// The traits of a view showing `device` (unspecified size classes without one), laid out in
    /// `layoutDirection`.
    public init(device: DeviceSetting?, layoutDirection: LayoutDirection) {
        self = device?.sizeClasses ?? TraitCollection()
        self.layoutDirection = layoutDirection
    }
}
