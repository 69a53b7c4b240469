import UIKit

// The iOS 14 picker's initializer, declared by UIKit on iOS with UniformTypeIdentifiers' type:
// here beside the type, as UIKit does not depend on this module.
extension UIDocumentPickerViewController {
    /// Opening files of these types, a copy of each (`asCopy`), else in place.
    public convenience init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
        self.init(documentTypes: contentTypes.map(\.identifier), in: asCopy ? .import : .open)
    }
}
