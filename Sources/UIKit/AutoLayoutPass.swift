import CassowarySolver
import CollectionLayout
import Foundation
import _LayouttyConsole

/// One Auto Layout pass over a view tree: every view and layout guide becomes four variables
/// (x, y, width, height in the root's coordinates), every active constraint a linear constraint
/// among them, and the Cassowary solver (`ConstraintSolver`, in the core) finds the frames.
/// Views that translate their autoresizing mask keep their frame (their width and height follow
/// the superview's where the mask is flexible); views with an intrinsic content size get
/// UIKit's hugging and compression-resistance preferences; multi-line labels are measured
/// again at the width the first solution gave them. Constraints that cannot hold together are
/// left out and reported once, as UIKit logs them (`issues`).
struct AutoLayoutPass {
    let root: UIView
    /// `systemLayoutSizeFitting`: the target size and how strongly each axis is held to it
    /// (nil: lay out the tree at the root's frame).
    let fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?

    /// What one solution gave.
    struct Solution {
        var frames: [ObjectIdentifier: CGRect] = [:]
        var size: CGSize = .zero
        var issues: [String] = []
    }

    /// Solves, measuring multi-line labels again at their solved widths, then (unless fitting)
    /// sets each view's frame and calls `layoutSubviews` from the root down.
    @discardableResult
    func run() -> Solution {
        let views = Self.tree(of: root)
        var solution = solve(views, wrapWidths: [:])
        let wrapped = Dictionary(
            uniqueKeysWithValues: views.compactMap { view -> (ObjectIdentifier, CGFloat)? in
                guard let label = view as? UILabel, label.numberOfLines != 1,
                    let frame = solution.frames[ObjectIdentifier(label)],
                    frame.width < label.intrinsicContentSize.width - 0.01
                else { return nil }
                return (ObjectIdentifier(label), frame.width)
            })
        if !wrapped.isEmpty { solution = solve(views, wrapWidths: wrapped) }
        Console.report(solution.issues)
        guard fitting == nil else { return solution }
        let running = root.isRunningPass
        root.isRunningPass = true
        defer { root.isRunningPass = running }
        for view in views where view !== root {
            guard let frame = solution.frames[ObjectIdentifier(view)], let parent = view.superview,
                let parentFrame = solution.frames[ObjectIdentifier(parent)]
            else { continue }
            let local = frame.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
            if !view.translatesAutoresizingMaskIntoConstraints || view.frame != local { view.frame = local }
        }
        for view in views {
            for guide in view.autoLayout.guides + view.autoLayout.system.values {
                if let frame = solution.frames[ObjectIdentifier(guide)],
                    let owner = solution.frames[ObjectIdentifier(view)]
                {
                    guide.layoutFrame = frame.offsetBy(dx: -owner.minX, dy: -owner.minY)
                }
            }
            if let scrollView = view as? UIScrollView, let content = scrollView.autoLayout.system[.scrollContent],
                scrollView.contentSize != content.layoutFrame.size
            {
                scrollView.contentSize = content.layoutFrame.size
            }
            let inside = view.isInLayoutSubviews
            view.isInLayoutSubviews = true
            view.layoutSubviews()
            view.isInLayoutSubviews = inside
        }
        return solution
    }

    /// The view and its subviews, depth first (a parent before its children).
    static func tree(of view: UIView) -> [UIView] { [view] + view.subviews.flatMap(tree(of:)) }

    private struct Item {
        let x, y, width, height: ConstraintSolver.Variable
    }

    private func solve(_ views: [UIView], wrapWidths: [ObjectIdentifier: CGFloat]) -> Solution {
        let solver = ConstraintSolver()
        var items: [ObjectIdentifier: Item] = [:]
        func item(_ object: AnyObject) -> Item {
            if let found = items[ObjectIdentifier(object)] { return found }
            let made = Item(
                x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
                height: solver.makeVariable())
            items[ObjectIdentifier(object)] = made
            return made
        }
        var issues: [String] = []
        func add(
            _ constraint: ConstraintSolver.Constraint, _ priority: UILayoutPriority,
            _ describe: @autoclosure () -> String
        ) {
            do {
                try solver.add(constraint, strength: Self.strength(priority))
            } catch {
                issues.append("unable to satisfy \(describe()): left out, as UIKit breaks it")
            }
        }
        // A scroll view's content guide that a constraint reaches through its edges is made
        // before the guides are read.
        for view in views {
            for constraint in view.autoLayout.constraints + view.generatedConstraints {
                if let first = constraint.firstItem {
                    _ = Self.attached(first, constraint.firstAttribute, other: constraint.secondItem)
                }
                if let second = constraint.secondItem {
                    _ = Self.attached(second, constraint.secondAttribute, other: constraint.firstItem)
                }
            }
        }
        for view in views {
            let me = item(view)
            for guide in view.autoLayout.guides { _ = item(guide) }
            for (kind, guide) in view.autoLayout.system.sorted(by: { "\($0.key)" < "\($1.key)" }) {
                for (constraint, priority, name) in systemGuideConstraints(kind, guide: item(guide), of: me, view: view)
                {
                    add(constraint, priority, "\(Self.name(view)).\(name)")
                }
            }
            for (constraint, priority, name) in frameConstraints(
                view, me, parent: view.superview.map { item($0) }, wrapWidths)
            {
                add(constraint, priority, "\(Self.name(view)).\(name)")
            }
        }
        let known = Set(items.keys)
        for view in views {
            for constraint in view.autoLayout.constraints + view.generatedConstraints {
                guard let first = constraint.firstItem, known.contains(ObjectIdentifier(first)),
                    constraint.secondItem.map({ known.contains(ObjectIdentifier($0)) }) ?? true
                else {
                    issues.append("\(Self.describe(constraint)) relates views with no common ancestor: left out")
                    continue
                }
                add(linear(constraint, item), constraint.priority, Self.describe(constraint))
            }
        }
        for view in views where !view.translatesAutoresizingMaskIntoConstraints {
            let found = item(view)
            let free = zip(["x", "y", "width", "height"], [found.x, found.y, found.width, found.height]).filter {
                solver.isFree($0.1)
            }
            if !free.isEmpty {
                issues.append(
                    "ambiguous layout: \(Self.name(view)) has no constraint for its \(free.map(\.0).joined(separator: ", "))"
                )
            }
            // What the constraints leave open, a view keeps, as UIKit's engine leaves a value
            // where it was: its size held to its frame's more weakly than any priority holds.
            // Not required, so never refused.
            if view !== root {
                try? solver.add(.init([(found.width, 1)], .equal, view.frame.width), strength: Self.keepingStrength)
                try? solver.add(.init([(found.height, 1)], .equal, view.frame.height), strength: Self.keepingStrength)
            }
        }
        // A content guide no constraint sizes keeps the content size, as weakly.
        for case let scrollView as UIScrollView in views {
            guard let guide = scrollView.autoLayout.system[.scrollContent].map({ item($0) }) else { continue }
            let size = scrollView.contentSize
            try? solver.add(.init([(guide.width, 1)], .equal, size.width), strength: Self.keepingStrength)
            try? solver.add(.init([(guide.height, 1)], .equal, size.height), strength: Self.keepingStrength)
        }
        var solution = Solution(issues: issues)
        for (id, found) in items {
            solution.frames[id] = CGRect(
                x: solver.value(of: found.x), y: solver.value(of: found.y), width: solver.value(of: found.width),
                height: solver.value(of: found.height))
        }
        solution.size = solution.frames[ObjectIdentifier(root)]?.size ?? .zero
        return solution
    }

    /// Where a view's frame comes from besides the user's constraints: the root's size (or the
    /// fitting target), an autoresizing view's frame, a view's intrinsic content size.
    private func frameConstraints(_ view: UIView, _ me: Item, parent: Item?, _ wrapWidths: [ObjectIdentifier: CGFloat])
        -> [(ConstraintSolver.Constraint, UILayoutPriority, String)]
    {
        var made: [(ConstraintSolver.Constraint, UILayoutPriority, String)] = []
        if view === root {
            made += [(.init([(me.x, 1)], .equal, 0), .required, "x"), (.init([(me.y, 1)], .equal, 0), .required, "y")]
            if let fitting {
                made += [
                    (.init([(me.width, 1)], .equal, fitting.size.width), fitting.horizontal, "width"),
                    (.init([(me.height, 1)], .equal, fitting.size.height), fitting.vertical, "height"),
                    (.init([(me.width, 1)], .greaterOrEqual, 0), .required, "width"),
                    (.init([(me.height, 1)], .greaterOrEqual, 0), .required, "height")
                ]
            } else {
                made += [
                    (.init([(me.width, 1)], .equal, view.frame.width), .required, "width"),
                    (.init([(me.height, 1)], .equal, view.frame.height), .required, "height")
                ]
            }
        } else if view.translatesAutoresizingMaskIntoConstraints, let parent, let superview = view.superview {
            let frame = view.frame
            made += [
                (.init([(me.x, 1), (parent.x, -1)], .equal, frame.minX), .required, "x"),
                (.init([(me.y, 1), (parent.y, -1)], .equal, frame.minY), .required, "y")
            ]
            // A flexible width or height keeps its gaps to the superview's edges as it resizes.
            made.append(
                view.autoresizingMask.contains(.flexibleWidth)
                    ? (
                        .init([(me.width, 1), (parent.width, -1)], .equal, frame.width - superview.frame.width),
                        .required, "width"
                    )
                    : (.init([(me.width, 1)], .equal, frame.width), .required, "width"))
            made.append(
                view.autoresizingMask.contains(.flexibleHeight)
                    ? (
                        .init([(me.height, 1), (parent.height, -1)], .equal, frame.height - superview.frame.height),
                        .required, "height"
                    )
                    : (.init([(me.height, 1)], .equal, frame.height), .required, "height"))
        }
        let intrinsic =
            (view as? UILabel).flatMap { label in wrapWidths[ObjectIdentifier(label)].map { label.textSize(within: $0) }
            }
            ?? view.intrinsicContentSize
        for (axis, length, variable) in [
            (NSLayoutConstraint.Axis.horizontal, intrinsic.width, me.width), (.vertical, intrinsic.height, me.height)
        ]
        where length != UIView.noIntrinsicMetric {
            let name = axis == .horizontal ? "width" : "height"
            made.append(
                (
                    .init([(variable, 1)], .greaterOrEqual, length),
                    view.contentCompressionResistancePriority(for: axis), "\(name) ≥ content"
                )
            )
            made.append(
                (
                    .init([(variable, 1)], .lessOrEqual, length), view.contentHuggingPriority(for: axis),
                    "\(name) ≤ content"
                ))
        }
        return made
    }

    /// A safe area, margins or readable-content guide inside its view, or a scroll view's.
    private func systemGuideConstraints(
        _ kind: UILayoutGuide.SystemGuide, guide: Item, of view: Item, view owner: UIView
    )
        -> [(ConstraintSolver.Constraint, UILayoutPriority, String)]
    {
        if let scrollView = owner as? UIScrollView, kind == .scrollContent || kind == .scrollFrame {
            return scrollGuideConstraints(kind, guide: guide, of: view, scrollView)
        }
        if kind == .keyboard { return keyboardGuideConstraints(guide: guide, of: view, view: owner) }
        let insets = owner.insets(of: kind)
        var made: [(ConstraintSolver.Constraint, UILayoutPriority, String)] = [
            (.init([(guide.y, 1), (view.y, -1)], .equal, insets.top), .required, "\(kind).top"),
            (
                .init([(guide.height, 1), (view.height, -1)], .equal, -insets.top - insets.bottom), .required,
                "\(kind).height"
            )
        ]
        if kind == .readableContent {
            // As wide as the margins allow (preferred), at most the readable width, centred
            // between them (`frame(ofSystemGuide:)` says the same of a guide read between passes).
            made += [
                (
                    .init([(guide.width, 1)], .lessOrEqual, UILayoutGuide.readableContentWidth), .required,
                    "readable.width"
                ),
                (
                    .init([(guide.width, 1), (view.width, -1)], .lessOrEqual, -insets.left - insets.right), .required,
                    "readable.width"
                ),
                (
                    .init([(guide.width, 1), (view.width, -1)], .equal, -insets.left - insets.right), 999,
                    "readable.fill"
                ),
                (
                    .init(
                        [(guide.x, 2), (guide.width, 1), (view.x, -2), (view.width, -1)], .equal,
                        insets.left - insets.right), .required,
                    "readable.centerX"
                )
            ]
        } else {
            made += [
                (.init([(guide.x, 1), (view.x, -1)], .equal, insets.left), .required, "\(kind).left"),
                (
                    .init([(guide.width, 1), (view.width, -1)], .equal, -insets.left - insets.right), .required,
                    "\(kind).width"
                )
            ]
        }
        return made
    }

    /// The hidden keyboard's guide (`UIKeyboardLayoutGuide`): the view's width, its bottom the
    /// view's, as tall as the safe area's bottom inset (or nothing).
    private func keyboardGuideConstraints(guide: Item, of view: Item, view owner: UIView)
        -> [(ConstraintSolver.Constraint, UILayoutPriority, String)]
    {
        let height = owner.frame(ofSystemGuide: .keyboard)?.height ?? 0
        return [
            (.init([(guide.y, 1), (view.y, -1), (view.height, -1)], .equal, -height), .required, "keyboard.top"),
            (.init([(guide.height, 1)], .equal, height), .required, "keyboard.height"),
            (.init([(guide.x, 1), (view.x, -1)], .equal, 0), .required, "keyboard.left"),
            (.init([(guide.width, 1), (view.width, -1)], .equal, 0), .required, "keyboard.width")
        ]
    }

    /// A scroll view's content guide starts where its content does (the solver places a scroll
    /// view's subviews from its frame's origin, as their frames are in content coordinates);
    /// its size, held as weakly as a view's, is the content size unless constraints give one.
    /// The frame guide is the frame, where the content is scrolled to.
    private func scrollGuideConstraints(
        _ kind: UILayoutGuide.SystemGuide, guide: Item, of view: Item, _ scrollView: UIScrollView
    ) -> [(ConstraintSolver.Constraint, UILayoutPriority, String)] {
        let name = kind == .scrollContent ? "contentLayoutGuide" : "frameLayoutGuide"
        let origin = kind == .scrollContent ? CGPoint.zero : scrollView.contentOffset
        var made: [(ConstraintSolver.Constraint, UILayoutPriority, String)] = [
            (.init([(guide.x, 1), (view.x, -1)], .equal, origin.x), .required, "\(name).x"),
            (.init([(guide.y, 1), (view.y, -1)], .equal, origin.y), .required, "\(name).y")
        ]
        if kind == .scrollFrame {
            made += [
                (.init([(guide.width, 1), (view.width, -1)], .equal, 0), .required, "\(name).width"),
                (.init([(guide.height, 1), (view.height, -1)], .equal, 0), .required, "\(name).height")
            ]
        }
        return made
    }

    /// What a constraint's item stands for: a scroll view's edges, related to what is inside
    /// it, are its content's (UIKit: "constraints between the edges or margins of the scroll
    /// view and its content attach to the scroll view's content area"); its width, height and
    /// centres stay its frame's.
    private static func attached(
        _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?
    ) -> AnyObject {
        guard let scrollView = object as? UIScrollView, !edgeFree.contains(attribute),
            let inside = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView,
            inside !== scrollView, inside.isDescendant(of: scrollView)
        else { return object }
        return scrollView.contentLayoutGuide
    }

    /// The attributes that are no edge or margin.
    private static let edgeFree: Set<NSLayoutConstraint.Attribute> = [
        .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute
    ]

    /// `first.a  relation  m × second.b + c` as `first.a − m × second.b  relation  c`.
    private func linear(_ constraint: NSLayoutConstraint, _ item: (AnyObject) -> Item) -> ConstraintSolver.Constraint {
        let first = Self.attached(constraint.firstItem!, constraint.firstAttribute, other: constraint.secondItem)
        var (terms, offset) = Self.expression(constraint.firstAttribute, of: item(first), first)
        var value = Double(constraint.constant) - offset
        if let given = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            let second = Self.attached(given, constraint.secondAttribute, other: constraint.firstItem)
            let (secondTerms, secondOffset) = Self.expression(constraint.secondAttribute, of: item(second), second)
            terms += secondTerms.map { ($0.0, -$0.1 * Double(constraint.multiplier)) }
            value += Double(constraint.multiplier) * secondOffset
        }
        let relation: ConstraintSolver.Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessOrEqual
            case .greaterThanOrEqual: .greaterOrEqual
            }
        return ConstraintSolver.Constraint(terms, relation, value)
    }

    /// An attribute as `Σ terms + offset` over the item's variables (left to right, leading is
    /// left; right to left, leading and trailing are measured leftwards from the right).
    private static func expression(_ attribute: NSLayoutConstraint.Attribute, of item: Item, _ object: AnyObject)
        -> ([(ConstraintSolver.Variable, Double)], Double)
    {
        // A guide's margins are its view's: only a scroll view's content guide has margin
        // attributes, its scroll view's margins there (`attached`).
        let view = object as? UIView ?? (object as? UILayoutGuide)?.owningView
        let margins = view?.insets(of: .margins) ?? .zero
        let baselines: (top: Double, bottom: Double) = (object as? UIView)?.baselineInsets ?? (0, 0)
        // Right to left, leading is the right edge and a leading constant runs leftwards: the
        // edges are measured from the right (−x), so `leading = other.leading + 16` insets.
        if view?.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            switch attribute {
            case .leading: return ([(item.x, -1), (item.width, -1)], 0)
            case .trailing: return ([(item.x, -1)], 0)
            case .leadingMargin: return ([(item.x, -1), (item.width, -1)], margins.right)
            case .trailingMargin: return ([(item.x, -1)], -margins.left)
            default: break
            }
        }
        switch attribute {
        case .left, .leading: return ([(item.x, 1)], 0)
        case .right, .trailing: return ([(item.x, 1), (item.width, 1)], 0)
        case .top: return ([(item.y, 1)], 0)
        case .bottom: return ([(item.y, 1), (item.height, 1)], 0)
        case .width: return ([(item.width, 1)], 0)
        case .height: return ([(item.height, 1)], 0)
        case .centerX: return ([(item.x, 1), (item.width, 0.5)], 0)
        case .centerY: return ([(item.y, 1), (item.height, 0.5)], 0)
        case .firstBaseline: return ([(item.y, 1)], baselines.top)
        case .lastBaseline: return ([(item.y, 1), (item.height, 1)], -baselines.bottom)
        case .leftMargin, .leadingMargin: return ([(item.x, 1)], margins.left)
        case .rightMargin, .trailingMargin: return ([(item.x, 1), (item.width, 1)], -margins.right)
        case .topMargin: return ([(item.y, 1)], margins.top)
        case .bottomMargin: return ([(item.y, 1), (item.height, 1)], -margins.bottom)
        case .centerXWithinMargins: return ([(item.x, 1), (item.width, 0.5)], (margins.left - margins.right) / 2)
        case .centerYWithinMargins: return ([(item.y, 1), (item.height, 0.5)], (margins.top - margins.bottom) / 2)
        case .notAnAttribute: return ([], 0)
        }
    }

    /// UIKit's priorities are strictly ordered; as solver weights, each 100 of priority is ten
    /// times stronger (250 against 750: 100,000 times), so a higher priority wins any direct
    /// conflict of similar size.
    static func strength(_ priority: UILayoutPriority) -> Double {
        priority >= .required ? ConstraintSolver.required : pow(10, Double(max(1, priority.rawValue)) / 100)
    }
    /// Weaker than any priority a constraint may have (1 is the least, 10^0.01 strong): what
    /// holds a view's size where it was when its constraints leave it open. Given to the solver
    /// as it is, never as a priority: a constraint of priority 0 is one of 1, as UIKit takes it.
    static let keepingStrength = 1e-3

    static func name(_ object: AnyObject?) -> String {
        guard let object else { return "nil" }
        if let view = object as? UIView, let label = (view as? UILabel)?.text {
            return "\(type(of: view))(\"\(label)\")"
        }
        return "\(type(of: object))"
    }

    static func describe(_ constraint: NSLayoutConstraint) -> String {
        let relation = [NSLayoutConstraint.Relation.equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">="][
            constraint.relation]!
        var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(relation) "
        if let second = constraint.secondItem {
            text += "\(name(second)).\(constraint.secondAttribute)"
            if constraint.multiplier != 1 { text += " × \(constraint.multiplier)" }
            if constraint.constant != 0 { text += " + \(constraint.constant)" }
        } else {
            text += "\(constraint.constant)"
        }
        return text
    }
}
