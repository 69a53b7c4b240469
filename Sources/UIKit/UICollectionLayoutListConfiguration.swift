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
/// In the terminal a row is estimated 3 points high (a label in a box) and self-sizes when
/// shown; grouped appearances put a point above and below each section, inset ones 2 at each
/// side; headers and footers are 1 point. Separators, colours and swipe actions are kept, not drawn.
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

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The section this configuration describes.
    func makeSection() -> NSCollectionLayoutSection {
        let rows = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(3))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: rows, subitems: [NSCollectionLayoutItem(layoutSize: rows)]))
        let grouped = appearance != .plain && appearance != .sidebarPlain
        let inset: CGFloat = appearance == .insetGrouped || appearance == .sidebar ? 2 : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: grouped ? 1 : 0, leading: inset, bottom: grouped ? 1 : 0, trailing: inset)
        let band = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        if headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: band, elementKind: ElementKind.sectionHeader, alignment: .top)
            header.pinToVisibleBounds = appearance == .plain
            section.boundarySupplementaryItems.append(header)
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: band, elementKind: ElementKind.sectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension NSCollectionLayoutSection {
    /// A list section (UIKit's, iOS 14); the environment is not needed to lay it out here.
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration.makeSection()
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list (UIKit's, iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in configuration.makeSection() }
    }
}
