import Foundation

/// An image in attributed text (NSTextAttachment.h): kept with its bounds; the preview draws a
/// label's characters, not the images among them.
open class NSTextAttachment: NSObject {
    /// Core Foundation reads this word as the object's type: see `CoreFoundationTypeWord`.
    private let coreFoundationTypeWord = CoreFoundationTypeWord()
    open var image: UIImage?
    open var contents: Data?
    open var fileType: String?
    /// Where the image sits on the line; zero takes the image's size, as UIKit does.
    open var bounds = CGRect.zero

    public init(data contentData: Data?, ofType uti: String?) {
        (contents, fileType) = (contentData, uti)
        super.init()
    }
    public override convenience init() { self.init(data: nil, ofType: nil) }
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }
}

extension NSAttributedString {
    /// A one-character string holding `attachment`, as UIKit makes one.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
