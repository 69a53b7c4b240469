import CollectionLayout
import Foundation

/// The flow-layout properties a spec sets, at the top level or per section.
public struct FlowParameters: SpecParameters {
    public typealias Layout = FlowLayout

    public var itemSize = CGSize(width: 50, height: 50)
    public var minimumLineSpacing: CGFloat = 10
    public var minimumInteritemSpacing: CGFloat = 10
    public var sectionInset = EdgeInsets.zero
    public var headerReferenceSize = CGSize.zero
    public var footerReferenceSize = CGSize.zero
    public var style = FlowLayout.SectionStyle()

    public init() {}
}

extension FlowParameters {
    /// The flow layout's spec keys: name, JSON type, where it may appear, and the property it sets.
    public static let specKeys: [SpecKey<FlowParameters>] = [
        SpecKey("itemSize", \.itemSize, layout: \.itemSize, type: .size(positive: true), "every item's size (sections given as a count)"),
        SpecKey("minimumLineSpacing", \.minimumLineSpacing, layout: \.minimumLineSpacing, type: .length, "space between lines"),
        SpecKey("minimumInteritemSpacing", \.minimumInteritemSpacing, layout: \.minimumInteritemSpacing, type: .length, "least space between neighbouring items (flow: in a line; waterfall: in a column)"),
        SpecKey("sectionInset", \.sectionInset, layout: \.sectionInset, type: .insets, "space around a section's items"),
        SpecKey("headerReferenceSize", \.headerReferenceSize, layout: \.headerReferenceSize, type: .size(positive: false), "header size (its height when vertical)"),
        SpecKey("footerReferenceSize", \.footerReferenceSize, layout: \.footerReferenceSize, type: .size(positive: false), "footer size (its height when vertical)"),
        SpecKey("horizontalAlignment", \.style.horizontalAlignment, layout: \.horizontalAlignment, "where a line's items sit across"),
        SpecKey("lastLineAlignment", \.style.lastLineAlignment, layout: \.lastLineAlignment, "the last line, when horizontalAlignment is justified"),
        SpecKey("verticalAlignment", \.style.verticalAlignment, layout: \.verticalAlignment, "items of different heights within a line"),
        SpecKey("sectionHeadersPinToVisibleBounds", \.style.headerPinsToVisibleBounds, layout: \.sectionHeadersPinToVisibleBounds, type: .flag, "headers stay on screen while their section shows"),
        SpecKey("sectionFootersPinToVisibleBounds", \.style.footerPinsToVisibleBounds, layout: \.sectionFootersPinToVisibleBounds, type: .flag, "footers stay on screen while their section shows"),
    ]
}
