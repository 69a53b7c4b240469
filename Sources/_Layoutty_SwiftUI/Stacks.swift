import UIKit

/// Builds the `UIStackView` a SwiftUI stack becomes.
enum StackBuilder {
    /// SwiftUI's spacing between neighbours when none is given (8 points on iOS).
    static let defaultSpacing: CGFloat = 8

    @MainActor static func stack(
        _ views: [UIView], axis: NSLayoutConstraint.Axis, alignment: UIStackView.Alignment, spacing: CGFloat?
    ) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.alignment = alignment
        stack.spacing = spacing ?? defaultSpacing
        return stack
    }
}

public struct HorizontalAlignment: Equatable, Sendable {
    let stack: UIStackView.Alignment
    public static let leading = HorizontalAlignment(stack: .leading)
    public static let center = HorizontalAlignment(stack: .center)
    public static let trailing = HorizontalAlignment(stack: .trailing)
    public static let listRowSeparatorLeading = HorizontalAlignment(stack: .leading)
}

public struct VerticalAlignment: Equatable, Sendable {
    let stack: UIStackView.Alignment
    public static let top = VerticalAlignment(stack: .top)
    public static let center = VerticalAlignment(stack: .center)
    public static let bottom = VerticalAlignment(stack: .bottom)
    public static let firstTextBaseline = VerticalAlignment(stack: .firstBaseline)
    public static let lastTextBaseline = VerticalAlignment(stack: .lastBaseline)
}

public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

public struct VStack<Content: View>: View, _PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] {
        [StackBuilder.stack(content._makeUIViews(), axis: .vertical, alignment: alignment.stack, spacing: spacing)]
    }
}

public struct HStack<Content: View>: View, _PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] {
        [StackBuilder.stack(content._makeUIViews(), axis: .horizontal, alignment: alignment.stack, spacing: spacing)]
    }
}

public typealias LazyVStack = VStack
public typealias LazyHStack = HStack

/// Views on top of each other, each filling the stack.
public struct ZStack<Content: View>: View, _PrimitiveView {
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] {
        let container = UIView()
        for view in content._makeUIViews() {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                view.centerYAnchor.constraint(equalTo: container.centerYAnchor),
                view.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor),
                view.heightAnchor.constraint(lessThanOrEqualTo: container.heightAnchor)
            ])
        }
        return [container]
    }
}

/// Space that grows along its stack.
public struct Spacer: View, _PrimitiveView {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] {
        let view = UIView()
        view.setContentHuggingPriority(.init(1), for: .horizontal)
        view.setContentHuggingPriority(.init(1), for: .vertical)
        return [view]
    }
}

public struct Divider: View, _PrimitiveView {
    public init() {}
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] {
        let view = UIView()
        view.backgroundColor = .separator
        return [view]
    }
}

/// One view per element of the data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, _PrimitiveView {
    public let data: Data
    public let content: (Data.Element) -> Content
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
    }
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] { data.flatMap { content($0)._makeUIViews() } }
}

extension ForEach {
    /// Rows deleted or moved by a user: none are, here.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { self }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View { self }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

/// Content that scrolls: here laid out whole.
public struct ScrollView<Content: View>: View, _PrimitiveView {
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] { content._makeUIViews() }
}

public enum Axis: Hashable, Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Rows, one under another (SwiftUI's list style is not drawn: its rows are).
public struct List<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    let content: Content
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] {
        [StackBuilder.stack(content._makeUIViews(), axis: .vertical, alignment: .fill, spacing: nil)]
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

public typealias Form<Content: View> = List<Never, Content>

/// A titled group of rows.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }
    public var body: some View {
        VStack(alignment: .leading) {
            header
            content
            footer
        }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

/// Navigation around content: the content itself here (a hosting screen has UIKit's bar).
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}
public typealias NavigationStack = NavigationView

public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { label = Text(titleKey) }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }
}

public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid's cells in rows of as many columns as it has.
public struct LazyVGrid<Content: View>: View, _PrimitiveView {
    let columns: Int
    let spacing: CGFloat?
    let content: Content
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        self.columns = max(1, columns.count)
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] {
        let cells = content._makeUIViews()
        let rows = stride(from: 0, to: cells.count, by: columns).map { start in
            let row = StackBuilder.stack(
                Array(cells[start..<min(start + columns, cells.count)]), axis: .horizontal, alignment: .center,
                spacing: nil)
            row.distribution = .fillEqually
            return row as UIView
        }
        return [StackBuilder.stack(rows, axis: .vertical, alignment: .fill, spacing: spacing)]
    }
}

public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
