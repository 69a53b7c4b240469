import Foundation

/// A search bar: 56 points tall, kept with its text, not drawn yet.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits, TextInputTraitsStorage {
    package var textInputTraits = TextInputTraitValues()
    open weak var delegate: UISearchBarDelegate?
    /// Its text field's: empty, never nil, as UIKit's reads (screens write `searchBar.text!`).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The field the bar's text is typed in (iOS 13), which apps restyle.
    public let searchTextField = UISearchTextField(frame: .zero)
    open var placeholder: String?
    open var showsCancelButton = false
    open var isTranslucent = true
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }
}

@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
