import Foundation

// Foundation's value transformers (NSValueTransformer.h), which swift-corelibs-foundation lacks:
// Core Data's transformable attributes name one, and apps register theirs at launch. A
// transformer turns a value into another and back; the registry is kept by name.

/// A transformer's name in the registry.
public struct NSValueTransformerName: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName(
        "NSSecureUnarchiveFromDataTransformerName")
}

open class ValueTransformer: NSObject {
    /// The transformers by name, under `lock`: apps register theirs from any thread.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registry: [NSValueTransformerName: ValueTransformer] = [
        .negateBooleanTransformerName: Predicate { ($0 as? Bool).map { !$0 } ?? true },
        .isNilTransformerName: Predicate { $0 == nil }, .isNotNilTransformerName: Predicate { $0 != nil }
    ]

    open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        lock.withLock { registry[name] = transformer }
    }

    open class func valueTransformer(forName name: NSValueTransformerName) -> ValueTransformer? {
        lock.withLock { registry[name] }
    }
    open class func valueTransformerNames() -> [NSValueTransformerName] { lock.withLock { Array(registry.keys) } }
    open class func transformedValueClass() -> AnyClass { NSObject.self }
    open class func allowsReverseTransformation() -> Bool { false }

    /// The value unchanged, as Foundation's base class answers.
    open func transformedValue(_ value: Any?) -> Any? { value }
    open func reverseTransformedValue(_ value: Any?) -> Any? {
        Self.allowsReverseTransformation() ? transformedValue(value) : nil
    }

    /// Foundation's named Boolean transformers.
    private final class Predicate: ValueTransformer {
        let test: (Any?) -> Bool
        init(_ test: @escaping (Any?) -> Bool) { self.test = test }
        override func transformedValue(_ value: Any?) -> Any? { test(value) }
    }
}

/// Core Data's default for transformable attributes: data unarchived to the classes allowed,
/// archived back. Values are kept as they are here (a store in memory never writes data).
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer {
    open class var allowedTopLevelClasses: [AnyClass] {
        [NSArray.self, NSDictionary.self, NSString.self, NSNumber.self]
    }
    open override class func allowsReverseTransformation() -> Bool { true }
}
