import CollectionLayout
import Foundation

/// The flow-layout properties a spec sets, at the top level or per section.
public struct FlowParameters: Equatable, Sendable {
    public var itemSize = CGSize(width: 50, height: 50)
    public var minimumLineSpacing: CGFloat = 10
    public var minimumInteritemSpacing: CGFloat = 10
    public var sectionInset = EdgeInsets.zero
    public var headerReferenceSize = CGSize.zero
    public var footerReferenceSize = CGSize.zero
    public var style = FlowLayout.SectionStyle()

    public init() {}

    /// Copies these values into `layout`'s properties.
    public func apply(to layout: FlowLayout) {
        layout.itemSize = itemSize
        layout.minimumLineSpacing = minimumLineSpacing
        layout.minimumInteritemSpacing = minimumInteritemSpacing
        layout.sectionInset = sectionInset
        layout.headerReferenceSize = headerReferenceSize
        layout.footerReferenceSize = footerReferenceSize
        layout.sectionStyle = style
    }
}

/// The keys a spec may set, each optional: a section's overrides on top of the spec's values.
public struct FlowOverrides: Equatable, Sendable {
    public var itemSize: CGSize?
    public var minimumLineSpacing: CGFloat?
    public var minimumInteritemSpacing: CGFloat?
    public var sectionInset: EdgeInsets?
    public var headerReferenceSize: CGSize?
    public var footerReferenceSize: CGSize?
    public var horizontalAlignment: FlowLayout.HorizontalAlignment?
    public var lastLineAlignment: FlowLayout.LastLineAlignment?
    public var verticalAlignment: FlowLayout.VerticalAlignment?
    public var sectionHeadersPinToVisibleBounds: Bool?
    public var sectionFootersPinToVisibleBounds: Bool?
    /// The line each key was read from, for errors found after reading.
    public var lines: [String: Int] = [:]

    public init() {}

    public func applied(to base: FlowParameters) -> FlowParameters {
        var p = base
        if let itemSize { p.itemSize = itemSize }
        if let minimumLineSpacing { p.minimumLineSpacing = minimumLineSpacing }
        if let minimumInteritemSpacing { p.minimumInteritemSpacing = minimumInteritemSpacing }
        if let sectionInset { p.sectionInset = sectionInset }
        if let headerReferenceSize { p.headerReferenceSize = headerReferenceSize }
        if let footerReferenceSize { p.footerReferenceSize = footerReferenceSize }
        if let horizontalAlignment { p.style.horizontalAlignment = horizontalAlignment }
        if let lastLineAlignment { p.style.lastLineAlignment = lastLineAlignment }
        if let verticalAlignment { p.style.verticalAlignment = verticalAlignment }
        if let sectionHeadersPinToVisibleBounds { p.style.headerPinsToVisibleBounds = sectionHeadersPinToVisibleBounds }
        if let sectionFootersPinToVisibleBounds { p.style.footerPinsToVisibleBounds = sectionFootersPinToVisibleBounds }
        return p
    }
}
