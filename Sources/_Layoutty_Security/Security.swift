// Security for the files `layoutty preview` compiles: the keychain as a new device has it —
// empty when the program starts, holding what the code adds until it ends, matched by class and
// attributes as iOS matches them — so a screen that saves a token and reads it back sees it, and
// one that reads at launch finds nothing and shows its signed-out state. Nothing is written to
// disk: a preview never reads the user's own secrets, nor leaves any.
@_exported import CoreGraphics
@_exported import Foundation

/// Adds an item: its class and attributes, its data (`kSecValueData`); `errSecDuplicateItem`
/// when an item of the class has the same account, service, server and access group.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.shared.add(Keychain.item(attributes), result: result)
}

/// The items matching the query, returned as it asks (`kSecReturnData`, `kSecReturnAttributes`,
/// `kSecMatchLimitAll`); `errSecItemNotFound` when none does.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.shared.copyMatching(Keychain.item(query), result: result)
}

public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    Keychain.shared.update(Keychain.item(query), with: Keychain.item(attributesToUpdate))
}

public func SecItemDelete(_ query: CFDictionary) -> OSStatus { Keychain.shared.delete(Keychain.item(query)) }

/// What a status means, in Security's words.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    let messages: [OSStatus: String] = [
        errSecSuccess: "No error.", errSecParam: "One or more parameters passed to a function were not valid.",
        errSecDuplicateItem: "The specified item already exists in the keychain.",
        errSecItemNotFound: "The specified item could not be found in the keychain.",
        errSecInteractionNotAllowed: "User interaction is not allowed.",
        errSecAuthFailed: "The user name or passphrase you entered is not correct."
    ]
    return (messages[status] ?? "OSStatus \(status)") as NSString
}

/// Safari's shared web credentials: the app's associated domains are not the preview's, so none
/// is saved or found — an error, as a device answers an app without the entitlement.
public func SecAddSharedWebCredential(
    _ fqdn: CFString, _ account: CFString, _ password: CFString?, _ completionHandler: @escaping (CFError?) -> Void
) { completionHandler(missingEntitlement) }

public func SecRequestSharedWebCredential(
    _ fqdn: CFString?, _ account: CFString?, _ completionHandler: @escaping (CFArray?, CFError?) -> Void
) { completionHandler(nil, missingEntitlement) }

private var missingEntitlement: CFError {
    NSError(domain: "NSOSStatusErrorDomain", code: Int(errSecMissingEntitlement))
}

/// A strong password in Safari's shape (`xxxx-xxxx-xxxx-xxxx`), from the system's generator.
public func SecCreateSharedWebCredentialPassword() -> CFString? {
    let letters = Array("abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    let groups = (0..<4).map { _ in String((0..<4).map { _ in letters.randomElement()! }) }
    return groups.joined(separator: "-") as NSString
}

/// The system's random generator.
public final class SecRandom: Sendable {}
public typealias SecRandomRef = SecRandom
public let kSecRandomDefault: SecRandom? = nil

/// Fills `bytes` from the system's generator: 0, as on iOS.
public func SecRandomCopyBytes(_ rnd: SecRandom?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    for index in 0..<max(0, count) {
        bytes.storeBytes(of: UInt8.random(in: .min ... .max, using: &generator), toByteOffset: index, as: UInt8.self)
    }
    return errSecSuccess
}

/// Who may read an item (biometry, a passcode): kept with the item; nobody is asked here.
public final class SecAccessControl: Sendable {
    public let flags: SecAccessControlCreateFlags
    init(flags: SecAccessControlCreateFlags) { self.flags = flags }
}

public struct SecAccessControlCreateFlags: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let userPresence = Self(rawValue: 1 << 0)
    public static let biometryAny = Self(rawValue: 1 << 1)
    public static let biometryCurrentSet = Self(rawValue: 1 << 3)
    public static let devicePasscode = Self(rawValue: 1 << 4)
    public static let watch = Self(rawValue: 1 << 5)
    public static let or = Self(rawValue: 1 << 14)
    public static let and = Self(rawValue: 1 << 15)
    public static let privateKeyUsage = Self(rawValue: 1 << 30)
    public static let applicationPassword = Self(rawValue: 1 << 31)
}

public func SecAccessControlCreateWithFlags(
    _ allocator: CFAllocator?, _ protection: CFTypeRef, _ flags: SecAccessControlCreateFlags,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> SecAccessControl? { SecAccessControl(flags: flags) }

/// The keychain of the program's run.
final class Keychain: @unchecked Sendable {
    static let shared = Keychain()
    private let lock = NSLock()
    private var items: [[String: AnyHashable]] = []

    /// The attributes that tell two items of a class apart (a duplicate has them all equal).
    private static let primaryKeys: [String] = [
        kSecAttrAccount, kSecAttrService, kSecAttrServer, kSecAttrProtocol, kSecAttrPort, kSecAttrPath,
        kSecAttrAccessGroup, kSecAttrApplicationTag, kSecAttrSynchronizable
    ].map { $0 as String }

    /// A query's or an item's keys and values, each value a plain one (a string, data, a
    /// number, a date): what matching compares.
    static func item(_ dictionary: CFDictionary) -> [String: AnyHashable] {
        var item: [String: AnyHashable] = [:]
        for case (let key as String, let value) in dictionary as? [AnyHashable: Any] ?? [:] {
            item[key] = plain(value)
        }
        return item
    }

    private static func plain(_ value: Any) -> AnyHashable {
        if let data = value as? Data { return data }
        if let string = value as? String { return string }
        if let date = value as? Date { return date }
        if let number = value as? NSNumber { return number.int64Value }
        return String(describing: value)
    }

    /// Whether the key is an attribute to match (not a return, limit, use or value key).
    private static func isAttribute(_ key: String) -> Bool {
        !["r_", "m_", "u_", "v_"].contains { key.hasPrefix($0) } && key != kSecAttrAccessControl as String
    }

    private func matching(_ query: [String: AnyHashable]) -> [Int] {
        items.indices.filter { index in
            query.allSatisfy { key, value in
                guard Self.isAttribute(key) else { return true }
                if key == kSecAttrSynchronizable as String, value == AnyHashable(kSecAttrSynchronizableAny as String) {
                    return true
                }
                return items[index][key] == value
            }
        }
    }

    func add(_ item: [String: AnyHashable], result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        lock.withLock {
            guard item[kSecClass as String] != nil else { return errSecParam }
            let identity = item.filter { Self.primaryKeys.contains($0.key) || $0.key == kSecClass as String }
            guard matching(identity).isEmpty else { return errSecDuplicateItem }
            var stored = item.filter { Self.isAttribute($0.key) || $0.key == kSecValueData as String }
            let now = Date()
            stored[kSecAttrCreationDate as String] = now
            stored[kSecAttrModificationDate as String] = now
            items.append(stored)
            result?.pointee = Self.returned([stored], for: item)
            return errSecSuccess
        }
    }

    func copyMatching(_ query: [String: AnyHashable], result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        lock.withLock {
            let found = matching(query).map { items[$0] }
            guard !found.isEmpty else { return errSecItemNotFound }
            result?.pointee = Self.returned(found, for: query)
            return errSecSuccess
        }
    }

    func update(_ query: [String: AnyHashable], with changes: [String: AnyHashable]) -> OSStatus {
        lock.withLock {
            let found = matching(query)
            guard !found.isEmpty else { return errSecItemNotFound }
            for index in found {
                items[index].merge(changes) { _, new in new }
                items[index][kSecAttrModificationDate as String] = Date()
            }
            return errSecSuccess
        }
    }

    func delete(_ query: [String: AnyHashable]) -> OSStatus {
        lock.withLock {
            let found = Set(matching(query))
            guard !found.isEmpty else { return errSecItemNotFound }
            items = items.indices.filter { !found.contains($0) }.map { items[$0] }
            return errSecSuccess
        }
    }

    /// What a query returns: the data, the attributes (with the data when both are asked), one
    /// or, with `kSecMatchLimitAll`, an array; nil when it asks for nothing.
    private static func returned(_ found: [[String: AnyHashable]], for query: [String: AnyHashable]) -> CFTypeRef? {
        let wants = { (key: CFString) in (query[key as String] as? Int64 ?? 0) != 0 }
        let (data, attributes) = (wants(kSecReturnData), wants(kSecReturnAttributes))
        guard data || attributes else { return nil }
        let each: [AnyObject] = found.map { item in
            if attributes {
                return NSDictionary(dictionary: data ? item : item.filter { $0.key != kSecValueData as String })
            }
            return NSData(data: item[kSecValueData as String] as? Data ?? Data())
        }
        let all = query[kSecMatchLimit as String] == AnyHashable(kSecMatchLimitAll as String)
        return all ? NSArray(array: each) : each[0]
    }
}
