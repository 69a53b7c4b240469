import UIKit

/// Pins `hosted` inside `container` by `insets`, as a hosted SwiftUI view fills its host.
@MainActor func pin(_ hosted: UIView, in container: UIView, insets: NSDirectionalEdgeInsets = .zero) {
    hosted.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(hosted)
    NSLayoutConstraint.activate([
        hosted.topAnchor.constraint(equalTo: container.topAnchor, constant: insets.top),
        hosted.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: insets.leading),
        container.bottomAnchor.constraint(equalTo: hosted.bottomAnchor, constant: insets.bottom),
        container.trailingAnchor.constraint(equalTo: hosted.trailingAnchor, constant: insets.trailing)
    ])
}

public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// A SwiftUI view as a screen: its UIKit views fill the controller's safe area.
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content {
        didSet { if isViewLoaded { host() } }
    }
    open var sizingOptions: UIHostingControllerSizingOptions = []
    /// SwiftUI's underscored switch that keeps the hosted view out of the safe area (libraries
    /// hosting SwiftUI cells set it): kept; the hosted content has no safe area here either.
    public var _disableSafeArea = false
    private var hosted: UIView?

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
    public init?(coder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        fatalError("UIHostingController(coder:) needs a root view: override it to call init(coder:rootView:)")
    }

    open override func loadView() { view = HostingView() }

    open override func viewDidLoad() {
        super.viewDidLoad()
        host()
    }

    private func host() {
        hosted?.removeFromSuperview()
        let made = rootView._makeUIView()
        made.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(made)
        let area = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            made.topAnchor.constraint(equalTo: area.topAnchor),
            made.leadingAnchor.constraint(equalTo: area.leadingAnchor),
            made.trailingAnchor.constraint(equalTo: area.trailingAnchor),
            made.bottomAnchor.constraint(lessThanOrEqualTo: area.bottomAnchor)
        ])
        hosted = made
    }

    open func sizeThatFits(in size: CGSize) -> CGSize { view.systemLayoutSizeFitting(size) }
}

/// A hosting controller's view: it fits its content, as SwiftUI sizes a hosted view to what it
/// holds (`hostingController.view.sizeThatFits(_:)`, a representable's intrinsic size).
final class HostingView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        subviews.first.map { $0.systemLayoutSizeFitting(size) } ?? .zero
    }
}

/// A cell's content as a SwiftUI view (iOS 16): its UIKit views inside the cell's margins.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let background: Background
    var margins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    var minimumSize = CGSize.zero

    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        background = EmptyView()
    }
    init(content: Content, background: Background, margins: NSDirectionalEdgeInsets, minimumSize: CGSize) {
        self.content = content
        self.background = background
        self.margins = margins
        self.minimumSize = minimumSize
    }

    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
        var copy = self
        if edges.contains(.top) { copy.margins.top = insets.top }
        if edges.contains(.leading) { copy.margins.leading = insets.leading }
        if edges.contains(.bottom) { copy.margins.bottom = insets.bottom }
        if edges.contains(.trailing) { copy.margins.trailing = insets.trailing }
        return copy
    }
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
        var copy = self
        copy.minimumSize = CGSize(width: width ?? 0, height: height ?? 0)
        return copy
    }
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(
            content: self.content, background: content(), margins: margins, minimumSize: minimumSize)
    }
    public func background<S: ShapeStyle>(_ style: S) -> Self { self }

    public func makeContentView() -> UIView & UIContentView { HostingContentView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> Self { self }

    @MainActor func host(in view: UIView) {
        view.subviews.forEach { $0.removeFromSuperview() }
        pin(content._makeUIView(), in: view, insets: margins)
        if let color = (background as? Color)?.uiColor { view.backgroundColor = color }
    }
}

final class HostingContentView<Content: View, Background: View>: UIView, UIContentView {
    var configuration: UIContentConfiguration {
        didSet { (configuration as? UIHostingConfiguration<Content, Background>)?.host(in: self) }
    }
    init(configuration: UIHostingConfiguration<Content, Background>) {
        self.configuration = configuration
        super.init(frame: .zero)
        configuration.host(in: self)
    }
    required init?(coder: NSCoder) { fatalError("made by UIHostingConfiguration") }
    func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIHostingConfiguration<Content, Background>
    }
}

/// What a representable's methods are given.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment = EnvironmentValues()
    public var transaction = Transaction()
}
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment = EnvironmentValues()
    public var transaction = Transaction()
}

public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
}

/// A UIKit view in a SwiftUI tree.
/// The size SwiftUI proposes to a representable before iOS 16 (`_overrideSizeThatFits`): its
/// underscored public shape, which libraries read by its labels.
public struct _ProposedSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { (self.width, self.height) = (width, height) }
}

// Main-actor protocols, as the SDK declares them: their methods make and change UIKit's views.
@preconcurrency @MainActor
public protocol UIViewRepresentable: View, _PrimitiveView where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    nonisolated public var body: Never { fatalError() }
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func _makeUIViews() -> [UIView] {
        let context = Context(coordinator: makeCoordinator())
        let view = makeUIView(context: context)
        updateUIView(view, context: context)
        return [view]
    }
}

/// A UIKit view controller in a SwiftUI tree: its view, the controller kept with it.
@preconcurrency @MainActor
public protocol UIViewControllerRepresentable: View, _PrimitiveView where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    nonisolated public var body: Never { fatalError() }
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func _makeUIViews() -> [UIView] {
        let context = Context(coordinator: makeCoordinator())
        let controller = makeUIViewController(context: context)
        updateUIViewController(controller, context: context)
        return [RepresentedControllerView(controller)]
    }
}

/// Holds a represented controller with its view.
final class RepresentedControllerView: UIView {
    let controller: UIViewController
    init(_ controller: UIViewController) {
        self.controller = controller
        super.init(frame: .zero)
        pin(controller.view, in: self)
    }
    required init?(coder: NSCoder) { fatalError("made by UIViewControllerRepresentable") }
}

/// Xcode's previews of a file, before `#Preview`: `layoutty preview` makes screens its own way.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

public enum PreviewPlatform: Sendable { case iOS, macOS, tvOS, watchOS }

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

public enum InterfaceOrientation: Hashable, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}
