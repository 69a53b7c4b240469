import CollectionLayout
import Foundation

/// The flow layout's values a spec sets, at the top level or per section: the layout's own
/// `Configuration`, so a key the layout gains needs only its row in `specKeys`.
package typealias FlowParameters = FlowLayout.Configuration

extension FlowLayout.Configuration: SpecParameters {
    package typealias Layout = FlowLayout

    package func apply(to layout: FlowLayout) {
        layout.configuration = self
    }
}

extension FlowParameters {
    /// The flow layout's spec keys: name, JSON type, where it may appear, and the property it sets.
    package static let specKeys: [SpecKey<FlowParameters>] = [
        SpecKey("itemSize", \.itemSize, type: .size(positive: true), "every item's size (sections given as a count)"),
        SpecKey("minimumLineSpacing", \.minimumLineSpacing, type: .spacing, "space between lines"),
        SpecKey(
            "minimumInteritemSpacing", \.minimumInteritemSpacing, type: .spacing,
            "least space between neighbouring items (flow: in a line; waterfall: in a column)"),
        SpecKey("sectionInset", \.sectionInset, type: .insets, "space around a section's items"),
        SpecKey(
            "headerReferenceSize", \.headerReferenceSize, type: .size(positive: false),
            "header size (its height when vertical)"),
        SpecKey(
            "footerReferenceSize", \.footerReferenceSize, type: .size(positive: false),
            "footer size (its height when vertical)"),
        SpecKey("horizontalAlignment", \.sectionStyle.horizontalAlignment, "where a line's items sit across"),
        SpecKey(
            "lastLineAlignment", \.sectionStyle.lastLineAlignment,
            "the last line, when horizontalAlignment is justified"),
        SpecKey("verticalAlignment", \.sectionStyle.verticalAlignment, "items of different heights within a line"),
        SpecKey(
            "sectionHeadersPinToVisibleBounds", \.sectionStyle.headerPinsToVisibleBounds, type: .flag,
            "headers stay on screen while their section shows"),
        SpecKey(
            "sectionFootersPinToVisibleBounds", \.sectionStyle.footerPinsToVisibleBounds, type: .flag,
            "footers stay on screen while their section shows"),
        SpecKey(
            "sectionInsetReference", \.sectionInsetReference, topLevelOnly: true,
            "what section insets are measured from across the scroll axis (UIKit's)"),
        SpecKey(
            "estimatedItemSize", \.estimatedItemSize, type: .estimatedSize,
            "self-sizing: cells measure themselves when shown (labels), the rest keep this estimate")
    ]
}
