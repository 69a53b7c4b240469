import CollectionLayout
import Foundation
import TerminalCollectionView

// Each spec layout kind's part in the previewer (`SpecLayoutModel`): its status words and its
// edits, `w` included. The edits themselves are `SpecTweaks`' (its state; the view is handed in).

extension FlowSpecModel {
    package static func summary(of spec: LayoutSpec, across crossWidth: CGFloat) -> String {
        let p = spec.flow
        let columns = SpecTweaks.flowColumns(of: spec, across: crossWidth)
        var text = "\(columns) col sp \(SpecTweaks.f(p.minimumInteritemSpacing))/\(SpecTweaks.f(p.minimumLineSpacing))"
        text += " in \(SpecTweaks.insets(p.sectionInset)) \(p.sectionStyle.horizontalAlignment.rawValue)"
        return text + (p.sectionStyle.headerPinsToVisibleBounds ? " pinned" : "")
    }

    package static func edit(_ tweak: SpecTweaks.Tweak, _ values: inout FlowParameters, in tweaks: SpecTweaks, across crossWidth: CGFloat)
        -> Result<String, SpecTweaks.Refusal>
    {
        tweaks.flowTweak(tweak, &values, across: crossWidth)
    }

    /// A waterfall: the file's waterfall values if it has any, else the waterfall closest to the
    /// flow's look; the keys both read as the flow has them.
    package static func switchToTwin(_ spec: inout LayoutSpec, across crossWidth: CGFloat) -> String {
        if !spec.hasWaterfallValues {
            let columns = SpecTweaks.flowColumns(of: spec, across: crossWidth)
            spec.waterfall = WaterfallParameters(resembling: spec.flow, columns: columns, direction: spec.scrollDirection)
            spec.hasWaterfallValues = true
        }
        spec.waterfall = spec.waterfall.takingSharedValues(of: spec.flow)
        spec.layout = .waterfall
        return "layout: waterfall"
    }
}

extension WaterfallSpecModel {
    package static func summary(of spec: LayoutSpec, across crossWidth: CGFloat) -> String {
        let p = spec.waterfall
        var text = "\(p.columnCount) col sp \(SpecTweaks.f(p.minimumColumnSpacing))/\(SpecTweaks.f(p.minimumInteritemSpacing))"
        text += " in \(SpecTweaks.insets(p.sectionInset)) \(p.itemRenderDirection.rawValue)"
        return text + (p.itemHeightMode == .fixed ? " fixed" : "")
    }

    package static func edit(
        _ tweak: SpecTweaks.Tweak, _ values: inout WaterfallParameters, in tweaks: SpecTweaks, across crossWidth: CGFloat
    ) -> Result<String, SpecTweaks.Refusal> {
        tweaks.waterfallTweak(tweak, &values)
    }

    /// A flow layout, the keys both read as the waterfall has them.
    package static func switchToTwin(_ spec: inout LayoutSpec, across crossWidth: CGFloat) -> String {
        spec.flow = spec.flow.takingSharedValues(of: spec.waterfall)
        spec.layout = .flow
        return "layout: flow"
    }
}

extension CompositionalSpecModel {
    package static func summary(of spec: LayoutSpec, across crossWidth: CGFloat) -> String {
        "\(spec.sections.count) section\(spec.sections.count == 1 ? "" : "s")"
    }

    /// The descriptions' steps (`CompositionalEdits`) over the file's new descriptions.
    package static func reapplyEdits(of tweaks: SpecTweaks, over theirs: LayoutSpec, into spec: inout LayoutSpec) {
        spec.compositional = tweaks.compositionalEdits.applied(to: theirs.compositional, over: nil)
        spec.compositionalSections = theirs.compositionalSections.mapValues {
            tweaks.compositionalEdits.applied(to: $0, over: theirs.compositional)
        }
    }

    /// Every edit but `w` steps the descriptions (`SpecTweaks+Compositional`), `b` included.
    package static func apply(_ tweak: SpecTweaks.Tweak, to spec: inout LayoutSpec, in tweaks: SpecTweaks, across crossWidth: CGFloat)
        -> Result<String, SpecTweaks.Refusal>?
    {
        guard tweak != .switchLayout else {
            return .failure(SpecTweaks.Refusal(reason: "w: a compositional layout has no flow or waterfall twin"))
        }
        return tweaks.compositionalTweak(tweak, &spec)
    }
}
