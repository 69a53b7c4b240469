import CollectionLayout
import Foundation
import LayouttyCLI
import LayouttyDevice
import LayouttySpec
import TerminalCollectionView

extension DeviceOptions {
    /// The spec and the view the commands that print points (`attributes`, `explain`) lay it out
    /// in: a device's screen in points with its safe area and traits, else the spec's bounds,
    /// else `fallback`; its origin at `offset`.
    func pointsView(of source: SourceOptions, fallback: CGSize, offset: CGPoint = .zero) throws -> (
        PreparedSpec, FixedBoundsView
    ) {
        var setting: DeviceSetting?
        let prepared = try PreparedSpec(source: source) { spec in
            setting = try self.setting(for: spec)
            return setting?.size ?? spec.bounds ?? fallback
        }
        let view = FixedBoundsView(
            dataSource: prepared.data,
            bounds: CGRect(origin: offset, size: setting?.size ?? prepared.spec.bounds ?? fallback))
        prepared.spec.configure(view)
        if let setting { view.safeAreaInsets = setting.safeArea }
        view.traits = TraitCollection(device: setting, layoutDirection: layoutDirection)
        return (prepared, view)
    }
}
