import Foundation

// Objective-C's associated objects, which `import UIKit` brings on iOS (the ObjectiveC module):
// extensions store a value on a view or controller they cannot add a stored property to
// (`objc_setAssociatedObject(self, &Keys.badge, label, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`).
// Linux has no Objective-C runtime: kept here in a table of weak owners, each value held as its
// policy says and dropped once its owner is gone.

// Objective-C's C name, as Swift code spells it (`.OBJC_ASSOCIATION_RETAIN_NONATOMIC`).
// swift-format-ignore: TypeNamesShouldBeCapitalized
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    AssociatedObjects.shared.set(value, for: key, on: object as AnyObject, policy: policy)
}

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(for: key, on: object as AnyObject)
}

public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(on: object as AnyObject)
}

/// The associated values of every live owner.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()
    private struct Values {
        weak var owner: AnyObject?
        var byKey: [UnsafeRawPointer: Held] = [:]
    }
    /// A value as its policy holds it: `ASSIGN` does not keep an object alive.
    private enum Held {
        case strong(Any)
        case weak(() -> AnyObject?)
        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let object): object()
            }
        }
    }
    private let lock = NSLock()
    private var owners: [ObjectIdentifier: Values] = [:]

    func set(_ value: Any?, for key: UnsafeRawPointer, on owner: AnyObject, policy: objc_AssociationPolicy) {
        lock.withLock {
            var values = liveValues(of: owner)
            if let value {
                if policy == .OBJC_ASSOCIATION_ASSIGN, let object = value as AnyObject? {
                    values.byKey[key] = .weak { [weak object] in object }
                } else {
                    values.byKey[key] = .strong(value)
                }
            } else {
                values.byKey[key] = nil
            }
            owners[ObjectIdentifier(owner)] = values
            // Owners gone since: their values go too (an address may be reused by a new object).
            if owners.count % 64 == 0 { owners = owners.filter { $0.value.owner != nil } }
        }
    }

    func value(for key: UnsafeRawPointer, on owner: AnyObject) -> Any? {
        lock.withLock { liveValues(of: owner).byKey[key]?.value }
    }

    func removeAll(on owner: AnyObject) {
        lock.withLock { owners[ObjectIdentifier(owner)] = nil }
    }

    /// `owner`'s values; none when the entry at its address was another's, now gone.
    private func liveValues(of owner: AnyObject) -> Values {
        guard let values = owners[ObjectIdentifier(owner)], values.owner === owner else { return Values(owner: owner) }
        return values
    }
}
