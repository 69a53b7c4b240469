import CollectionLayout
import Foundation

/// Values described by a table of spec keys: what `init()` holds where the file is silent, the
/// file's values on top.
package protocol SpecKeyed: Equatable, Sendable {
    init()
    /// The spec keys, in the order files are written and the docs list them. This table alone
    /// drives reading, writing, per-section merging and the docs' key lists.
    static var specKeys: [SpecKey<Self>] { get }
}

/// The resolved values of one layout's spec keys: UIKit's defaults from `init()`, the file's
/// top-level values on top, a section's overrides on top of those.
package protocol SpecParameters: SpecKeyed {
    /// The layout these values configure.
    associatedtype Layout: AnyObject
    /// Makes these the layout's values (a spec's top level).
    func apply(to layout: Layout)
}

extension SpecKeyed {
    /// The key named `name`, or nil when this layout has no such key.
    static func specKey(named name: String) -> SpecKey<Self>? {
        specKeys.first { $0.name == name }
    }

    /// Every key's value as JSON text, in table order (a spec's resolved top level; a key whose
    /// value is optional only where it is set).
    package var fieldTexts: [(key: String, text: String)] {
        Self.specKeys.compactMap { key in key.value(in: self).map { (key: key.name, text: $0.json) } }
    }

    /// These parameters with `other`'s values for the keys both layouts' tables name: a spec file
    /// holds one value per key, which either layout reads, so switching layouts (`w`) carries
    /// them over as they are and saving the other layout never rewrites what this one reads.
    package func takingSharedValues<Other: SpecKeyed>(of other: Other) -> Self {
        var shared = SpecOverrides()
        for key in Other.specKeys where Self.specKey(named: key.name) != nil { shared[key.name] = key.value(in: other) }
        return applying(shared)
    }

    /// These values where they are set, `base`'s elsewhere (a section's optional values over the
    /// top level's).
    package func over(_ base: Self) -> Self {
        var merged = base
        for key in Self.specKeys {
            if let value = key.value(in: self) { key.set(value, in: &merged) }
        }
        return merged
    }

    /// These parameters with `overrides` applied (the keys this layout knows; others ignored).
    ///
    /// - Complexity: O(number of keys); a section without overrides costs nothing.
    package func applying(_ overrides: SpecOverrides) -> Self {
        guard !overrides.isEmpty else { return self }
        var result = self
        for key in Self.specKeys {
            if let value = overrides[key.name] { key.set(value, in: &result) }
        }
        return result
    }
}

/// One spec key: its JSON name and type, where it may appear, what it means, and the value of
/// the layout's configuration it reads and writes.
///
/// ```swift
/// SpecKey("minimumLineSpacing", \FlowLayout.Configuration.minimumLineSpacing, type: .length, "space between lines")
/// ```
package struct SpecKey<Parameters: SpecKeyed>: Sendable {
    package let name: String
    package let type: SpecValueType
    /// Whether the key may only appear at the top level (not inside a section).
    package let topLevelOnly: Bool
    /// One phrase for README's key list.
    package let summary: String
    /// nil: an optional value not set (it comes from elsewhere: a section's from the top level).
    private let read: @Sendable (Parameters) -> SpecValue?
    private let write: @Sendable (inout Parameters, SpecValue) -> Void

    /// A key holding a length, size, insets, flag or whole number.
    package init<Value: SpecValueConvertible>(
        _ name: String, _ property: WritableKeyPath<Parameters, Value> & Sendable,
        type: SpecValueType, topLevelOnly: Bool = false, _ summary: String
    ) {
        self.name = name
        self.type = type
        self.topLevelOnly = topLevelOnly
        self.summary = summary
        read = { $0[keyPath: property].specValue }
        write = { parameters, value in
            if let typed = Value(specValue: value) { parameters[keyPath: property] = typed }
        }
    }

    /// A key holding an optional value: unset unless the file sets it.
    package init<Value: SpecValueConvertible>(
        _ name: String, _ property: WritableKeyPath<Parameters, Value?> & Sendable,
        type: SpecValueType, topLevelOnly: Bool = false, _ summary: String
    ) {
        self.name = name
        self.type = type
        self.topLevelOnly = topLevelOnly
        self.summary = summary
        read = { $0[keyPath: property]?.specValue }
        write = { parameters, value in
            if let typed = Value(specValue: value) { parameters[keyPath: property] = typed }
        }
    }

    /// A key holding one of an enumeration's raw values.
    package init<Value: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ property: WritableKeyPath<Parameters, Value> & Sendable,
        topLevelOnly: Bool = false, _ summary: String
    )
    where Value.RawValue == String {
        self.name = name
        type = .choice(Value.allCases.map(\.rawValue))
        self.topLevelOnly = topLevelOnly
        self.summary = summary
        read = { .choice($0[keyPath: property].rawValue) }
        write = { parameters, value in
            if case .choice(let raw) = value, let typed = Value(rawValue: raw) { parameters[keyPath: property] = typed }
        }
    }

    /// The value UIKit (or the layout) uses when no file sets the key (nil: an optional value).
    package var defaultValue: SpecValue? { read(Parameters()) }

    /// The key's value in `parameters` (nil: an optional value not set).
    package func value(in parameters: Parameters) -> SpecValue? { read(parameters) }

    /// Sets the key's property in `parameters` (a value of another type is ignored).
    package func set(_ value: SpecValue, in parameters: inout Parameters) { write(&parameters, value) }
}

/// What the reader checks of a key, whichever values it sets.
package struct SpecKeyShape: Sendable {
    package let name: String
    package let type: SpecValueType
    package let topLevelOnly: Bool
}

extension SpecKey {
    package var shape: SpecKeyShape { SpecKeyShape(name: name, type: type, topLevelOnly: topLevelOnly) }
}

/// The keys a section (or the file's top level) sets, sparse: a section that overrides nothing
/// stores nothing, which is what keeps a file of millions of sections small in memory.
package struct SpecOverrides: Equatable, Sendable {
    private struct Entry: Equatable, Sendable {
        var value: SpecValue
        var line: Int?
    }

    // One dictionary (8 bytes, no allocation while empty) for values and their lines.
    private var entries: [String: Entry] = [:]

    package init() {}

    package var isEmpty: Bool { entries.isEmpty }

    /// The keys set.
    package var names: Dictionary<String, some Any>.Keys { entries.keys }

    package subscript(name: String) -> SpecValue? {
        get { entries[name]?.value }
        set {
            if let newValue {
                entries[name, default: Entry(value: newValue)].value = newValue
            } else {
                entries[name] = nil
            }
        }
    }

    /// The line each key was read from, for errors found after reading (keys that are set).
    package var lines: [String: Int] {
        get { entries.compactMapValues(\.line) }
        set {
            for name in entries.keys { entries[name]?.line = newValue[name] }
        }
    }

    /// Records where `name` was read.
    mutating func setLine(_ line: Int, of name: String) {
        entries[name]?.line = line
    }

    /// The keys set, in `P`'s table order, as JSON text.
    func fields<P: SpecKeyed>(_ type: P.Type) -> [(key: String, text: String)] {
        // Most sections set nothing: a save of a million sections compares them all.
        guard !isEmpty else { return [] }
        return P.specKeys.compactMap { key in self[key.name].map { (key: key.name, text: $0.json) } }
    }
}
