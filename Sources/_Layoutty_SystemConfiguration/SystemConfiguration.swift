// SystemConfiguration for the files `layoutty preview` compiles: the network's reachability, as
// apps ask it (a Reachability class over `SCNetworkReachability`). A preview does not watch the
// network: every target is reachable over Wi-Fi, as a device on a good network answers, and no
// change is ever reported (a callback set is never called).
@_exported import CoreGraphics
@_exported import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A target to reach: a host name or an address.
public final class SCNetworkReachability: @unchecked Sendable {
    let target: String
    init(target: String) { self.target = target }
}

public struct SCNetworkReachabilityFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let transientConnection = Self(rawValue: 1 << 0)
    public static let reachable = Self(rawValue: 1 << 1)
    public static let connectionRequired = Self(rawValue: 1 << 2)
    public static let connectionOnTraffic = Self(rawValue: 1 << 3)
    public static let interventionRequired = Self(rawValue: 1 << 4)
    public static let connectionOnDemand = Self(rawValue: 1 << 5)
    public static let isLocalAddress = Self(rawValue: 1 << 16)
    public static let isDirect = Self(rawValue: 1 << 17)
    public static let isWWAN = Self(rawValue: 1 << 18)
    public static let connectionAutomatic = connectionOnTraffic
}

/// What a change would be reported to: kept, never called (a Swift function here: a C one cannot
/// take Swift classes on Linux).
public typealias SCNetworkReachabilityCallBack =
    (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

public struct SCNetworkReachabilityContext {
    public var version: CFIndex
    public var info: UnsafeMutableRawPointer?
    public var retain: ((UnsafeRawPointer) -> UnsafeRawPointer)?
    public var release: ((UnsafeRawPointer) -> Void)?
    public var copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?
    public init(
        version: CFIndex, info: UnsafeMutableRawPointer?,
        retain: ((UnsafeRawPointer) -> UnsafeRawPointer)?,
        release: ((UnsafeRawPointer) -> Void)?,
        copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?
    ) {
        (self.version, self.info, self.retain, self.release, self.copyDescription) = (
            version, info, retain, release, copyDescription
        )
    }
}

public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>)
    -> SCNetworkReachability?
{ SCNetworkReachability(target: String(cString: nodename)) }

public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>)
    -> SCNetworkReachability?
{ SCNetworkReachability(target: "address") }

/// Reachable, over Wi-Fi (not `isWWAN`): a device on a good network.
public func SCNetworkReachabilityGetFlags(
    _ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>
) -> Bool {
    flags.pointee = .reachable
    return true
}

public func SCNetworkReachabilitySetCallback(
    _ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
    _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?
) -> Bool { true }

public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool {
    true
}

/// BSD's socket address length, which Linux's `sockaddr` has not: apps set it before asking
/// for the zero address's reachability (`zeroAddress.sa_len = …`). Its size, kept nowhere.
extension sockaddr {
    public var sa_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr>.size) }
        set {}
    }
}

extension sockaddr_in {
    public var sin_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in>.size) }
        set {}
    }
}
