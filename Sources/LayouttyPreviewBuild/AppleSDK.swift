import LayouttyKit

/// What the preview build knows of Apple's SDK by name: its modules, the prefixes of its types,
/// and how a name qualified by one of its modules reads. One description, which discovery, the
/// port and the stand-ins all ask, so that a name is Apple's in one place iff it is in all.
enum AppleSDK {
    /// The modules of Apple's SDK that screens import and Layoutty builds: the language's,
    /// UIKit's, and the frameworks beside UIKit the preview kit stands in for.
    static let modules = Set(
        ["Swift", "Foundation", "UIKit", "CoreGraphics", "QuartzCore", "Dispatch"]
            + PreviewKit.frameworks.map(\.imported)
    )

    /// Apple's frameworks screens import that Layoutty does not build (a module of these
    /// standing in declares Apple's names, never `UI…` ones of its own): beside `modules`, how
    /// a module not found is told to be Apple's rather than the app's world (a package, a pod).
    static let unbuiltFrameworks: Set = [
        "Accelerate", "ActivityKit", "AdSupport", "AppIntents", "AppKit", "AppTrackingTransparency", "ARKit",
        "AuthenticationServices", "BackgroundTasks", "CallKit", "Charts", "CloudKit", "ContactsUI", "CoreBluetooth",
        "CoreImage", "CoreML", "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreText", "CoreVideo",
        "EventKit", "EventKitUI", "GameKit", "GameplayKit", "HealthKit", "HomeKit", "ImageIO", "Intents", "IntentsUI",
        "Messages", "Metal", "MetalKit", "MultipeerConnectivity", "NaturalLanguage", "PDFKit", "PencilKit", "PushKit",
        "QuickLookThumbnailing", "SceneKit", "Social", "Speech", "SpriteKit", "SwiftData", "TipKit", "Vision",
        "VisionKit", "WatchConnectivity"
    ]

    /// Whether a module is Apple's: one Layoutty builds or one of `unbuiltFrameworks`.
    static func isApples(module: String) -> Bool { modules.contains(module) || unbuiltFrameworks.contains(module) }

    /// Whether a name is one of UIKit's, Foundation's, Core Graphics' or Core Animation's types
    /// (`UICollectionViewLayout`, `NSObject`, `CGRect`): never an app's type declared elsewhere.
    /// `UInt` is not: the prefix is followed by a capital.
    static func isFrameworkType(_ name: String) -> Bool {
        ["UI", "NS", "CG", "CA"].contains { isPrefixed(name, by: $0) }
    }

    /// Whether a name is one of the classes an app's class can inherit from or extend with
    /// members a subclass could override: UIKit's, Foundation's, Core Animation's (Core
    /// Graphics' types are structs and Core Foundation classes, which Swift cannot subclass).
    static func isFrameworkClass(_ name: String) -> Bool {
        ["UI", "NS", "CA"].contains { isPrefixed(name, by: $0) }
    }

    /// `UIKit.UIView`, `Foundation.Date`, `Swift.Int`, `CoreLocation.CLLocation`: the name
    /// without the SDK module's; any other name as it is (`AidokuRunner.Source` is a module's).
    static func unqualified(_ name: String) -> String {
        guard let dot = name.firstIndex(of: "."), modules.contains(String(name[..<dot])) else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// Two-letter prefixes of the Apple frameworks screens import beside UIKit, and the
    /// frameworks declaring types of each (`SKProduct`: StoreKit; `CM…`: Core Motion's or Core
    /// Media's).
    static let frameworksOfPrefix: [String: [String]] = [
        "AV": ["AVFoundation", "AVKit"], "CL": ["CoreLocation"], "CM": ["CoreMotion", "CoreMedia"],
        "CN": ["Contacts"], "LA": ["LocalAuthentication"], "LP": ["LinkPresentation"], "MK": ["MapKit"],
        "MP": ["MediaPlayer"], "PH": ["Photos", "PhotosUI"], "QL": ["QuickLook"], "SF": ["SafariServices"],
        "SK": ["StoreKit"], "UN": ["UserNotifications"], "UT": ["UniformTypeIdentifiers"], "WK": ["WebKit"],
        "CH": ["CoreHaptics"], "MF": ["MessageUI"], "SC": ["SystemConfiguration"]
    ]

    private static func isPrefixed(_ name: String, by prefix: String) -> Bool {
        name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
    }
}
