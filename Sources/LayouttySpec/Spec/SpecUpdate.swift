import CollectionLayout
import Foundation

extension LayoutSpec {
    /// The spec with `batch` applied to its data: items keep their sizes and labels (a moved item
    /// takes them along), an inserted item takes its section's item size, and an inserted section
    /// starts empty with no overrides. A section given as a count stays a count unless an item
    /// with its own size moves into it.
    ///
    /// - Complexity: O(sections) plus O(items) of each section given item by item that the batch
    ///   touches; a count stays a count.
    package func applying(_ batch: BatchUpdate) -> LayoutSpec {
        var result = self
        let touched = Set(batch.sectionsToRebuild)
        result.sections = batch.countsAfter.indices.map { after in
            let before = batch.sectionBeforeUpdate(after)
            var section = before.map { sections[$0] } ?? Section(items: .count(0))
            if before != nil, !touched.contains(after) { return section }
            section.items = items(inSection: after, of: batch, keeping: section.items)
            return section
        }
        result.compositionalSections = [:]
        for after in batch.countsAfter.indices {
            if let before = batch.sectionBeforeUpdate(after), let own = compositionalSections[before] {
                result.compositionalSections[after] = own
            }
        }
        return result
    }

    private func items(inSection after: Int, of batch: BatchUpdate, keeping old: Section.Items) -> Section.Items {
        let count = batch.countsAfter[after]
        let sizedArrival = batch.items.contains { item in
            guard item.updateAction == .move, let to = item.indexPathAfterUpdate, to.section == after,
                let from = item.indexPathBeforeUpdate
            else { return false }
            if case .sized = sections[from.section].items { return true }
            return false
        }
        if case .count = old, !sizedArrival { return .count(count) }
        let insertedSize = itemSize(inSection: batch.sectionBeforeUpdate(after))
        var list = ItemList()
        for index in 0..<count {
            let path = IndexPath(item: index, section: after)
            guard let from = batch.indexPathBeforeUpdate(for: path) else {
                list.append(Item(size: insertedSize))
                continue
            }
            switch sections[from.section].items {
            case .count: list.append(Item(size: itemSize(inSection: from.section)))
            case .sized(let items): list.append(items[from.item])
            }
        }
        return .sized(list)
    }

    /// The size items of a section given as a count take (the top level's for a new section).
    private func itemSize(inSection section: Int?) -> CGSize { layout.model.itemSize(in: self, section: section) }
}

extension UpdateOperation {
    /// Reads `layoutty`'s `--update` text: operations separated by `;` — `insert S.I`,
    /// `delete S.I`, `reload S.I`, `move S.I S.I`, `insert-section S`, `delete-section S`,
    /// `reload-section S`, `move-section S S` (zero-based section.item).
    ///
    /// ```swift
    /// try UpdateOperation.list("delete 0.1; insert 0.4")  // [.deleteItem(0.1), .insertItem(0.4)]
    /// ```
    package static func list(_ text: String) throws(BatchUpdateError) -> [UpdateOperation] {
        var operations: [UpdateOperation] = []
        for part in text.split(separator: ";") {
            let words = part.split(separator: " ").map(String.init)
            guard let verb = words.first else { continue }
            let arguments = Array(words.dropFirst())
            func paths(_ n: Int) throws(BatchUpdateError) -> [IndexPath] {
                let parsed = arguments.compactMap { word -> IndexPath? in
                    let pieces = word.split(separator: ".", omittingEmptySubsequences: false)
                    guard pieces.count == 2, let s = Int(pieces[0]), let i = Int(pieces[1]) else { return nil }
                    return IndexPath(item: i, section: s)
                }
                guard parsed.count == n, arguments.count == n else {
                    throw BatchUpdateError(
                        "\(verb): expected \(n == 1 ? "a section.item such as 0.3" : "two section.item such as 0.3 1.0"), got \"\(arguments.joined(separator: " "))\""
                    )
                }
                return parsed
            }
            func sections(_ n: Int) throws(BatchUpdateError) -> [Int] {
                let parsed = arguments.compactMap { Int($0) }
                guard parsed.count == n, arguments.count == n else {
                    throw BatchUpdateError(
                        "\(verb): expected \(n == 1 ? "a section number" : "two section numbers"), got \"\(arguments.joined(separator: " "))\""
                    )
                }
                return parsed
            }
            switch verb {
            case "insert": operations.append(.insertItem(try paths(1)[0]))
            case "delete": operations.append(.deleteItem(try paths(1)[0]))
            case "reload": operations.append(.reloadItem(try paths(1)[0]))
            case "move":
                let p = try paths(2)
                operations.append(.moveItem(p[0], to: p[1]))
            case "insert-section": operations.append(.insertSection(try sections(1)[0]))
            case "delete-section": operations.append(.deleteSection(try sections(1)[0]))
            case "reload-section": operations.append(.reloadSection(try sections(1)[0]))
            case "move-section":
                let s = try sections(2)
                operations.append(.moveSection(s[0], to: s[1]))
            default:
                throw BatchUpdateError(
                    "unknown operation \"\(verb.escapingControlCharacters)\" (expected insert, delete, reload, move, insert-section, delete-section, reload-section or move-section)"
                )
            }
        }
        return operations
    }
}
