import CollectionLayout
import Foundation

/// UIKit's list configuration (iOS 14): a compositional section of full-width rows, as
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` and
/// `UICollectionViewCompositionalLayout.list(using:)` make it.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
///
/// Rows are estimated and self-size when shown (to a label in a box: 3 rows of the terminal).
/// On a device's screen (the environment has its size classes) the sizes are UIKit's in points:
/// rows estimated 44 high, headers and footers estimated 38 (shown one row high), grouped
/// sections 18 apart above and below (about UIKit's 35 between sections), inset ones 16 in from
/// each side (20 on a screen 414 or more wide), as its layout margins are. In cells (a terminal
/// shown alone) a row is estimated 3, headers and footers are 1, grouped sections 1 apart above
/// and below, inset ones 2 in. Separators, colours and swipe actions are kept, not drawn.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Sendable { case none, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    public var headerTopPadding: CGFloat?
    public var backgroundColor: UIColor?
    /// The actions a row offers when swiped: kept, never asked (the previewer does not swipe).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The separators' look (iOS 14.5): kept, not drawn, as are the rows' own from the handler.
    public var separatorConfiguration: UIListSeparatorConfiguration
    public var itemSeparatorHandler: ((IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The section this configuration describes, in points on a device's screen, else in cells.
    func makeSection(in environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let inPoints = environment.traits.horizontalSizeClass != .unspecified
        let rows = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(inPoints ? 44 : 3))
        let section = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: rows, subitems: [NSCollectionLayoutItem(layoutSize: rows)]))
        let padding: CGFloat = appearance == .plain || appearance == .sidebarPlain ? 0 : inPoints ? 18 : 1
        let margin: CGFloat = !inPoints ? 2 : environment.container.contentSize.width >= 414 ? 20 : 16
        let inset = appearance == .insetGrouped || appearance == .sidebar ? margin : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: padding, leading: inset, bottom: padding, trailing: inset)
        let band = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: inPoints ? .estimated(38) : .absolute(1))
        if headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: band, elementKind: ElementKind.sectionHeader, alignment: .top)
            header.pinToVisibleBounds = appearance == .plain
            section.boundarySupplementaryItems.append(header)
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: band, elementKind: ElementKind.sectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension NSCollectionLayoutSection {
    /// A list section (UIKit's, iOS 14); the environment is not needed to lay it out here.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
    )
        -> NSCollectionLayoutSection
    {
        configuration.makeSection(in: layoutEnvironment)
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list (UIKit's, iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in configuration.makeSection(in: environment) }
    }
}

/// UIKit's separator look for list rows (iOS 14.5): the previewer draws boxes, so it is kept,
/// never drawn.
public struct UIListSeparatorConfiguration {
    public enum Visibility: Sendable { case automatic, visible, hidden }

    /// UIKit's "the system's insets" value.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    public var topSeparatorVisibility = Visibility.automatic
    public var bottomSeparatorVisibility = Visibility.automatic
    public var topSeparatorInsets = automaticInsets
    public var bottomSeparatorInsets = automaticInsets
    public var color: UIColor?
    public var multipleSelectionColor: UIColor?

    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
