import Foundation

/// A sheet's presentation (UISheetPresentationController.h, iOS 15): the heights it may rest
/// at and how it looks, kept as the app sets them. A presented controller is not drawn here,
/// so no sheet is resized, dimmed or dragged, and its delegate is never told of a change.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at, smallest first: `[.large()]` until the app sets them.
    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    /// Nil: UIKit's own radius.
    open var preferredCornerRadius: CGFloat?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var prefersPageSizing = false
    open weak var sourceView: UIView?

    /// Runs `changes` at once: nothing is animated, as nothing of a sheet is drawn.
    open func animateChanges(_ changes: () -> Void) { changes() }
    open func invalidateDetents() {}

    /// A height a sheet rests at: UIKit's medium (half the screen) and large, or one the app
    /// resolves from the sheet's context.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the screen's height (iOS answers half the large detent's).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { $0.maximumDetentValue / 2 }
        }
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }
        /// What UIKit's resolver answers for the detent in `context`: its height in points,
        /// or nil when it is not offered there.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context)
        }

        /// A detent's name: `.medium`, `.large`, or the app's own.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }
}

/// What a custom detent's resolver is handed: the traits and the largest height a sheet takes.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

/// A sheet's delegate (all optional on iOS): what an adaptive presentation's is, and a change of
/// its resting height, which never happens here.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
