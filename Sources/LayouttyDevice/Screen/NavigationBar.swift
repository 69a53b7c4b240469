import CollectionLayout
import Foundation

/// The navigation bar a screen is shown under — its view controller is in a navigation
/// controller — as UIKit draws it below the status bar: the title in the middle, the buttons'
/// titles at its edges; with a large title, a band below it holding the title at the leading
/// edge, which scrolling folds away into the bar. The screen's safe area includes it
/// (`DeviceSetting.safeArea`), as UIKit's does for the controller's view.
public struct NavigationBar: Equatable, Sendable {
    public var title: String
    public var leadingItems: [String]
    public var trailingItems: [String]
    public var prefersLargeTitle: Bool

    public init(
        title: String, leadingItems: [String] = [], trailingItems: [String] = [], prefersLargeTitle: Bool = false
    ) {
        self.title = title
        self.leadingItems = leadingItems
        self.trailingItems = trailingItems
        self.prefersLargeTitle = prefersLargeTitle
    }

    /// UIKit's bar: 44 points, 50 on an iPad (regular wide upright), 32 on a phone turned
    /// (compact tall).
    public func barHeight(on device: DeviceSetting) -> CGFloat {
        if device.sizeClasses.verticalSizeClass == .compact { return 32 }
        return device.device.portraitSizeClasses.horizontalSizeClass == .regular ? 50 : 44
    }

    /// The large title's band below the bar: 52 points where the screen is regular tall and a
    /// large title is wanted, else none.
    public func largeTitleHeight(on device: DeviceSetting) -> CGFloat {
        prefersLargeTitle && device.sizeClasses.verticalSizeClass == .regular ? 52 : 0
    }

    /// All the room it takes below the status bar, unscrolled.
    public func height(on device: DeviceSetting) -> CGFloat { barHeight(on: device) + largeTitleHeight(on: device) }
}
