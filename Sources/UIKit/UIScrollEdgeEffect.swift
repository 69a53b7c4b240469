import Foundation

/// How a scroll view's edge fades its content under bars (iOS 26): kept, nothing fades here.
@preconcurrency @MainActor
open class UIScrollEdgeEffect: NSObject {
    public struct Style: Hashable, Sendable {
        let name: String
        public static let automatic = Style(name: "automatic")
        public static let soft = Style(name: "soft")
        public static let hard = Style(name: "hard")
    }
    open var style = Style.automatic
    open var isHidden = false
}
