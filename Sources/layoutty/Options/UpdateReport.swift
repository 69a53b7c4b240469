import CollectionLayout
import Foundation
import LayouttyCLI
import LayouttySpec
import TerminalCollectionView

/// `attributes --update`: one batch applied to a prepared spec the way a view applies it, and
/// what the layout answers before, after, and for the elements that appear and disappear
/// (cells, and the headers, footers and backgrounds of inserted and deleted sections).
struct UpdateReport {
    let json: String

    /// The batch `text` names, checked against the spec's counts (before anything is laid out,
    /// so a refusal is the only line printed).
    static func batch(_ text: String, for spec: LayoutSpec) throws -> BatchUpdate {
        do {
            return try BatchUpdate(countsBefore: spec.sections.map(\.itemCount), operations: UpdateOperation.list(text))
        } catch {
            throw CLIFailure(message: "--update: \(error.description)")
        }
    }

    /// An element's identity: category, kind and index path.
    private struct Identity: Hashable {
        var category: ElementCategory, kind: String?, path: IndexPath
        init(_ element: LayoutAttributes, at path: IndexPath) {
            category = element.representedElementCategory
            kind = element.representedElementKind
            self.path = path
        }
    }

    init(prepared: PreparedSpec, batch: BatchUpdate, rect: CGRect?) throws {
        let layout = prepared.layout
        let before = Self.document(layout, rect)
        prepared.data.apply(batch)
        let (after, appearing, disappearing) = layout.performUpdates(batch) {
            let after = Self.document(layout, rect)
            // What goes on is matched by where it is after the update; the rest appears or goes.
            let continuing = Set(
                before.elements.compactMap { element in
                    batch.indexPathAfterUpdate(forElement: element).map { Identity(element, at: $0) }
                })
            let appearing = after.elements.filter { !continuing.contains(Identity($0, at: $0.indexPath)) }
            let disappearing = before.elements.filter { batch.indexPathAfterUpdate(forElement: $0) == nil }
            return (
                after, appearing.map(layout.appearingAttributes(for:)),
                disappearing.map(layout.disappearingAttributes(for:))
            )
        }
        if let error = layout.configurationError {
            throw CLIFailure(message: "\(prepared.spec.source): after --update: \(error)")
        }
        func list(_ elements: [LayoutAttributes]) -> String {
            elements.isEmpty
                ? "[]" : "[\n   " + elements.map { AttributesJSON.object($0) }.joined(separator: ",\n   ") + "\n ]"
        }
        json =
            "{\"before\": \(before.json),\n \"after\": \(after.json),\n \"appearing\": \(list(appearing)),\n \"disappearing\": \(list(disappearing))}"
    }

    /// The layout's answer for `rect` (the whole content when nil), and as JSON.
    private static func document(_ layout: CollectionViewLayout, _ rect: CGRect?) -> (
        elements: [LayoutAttributes], json: String
    ) {
        let content = layout.collectionViewContentSize
        let elements = layout.attributes(in: rect ?? CGRect(origin: .zero, size: content))
        return (elements, AttributesJSON.document(contentSize: content, attributes: elements))
    }
}
