import CollectionLayout
import Foundation

/// How much a constraint matters: 1000 is required; below, a preference (UIKit's values).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    public static func + (priority: Self, value: Float) -> Self { Self(priority.rawValue + value) }
    public static func - (priority: Self, value: Float) -> Self { Self(priority.rawValue - value) }
}

/// A linear relation between two views' (or layout guides') attributes:
/// `first.attribute  relation  multiplier × second.attribute + constant`. Active constraints
/// are solved together by the Cassowary solver when a view is laid out (`layoutIfNeeded`).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    open private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    open private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// A constant of −0 reads back as 0, as UIKit's does: a layout DSL's `constant: -offset`
    /// for an offset of 0 (SwiftLayout's suite prints constraints, and iOS prints `0.0`).
    open var constant: CGFloat {
        didSet { if constant == 0 { constant = 0 } }
    }
    open var priority = UILayoutPriority.required
    open var identifier: String?
    open var shouldBeArchived = false

    public init(
        item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?,
        attribute secondAttribute: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        firstItem = item as AnyObject
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem.map { $0 as AnyObject }
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant == 0 ? 0 : constant
        super.init()
    }

    /// A constraint relating nothing, as `NSLayoutConstraint()` makes one: a placeholder code
    /// replaces before activating (activating it does nothing).
    public override init() {
        firstAttribute = .notAnAttribute
        relation = .equal
        secondAttribute = .notAnAttribute
        multiplier = 1
        constant = 0
        super.init()
    }

    /// Its first item's anchor of its first attribute, and its second's (nil for a constant).
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(firstItem ?? NSNull(), firstAttribute)
    }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor($0, secondAttribute) }
    }

    /// The view that holds the constraint while it is active (its `constraints` list it).
    weak var installedOn: UIView?

    /// Where UIKit installs the constraint when it is activated: on the nearest common ancestor
    /// of its items' views (a guide's is its owning view), a view counting as its own ancestor —
    /// so `superview.constraints` holds a subview pinned to it, and a width constant is the
    /// view's own. Items with no common ancestor (iOS raises) fall back to the first item's view;
    /// the layout pass leaves such a constraint out, saying so.
    private var ancestor: UIView? {
        func view(of item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
        guard let first = view(of: firstItem) else { return nil }
        guard let second = view(of: secondItem), second !== first else { return first }
        let chain = Array(sequence(first: first) { $0.superview })
        return sequence(first: second) { $0.superview }.first { candidate in chain.contains { $0 === candidate } }
            ?? first
    }

    open var isActive: Bool {
        get { installedOn != nil }
        set {
            guard newValue != isActive else { return }
            if newValue, let ancestor { install(on: ancestor) } else { uninstall() }
        }
    }

    /// Held by `view` (`addConstraint(_:)` names it; activation finds the common ancestor).
    func install(on view: UIView) {
        uninstall()
        view.autoLayout.constraints.append(self)
        installedOn = view
        view.setNeedsLayout()
    }

    func uninstall() { Self.uninstall([self]) }

    /// Takes `constraints` off the views holding them, one pass over each view's list: a
    /// layout DSL deactivating ten thousand views' constraints at once took 25 s removing them
    /// one by one.
    /// - Complexity: O(k + c), k constraints, c held by their views.
    static func uninstall(_ constraints: some Sequence<NSLayoutConstraint>) {
        var leaving: [ObjectIdentifier: (view: UIView, constraints: Set<ObjectIdentifier>)] = [:]
        for constraint in constraints {
            guard let view = constraint.installedOn else { continue }
            leaving[ObjectIdentifier(view), default: (view, [])].constraints.insert(ObjectIdentifier(constraint))
            constraint.installedOn = nil
        }
        for (view, gone) in leaving.values {
            view.autoLayout.constraints.removeAll { gone.contains(ObjectIdentifier($0)) }
            view.setNeedsLayout()
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { uninstall(constraints) }
}

/// What Auto Layout keeps for one view: its constraints, guides and content priorities.
final class ViewAutoLayout {
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    var system: [UILayoutGuide.SystemGuide: UILayoutGuide] = [:]
}

extension UIView {
    /// UIKit's "this view has no intrinsic size along this axis".
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest and largest size `systemLayoutSizeFitting` may answer.
    public static let layoutFittingCompressedSize = CGSize.zero
    public static let layoutFittingExpandedSize = CGSize(width: 1e7, height: 1e7)

    /// What `removeFromSuperview()` does first, as UIKit does: the constraints this view and its
    /// ancestors hold that relate `subview` or any view inside it are removed (those inside the
    /// subview's own tree stay with it).
    /// - Complexity: O(n + c), n views in the subview's tree, c constraints held along the chain.
    func removeConstraints(reaching subview: UIView) {
        var inside: Set<ObjectIdentifier> = []
        var stack = [subview]
        while let view = stack.popLast() {
            inside.insert(ObjectIdentifier(view))
            stack += view.subviews
        }
        func reaches(_ item: AnyObject?) -> Bool {
            guard let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView else { return false }
            return inside.contains(ObjectIdentifier(view))
        }
        for holder in sequence(first: self, next: { $0.superview }) {
            NSLayoutConstraint.uninstall(
                holder.autoLayout.constraints.filter { reaches($0.firstItem) || reaches($0.secondItem) })
        }
    }
}
