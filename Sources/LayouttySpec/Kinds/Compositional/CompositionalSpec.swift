import CollectionLayout
import Foundation

/// A compositional section as a spec file describes it (SpecFormatAndCLI.md, "Compositional
/// layouts"): every field optional, a section's over the top level's.
///
/// ```json
/// {"layout": "compositional",
///  "group": {"horizontal": [{"size": ["0.5w", "1h"]}], "size": ["1w", 4]},
///  "sections": [{"items": 20, "header": {"size": ["1w", 2], "pinned": true}}]}
/// ```
package struct CompositionalSpec: Equatable, Sendable {
    package var group: ElementSpec?
    package var interGroupSpacing: CGFloat?
    package var contentInsets: EdgeInsets?
    package var orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior?
    package var header: BoundarySpec?
    package var footer: BoundarySpec?
    package var background: Bool?
    package var supplementariesFollowContentInsets: Bool?

    package init() {}

    /// The layout's description of the section (a spec without a group gets one full-width row
    /// of 3 points per item).
    package func makeSection() -> NSCollectionLayoutSection {
        // The reader takes only groups for "group".
        let group = (group ?? Self.defaultGroup).makeItem() as! NSCollectionLayoutGroup
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = interGroupSpacing ?? 0
        if let i = contentInsets {
            section.contentInsets = NSDirectionalEdgeInsets(
                top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
        }
        section.orthogonalScrollingBehavior = orthogonal ?? .none
        section.supplementariesFollowContentInsets = supplementariesFollowContentInsets ?? true
        section.boundarySupplementaryItems = [
            header?.make(kind: ElementKind.sectionHeader, top: true),
            footer?.make(kind: ElementKind.sectionFooter, top: false)
        ].compactMap { $0 }
        if background == true { section.decorationItems = [.background(elementKind: ElementKind.sectionBackground)] }
        return section
    }

    static let defaultGroup = ElementSpec.group(
        .horizontal, size: SizeSpec(width: .fractionalWidth(1), height: .absolute(3)),
        subitems: [.item(size: SizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)), insets: nil)],
        count: nil, spacing: nil, insets: nil)
}

extension CompositionalSpec: SpecKeyed {
    /// The compositional section keys: name, JSON type and the field it sets. Every field is
    /// optional — a section's own fields replace the top level's (`over`), the rest inherit — and
    /// this table alone drives reading, writing and merging them.
    package static let specKeys: [SpecKey<CompositionalSpec>] = [
        SpecKey("group", \.group, type: .group, "the section's group of items and groups"),
        SpecKey("interGroupSpacing", \.interGroupSpacing, type: .spacing, "space between groups"),
        SpecKey("contentInsets", \.contentInsets, type: .insets, "space around the section's groups"),
        SpecKey(
            "orthogonal", \.orthogonal, type: .choice(UICollectionLayoutSectionOrthogonalScrollingBehavior.specNames),
            "the section scrolls across the layout's direction, and how it comes to rest"),
        SpecKey("header", \.header, type: .boundary, "a header above the section"),
        SpecKey("footer", \.footer, type: .boundary, "a footer below the section"),
        SpecKey("background", \.background, type: .flag, "a decoration view behind the section"),
        SpecKey(
            "supplementariesFollowContentInsets", \.supplementariesFollowContentInsets, type: .flag,
            "headers and footers inset as the groups are (default true)")
    ]
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior: SpecValueConvertible {
    /// The spec's names for the behaviours: the cases' own.
    static let specNames = allCases.map { "\($0)" }

    package init?(specValue: SpecValue) {
        guard case .choice(let name) = specValue, let index = Self.specNames.firstIndex(of: name) else { return nil }
        self = Self.allCases[index]
    }
    package var specValue: SpecValue { .choice("\(self)") }
}

/// A dimension in a spec: `"0.5w"`, `"1h"`, `"~5"` (estimated) or a number (absolute).
package enum DimensionSpec: Equatable, Sendable {
    case fractionalWidth(CGFloat)
    case fractionalHeight(CGFloat)
    case absolute(CGFloat)
    case estimated(CGFloat)

    var dimension: NSCollectionLayoutDimension {
        switch self {
        case .fractionalWidth(let v): .fractionalWidth(v)
        case .fractionalHeight(let v): .fractionalHeight(v)
        case .absolute(let v): .absolute(v)
        case .estimated(let v): .estimated(v)
        }
    }
}

package struct SizeSpec: Equatable, Sendable {
    package var width: DimensionSpec
    package var height: DimensionSpec

    var layoutSize: NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width.dimension, heightDimension: height.dimension)
    }
}

/// An item or a group of the tree.
package indirect enum ElementSpec: Equatable, Sendable {
    package enum GroupKind: String, Equatable, Sendable { case horizontal, vertical }
    package enum Spacing: Equatable, Sendable {
        case fixed(CGFloat)
        case flexible(CGFloat)
    }

    case item(size: SizeSpec, insets: EdgeInsets?)
    /// `count`: that many copies of the one subitem (`repeatingSubitem:count:`).
    case group(GroupKind, size: SizeSpec, subitems: [ElementSpec], count: Int?, spacing: Spacing?, insets: EdgeInsets?)
    case custom(size: SizeSpec, frames: [CGRect])

    func makeItem() -> NSCollectionLayoutItem {
        switch self {
        case .item(let size, let insets):
            let item = NSCollectionLayoutItem(layoutSize: size.layoutSize)
            if let insets { item.contentInsets = Self.directional(insets) }
            return item
        case .group(let kind, let size, let subitems, let count, let spacing, let insets):
            let made = subitems.map { $0.makeItem() }
            let group: NSCollectionLayoutGroup =
                switch (kind, count) {
                case (.horizontal, .some(let n)):
                    .horizontal(layoutSize: size.layoutSize, repeatingSubitem: made[0], count: n)
                case (.vertical, .some(let n)):
                    .vertical(layoutSize: size.layoutSize, repeatingSubitem: made[0], count: n)
                case (.horizontal, nil): .horizontal(layoutSize: size.layoutSize, subitems: made)
                case (.vertical, nil): .vertical(layoutSize: size.layoutSize, subitems: made)
                }
            group.interItemSpacing = spacing.map { spacing in
                switch spacing {
                case .fixed(let v): .fixed(v)
                case .flexible(let v): .flexible(v)
                }
            }
            if let insets { group.contentInsets = Self.directional(insets) }
            return group
        case .custom(let size, let frames):
            return NSCollectionLayoutGroup.custom(layoutSize: size.layoutSize) { _ in
                frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) }
            }
        }
    }

    static func directional(_ i: EdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
    }
}

/// A header or footer: its size, where it sits in its band, whether it pins.
package struct BoundarySpec: Equatable, Sendable {
    package enum Alignment: String, Equatable, Sendable, CaseIterable { case leading, center, trailing }
    package var size: SizeSpec
    package var alignment = Alignment.center
    package var pinned = false
    package var offset = CGPoint.zero

    func make(kind: String, top: Bool) -> NSCollectionLayoutBoundarySupplementaryItem {
        let alignment: NSRectAlignment =
            switch (self.alignment, top) {
            case (.leading, true): .topLeading
            case (.center, true): .top
            case (.trailing, true): .topTrailing
            case (.leading, false): .bottomLeading
            case (.center, false): .bottom
            case (.trailing, false): .bottomTrailing
            }
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size.layoutSize, elementKind: kind, alignment: alignment, absoluteOffset: offset)
        item.pinToVisibleBounds = pinned
        return item
    }
}
