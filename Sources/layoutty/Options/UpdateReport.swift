import CollectionLayout
import Foundation
import LayouttySpec

/// `attributes --update`: one batch applied to a prepared spec the way a view applies it, and
/// what the layout answers before, after, and for the items that appear and disappear.
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

    init(prepared: PreparedSpec, batch: BatchUpdate, rect: CGRect?) throws {
        let layout = prepared.layout
        let before = Self.document(layout, rect)
        // Where deleted items were, asked before the data changes.
        let leaving = batch.deletedIndexPaths.compactMap { layout.attributesForItem(at: $0) }
        prepared.data.spec = prepared.spec.applying(batch)
        let (after, appearing, disappearing) = layout.performUpdates(batch) {
            (Self.document(layout, rect),
             batch.insertedIndexPaths.compactMap { layout.appearingAttributes(forItemAt: $0) },
             leaving.map { layout.disappearingAttributes(forItemAt: $0.indexPath, before: $0) })
        }
        if let error = layout.configurationError {
            throw CLIFailure(message: "\(prepared.spec.source): after --update: \(error)")
        }
        func list(_ elements: [LayoutAttributes]) -> String {
            elements.isEmpty ? "[]" : "[\n   " + elements.map(AttributesJSON.object).joined(separator: ",\n   ") + "\n ]"
        }
        json = "{\"before\": \(before),\n \"after\": \(after),\n \"appearing\": \(list(appearing)),\n \"disappearing\": \(list(disappearing))}"
    }

    private static func document(_ layout: CollectionViewLayout, _ rect: CGRect?) -> String {
        let content = layout.collectionViewContentSize
        return AttributesJSON.document(contentSize: content, attributes: layout.attributes(in: rect ?? CGRect(origin: .zero, size: content)))
    }
}
