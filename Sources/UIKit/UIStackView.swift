import Foundation

/// UIKit's stack view: its arranged subviews in a row or column, placed by the constraints it
/// makes (spacing, alignment across, distribution along), solved with the others.
@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal
    open var spacing: CGFloat = 0
    open var alignment = Alignment.fill
    open var distribution = Distribution.fill
    open var isLayoutMarginsRelativeArrangement = false
    open var isBaselineRelativeArrangement = false
    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    /// Convenience, as UIKit declares it: a subclass that overrides `init(frame:)` and
    /// `init(coder:)` inherits it, and `init()` with it (`EmptyPageStackView()`).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
    }
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
    open func setCustomSpacing(_ spacing: CGFloat, after view: UIView) {
        customSpacing[ObjectIdentifier(view)] = spacing
    }
    open func customSpacing(after view: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(view)] ?? UIStackView.spacingUseDefault
    }

    /// The stack's constraints: shown views edge to edge along the axis with the spacing
    /// between, each placed across by the alignment; `fillEqually` makes them equal.
    override var generatedConstraints: [NSLayoutConstraint] {
        let shown = arrangedSubviews.filter { !$0.isHidden }
        guard !shown.isEmpty else { return [] }
        let horizontal = axis == .horizontal
        let margins = isLayoutMarginsRelativeArrangement
        let (start, end): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal
            ? (margins ? .leadingMargin : .leading, margins ? .trailingMargin : .trailing)
            : (margins ? .topMargin : .top, margins ? .bottomMargin : .bottom)
        let (crossStart, crossEnd, crossCenter):
            (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                horizontal
                ? (margins ? .topMargin : .top, margins ? .bottomMargin : .bottom, .centerY)
                : (margins ? .leadingMargin : .leading, margins ? .trailingMargin : .trailing, .centerX)
        func make(
            _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject,
            _ ba: NSLayoutConstraint.Attribute, _ c: CGFloat = 0
        ) -> NSLayoutConstraint {
            NSLayoutConstraint(
                item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: 1, constant: c)
        }
        let (alongStart, alongEnd): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.leading, .trailing) : (.top, .bottom)
        var made = [
            make(shown[0], alongStart, .equal, self, start), make(self, end, .equal, shown[shown.count - 1], alongEnd)
        ]
        for (previous, next) in zip(shown, shown.dropFirst()) {
            let custom = customSpacing(after: previous)
            made.append(
                make(
                    next, alongStart, .equal, previous, alongEnd,
                    custom == UIStackView.spacingUseDefault ? spacing : custom))
            if distribution == .fillEqually {
                made.append(make(next, horizontal ? .width : .height, .equal, shown[0], horizontal ? .width : .height))
            }
        }
        if alignment != .fill {
            // Across, the stack hugs its tallest (widest) view, as UIKit's own weak constraint does.
            made.append(
                NSLayoutConstraint(
                    item: self, attribute: horizontal ? .height : .width, relatedBy: .equal, toItem: nil,
                    attribute: .notAnAttribute,
                    multiplier: 1, constant: 0))
            made[made.count - 1].priority = UILayoutPriority(25)
        }
        let (viewStart, viewEnd): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.top, .bottom) : (.leading, .trailing)
        for view in shown {
            switch alignment {
            case .fill:
                made += [make(view, viewStart, .equal, self, crossStart), make(view, viewEnd, .equal, self, crossEnd)]
            case .leading, .firstBaseline:
                made += [
                    make(view, viewStart, .equal, self, crossStart),
                    make(view, viewEnd, .lessThanOrEqual, self, crossEnd)
                ]
            case .trailing, .lastBaseline:
                made += [
                    make(view, viewStart, .greaterThanOrEqual, self, crossStart),
                    make(view, viewEnd, .equal, self, crossEnd)
                ]
            case .center:
                made += [
                    make(view, crossCenter, .equal, self, crossCenter),
                    make(view, viewStart, .greaterThanOrEqual, self, crossStart)
                ]
            }
        }
        return made
    }
}
