import UIKit

/// A view whose UIKit views are changed once made: the modifiers that show in a terminal.
struct _Changed<Content: View>: View, _PrimitiveView {
    let content: Content
    let change: @MainActor (UIView) -> UIView
    var body: Never { fatalError() }
    func _makeUIViews() -> [UIView] { [change(content._makeUIView())] }
}

extension View {
    /// `action` runs as the view comes on screen — a window takes its views — as SwiftUI runs
    /// it before the first frame showing it: what a screen loads there is shown.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _Changed(content: self) { AppearanceView($0, appear: action) }
    }
    /// `action` runs as the view leaves the screen (its views leave the window: a new root
    /// view, a screen dismissed).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        _Changed(content: self) { AppearanceView($0, disappear: action) }
    }
}

/// The content's view, in a view that tells as a window takes it and as it leaves it.
final class AppearanceView: UIView {
    private let appear: (() -> Void)?
    private let disappear: (() -> Void)?
    init(_ content: UIView, appear: (() -> Void)? = nil, disappear: (() -> Void)? = nil) {
        (self.appear, self.disappear) = (appear, disappear)
        super.init(frame: .zero)
        pin(content, in: self)
    }
    required init?(coder: NSCoder) { fatalError("made by onAppear and onDisappear") }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { appear?() } else { disappear?() }
    }
}

public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
    let views: @MainActor () -> [UIView]
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] { views() }
}

public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
    public var body: some View {
        let content = content
        return modifier.body(content: _ViewModifier_Content<Modifier>(views: { content._makeUIViews() }))
    }
}

public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }

/// Every label in `view`, itself included.
@MainActor func labels(in view: UIView) -> [UILabel] {
    (view as? UILabel).map { [$0] } ?? view.subviews.flatMap(labels(in:))
}

extension View {
    func changed(_ change: @escaping @MainActor (UIView) -> UIView) -> some View {
        _Changed(content: self, change: change)
    }

    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }

    // MARK: What shows

    public func font(_ font: Font?) -> some View {
        changed { view in
            if let font { labels(in: view).forEach { $0.font = font.uiFont } }
            return view
        }
    }
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    public func bold(_ isActive: Bool = true) -> some View {
        changed { view in
            if isActive { labels(in: view).forEach { $0.font = UIFont.boldSystemFont(ofSize: $0.font.pointSize) } }
            return view
        }
    }
    public func foregroundColor(_ color: Color?) -> some View {
        changed { view in
            if let color { labels(in: view).forEach { $0.textColor = color.uiColor } }
            return view
        }
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { foregroundColor(style as? Color) }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundColor(primary as? Color)
    }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        changed { view in
            let aligned: NSTextAlignment = alignment == .center ? .center : alignment == .trailing ? .right : .left
            labels(in: view).forEach { $0.textAlignment = aligned }
            return view
        }
    }
    public func lineLimit(_ number: Int?) -> some View {
        changed { view in
            labels(in: view).forEach { $0.numberOfLines = number ?? 0 }
            return view
        }
    }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit) }

    /// Insets the view in a container, `length` on each of `edges` (16 points when none is given,
    /// SwiftUI's default on iOS).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let inset = length ?? 16
        return padding(
            EdgeInsets(
                top: edges.contains(.top) ? inset : 0, leading: edges.contains(.leading) ? inset : 0,
                bottom: edges.contains(.bottom) ? inset : 0, trailing: edges.contains(.trailing) ? inset : 0))
    }
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    public func padding(_ insets: EdgeInsets) -> some View {
        changed { view in
            let container = UIView()
            pin(
                view, in: container,
                insets: NSDirectionalEdgeInsets(
                    top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
            return container
        }
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        changed { view in
            view.translatesAutoresizingMaskIntoConstraints = false
            if let width { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
            if let height { view.heightAnchor.constraint(equalToConstant: height).isActive = true }
            return view
        }
    }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        changed { view in
            view.translatesAutoresizingMaskIntoConstraints = false
            if let minWidth { view.widthAnchor.constraint(greaterThanOrEqualToConstant: minWidth).isActive = true }
            if let minHeight { view.heightAnchor.constraint(greaterThanOrEqualToConstant: minHeight).isActive = true }
            if let maxWidth, maxWidth.isFinite {
                view.widthAnchor.constraint(lessThanOrEqualToConstant: maxWidth).isActive = true
            }
            if let maxHeight, maxHeight.isFinite {
                view.heightAnchor.constraint(lessThanOrEqualToConstant: maxHeight).isActive = true
            }
            return view
        }
    }

    public func background(_ color: Color) -> some View {
        changed { view in
            view.backgroundColor = color.uiColor
            return view
        }
    }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        changed { view in
            if let color = style as? Color { view.backgroundColor = color.uiColor }
            return view
        }
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let color = (content() as? Color)?.uiColor
        return changed { view in
            if let color { view.backgroundColor = color }
            return view
        }
    }
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        let color = (background as? Color)?.uiColor
        return changed { view in
            if let color { view.backgroundColor = color }
            return view
        }
    }
    public func hidden() -> some View {
        changed { view in
            view.isHidden = true
            return view
        }
    }
    public func opacity(_ opacity: Double) -> some View {
        changed { view in
            view.alpha = opacity
            return view
        }
    }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        changed { view in
            view.layer.cornerRadius = radius
            return view
        }
    }
    public func tint(_ tint: Color?) -> some View {
        changed { view in
            if let tint { view.tintColor = tint.uiColor }
            return view
        }
    }
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
    public func disabled(_ disabled: Bool) -> some View {
        changed { view in
            view.isUserInteractionEnabled = !disabled
            return view
        }
    }
}
