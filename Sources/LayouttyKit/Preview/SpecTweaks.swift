import CollectionLayout
import Foundation
import TerminalCollectionView

/// The previewer's live edits for a spec-backed flow layout. Each edit changes the spec's
/// top-level values, lets the layout re-flow, and is undone with a message if the layout
/// refuses the result (layout-semantics.md: no room for items, negative spacing…).
///
/// ```swift
/// let tweaks = SpecTweaks(dataSource: data, layout: layout, file: "grid.json")
/// tweaks.apply(.moreColumns, to: viewport) // "columns: 5 (item width 12.40)"
/// ```
public final class SpecTweaks: PreviewTweaks {
    public let dataSource: SpecDataSource
    public let layout: FlowLayout
    /// Where `s` saves; nil for built-in demos.
    public let file: String?
    private let original: LayoutSpec

    public init(dataSource: SpecDataSource, layout: FlowLayout, file: String?) {
        self.dataSource = dataSource
        self.layout = layout
        self.file = file
        original = dataSource.spec
    }

    /// e.g. `flow↓ 5 col sp 2/1 in 1,2,1,2 justified pinned`: layout, direction, columns,
    /// interitem/line spacing, section inset, alignment and toggles.
    public var summary: String {
        let spec = dataSource.spec, p = spec.flow
        let inset = p.sectionInset
        var text = "flow\(spec.scrollDirection == .vertical ? "↓" : "→") \(columns(in: crossWidth)) col"
        text += " sp \(f(p.minimumInteritemSpacing))/\(f(p.minimumLineSpacing))"
        text += " in \(f(inset.top)),\(f(inset.left)),\(f(inset.bottom)),\(f(inset.right)) \(p.style.horizontalAlignment.rawValue)"
        if p.style.headerPinsToVisibleBounds { text += " pinned" }
        if !dataSource.showsSupplementaryViews { text += " no-headers" }
        return text
    }

    public func apply(_ tweak: Tweak, to viewport: Viewport) -> String {
        let before = (dataSource.spec, dataSource.showsSupplementaryViews)
        var spec = dataSource.spec
        let message: String
        switch tweak {
        case .moreColumns, .fewerColumns:
            let target = columns(in: crossWidth) + (tweak == .moreColumns ? 1 : -1)
            guard target >= 1 else { return "refused: at least one column" }
            let p = spec.flow
            let available = crossWidth - cross(p.sectionInset)
            let width = (available - CGFloat(target - 1) * p.minimumInteritemSpacing) / CGFloat(target)
            guard width > 0 else { return "refused: \(target) columns do not fit in \(f(available)) points with spacing \(f(p.minimumInteritemSpacing))" }
            if spec.scrollDirection == .vertical { spec.flow.itemSize.width = width } else { spec.flow.itemSize.height = width }
            message = "columns: \(target) (item \(spec.scrollDirection == .vertical ? "width" : "height") \(f(width)))"
        case .lessInteritemSpacing, .moreInteritemSpacing:
            let value = spec.flow.minimumInteritemSpacing + (tweak == .moreInteritemSpacing ? 1 : -1)
            guard value >= 0 else { return "refused: interitem spacing cannot go below 0" }
            spec.flow.minimumInteritemSpacing = value
            message = "interitem spacing: \(f(value))"
        case .lessLineSpacing, .moreLineSpacing:
            let value = spec.flow.minimumLineSpacing + (tweak == .moreLineSpacing ? 1 : -1)
            guard value >= 0 else { return "refused: line spacing cannot go below 0" }
            spec.flow.minimumLineSpacing = value
            message = "line spacing: \(f(value))"
        case .lessInset, .moreInset:
            let d: CGFloat = tweak == .moreInset ? 1 : -1
            let i = spec.flow.sectionInset
            let next = EdgeInsets(top: i.top + d, left: i.left + d, bottom: i.bottom + d, right: i.right + d)
            guard min(next.top, next.left, next.bottom, next.right) >= 0 else { return "refused: section inset cannot go below 0" }
            spec.flow.sectionInset = next
            message = "section inset: \(f(next.top)),\(f(next.left)),\(f(next.bottom)),\(f(next.right))"
        case .toggleScrollDirection:
            spec.scrollDirection = spec.scrollDirection == .vertical ? .horizontal : .vertical
            message = "scroll direction: \(spec.scrollDirection.rawValue)"
        case .cycleHorizontalAlignment:
            spec.flow.style.horizontalAlignment = next(spec.flow.style.horizontalAlignment)
            message = "horizontal alignment: \(spec.flow.style.horizontalAlignment.rawValue)"
        case .cycleVerticalAlignment:
            spec.flow.style.verticalAlignment = next(spec.flow.style.verticalAlignment)
            message = "vertical alignment: \(spec.flow.style.verticalAlignment.rawValue)"
        case .togglePinnedHeaders:
            spec.flow.style.headerPinsToVisibleBounds.toggle()
            message = "pinned headers: \(spec.flow.style.headerPinsToVisibleBounds ? "on" : "off")"
        case .toggleSupplementaryViews:
            dataSource.showsSupplementaryViews.toggle()
            message = "headers and footers: \(dataSource.showsSupplementaryViews ? "on" : "off")"
        case .reset:
            spec = original
            dataSource.showsSupplementaryViews = true
            message = "reset to the spec as loaded"
        case .save:
            guard let file else { return "nothing to save to: this is a built-in demo (open a file with --spec)" }
            do {
                try spec.save(to: file)
                return "saved \(file)"
            } catch {
                return "refused: could not save \(file): \(error.localizedDescription)"
            }
        }
        dataSource.spec = spec
        dataSource.configure(layout)
        layout.invalidateLayout()
        viewport.prepareIfNeeded()
        if let error = layout.configurationError {
            (dataSource.spec, dataSource.showsSupplementaryViews) = before
            dataSource.configure(layout)
            layout.invalidateLayout()
            viewport.prepareIfNeeded()
            return "refused: \(error)"
        }
        return message
    }

    private var crossWidth: CGFloat {
        guard let bounds = layout.collectionView?.bounds else { return 0 }
        return dataSource.spec.scrollDirection == .vertical ? bounds.width : bounds.height
    }

    private func cross(_ inset: EdgeInsets) -> CGFloat {
        dataSource.spec.scrollDirection == .vertical ? inset.left + inset.right : inset.top + inset.bottom
    }

    /// How many items of the top-level size fit across (what +/- steps from).
    private func columns(in width: CGFloat) -> Int {
        let p = dataSource.spec.flow
        let w = dataSource.spec.scrollDirection == .vertical ? p.itemSize.width : p.itemSize.height
        let s = p.minimumInteritemSpacing
        let available = width - cross(p.sectionInset)
        guard w > 0, available >= w else { return 1 }
        return max(1, Int(((available + s) / (w + s) + 1e-9).rounded(.down)))
    }

    private func next<T: CaseIterable & Equatable>(_ value: T) -> T {
        let all = Array(T.allCases)
        return all[(all.firstIndex(of: value)! + 1) % all.count]
    }

    private func f(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int64(v)) : String(format: "%.2f", Double(v))
    }
}
