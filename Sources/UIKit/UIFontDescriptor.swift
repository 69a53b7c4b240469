import Foundation

/// A font's description (UIFontDescriptor.h): its size, its traits, its design. Fonts are
/// measured by size and weight here, so a bold trait makes a bold font and the rest is kept.
open class UIFontDescriptor: NSObject {
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = Self(rawValue: 1 << 0)
        public static let traitBold = Self(rawValue: 1 << 1)
        public static let traitExpanded = Self(rawValue: 1 << 5)
        public static let traitCondensed = Self(rawValue: 1 << 6)
        public static let traitMonoSpace = Self(rawValue: 1 << 10)
        public static let traitTightLeading = Self(rawValue: 1 << 15)
        public static let traitLooseLeading = Self(rawValue: 1 << 16)
    }
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Self(rawValue: "NSCTFontUIUsageAttribute")
        public static let rounded = Self(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = Self(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = Self(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
    /// The keys of a `.traits` attribute's dictionary: a weight there (a `UIFont.Weight`, or
    /// its value) is the font's.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = Self(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = Self(rawValue: "NSCTFontWeightTrait")
        public static let width = Self(rawValue: "NSCTFontProportionTrait")
        public static let slant = Self(rawValue: "NSCTFontSlantTrait")
    }
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = Self(rawValue: "NSFontFamilyAttribute")
        public static let name = Self(rawValue: "NSFontNameAttribute")
        public static let size = Self(rawValue: "NSFontSizeAttribute")
        public static let traits = Self(rawValue: "NSCTFontTraitsAttribute")
        public static let featureSettings = Self(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits
    public let design: SystemDesign
    public let fontAttributes: [AttributeName: Any]
    let name: String

    init(
        name: String, pointSize: CGFloat, traits: SymbolicTraits, design: SystemDesign, attributes: [AttributeName: Any]
    ) {
        (self.name, self.pointSize, symbolicTraits, self.design, fontAttributes) =
            (name, pointSize, traits, design, attributes)
        super.init()
    }
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(name: fontName, pointSize: size, traits: [], design: .default, attributes: [:])
    }
    public convenience init(fontAttributes attributes: [AttributeName: Any]) {
        self.init(
            name: attributes[.name] as? String ?? ".SFUI", pointSize: attributes[.size] as? CGFloat ?? 0, traits: [],
            design: .default, attributes: attributes)
    }

    /// The text style's font at the default size, described.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }
    /// Nil where UIKit answers nil: never, for the traits kept here.
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(name: name, pointSize: pointSize, traits: traits, design: design, attributes: fontAttributes)
    }
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(
            name: name, pointSize: pointSize, traits: symbolicTraits, design: design, attributes: fontAttributes)
    }
    /// Of another family: its name kept (fonts are measured by size and weight here).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        addingAttributes([.family: newFamily])
    }
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(
            name: name, pointSize: newPointSize, traits: symbolicTraits, design: design, attributes: fontAttributes)
    }
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(
            name: name, pointSize: attributes[.size] as? CGFloat ?? pointSize, traits: symbolicTraits, design: design,
            attributes: fontAttributes.merging(attributes) { $1 })
    }
}

extension UIFont {
    /// The font's description: its size, bold when its weight is semibold or heavier.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(
            name: fontName, pointSize: pointSize, traits: weight.rawValue >= Weight.semibold.rawValue ? .traitBold : [],
            design: .default, attributes: [:])
    }
    /// The described font at `pointSize` (the descriptor's own size when 0): of the weight its
    /// `.traits` give (`[.weight: UIFont.Weight.semibold]`), else bold for a bold trait.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let traits = descriptor.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
        let weight =
            (traits?[.weight] as? UIFont.Weight)
            ?? (traits?[.weight] as? CGFloat).map(UIFont.Weight.init(rawValue:))
        self.init(
            pointSize: pointSize == 0 ? descriptor.pointSize : pointSize, name: descriptor.name,
            weight: weight ?? (descriptor.symbolicTraits.contains(.traitBold) ? .bold : .regular))
    }
}
