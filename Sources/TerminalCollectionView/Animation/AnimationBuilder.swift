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
    /// The bounds, zoom and direction the `before` elements were seen at.
    var beforeMapping: ScreenMapping
    /// The batch the change applied (nil: the data did not change).
    var batch: BatchUpdate?
    /// The layout the change replaced (a transition), asked where newly visible elements were.
    var previousLayout: CollectionViewLayout?

    /// `after` comes unlabelled: an element that goes on shows the label it had, so only those
    /// that appear are labelled here (a frame's worth of labels saved per change).
    func tracks(after: [ScreenElement], in viewport: Viewport) -> [LayoutAnimation.Track] {
        let replaced = replacedViews(before: before, after: after, layout: viewport.layout)
        var afterIndex: [ElementKey: Int] = [:]
        for (index, element) in after.enumerated() where !replaced.inserted.contains(element.key) {
            afterIndex[element.key] = index
        }
        var matched = [Bool](repeating: false, count: after.count)
        var tracks: [LayoutAnimation.Track] = []
        tracks.reserveCapacity(before.count + after.count)
        for old in before {
            let key = replaced.deleted.contains(old.key) ? nil : keyAfterChange(old.attributes)
            if let key, let index = afterIndex[key] {
                // A view keeps its content while it moves (UIKit reconfigures only reloaded
                // cells): the label is the one it had until the change has ended.
                var end = after[index]
                end.label = old.label
                tracks.append(.init(from: old, to: end))
                matched[index] = true
            } else if let key, let now = viewport.layout.attributes(like: key.attributes) {
                tracks.append(
                    .init(from: old, to: ScreenElement(attributes: viewport.screenAttributes(now), label: old.label)))
            } else {
                tracks.append(.init(from: old, to: disappearing(old, in: viewport)))
            }
        }
        for (index, var new) in after.enumerated() where !matched[index] {
            new.label = viewport.label(of: new.attributes)
            tracks.append(.init(from: appearing(new, in: viewport), to: new))
        }
        return tracks
    }

    /// The supplementary and decoration views a batch's layout names as deleted (before the
    /// update) and inserted (after it) beyond those of deleted and inserted sections: UIKit's
    /// `indexPathsToDelete…` / `indexPathsToInsert…`, asked for each kind on screen. A view named
    /// in either fades out and its replacement fades in, even where one path stays.
    private func replacedViews(before: [ScreenElement], after: [ScreenElement], layout: CollectionViewLayout)
        -> (deleted: Set<ElementKey>, inserted: Set<ElementKey>)
    {
        guard batch != nil else { return ([], []) }
        var kinds = Set<ElementKey>()
        for element in before + after where element.attributes.representedElementCategory != .cell {
            kinds.insert(
                ElementKey(
                    category: element.attributes.representedElementCategory,
                    kind: element.attributes.representedElementKind,
                    indexPath: IndexPath(item: 0, section: 0)))
        }
        var deleted = Set<ElementKey>()
        var inserted = Set<ElementKey>()
        for kind in kinds {
            let name = kind.kind ?? ""
            let (gone, new) =
                kind.category == .supplementaryView
                ? (
                    layout.indexPathsToDeleteForSupplementaryView(ofKind: name),
                    layout.indexPathsToInsertForSupplementaryView(ofKind: name)
                )
                : (
                    layout.indexPathsToDeleteForDecorationView(ofKind: name),
                    layout.indexPathsToInsertForDecorationView(ofKind: name)
                )
            deleted.formUnion(gone.map { ElementKey(category: kind.category, kind: kind.kind, indexPath: $0) })
            inserted.formUnion(new.map { ElementKey(category: kind.category, kind: kind.kind, indexPath: $0) })
        }
        // A view inserted at a path another view goes on to is a replacement: the old one fades out.
        for old in before {
            if let key = keyAfterChange(old.attributes), inserted.contains(key) { deleted.insert(old.key) }
        }
        return (deleted, inserted)
    }

    /// The element's key after the change; nil when it goes (deleted or reloaded).
    private func keyAfterChange(_ a: LayoutAttributes) -> ElementKey? {
        guard let batch else { return ElementKey(a) }
        return batch.indexPathAfterUpdate(forElement: a).map {
            ElementKey(category: a.representedElementCategory, kind: a.representedElementKind, indexPath: $0)
        }
    }

    private func disappearing(_ old: ScreenElement, in viewport: Viewport) -> ScreenElement {
        // The hook works in content points; `old` is in the cells it was seen in, and where it
        // ends is drawn in the cells of the view as it is now.
        let before = Viewport.pointAttributes(old.attributes, beforeMapping)
        return ScreenElement(
            attributes: viewport.screenAttributes(viewport.layout.disappearingAttributes(for: before)), label: old.label
        )
    }

    private func appearing(_ new: ScreenElement, in viewport: Viewport) -> ScreenElement {
        let final = Viewport.pointAttributes(new.attributes, viewport.screenMapping)
        if let previousLayout, let was = previousLayout.attributes(like: final) {
            return ScreenElement(attributes: Viewport.screenAttributes(was, beforeMapping), label: new.label)
        }
        return ScreenElement(
            attributes: viewport.screenAttributes(viewport.layout.appearingAttributes(for: final)), label: new.label)
    }
}
