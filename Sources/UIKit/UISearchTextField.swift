import Foundation

/// The text field of a search bar (UISearchTextField.h): a text field, as apps restyle it
/// (`searchBar.searchTextField.backgroundColor`); its tokens are not kept.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}
