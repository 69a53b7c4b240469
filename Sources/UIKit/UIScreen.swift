import CollectionLayout
import Foundation
import LayouttyDevice

// A terminal shown alone is one left-to-right screen of scale 1, with no status bar; a device is
// its own screen. The shared instances (`UIScreen.main`, `UIDevice.current`,
// `UIApplication.shared`) are main-actor bound, as UIKit's are.

/// UIKit's screen: the device's screen in points while a preview shows one, else the terminal's
/// size in cells, at the device's scale (1 for a terminal); an iPhone 15's until a program says
/// otherwise.
///
/// The program that shows a view says what the screen is, in this order: `show(device:…)` before
/// it makes the layout (layouts read `UIScreen.main.bounds` when they are made and in their first
/// `prepare()`), then `follow(_:)` with whatever shows it (`UIKitHost`: the previewer, which
/// resizes and turns with the terminal). Nothing else sets it: making a `Previewer` does not.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    public static let main = UIScreen()
    /// The screen as the program said it would be, until a host is followed. Until a program
    /// says, it is an iPhone 15's, as in a simulator: a test process (`layoutty test`, a
    /// package's own tests) sees a phone's screen, safe area and scale.
    private var planned = (
        device: DeviceSetting?.some(DeviceSetting(device: .iPhone15)),
        layoutDirection: UIUserInterfaceLayoutDirection.leftToRight, terminal: CGSize(width: 80, height: 24)
    )
    /// Whatever shows the screen now (kept weakly: it is not the screen's).
    private weak var host: UIKitHost?

    open var bounds: CGRect {
        CGRect(origin: .zero, size: shownDevice?.size ?? host?.screenSize ?? planned.terminal)
    }
    /// The device's safe area (none when no device is shown): a view controller's view has it.
    var safeAreaInsets: UIEdgeInsets { shownDevice?.safeArea ?? .zero }
    /// The device's pixels per point (3 on an iPhone 15), so that layouts rounding to pixels
    /// round as on it; 1 for a terminal shown alone (a cell is not a pixel).
    open var scale: CGFloat { shownDevice?.device.scale ?? 1 }
    open var nativeScale: CGFloat { scale }

    /// The device shown, if any.
    var shownDevice: DeviceSetting? { host == nil ? planned.device : host?.device }

    /// The traits of what the screen shows (`UITraitCollection.current`).
    var traits: TraitCollection {
        host?.traits ?? TraitCollection(device: planned.device, layoutDirection: planned.layoutDirection)
    }

    /// The screen a program is about to show a view on: `device`'s, else a terminal of `columns` x
    /// `rows`. Stops following a host.
    package func show(
        device: DeviceSetting?, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
        terminalColumns columns: Int, rows: Int
    ) {
        planned = (device, layoutDirection, CGSize(width: columns, height: rows))
        host = nil
    }

    /// The navigation bar the screen about to be shown is under (a view controller's, once it
    /// has loaded): its safe area includes it.
    package func show(navigationBar: NavigationBar?) {
        planned.device?.navigationBar = navigationBar
    }

    /// From now on the screen is the one `host` shows.
    package func follow(_ host: UIKitHost) {
        self.host = host
    }
}
