// SwiftUI where a UIKit screen meets it, for the files `layoutty preview` compiles (`import
// SwiftUI` reaches this module by `-module-alias`): views written in SwiftUI's shape — `View`
// and its builder, text, images, stacks, lists of `ForEach`, controls, shapes, the modifiers
// screens use, state and bindings — made into UIKit views where a screen hosts them
// (`UIHostingController`, `UIHostingConfiguration`), and UIKit hosted in SwiftUI through the
// representable protocols (what a file's `PreviewProvider` wraps its controller in).
//
// SwiftUI's own layout and diffing are not here: a hosted view is built once, as UIKit views —
// `Text` a label, a stack a `UIStackView`, `Spacer` a stretching view — laid out by Auto Layout
// with SwiftUI's default spacing; modifiers that change what a terminal shows (font, colour,
// padding, frame, background, hidden) apply, the others are kept and do nothing here. State
// changes after the view is built are not shown.
@_exported import Foundation
import UIKit
@_exported import _Layoutty_Combine

/// A piece of a screen, described.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("a primitive view has no body") }
}

/// The views that make UIKit views themselves, rather than through a body.
public protocol _PrimitiveView {
    /// The UIKit views this view stands for, in order: none for `EmptyView`, several for a
    /// `ForEach` or a group, whose container arranges them.
    @MainActor func _makeUIViews() -> [UIView]
}

extension View {
    /// The UIKit views for this view: its own, if primitive, else its body's.
    @MainActor public func _makeUIViews() -> [UIView] {
        if let primitive = self as? _PrimitiveView { return primitive._makeUIViews() }
        return body._makeUIViews()
    }

    /// One UIKit view for this view: several are stacked as a `VStack` stacks them.
    @MainActor public func _makeUIView() -> UIView {
        let views = _makeUIViews()
        if views.count == 1 { return views[0] }
        return StackBuilder.stack(views, axis: .vertical, alignment: .center, spacing: nil)
    }
}

@resultBuilder public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(.first(first)) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(.second(second)) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

public struct TupleView<T>: View, _PrimitiveView {
    public var value: T
    let make: @MainActor () -> [UIView]
    public init<each V: View>(_ value: (repeat each V)) where T == (repeat each V) {
        self.value = value
        make = {
            var views: [UIView] = []
            for view in repeat each value { views += view._makeUIViews() }
            return views
        }
    }
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] { make() }
}

public struct EmptyView: View, _PrimitiveView {
    public init() {}
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] { [] }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}
extension Optional: _PrimitiveView where Wrapped: View {
    public func _makeUIViews() -> [UIView] { self?._makeUIViews() ?? [] }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage
    init(_ storage: Storage) { self.storage = storage }
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] {
        switch storage {
        case .first(let view): view._makeUIViews()
        case .second(let view): view._makeUIViews()
        }
    }
}

public struct AnyView: View, _PrimitiveView {
    let make: @MainActor () -> [UIView]
    public init<V: View>(_ view: V) { make = { view._makeUIViews() } }
    public init<V: View>(erasing view: V) { self.init(view) }
    public var body: Never { fatalError() }
    public func _makeUIViews() -> [UIView] { make() }
}

public struct Group<Content>: _PrimitiveView {
    let content: Content
    public func _makeUIViews() -> [UIView] { (content as? any View)?._makeUIViews() ?? [] }
}
extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

extension View {
    public func eraseToAnyView() -> AnyView { AnyView(self) }
}
