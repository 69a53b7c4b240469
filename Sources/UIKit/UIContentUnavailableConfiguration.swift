import Foundation

// UIContentUnavailableConfiguration.h, UIContentUnavailableConfigurationState.h (iOS 17): what a
// screen shows where it has no content — an empty list's "No Favorites", a search's "No
// Results", "Loading…". Its view is `UIContentUnavailableView`.

/// What a screen with no content shows in its place: an image, a text, a secondary text and
/// buttons, centred. A controller's `contentUnavailableConfiguration` covers its view with them,
/// as iOS does; the preview draws the texts and button titles (an image is a name here).
///
/// ```swift
/// var empty = UIContentUnavailableConfiguration.empty()
/// empty.text = "No Favorites"
/// empty.secondaryText = "Tap ♡ on a song to keep it here."
/// contentUnavailableConfiguration = empty
/// ```
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    /// The text with attributes, which supersedes `text` where it is set.
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .title2))
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body))
    public var button = UIButton.Configuration.plain()
    public var buttonProperties = ButtonProperties()
    public var secondaryButton = UIButton.Configuration.plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment = Alignment.center
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    public var imageToTextPadding: CGFloat = 10
    public var textToSecondaryTextPadding: CGFloat = 5
    public var textToButtonPadding: CGFloat = 15
    public var buttonToSecondaryButtonPadding: CGFloat = 5
    public var background = UIBackgroundConfiguration.clear()

    public enum Alignment: Int, Sendable { case center, natural }

    /// How the image is shown: kept.
    public struct ImageProperties {
        public var tintColor: UIColor?
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var maximumSize = CGSize.zero
        public var cornerRadius: CGFloat = 0
        public var accessibilityIgnoresInvertColors = false
    }

    /// How a text is set: its font sizes the line drawn; the rest is kept.
    public struct TextProperties {
        public var font: UIFont
        public var color = UIColor.label
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
    }

    /// How a button is set: its action is kept (nothing taps it in a preview).
    public struct ButtonProperties {
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        public var isEnabled = true
    }

    /// Nothing yet: the app sets what it shows.
    public static func empty() -> Self { Self() }

    /// A spinner and "Loading…", as iOS shows while content loads.
    public static func loading() -> Self {
        var loading = Self()
        loading.text = "Loading…"
        loading.textProperties.font = .preferredFont(forTextStyle: .body)
        loading.isLoading = true
        return loading
    }

    /// A search that found nothing, in iOS's words.
    public static func search() -> Self {
        var search = Self()
        search.image = UIImage(systemName: "magnifyingglass")
        search.text = "No Results"
        search.secondaryText = "Check the spelling or try a new search."
        return search
    }

    /// Made by `loading()`: the view shows a spinner.
    var isLoading = false

    public func makeContentView() -> UIView & UIContentView { UIContentUnavailableView(configuration: self) }

    /// The same configuration: no state changes what it shows here.
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// What a controller's content-unavailable configuration is updated for: the screen's traits,
/// and the text of the search it shows, if any.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var searchText: String?
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
