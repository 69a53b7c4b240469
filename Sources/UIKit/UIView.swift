import CollectionLayout
import Foundation

/// UIKit's view, as far as layouts read it: a frame and bounds.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// Where its bounds are in its superview, as UIKit keeps it: its `center` (the layer's
    /// position) and its bounds, about the layer's `anchorPoint`. A new size resizes the bounds
    /// about that point and, by their autoresizing masks, the subviews that translate them into
    /// constraints (UIKit's autoresizing). With a `transform` other than the identity, the frame
    /// is the transformed bounds' bounding box about the anchor point, and setting it sets the
    /// bounds to the new size with the transform undone and moves the view there, as UIKit does
    /// (whose documentation calls it undefined then; PinLayout's `pinFrame` relies on it).
    open var frame: CGRect {
        get {
            let size = bounds.size
            let untransformed = CGRect(
                x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width,
                height: size.height)
            guard !transform.isIdentity else { return untransformed }
            return untransformed.offsetBy(dx: -position.x, dy: -position.y).applying(transform)
                .offsetBy(dx: position.x, dy: position.y)
        }
        set {
            guard transform.isIdentity else {
                // The bounds are the new size with the transform undone (a view scaled by 2 set
                // to 100 × 50 is 50 × 25 inside), then the view moves so the frame is the new one.
                if transform.a * transform.d - transform.b * transform.c != 0 {
                    bounds.size = CGRect(origin: .zero, size: newValue.size).applying(transform.inverted()).size
                }
                let current = frame
                position.x += newValue.midX - current.midX
                position.y += newValue.midY - current.midY
                return
            }
            position = CGPoint(
                x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
            bounds.size = newValue.size
        }
    }
    /// Its anchor point in its superview (`center`, the layer's `position`).
    private var position: CGPoint {
        didSet { _layouttyDidChange() }
    }
    /// The layer's anchor point, the middle until a layer is made and moves it (a layer of its
    /// own is not made for every view: most are never asked for one).
    private var anchor: CGPoint { madeLayer?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }
    /// The visible rect: the origin is the scroll offset. A new size is the frame's about its
    /// anchor point, as in UIKit, where the centre and the bounds are what a view keeps
    /// (PinLayout sets `center`, then `bounds.size`, so that a transform is kept).
    open var bounds: CGRect {
        didSet {
            _layouttyDidChange()
            guard bounds.size != oldValue.size else { return }
            autoresizeSubviews(from: oldValue.size)
        }
    }

    /// The subviews that translate their autoresizing masks into constraints, resized by them
    /// for a size that was `old` (UIKit's autoresizing).
    private func autoresizeSubviews(from old: CGSize) {
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
            subview.autoresize(by: CGSize(width: bounds.width - old.width, height: bounds.height - old.height))
        }
    }
    /// Applied to the view about its layer's anchor point: `frame` says where it then is.
    open var transform = CGAffineTransform.identity {
        didSet { _layouttyDidChange() }
    }

    public init(frame: CGRect) {
        position = CGPoint(x: frame.midX, y: frame.midY)
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// As a nib makes it: its properties, subviews and constraints read from the nib's coder
    /// (`NibLoading`); from any other coder, a view of no size.
    public required init?(coder: NSCoder) {
        position = .zero
        bounds = .zero
        super.init()
        if let nib = coder as? InterfaceBuilderCoder { nib.loading.decode(nib.element, into: self) }
    }

    /// A view of no size yet, as UIKit's `UIView()`: Auto Layout or a frame sizes it later.
    public convenience override init() { self.init(frame: .zero) }

    /// A view of this class made by its class value (`cellClass.init()`, `T(frame:)`), as
    /// Objective-C sends `init` or `initWithFrame:` to any class; Swift makes an instance of a
    /// class value only by a required initializer. The port writes such a call as
    /// `_layouttyMade(cellClass)` and gives each of the files' view classes an override making
    /// its own (by `init()` where `frame` is nil); UIKit's own classes are made as a nib makes
    /// them, then placed at `frame`. Service to the preview's port, hidden from UIKit's users.
    @_spi(LayouttyPort) open class func _layouttyMake(frame: CGRect?) -> UIView {
        let made = self.init(coder: NSCoder()) ?? UIView()
        made.frame = frame ?? .zero
        return made
    }

    package override class var keyValueProperties: [String: KeyValueProperty] {
        super.keyValueProperties.merging([
            "bounds": KeyValueProperty(\UIView.bounds), "frame": KeyValueProperty(\UIView.frame),
            "center": KeyValueProperty(\UIView.center), "transform": KeyValueProperty(\UIView.transform),
            "alpha": KeyValueProperty(\UIView.alpha), "hidden": KeyValueProperty(\UIView.isHidden)
        ]) { $1 }
    }

    /// Kept for code that colours its views; the previewer draws boxes.
    open var backgroundColor: UIColor?
    open var alpha: CGFloat = 1 {
        didSet { _layouttyDidChange() }
    }
    open var isHidden = false {
        didSet { _layouttyDidChange() }
    }
    open var clipsToBounds = false
    /// The view's layer, of its class's `layerClass` (a gradient view's is a `CAGradientLayer`).
    open var layer: CALayer {
        if let madeLayer { return madeLayer }
        let made = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init(coder: NSCoder()) ?? CALayer()
        madeLayer = made
        return made
    }
    private var madeLayer: CALayer?
    open class var layerClass: AnyClass { CALayer.self }

    open var traitCollection: UITraitCollection { .current }
    /// The direction the view lays its content out in: by its `semanticContentAttribute`,
    /// relative to the direction its superview gives its subviews — a superview forcing one
    /// passes it down, as iOS passes it down in the traits — else its traits' (the device's, or
    /// the previewer's `--rtl`).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(
            for: semanticContentAttribute,
            relativeTo: superview?.directionForSubviews ?? traitCollection.layoutDirection)
    }
    /// The direction this view forces on its subviews, else the one it was given.
    private var directionForSubviews: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified, .playback, .spatial: superview?.directionForSubviews ?? traitCollection.layoutDirection
        }
    }
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified

    /// UIKit's answer for an attribute: playback and spatial content (a play button, arrows) and
    /// `.forceLeftToRight` read left to right, `.forceRightToLeft` right to left, unspecified
    /// content in the app's direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UITraitCollection.current.layoutDirection)
    }

    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute, relativeTo direction: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: direction
        }
    }
    /// The part of its superview's safe area the view overlaps, as in UIKit (less, in a scroll
    /// view, what its adjusted content inset keeps the content clear of); a view
    /// controller's view also has the bars of the container it is the content of (a navigation
    /// bar, a tab bar: `barInsets`) and its controller's additional insets. A view controller's
    /// view in no view (the screen a preview shows) has the screen's.
    open var safeAreaInsets: UIEdgeInsets {
        let additional = controller?.additionalSafeAreaInsets ?? .zero
        guard let superview else { return controller == nil ? .zero : UIScreen.main.safeAreaInsets + additional }
        var outer = superview.safeAreaInsets
        if let scrollView = superview as? UIScrollView {
            // What the scroll view's adjusted content inset keeps its content clear of is safe
            // for the content (a vertical scroller's subviews have no safe area above or below).
            let (adjusted, own) = (scrollView.adjustedContentInset, scrollView.contentInset)
            outer = UIEdgeInsets(
                top: max(0, outer.top - (adjusted.top - own.top)),
                left: max(0, outer.left - (adjusted.left - own.left)),
                bottom: max(0, outer.bottom - (adjusted.bottom - own.bottom)),
                right: max(0, outer.right - (adjusted.right - own.right)))
        }
        if let container = controller?.parent, container.viewIfLoaded === superview {
            let bars = container.barInsets
            outer = UIEdgeInsets(
                top: max(outer.top, bars.top), left: max(outer.left, bars.left),
                bottom: max(outer.bottom, bars.bottom), right: max(outer.right, bars.right))
        }
        return Self.overlap(of: frame, with: outer, in: superview.bounds.size) + additional
    }
    /// The part of `insets` of an area `size` big that `frame` (in the area's points) overlaps,
    /// each edge at most the area's own: as in UIKit, a view reaching past its superview is not
    /// less safe there than the superview's edge (PinLayout's suite: a subview 33 points past
    /// an edge without an inset has none).
    static func overlap(of frame: CGRect, with insets: UIEdgeInsets, in size: CGSize) -> UIEdgeInsets {
        func edge(_ inset: CGFloat, _ distance: CGFloat) -> CGFloat { min(inset, max(0, inset - distance)) }
        return UIEdgeInsets(
            top: edge(insets.top, frame.minY), left: edge(insets.left, frame.minX),
            bottom: edge(insets.bottom, size.height - frame.maxY), right: edge(insets.right, size.width - frame.maxX))
    }
    /// The safe area `safeAreaInsetsDidChange` last told of: none until the first change, as
    /// UIKit's views start.
    private var toldSafeArea = UIEdgeInsets.zero
    /// Tells the view (`safeAreaInsetsDidChange`) and its controller
    /// (`viewSafeAreaInsetsDidChange`) that its safe area changed, if it did since last told: as
    /// the view appears, and as each layout pass begins.
    func tellSafeAreaChange() {
        let insets = safeAreaInsets
        guard insets != toldSafeArea else { return }
        toldSafeArea = insets
        safeAreaInsetsDidChange()
        controller?.viewSafeAreaInsetsDidChange()
    }
    open override var next: UIResponder? { controller ?? superview }
    /// The view controller whose view this is.
    weak var controller: UIViewController?
    open var layoutMargins = UIEdgeInsets.zero

    /// The view tree, as screens build it (`view.addSubview(collectionView)`); a view controller's
    /// collection view is found in it.
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    /// The window the view is in: itself or its nearest ancestor that is one.
    open var window: UIWindow? { sequence(first: self, next: \.superview).first { $0 is UIWindow } as? UIWindow }

    /// At the front: last among the subviews (a subview already here moves there).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: view.superview === self ? subviews.count - 1 : subviews.count)
    }

    /// Puts `view` at `index` among the subviews (clamped to them), telling it and this view as
    /// UIKit does: `willMove(toSuperview:)` and `willMove(toWindow:)` before, then
    /// `didMoveToWindow()`, `didMoveToSuperview()` and this view's `didAddSubview(_:)`. A view
    /// moving within its superview is told nothing.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(0, index), subviews.count))
            return
        }
        let (oldWindow, newWindow) = (view.window, window)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.tellTree { $0.willMove(toWindow: newWindow) } }
        view.detach()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        if oldWindow !== newWindow { view.tellTree { $0.didMoveToWindow() } }
        view.didMoveToSuperview()
        didAddSubview(view)
    }
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let at = subviews.firstIndex { $0 === sibling } ?? 0
        insertSubview(
            view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < at ? at - 1 : at)
    }
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let at = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(
            view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < at ? at - 1 : at)
    }
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count - 1)
    }
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }
    open func exchangeSubview(at first: Int, withSubviewAt second: Int) {
        guard subviews.indices.contains(first), subviews.indices.contains(second) else { return }
        subviews.swapAt(first, second)
    }
    /// Leaves the superview, telling both as UIKit does (see `insertSubview(_:at:)`).
    open func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { tellTree { $0.willMove(toWindow: nil) } }
        superview.removeConstraints(reaching: self)
        detach()
        if oldWindow != nil { tellTree { $0.didMoveToWindow() } }
        didMoveToSuperview()
    }
    /// Out of the superview's subviews, no one told.
    private func detach() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// Tells this view, then each of its subviews' trees.
    private func tellTree(_ tell: (UIView) -> Void) {
        tell(self)
        for subview in subviews { subview.tellTree(tell) }
    }
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    /// The view itself or the first of its descendants, depth first, with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
    /// Whether `view` is this view or one of its ancestors, as UIKit answers.
    open func isDescendant(of view: UIView) -> Bool {
        sequence(first: self) { $0.superview }.contains { $0 === view }
    }

    /// How a view follows its superview's size: kept (the previewer sizes the screen's views).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    open var autoresizingMask: AutoresizingMask = []

    /// The superview grew by `delta`: its flexible parts (left margin, size, right margin)
    /// share the change equally along each axis, as UIKit's autoresizing does for parts of
    /// equal size.
    private func autoresize(by delta: CGSize) {
        func share(_ change: CGFloat, _ start: Bool, _ length: Bool, _ end: Bool) -> (origin: CGFloat, length: CGFloat)
        {
            let parts = [start, length, end].filter { $0 }.count
            guard parts > 0 else { return (0, 0) }
            let each = change / CGFloat(parts)
            return (start ? each : 0, length ? each : 0)
        }
        let mask = autoresizingMask
        let x = share(
            delta.width, mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
            mask.contains(.flexibleRightMargin))
        let y = share(
            delta.height, mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
            mask.contains(.flexibleBottomMargin))
        guard x != (0, 0) || y != (0, 0) else { return }
        frame = CGRect(
            x: frame.minX + x.origin, y: frame.minY + y.origin, width: frame.width + x.length,
            height: frame.height + y.length)
    }
    open var translatesAutoresizingMaskIntoConstraints = true

    // MARK: Auto Layout (NSLayoutConstraint.swift)

    /// The view's constraints, guides and content priorities.
    let autoLayout = ViewAutoLayout()

    // Declared in the class, not in extensions, so that subclasses override them as they do on
    // iOS, where every UIKit method is dynamically dispatched (a cell's `systemLayoutSizeFitting`).

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    open var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    open var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }
    open var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }
    /// `systemGuide(_:)` makes this kind a `UIKeyboardLayoutGuide`.
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { systemGuide(.keyboard) as! UIKeyboardLayoutGuide }

    func systemGuide(_ kind: UILayoutGuide.SystemGuide) -> UILayoutGuide {
        if let guide = autoLayout.system[kind] { return guide }
        let guide =
            kind == .keyboard
            ? UIKeyboardLayoutGuide(system: kind, owner: self) : UILayoutGuide(system: kind, owner: self)
        autoLayout.system[kind] = guide
        return guide
    }

    open var constraints: [NSLayoutConstraint] { autoLayout.constraints }
    /// Installs the constraint on this view, as UIKit's older API does (not on the common
    /// ancestor `isActive` finds).
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.install(on: self) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }
    /// Removes the constraint if this view holds it.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedOn === self { constraint.uninstall() }
    }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.uninstall(constraints.filter { $0.installedOn === self })
    }

    open var layoutGuides: [UILayoutGuide] { autoLayout.guides }
    open func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        autoLayout.guides.append(guide)
    }
    open func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard autoLayout.guides.contains(where: { $0 === guide }) else { return }
        autoLayout.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.hugging[axis.rawValue]
    }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.hugging[axis.rawValue] = priority
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.compressionResistance[axis.rawValue]
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.compressionResistance[axis.rawValue] = priority
    }

    /// The smallest size (within `targetSize`'s preferences) the view's constraints allow:
    /// a self-sizing cell's height for a given width.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are held to
    /// `targetSize` at these priorities (`.required` fixes one; `.fittingSizeLevel` lets the
    /// content decide).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
        verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize {
        AutoLayoutPass(root: self, fitting: (targetSize, horizontal, vertical)).run().size
    }

    /// Attaches `gestureRecognizer` (taking it from the view it was on).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        attachedGestureRecognizers.append(gestureRecognizer)
    }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// `point` in `view`'s bounds (nil: the window's, the root of this view's tree), up this
    /// view's superviews to the root and down `view`'s: each step by a frame's origin and a
    /// bounds' origin (a scroll view's offset). Transforms are not applied.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = ancestry.reduce(point) { point, view in view.inSuperview(point) }
        return view.map { $0.ancestry.reversed().reduce(inRoot) { point, view in view.fromSuperview(point) } } ?? inRoot
    }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view.map { $0.ancestry.reduce(point) { point, view in view.inSuperview(point) } } ?? point
        return ancestry.reversed().reduce(inRoot) { point, view in view.fromSuperview(point) }
    }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Nothing is edited here, so nothing resigns: true, as UIKit answers then.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { true }
    /// Where its layer's anchor point is in its superview: the middle of its frame unless the
    /// layer's `anchorPoint` moved (UIKit's `center` is the layer's `position`).
    open var center: CGPoint {
        get { position }
        set { position = newValue }
    }
    open var tag = 0
    open var isUserInteractionEnabled = true
    // Focus (`UIFocusItem`): nothing is focused here — no keyboard arrow, remote or controller
    // reaches a preview; a view says whether it could be.
    open var canBecomeFocused: Bool { false }
    open var isFocused: Bool { false }
    open var focusGroupIdentifier: String?
    open var preferredFocusEnvironments: [UIFocusEnvironment] { [] }
    open func setNeedsFocusUpdate() {}
    open func updateFocusIfNeeded() {}
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// The gesture recognizers attached (`addGestureRecognizer`), nil when none, as UIKit answers.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            attachedGestureRecognizers.forEach(removeGestureRecognizer)
            newValue?.forEach(addGestureRecognizer)
        }
    }
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The motion effects added (a card's parallax): kept, never moving the view — nothing
    /// tilts a preview (`UIMotionEffect`).
    open private(set) var motionEffects: [UIMotionEffect] = []
    open func addMotionEffect(_ effect: UIMotionEffect) { motionEffects.append(effect) }
    open func removeMotionEffect(_ effect: UIMotionEffect) { motionEffects.removeAll { $0 === effect } }
    /// Null-resettable, as UIKit declares it (`UIColor!`): the colour set, else the superview's,
    /// else the system's blue — never nil (`button.tintColor.cgColor` is how apps read it).
    /// Setting it tells the view and its subviews (`tintColorDidChange()`).
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tellTintColorChanged()
        }
    }
    private var ownTintColor: UIColor?
    private func tellTintColorChanged() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil { subview.tellTintColorChanged() }
    }
    /// The text sizes its text is kept between (iOS 15); the preview shows the default size.
    open var minimumContentSizeCategory: UIContentSizeCategory?
    open var maximumContentSizeCategory: UIContentSizeCategory?
    open var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    // State restoration, as a controller's (nothing is saved or restored in a preview).
    open var restorationIdentifier: String?
    open func encodeRestorableState(with coder: NSCoder) {}
    open func decodeRestorableState(with coder: NSCoder) {}
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    // VoiceOver's view of it: kept, read by nothing here.
    open var isAccessibilityElement = false
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityTraits = UIAccessibilityTraits.none
    open var accessibilityElementsHidden = false
    /// The elements VoiceOver reads inside the view, in order (a container's answer; nil: its subviews).
    open var accessibilityElements: [Any]?
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    // The rest of NSObject's informal accessibility protocol that views override (a banner's
    // `override var accessibilityAttributedLabel`): kept, as the ones above.
    open var accessibilityAttributedLabel: NSAttributedString?
    open var accessibilityAttributedValue: NSAttributedString?
    open var accessibilityAttributedHint: NSAttributedString?
    open var accessibilityLanguage: String?
    open var accessibilityFrame = CGRect.zero
    open var accessibilityPath: UIBezierPath?
    open var accessibilityActivationPoint = CGPoint.zero
    open var accessibilityViewIsModal = false
    open var accessibilityRespondsToUserInteraction = false
    open var accessibilityUserInputLabels: [String]! = []
    /// Whether Smart Invert leaves the view alone (a photo): kept, as nothing inverts here.
    open var accessibilityIgnoresInvertColors = false
    /// `UIViewContentMode` in Swift 3's spelling, which older apps still write.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
    open var contentMode = ContentMode.scaleToFill

    /// The size the view's content wants (`noIntrinsicMetric` along an axis where it has none).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() { setNeedsLayout() }
    /// The view whose baseline a first (last) baseline constraint on this view uses: the view
    /// itself, unless a subclass answers one of its subviews.
    open var forFirstBaselineLayout: UIView { self }
    open var forLastBaselineLayout: UIView { self }
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

    open func setNeedsLayout() {}
    /// Lays out the view's tree (from its topmost superview) by its constraints, as UIKit's
    /// layout pass does: each constrained view's frame is set, then each view's
    /// `layoutSubviews`; the controllers whose views the tree holds hear
    /// `viewWillLayoutSubviews` before and `viewDidLayoutSubviews` after, as UIKit's views tell
    /// their controllers — not again from a pass they start themselves. Called from a
    /// `layoutSubviews` (a view laying out a subview it just moved), it lays out that view's
    /// own tree, and nothing for a view being laid out already: UIKit lays out only what needs
    /// it, and each view once (a pass from the root each time recursed without end).
    open func layoutIfNeeded() {
        if sequence(first: self, next: \.superview).contains(where: \.isRunningPass) {
            guard !isRunningPass, !isInLayoutSubviews else { return }
            AutoLayoutPass(root: self, fitting: nil).run()
            return
        }
        var root = self
        while let parent = root.superview { root = parent }
        let nested = root.isLayingOut
        if !nested { root.placeContainersContent() }
        let tree = nested ? [] : AutoLayoutPass.tree(of: root)
        tree.forEach { $0.tellSafeAreaChange() }
        let controllers = tree.compactMap(\.controller)
        root.isLayingOut = true
        defer { root.isLayingOut = nested }
        controllers.forEach { $0.viewWillLayoutSubviews() }
        AutoLayoutPass(root: root, fitting: nil).run()
        controllers.forEach { $0.viewDidLayoutSubviews() }
    }
    /// Whether a layout pass from this view (a tree's root) is telling its controllers.
    private var isLayingOut = false
    /// Whether a pass from this view is calling its tree's `layoutSubviews` (`AutoLayoutPass`),
    /// and whether this view's own is running.
    var isRunningPass = false
    var isInLayoutSubviews = false
    /// Removes the subviews that are view controllers' views, but `kept`'s: what a container
    /// shows is one controller's view.
    func removeControllerViews(besides kept: UIViewController?) {
        for view in subviews where view.controller != nil && view.controller !== kept { view.removeFromSuperview() }
    }
    /// The containers in this tree put their content in place (`placeContent`), from the top
    /// down, as UIKit's navigation and tab bar controllers lay out their views: a container's
    /// content may be a container.
    private func placeContainersContent() {
        controller?.placeContent()
        subviews.forEach { $0.placeContainersContent() }
    }
    open func layoutSubviews() {}
    /// Called after a nib made the view: here once a view registered with a nib is made, its
    /// outlets connected to plain views (`_layouttyAwakeFromNib`).
    open func awakeFromNib() {}

    /// As a nib's loading ends: the views the outlets hold (the preview's copy gives each a view
    /// of its type) are put in the view's tree if nothing put them there — a cell's in its content
    /// view — then `awakeFromNib()`. Where the nib placed them is not known: they have no frame.
    func _layouttyAwakeFromNib() {
        let container = (self as? UICollectionViewCell)?.contentView ?? self
        // The app's classes' properties only: UIKit's own views are where UIKit put them.
        let uikit: [Any.Type] = [
            UIView.self, UICollectionReusableView.self, UICollectionViewCell.self, UICollectionViewListCell.self
        ]
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror, !uikit.contains(where: { $0 == current.subjectType }) {
            for child in current.children {
                guard let outlet = child.value as? UIView, outlet.superview == nil, outlet !== container
                else { continue }
                container.addSubview(outlet)
            }
            mirror = current.superclassMirror
        }
        awakeFromNib()
    }

    /// How far the first baseline is below the top and the last above the bottom (a label's
    /// font's ascender and descender; none for other views).
    var baselineInsets: (top: Double, bottom: Double) { (0, 0) }
    /// Constraints the view makes for its own content (a stack view's arrangement).
    var generatedConstraints: [NSLayoutConstraint] { [] }
    /// The text the view shows, if it is a label (the previewer draws it in a cell's box).
    var shownText: String? { nil }

    /// The insets of a system layout guide within the view: the safe area; the margins,
    /// measured from the safe area as UIKit does unless told otherwise; readable content
    /// within the margins.
    /// A system guide's frame as the view's bounds and insets make it now, in its coordinates;
    /// nil for a scroll view's content and frame guides, which constraints decide. The readable
    /// content is at most `UILayoutGuide.readableContentWidth` wide, centred between the margins; the hidden keyboard's
    /// guide is the strip under the safe area (none without `usesBottomSafeArea`).
    func frame(ofSystemGuide kind: UILayoutGuide.SystemGuide) -> CGRect? {
        let size = bounds.size
        switch kind {
        case .scrollContent, .scrollFrame:
            return nil
        case .keyboard:
            let usesSafeArea = (autoLayout.system[.keyboard] as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
            let height = usesSafeArea ? safeAreaInsets.bottom : 0
            return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
        case .safeArea, .margins, .readableContent:
            let insets = insets(of: kind)
            var frame = CGRect(
                x: insets.left, y: insets.top, width: max(0, size.width - insets.left - insets.right),
                height: max(0, size.height - insets.top - insets.bottom))
            let readable = UILayoutGuide.readableContentWidth
            if kind == .readableContent, frame.width > readable {
                frame.origin.x += (frame.width - readable) / 2
                frame.size.width = readable
            }
            return frame
        }
    }

    func insets(of guide: UILayoutGuide.SystemGuide) -> UIEdgeInsets {
        let safe = safeAreaInsets
        guard guide != .safeArea else { return safe }
        var margins = layoutMargins
        // A controller's view keeps the system's minimum at its sides (16 points on a phone).
        if let controller, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            (margins.left, margins.right) = (max(margins.left, minimum.leading), max(margins.right, minimum.trailing))
        }
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        return UIEdgeInsets(
            top: safe.top + margins.top, left: safe.left + margins.left, bottom: safe.bottom + margins.bottom,
            right: safe.right + margins.right)
    }
    open func updateConstraints() {}
    open func setNeedsUpdateConstraints() {}
    open func updateConstraintsIfNeeded() {}

    // MARK: Drawing, touches and notifications UIKit sends (kept, or answered as UIKit answers)

    /// Whether the class lays itself out by constraints only (UIKit then lays out views that
    /// add no constraints of their own): kept, since every view's constraints are solved here.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Never called: the preview draws each view's box and text, not its own drawing.
    open func draw(_ rect: CGRect) {}
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    open var isOpaque = true
    open var clearsContextBeforeDrawing = true
    open var contentScaleFactor: CGFloat = 1
    open var autoresizesSubviews = true
    /// A view masking this one: kept, not drawn.
    open var mask: UIView?
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var tintAdjustmentMode = TintAdjustmentMode.automatic
    /// A light or dark style forced on the view and its subviews: kept (the preview's theme decides).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }

    /// Whether `point` (in the view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.hitTestContains(point) }
    /// The frontmost visible, touchable descendant containing `point` (or the view itself), as
    /// UIKit's hit-testing walks the tree; nil outside, or for a hidden, untouchable or nearly
    /// transparent view.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
    /// The interactions added (context menus, drags, pointers), in order: kept.
    open var interactions: [UIInteraction] = []
    open func addInteraction(_ interaction: UIInteraction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }
    open func removeInteraction(_ interaction: UIInteraction) {
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    /// Whether a gesture recognizer attached to the view may begin: yes, as UIView answers.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    open func tintColorDidChange() {}
    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}
    /// Never called: the traits change only between previews (a device or direction switched
    /// rebuilds the screen).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Interface Builder's live rendering hook: never called here.
    open func prepareForInterfaceBuilder() {}

    /// A plain view of this one's size standing for its picture (nothing is drawn into it).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { UIView(frame: frame) }
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? { UIView(frame: CGRect(origin: frame.origin, size: rect.size)) }
    /// Nothing is drawn: false, as UIKit answers when the view is not in a visible window.
    @discardableResult open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
}

extension UIView {
    /// UIKit's view animation options: kept.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// UIKit's keyframe animation options: kept.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The keyframes `addKeyframe` adds inside `animateKeyframes`' block: made when it returns.
    private static var keyframes: [(start: Double, changes: () -> Void)]?

    /// A keyframe animation: the keyframes' changes are made at once, in the order of their
    /// start times (the state the animation ends in), and the completion told they finished.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let outer = keyframes
        keyframes = []
        during(duration, animations)
        let added = keyframes ?? []
        keyframes = outer
        for keyframe in added.enumerated().sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) })
        {
            keyframe.element.changes()
        }
        completion?(true)
    }

    /// One keyframe of `animateKeyframes`; outside one, its changes are made at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard keyframes != nil else { return animations() }
        keyframes?.append((frameStartTime, animations))
    }

    /// A view animation: the changes are made at once and the completion told they finished
    /// (the previewer animates a collection view's changes, not other views').
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        during(duration, animations)
        completion?(true)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// A spring animation by its duration and bounce (iOS 17): made at once, as the others.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        during(duration, animations)
        completion?(true)
    }

    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations.map { during(duration, $0) }
        completion?(true)
    }

    /// A system animation UIKit performs on views (`perform(_:on:options:animations:completion:)`).
    public enum SystemAnimation: UInt, Sendable {
        /// The views shrink and fade, then leave their superviews.
        case delete
    }

    /// A system animation on `views`, with `parallelAnimations` beside it: made at once, as the
    /// others — deleted views leave their superviews — and the completion told it finished.
    public class func perform(
        _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        parallelAnimations.map { during(0.3, $0) }
        if animation == .delete { views.forEach { $0.removeFromSuperview() } }
        completion?(true)
    }

    /// Runs an animation block at once, `inheritedAnimationDuration` saying its duration meanwhile.
    private class func during(_ duration: TimeInterval, _ animations: () -> Void) {
        let outer = inheritedAnimationDuration
        inheritedAnimationDuration = areAnimationsEnabled ? duration : 0
        animations()
        inheritedAnimationDuration = outer
    }

    /// Whether `animate` blocks animate: false inside `performWithoutAnimation` or after
    /// `setAnimationsEnabled(false)`, as UIKit answers (their changes are made at once either way).
    public private(set) static var areAnimationsEnabled = true
    /// The duration of the animation block running now (`animate`, `animateKeyframes`,
    /// `transition`; 0 outside one, or when animations are off).
    public private(set) static var inheritedAnimationDuration: TimeInterval = 0

    public class func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }

    public class func performWithoutAnimation(_ actions: () -> Void) {
        let outer = areAnimationsEnabled
        areAnimationsEnabled = false
        actions()
        areAnimationsEnabled = outer
    }
}

public typealias UIViewContentMode = UIView.ContentMode

extension UIView {
    /// This view and its superviews but the root (whose bounds are the window's coordinates).
    private var ancestry: [UIView] {
        sequence(first: self, next: \.superview).filter { $0.superview != nil }
    }
    private func inSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - bounds.minX + frame.minX, y: point.y - bounds.minY + frame.minY)
    }
    private func fromSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
    }
}

// UIKit's geometry in values (`NSValue+UIGeometry`): what a keyboard notification's frame is.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}

/// How a view's content reads in a right-to-left language (`semanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
