import ArgumentParser
import CollectionLayout
import Foundation
import LayouttyDevice
import LayouttySpec
import TerminalCollectionView

/// `--device NAME [--landscape] [--fit] [--cell-aspect X]` or `--points WxH`: the layout drawn in a
/// device's points, aspect-correct (`DeviceSetting`). Without them a point is a cell, as the
/// demos and spec files are sized.
package struct DeviceOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Show the layout on a device: \(Device.all.map(\.name).joined(separator: ", ")) (case, spaces and hyphens ignored: iphone-15).",
            valueName: "name"))
    package var device: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("A device of any size, in points.", valueName: "wxh"))
    package var points: String?

    @Flag(help: "The device turned sideways.")
    package var landscape = false

    @Flag(help: "Scale the device's whole screen into the terminal (the bounds are its screen).")
    package var fit = false

    @Option(
        name: .customLong("cell-aspect"), parsing: .unconditional,
        help: ArgumentHelp(
            "Points per row ÷ points per column: how much taller than wide a cell is (default 2).", valueName: "x"))
    package var cellAspect: Double = 2

    @Flag(help: "Lay out right to left (as for Arabic or Hebrew): flow and compositional layouts are shown mirrored.")
    package var rtl = false

    package init() {}

    /// UIKit's layout direction the view has.
    package var layoutDirection: TraitCollection.LayoutDirection { rtl ? .rightToLeft : .leftToRight }

    package func validate() throws {
        guard device == nil || points == nil else {
            throw ValidationError("--device and --points cannot be used together")
        }
        if let device, Device.named(device) == nil {
            throw ValidationError(
                "--device \(device): no such device (expected one of \(Device.all.map(\.name).joined(separator: ", ")))"
            )
        }
        if let points, Device.custom(points: points) == nil {
            throw ValidationError(
                "--points \(points): expected WIDTHxHEIGHT in points, each from 1 to 100000 (e.g. 393x852)")
        }
        guard cellAspect.isFinite, (0.25...8).contains(cellAspect) else {
            throw ValidationError("--cell-aspect must be from 0.25 to 8, got \(cellAspect)")
        }

    }

    /// The device asked for, else the spec's own (`"device"`), turned and fitted as asked; nil
    /// for none (one point per cell).
    package func setting(for spec: LayoutSpec?) throws -> DeviceSetting? {
        let chosen = device.flatMap(Device.named) ?? points.flatMap { Device.custom(points: $0) } ?? spec?.device
        guard let chosen else {
            if landscape || fit {
                throw CLIFailure(message: "--landscape and --fit need --device, --points or a spec's \"device\"")
            }
            return nil
        }
        return DeviceSetting(device: chosen, isLandscape: landscape, cellAspect: CGFloat(cellAspect), fitsScreen: fit)
    }
}
