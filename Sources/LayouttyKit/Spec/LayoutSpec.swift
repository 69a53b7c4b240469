import CollectionLayout
import Foundation

/// A collection view described by a spec file: bounds, layout and data (cli-contract.md).
///
/// ```swift
/// let spec = try LayoutSpec.load(file: "Demos/specs/grid.json")
/// let view = SpecCollectionView(spec: spec, size: CGSize(width: 80, height: 24))
/// let layout = view.makeLayout()
/// ```
public struct LayoutSpec: Equatable, Sendable {
    public enum LayoutKind: String, Sendable, CaseIterable {
        case flow
    }

    public struct Item: Equatable, Sendable {
        public var size: CGSize
        public var label: String?

        public init(size: CGSize, label: String? = nil) {
            self.size = size
            self.label = label
        }
    }

    public struct Section: Equatable, Sendable {
        public enum Items: Equatable, Sendable {
            /// Every item takes the section's item size (the flow layout's uniform fast path).
            case count(Int)
            case sized([Item])
        }

        public var items: Items
        public var overrides = FlowOverrides()
        public var line: Int?

        public init(items: Items, overrides: FlowOverrides = FlowOverrides()) {
            self.items = items
            self.overrides = overrides
        }

        public var itemCount: Int {
            switch items {
            case .count(let n): n
            case .sized(let items): items.count
            }
        }
    }

    /// Where the spec came from, for error messages ("demo grid" for built-ins).
    public var source: String
    public var layout: LayoutKind = .flow
    public var bounds: CGSize?
    public var scrollDirection: ScrollDirection = .vertical
    /// The top-level values (UIKit's defaults where the file is silent); sections override them.
    public var flow = FlowParameters()
    public var sections: [Section] = []

    public init(source: String) {
        self.source = source
    }

    public func parameters(forSection index: Int) -> FlowParameters {
        sections[index].overrides.applied(to: flow)
    }

    /// Refuses a configuration that leaves a section no room for items at this bounds size
    /// (layout-semantics.md: available width A ≤ 0 is invalid).
    public func validate(boundsSize: CGSize) throws(SpecError) {
        let cross = scrollDirection == .vertical ? boundsSize.width : boundsSize.height
        for (index, section) in sections.enumerated() {
            let inset = parameters(forSection: index).sectionInset
            let used = scrollDirection == .vertical ? inset.left + inset.right : inset.top + inset.bottom
            guard cross - used <= 0 else { continue }
            let overridden = section.overrides.sectionInset != nil
            throw SpecError(
                file: source, line: overridden ? section.overrides.lines["sectionInset"] : topLevelLines["sectionInset"],
                path: overridden ? "sections[\(index)].sectionInset" : "sectionInset",
                message: "leaves no room for items in section \(index): the \(scrollDirection == .vertical ? "width" : "height") "
                    + "\(JSONValue.format(cross)) minus insets \(JSONValue.format(used)) is \(JSONValue.format(cross - used)); expected a positive remainder")
        }
    }

    /// Lines of the top-level keys, for errors found after reading.
    public var topLevelLines: [String: Int] = [:]
}
