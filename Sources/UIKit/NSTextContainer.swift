import Foundation

/// TextKit's region text is laid out in (`UIKit/NSTextContainer.h`): its size, the padding at
/// each line's ends, its line limit. What a text view's `textContainer` is, and what a label's
/// link-tap code makes by hand.
open class NSTextContainer: NSObject {
    open var size: CGSize
    /// UIKit's default: 5 points at each end of a line.
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    open var widthTracksTextView = false
    open var heightTracksTextView = false
    open weak var layoutManager: NSLayoutManager?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }
    public override convenience init() { self.init(size: .zero) }
}
