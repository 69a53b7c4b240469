// MessageUI for the files `layoutty preview` compiles. A preview's device has no mail or
// messages account: `canSendMail()` and `canSendText()` answer false, as a Simulator's do, so
// screens take their fallback; a composer made anyway is a screen saying what it would send.
@_exported import Foundation
import UIKit

public enum MFMailComposeResult: Int, Sendable { case cancelled, saved, sent, failed }
public enum MessageComposeResult: Int, Sendable { case cancelled, sent, failed }

public protocol MFMailComposeViewControllerDelegate: AnyObject {
    func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)
}
extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
    ) {}
}

public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    func messageComposeViewController(
        _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// A composer shows its subject (a mail's) or body: what it would send.
open class MFComposer: UINavigationController {
    private(set) var label: UILabel!
    open override func viewDidLoad() {
        super.viewDidLoad()
        label = view.addFillingLabel()
    }
}

open class MFMailComposeViewController: MFComposer {
    open class func canSendMail() -> Bool { false }
    open weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?
    open func setSubject(_ subject: String) {
        loadViewIfNeeded()
        label.text = subject
    }
    open func setToRecipients(_ toRecipients: [String]?) {}
    open func setCcRecipients(_ ccRecipients: [String]?) {}
    open func setBccRecipients(_ bccRecipients: [String]?) {}
    open func setMessageBody(_ body: String, isHTML: Bool) {}
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {}
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
}

open class MFMessageComposeViewController: MFComposer {
    open class func canSendText() -> Bool { false }
    open class func canSendSubject() -> Bool { false }
    open class func canSendAttachments() -> Bool { false }
    open weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
    open var recipients: [String]?
    open var subject: String?
    open var body: String? {
        didSet {
            loadViewIfNeeded()
            label.text = body
        }
    }
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool { false }
}
