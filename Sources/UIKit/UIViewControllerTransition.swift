import Foundation

// UIViewControllerTransition.h (iOS 18): how a pushed or presented controller arrives — kept,
// as a preview's controllers are shown at once, without a transition.

extension UIViewController {
    /// A push or presentation's transition: zooming from a view of the screen before, or one of
    /// the modal styles.
    @preconcurrency @MainActor
    open class Transition: NSObject {
        /// The zoom's options and the view it starts from, kept for code that reads them back.
        public let zoomOptions: ZoomOptions?
        public let sourceViewProvider: ((ZoomSourceViewProviderContext) -> UIView?)?

        init(zoomOptions: ZoomOptions? = nil, sourceViewProvider: ((ZoomSourceViewProviderContext) -> UIView?)? = nil) {
            (self.zoomOptions, self.sourceViewProvider) = (zoomOptions, sourceViewProvider)
            super.init()
        }

        /// Zooms from the view `sourceViewProvider` gives (a cell's image, usually).
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
        ) -> Transition {
            Transition(zoomOptions: options, sourceViewProvider: sourceViewProvider)
        }
        /// Zooms from the bar button item `sourceBarButtonItemProvider` gives (iOS 26).
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceBarButtonItemProvider: @escaping (ZoomSourceViewProviderContext) -> UIBarButtonItem?
        ) -> Transition {
            Transition(zoomOptions: options)
        }
        public static func coverVertical() -> Transition { Transition() }
        public static func flipHorizontal() -> Transition { Transition() }
        public static func crossDissolve() -> Transition { Transition() }
        public static func partialCurl() -> Transition { Transition() }

        /// What a zoom is asked: whether a swipe may dismiss it, where its view lands, the dimming.
        @preconcurrency @MainActor
        open class ZoomOptions: NSObject {
            open var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
            open var alignmentRectProvider: ((AlignmentRectContext) -> CGRect)?
            open var dimmingColor: UIColor?
            open var dimmingVisualEffect: UIBlurEffect?
            public override init() { super.init() }
        }

        /// What a zoom's source view is asked for with: the two controllers.
        @preconcurrency @MainActor
        public struct ZoomSourceViewProviderContext {
            public let sourceViewController: UIViewController
            public let zoomedViewController: UIViewController
        }

        /// A dismissing swipe, as a zoom's options are asked whether it may begin.
        @preconcurrency @MainActor
        public struct InteractionContext {
            public let location: CGPoint
            public let velocity: CGVector
            public let willBegin: Bool
            public let zoomedViewController: UIViewController
        }

        /// Where the zoomed controller's view lands, as a zoom's options are asked.
        @preconcurrency @MainActor
        public struct AlignmentRectContext {
            public let sourceView: UIView
            public let zoomedViewController: UIViewController
        }
    }
}
