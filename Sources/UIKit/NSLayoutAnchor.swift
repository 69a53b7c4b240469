import CollectionLayout
import Foundation

/// An attribute of a view or layout guide, from which constraints are made
/// (`label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8)`).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    package let item: AnyObject
    package let attribute: NSLayoutConstraint.Attribute

    package init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        (self.item, self.attribute) = (item, attribute)
        super.init()
    }

    /// The same item's same attribute, as UIKit's: it keeps one anchor per attribute, so
    /// `view.leadingAnchor == view.leadingAnchor`, and a constraint's `firstAnchor` is the
    /// view's anchor.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = (object as? _LayouttyAnchorParts)?.anchorParts else { return false }
        return other.item === item && other.attribute == attribute
    }
    open override var hash: Int { ObjectIdentifier(item).hashValue ^ attribute.rawValue }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, multiplier: CGFloat = 1, constant: CGFloat
    )
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// A horizontal position: leading, trailing, left, right, centre X.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// UIKit's standard spacing between two views side by side: 8 points.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: 8 * multiplier)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
    }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: 8 * multiplier)
    }
}

/// A vertical position: top, bottom, centre Y, baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// UIKit's standard spacing between two views one above the other: 8 points.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: 8 * multiplier)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: 8 * multiplier)
    }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: 8 * multiplier)
    }
}

/// A width or a height: related to another, or to a constant.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// What any anchor is made of, whatever its generic argument: `isEqual` compares anchors of
/// different kinds (a constraint's `firstAnchor`, of `AnyObject`, with a view's `widthAnchor`).
protocol _LayouttyAnchorParts {
    var anchorParts: (item: AnyObject, attribute: NSLayoutConstraint.Attribute) { get }
}

extension NSLayoutAnchor: _LayouttyAnchorParts {
    var anchorParts: (item: AnyObject, attribute: NSLayoutConstraint.Attribute) { (item, attribute) }
}
