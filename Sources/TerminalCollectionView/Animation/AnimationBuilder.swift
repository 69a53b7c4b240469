import CollectionLayout
import Foundation

/// Pairs what the screen showed before a change with what the layout answers after it, the way
/// UIKit's view does (LayoutSemantics.md, "Animating a change"):
/// - an element on screen before and after moves from one frame to the other;
/// - one that left the visible rect moves to where the layout now puts it (asked by path);
/// - one that is gone (deleted, or the old half of a reload) ends at the layout's
///   `finalLayoutAttributesForDisappearing…` answer, by default where it was, transparent;
/// - one that came into the visible rect starts at the old layout's answer in a transition, else
///   at `initialLayoutAttributesForAppearing…`, by default where it is now, transparent.
///
/// Only the old and the new visible rect are queried; the rest is asked element by element.
struct AnimationBuilder {
    /// The view's elements before the change, in screen cells (the running animation's, if any).
    var before: [ScreenElement]
    /// The bounds and zoom the `before` elements were seen at.
    var beforeOrigin: CGPoint
    var beforeZoom: CGFloat
    /// The batch the change applied (nil: the data did not change).
    var batch: BatchUpdate?
    /// The layout the change replaced (a transition), asked where newly visible elements were.
    var previousLayout: CollectionViewLayout?

    func tracks(after: [ScreenElement], in viewport: Viewport) -> [LayoutAnimation.Track] {
        let layout = viewport.layout
        var afterIndex: [ElementKey: Int] = [:]
        for (index, element) in after.enumerated() { afterIndex[element.key] = index }
        var matched = [Bool](repeating: false, count: after.count)
        var tracks: [LayoutAnimation.Track] = []
        tracks.reserveCapacity(before.count + after.count)
        for old in before {
            let (key, reloaded) = keyAfterChange(old.attributes)
            if let key, !reloaded, let index = afterIndex[key] {
                tracks.append(.init(from: old, to: after[index]))
                matched[index] = true
            } else if let key, !reloaded, let now = Self.attributes(for: key, in: layout) {
                var end = viewport.screenElement(now)
                end.label = old.label
                tracks.append(.init(from: old, to: end))
            } else {
                tracks.append(.init(from: old, to: disappearing(old, in: viewport)))
            }
        }
        for (index, new) in after.enumerated() where !matched[index] {
            tracks.append(.init(from: appearing(new, in: viewport), to: new))
        }
        return tracks
    }

    /// The element's key after the change, and whether it is reloaded (it then fades out).
    private func keyAfterChange(_ a: LayoutAttributes) -> (ElementKey?, Bool) {
        guard let batch else { return (ElementKey(a), false) }
        switch a.representedElementCategory {
        case .cell:
            let path = batch.indexPathAfterUpdate(for: a.indexPath)
            return (path.map { ElementKey(category: .cell, kind: nil, indexPath: $0) }, batch.isReloaded(a.indexPath))
        case .supplementaryView, .decorationView:
            let section = batch.sectionAfterUpdate(a.indexPath.section)
            let key = section.map { ElementKey(category: a.representedElementCategory, kind: a.representedElementKind,
                                               indexPath: IndexPath(item: a.indexPath.item, section: $0)) }
            return (key, false)
        }
    }

    private func disappearing(_ old: ScreenElement, in viewport: Viewport) -> ScreenElement {
        let layout = viewport.layout, a = old.attributes, kind = a.representedElementKind ?? ""
        let end: LayoutAttributes? = switch a.representedElementCategory {
        case .cell: layout.finalLayoutAttributesForDisappearingItem(at: a.indexPath)
        case .supplementaryView: layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: a.indexPath)
        case .decorationView: layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: a.indexPath)
        }
        guard let end else {
            var faded = old
            faded.attributes.alpha = 0
            return faded
        }
        return ScreenElement(attributes: viewport.screenAttributes(end), label: old.label)
    }

    private func appearing(_ new: ScreenElement, in viewport: Viewport) -> ScreenElement {
        let a = new.attributes
        let key = ElementKey(a)
        if let previousLayout, let was = Self.attributes(for: key, in: previousLayout) {
            var start = new
            start.attributes = Viewport.screenAttributes(was, origin: beforeOrigin, zoom: beforeZoom)
            return start
        }
        let layout = viewport.layout, kind = a.representedElementKind ?? ""
        let start: LayoutAttributes? = switch a.representedElementCategory {
        case .cell: layout.initialLayoutAttributesForAppearingItem(at: a.indexPath)
        case .supplementaryView: layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: a.indexPath)
        case .decorationView: layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: a.indexPath)
        }
        guard let start else {
            var faded = new
            faded.attributes.alpha = 0
            return faded
        }
        return ScreenElement(attributes: viewport.screenAttributes(start), label: new.label)
    }

    static func attributes(for key: ElementKey, in layout: CollectionViewLayout) -> LayoutAttributes? {
        switch key.category {
        case .cell: layout.attributesForItem(at: key.indexPath)
        case .supplementaryView: layout.attributesForSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layout.attributesForDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }
}
