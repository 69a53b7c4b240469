import CollectionLayout
import Foundation

/// UIKit's kinds of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay, mac, vision
}

/// The device's kind, as iOS 3.2's macro asked it (deprecated since, still compiled).
@preconcurrency @MainActor
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }

/// UIKit's device, answered by the device shown (`--device`): a phone or an iPad, upright or
/// turned; a terminal shown alone is a phone.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    public static let current = UIDevice()
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        UIScreen.main.shownDevice?.device.idiom == .pad ? .pad : .phone
    }
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var name: String { UIScreen.main.shownDevice?.device.name ?? model }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.0" }
    open var orientation: UIDeviceOrientation {
        UIScreen.main.shownDevice?.isLandscape == true ? .landscapeLeft : .portrait
    }
    open var isMultitaskingSupported: Bool { true }
    /// Kept: the device shown turns when the user says (`--landscape`, a key), not by itself.
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// Kept: no battery is read here.
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { -1 }
    open var isProximityMonitoringEnabled = false

    /// Posted by UIKit when the device turns; nothing turns the device here by itself.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
}

/// UIKit's device orientations.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}
