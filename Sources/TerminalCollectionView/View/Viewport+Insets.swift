import CollectionLayout
import Foundation

extension Viewport {
    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`: where the safe area adds to the
    /// content inset.
    public enum ContentInsetAdjustmentBehavior: Sendable {
        /// As `scrollableAxes` (what UIKit's automatic does for a collection view).
        case automatic
        /// Along the layout's scroll direction (`ScrollDirectional`), else along the axes the
        /// content is longer than the view (vertical when it fits both ways).
        case scrollableAxes
        case never
        case always
    }

    /// The content inset plus the safe area (per `contentInsetAdjustmentBehavior`): the offset
    /// may go this far negative, and the layouts lay out inside it.
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        case .always: return contentInset + safe
        case .automatic, .scrollableAxes:
            if let directional = layout as? ScrollDirectional {
                return .adjusted(contentInset, safeArea: safe, along: directional.scrollDirection)
            }
            let (horizontal, vertical) = scrollableAxes
            return contentInset
                + EdgeInsets(
                    top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                    bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
        }
    }

    /// The axes along which the content is longer than the view (vertical when neither).
    private var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        guard !isLayoutBusy else { return scrollableAxesMeasured }
        isLayoutBusy = true
        defer { isLayoutBusy = false }
        let content = layout.collectionViewContentSize
        let horizontal = content.width > bounds.width
        let vertical = content.height > bounds.height
        scrollableAxesMeasured = (horizontal, vertical || !horizontal)
        return scrollableAxesMeasured
    }

    /// The smallest offset: the content's top-left corner shown below the adjusted content inset.
    public var minimumOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest offset: the content's far corner shown above the adjusted content inset.
    public var maximumOffset: CGPoint {
        let content = contentSize
        let inset = adjustedContentInset
        let low = minimumOffset
        return CGPoint(
            x: max(low.x, content.width - bounds.width + inset.right),
            y: max(low.y, content.height - bounds.height + inset.bottom))
    }

    /// After an inset changed: the layout lays out again inside the new insets; an offset at
    /// rest at the old top-left stays at the new one, any other is clamped into the new range.
    func insetsDidChange(oldMinimum: CGPoint) {
        let wasAtStart = bounds.origin == oldMinimum
        layout.invalidateLayout()
        prepareIfNeeded()
        scroll(to: wasAtStart ? minimumOffset : bounds.origin)
    }
}

extension Viewport {
    /// A provider's view settings (a spec's insets and paging); the safe area only while no
    /// device is shown — a device brings its own.
    public func apply(_ settings: ViewSettings) {
        contentInset = settings.contentInset
        if device == nil { safeAreaInsets = settings.safeAreaInsets }
        layoutMargins = settings.layoutMargins
        isPagingEnabled = settings.isPagingEnabled
    }
}
