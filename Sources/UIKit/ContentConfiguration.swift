import Foundation

/// What a cell shows, as UIKit's content configurations say it: a value that makes the view
/// showing it (`makeContentView`). A cell given one shows that view in its content view; the
/// previewer draws the text of its labels.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// A view made by a content configuration, which it shows.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// A key of the app's own in a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a configuration is updated for: the traits and the app's own keys.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's state (UIViewConfigurationState.h), compared by value as a cell compares the state it
/// last configured for with the new one.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A cell's state: selected as the view's selection says (Enter selects), never highlighted or
/// editing in a preview (no finger stays down), its traits the screen's. Compared by value
/// (`if state != lastState`), as UIKit's is.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    /// Never lifted or dragged: no finger drags in a preview.
    public var cellDragState = UICellConfigurationDragState.none
    public var cellDropState = UICellConfigurationDropState.none
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// Where a cell is in a drag (UICellConfigurationState.h).
public enum UICellConfigurationDragState: Int, Sendable { case none, lifting, dragging }

/// Whether a drop would land on a cell (UICellConfigurationState.h).
public enum UICellConfigurationDropState: Int, Sendable { case none, notTargeted, targeted }

/// Axes, as layout margins are preserved along them.
public struct UIAxis: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
