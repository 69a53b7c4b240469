import Foundation

/// Where a pinned header or footer sits along the scroll axis — one rule for every layout
/// (UIKit's `sectionHeadersPinToVisibleBounds`, `pinToVisibleBounds`): a header stays at the
/// start of what is visible while its section shows, never before its own place nor past its
/// section's end; a footer stays at the end of what is visible, never after its place nor before
/// its section's start.
enum Pinning {
    static func header(natural: CGFloat, length: CGFloat, visibleStart: CGFloat, sectionEnd: CGFloat) -> CGFloat {
        max(natural, min(visibleStart, sectionEnd - length))
    }

    static func footer(natural: CGFloat, length: CGFloat, visibleEnd: CGFloat, sectionStart: CGFloat) -> CGFloat {
        max(min(natural, visibleEnd - length), sectionStart)
    }
}
