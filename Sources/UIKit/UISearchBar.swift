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
    // The bar's look and its other buttons, as UIKit's header has them: kept as set (the
    // preview draws the field and its text).
    open var prompt: String?
    open var barStyle = UIBarStyle.default
    open var searchBarStyle = Style.default
    open var barTintColor: UIColor?
    open var backgroundImage: UIImage?
    open var scopeBarBackgroundImage: UIImage?
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var isSearchResultsButtonSelected = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var showsScopeBar = false
    open var isEnabled = true
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero
    open var searchTextPositionAdjustment = UIOffset.zero
    /// The images set for an icon (nil: the field's background) in a state.
    private var images: [ImageKey: UIImage] = [:]
    private struct ImageKey: Hashable {
        let icon: Icon?
        let state: UIControl.State.RawValue
    }

    /// How the bar draws its background: UIKit's styles.
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }
    /// The bar's icons, which `setImage(_:for:state:)` replaces.
    public enum Icon: Int, Sendable { case search, clear, bookmark, resultsList }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }
    open func setImage(_ image: UIImage?, for icon: Icon, state: UIControl.State) {
        images[ImageKey(icon: icon, state: state.rawValue)] = image
    }
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        images[ImageKey(icon: icon, state: state.rawValue)]
    }
    open func setSearchFieldBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        images[ImageKey(icon: nil, state: state.rawValue)] = image
    }
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        images[ImageKey(icon: nil, state: state.rawValue)]
    }
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
