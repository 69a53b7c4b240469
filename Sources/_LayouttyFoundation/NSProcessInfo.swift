import Foundation

// NSProcessInfo.h's platform questions, which Linux's Foundation lacks: the preview runs as an
// iPhone app, so neither a Mac Catalyst app nor an iOS app on a Mac (screens that branch on
// them show their iOS branch).
extension ProcessInfo {
    public var isMacCatalystApp: Bool { false }
    public var isiOSAppOnMac: Bool { false }
}
