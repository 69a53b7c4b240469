// Network for the files `layoutty preview` compiles (`import Network` reaches this module by
// `-module-alias`): addresses as apps parse and print them, and the network's path as a phone
// on Wi-Fi sees it. Addresses are computed as on iOS (`IPv4Address("10.0.0.1")`, its bytes,
// loopback and multicast). A preview watches no network: a path monitor reports one satisfied
// path over Wi-Fi once started, a connection stays preparing and never sends (it is cancelled
// when asked), as on a device whose peer never answers.
@_exported import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A network interface (`nw_interface`).
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    public enum InterfaceType: Hashable, Sendable {
        case other, wifi, cellular, wiredEthernet, loopback
    }
    public let type: InterfaceType
    public let name: String
    public let index: Int
    public var debugDescription: String { name }
    /// The Wi-Fi interface a path in a preview uses.
    static let wifi = NWInterface(type: .wifi, name: "en0", index: 1)
}

/// An IP address of either family, as Network declares it.
public protocol IPAddress {
    init?(_ rawValue: Data, _ interface: NWInterface?)
    var rawValue: Data { get }
    var interface: NWInterface? { get }
    var isLoopback: Bool { get }
    var isLinkLocal: Bool { get }
    var isMulticast: Bool { get }
}

/// Four bytes, parsed and printed in dotted decimal as iOS does (`inet_pton`, `inet_ntop`).
public struct IPv4Address: IPAddress, Hashable, Sendable, CustomDebugStringConvertible {
    public static let any = IPv4Address(bytes: [0, 0, 0, 0])
    public static let broadcast = IPv4Address(bytes: [255, 255, 255, 255])
    public static let loopback = IPv4Address(bytes: [127, 0, 0, 1])
    public static let allHostsGroup = IPv4Address(bytes: [224, 0, 0, 1])
    public static let allRoutersGroup = IPv4Address(bytes: [224, 0, 0, 2])
    public static let allReportsGroup = IPv4Address(bytes: [224, 0, 0, 22])
    public static let mdnsGroup = IPv4Address(bytes: [224, 0, 0, 251])

    public let rawValue: Data
    public let interface: NWInterface?

    private init(bytes: [UInt8]) {
        rawValue = Data(bytes)
        interface = nil
    }
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 4 else { return nil }
        self.rawValue = rawValue
        self.interface = interface
    }
    /// Dotted decimal, with an interface after `%` (`"169.254.1.1%en0"`).
    public init?(_ string: String) {
        let (address, interface) = AddressText.split(string)
        guard let bytes = AddressText.bytes(of: address, family: AF_INET, count: 4) else { return nil }
        self.init(Data(bytes), interface)
    }
    public var isLoopback: Bool { rawValue.first == 127 }
    public var isLinkLocal: Bool { rawValue.prefix(2) == Data([169, 254]) }
    public var isMulticast: Bool { (rawValue.first ?? 0) & 0xF0 == 0xE0 }
    public var debugDescription: String { AddressText.text(of: rawValue, family: AF_INET, interface: interface) }
}

/// Sixteen bytes, parsed and printed in RFC 5952's form as iOS does.
public struct IPv6Address: IPAddress, Hashable, Sendable, CustomDebugStringConvertible {
    public enum Scope: UInt8, Sendable {
        case nodeLocal = 1
        case linkLocal = 2
        case siteLocal = 5
        case organizationLocal = 8
        case global = 14
    }
    public static let any = IPv6Address(bytes: Array(repeating: 0, count: 16))
    public static let loopback = IPv6Address(bytes: Array(repeating: 0, count: 15) + [1])
    public static let nodeLocalNodes = IPv6Address(bytes: [0xFF, 0x01] + Array(repeating: 0, count: 13) + [1])
    public static let linkLocalNodes = IPv6Address(bytes: [0xFF, 0x02] + Array(repeating: 0, count: 13) + [1])
    public static let linkLocalRouters = IPv6Address(bytes: [0xFF, 0x02] + Array(repeating: 0, count: 13) + [2])

    public let rawValue: Data
    public let interface: NWInterface?

    private init(bytes: [UInt8]) {
        rawValue = Data(bytes)
        interface = nil
    }
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 16 else { return nil }
        self.rawValue = rawValue
        self.interface = interface
    }
    public init?(_ string: String) {
        let (address, interface) = AddressText.split(string)
        guard let bytes = AddressText.bytes(of: address, family: AF_INET6, count: 16) else { return nil }
        self.init(Data(bytes), interface)
    }
    public var isAny: Bool { rawValue.allSatisfy { $0 == 0 } }
    public var isLoopback: Bool { self.rawValue == Self.loopback.rawValue }
    public var isLinkLocal: Bool { rawValue.first == 0xFE && (rawValue[rawValue.startIndex + 1] & 0xC0) == 0x80 }
    public var isMulticast: Bool { rawValue.first == 0xFF }
    public var isUniqueLocal: Bool { (rawValue.first ?? 0) & 0xFE == 0xFC }
    /// `::ffff:a.b.c.d`.
    public var isIPv4Mapped: Bool { rawValue.prefix(12) == Data(Array(repeating: 0, count: 10) + [0xFF, 0xFF]) }
    public var isIPv4Compatabile: Bool { rawValue.prefix(12).allSatisfy { $0 == 0 } && !isAny && !isLoopback }
    public var is6to4: Bool { rawValue.prefix(2) == Data([0x20, 0x02]) }
    /// The IPv4 address a mapped or compatible one carries.
    public var asIPv4: IPv4Address? {
        isIPv4Mapped || isIPv4Compatabile ? IPv4Address(Data(rawValue.suffix(4)), interface) : nil
    }
    public var multicastScope: Scope? {
        isMulticast ? Scope(rawValue: rawValue[rawValue.startIndex + 1] & 0x0F) : nil
    }
    public var debugDescription: String { AddressText.text(of: rawValue, family: AF_INET6, interface: interface) }
}

/// The C library's parsing and printing of addresses, as Network's (`inet_pton`, `inet_ntop`).
private enum AddressText {
    static func split(_ string: String) -> (String, NWInterface?) {
        guard let percent = string.firstIndex(of: "%") else { return (string, nil) }
        let name = String(string[string.index(after: percent)...])
        return (String(string[..<percent]), NWInterface(type: .other, name: name, index: 0))
    }
    static func bytes(of string: String, family: Int32, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        return inet_pton(family, string, &bytes) == 1 ? bytes : nil
    }
    static func text(of data: Data, family: Int32, interface: NWInterface?) -> String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let bytes = [UInt8](data)
        guard inet_ntop(family, bytes, &text, socklen_t(text.count)) != nil else { return "" }
        return String(cString: text) + (interface.map { "%" + $0.name } ?? "")
    }
}

/// Where a connection goes (`nw_endpoint`).
public enum NWEndpoint: Hashable, Sendable, CustomDebugStringConvertible {
    public enum Host: Hashable, Sendable, ExpressibleByStringLiteral, CustomDebugStringConvertible {
        case name(String, NWInterface?)
        case ipv4(IPv4Address)
        case ipv6(IPv6Address)
        /// An address when the text is one, else a name.
        public init(_ string: String) {
            if let address = IPv4Address(string) {
                self = .ipv4(address)
            } else if let address = IPv6Address(string) {
                self = .ipv6(address)
            } else {
                self = .name(string, nil)
            }
        }
        public init(stringLiteral value: String) { self.init(value) }
        public var interface: NWInterface? {
            switch self {
            case .name(_, let interface): interface
            case .ipv4(let address): address.interface
            case .ipv6(let address): address.interface
            }
        }
        public var debugDescription: String {
            switch self {
            case .name(let name, _): name
            case .ipv4(let address): address.debugDescription
            case .ipv6(let address): address.debugDescription
            }
        }
    }

    public struct Port: Hashable, Sendable, RawRepresentable, ExpressibleByIntegerLiteral,
        CustomDebugStringConvertible
    {
        public static let any = Port(integerLiteral: 0)
        public static let ssh = Port(integerLiteral: 22)
        public static let smtp = Port(integerLiteral: 25)
        public static let http = Port(integerLiteral: 80)
        public static let pop = Port(integerLiteral: 110)
        public static let imap = Port(integerLiteral: 143)
        public static let https = Port(integerLiteral: 443)
        public static let imaps = Port(integerLiteral: 993)
        public static let socks = Port(integerLiteral: 1080)
        public let rawValue: UInt16
        public init?(rawValue: UInt16) { self.rawValue = rawValue }
        public init(integerLiteral value: UInt16) { rawValue = value }
        public init?(_ string: String) {
            guard let value = UInt16(string) else { return nil }
            rawValue = value
        }
        public var debugDescription: String { String(rawValue) }
    }

    case hostPort(host: Host, port: Port)
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    case unix(path: String)
    case url(URL)

    public var interface: NWInterface? {
        switch self {
        case .hostPort(let host, _): host.interface
        case .service(_, _, _, let interface): interface
        case .unix, .url: nil
        }
    }
    public var debugDescription: String {
        switch self {
        case .hostPort(.ipv6(let address), let port): "[\(address.debugDescription)]:\(port.rawValue)"
        case .hostPort(let host, let port): "\(host.debugDescription):\(port.rawValue)"
        case .service(let name, let type, let domain, _): "\(name).\(type)\(domain)"
        case .unix(let path): path
        case .url(let url): url.absoluteString
        }
    }
}

/// What fails in Network (`nw_error`).
public enum NWError: Error, Hashable, Sendable, CustomDebugStringConvertible {
    case posix(POSIXErrorCode)
    case dns(Int32)
    case tls(Int32)
    public var debugDescription: String {
        switch self {
        case .posix(let code): "POSIXErrorCode(rawValue: \(code.rawValue))"
        case .dns(let code): "DNSServiceErrorType(\(code))"
        case .tls(let status): "OSStatus(\(status))"
        }
    }
}

/// The network a device is on, as a monitor reports it (`nw_path`): in a preview, one
/// satisfied path over Wi-Fi, neither expensive nor constrained.
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    public enum Status: Equatable, Sendable {
        case satisfied, unsatisfied, requiresConnection
    }
    public enum UnsatisfiedReason: Equatable, Sendable {
        case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
    }
    public let status: Status
    public var unsatisfiedReason: UnsatisfiedReason { .notAvailable }
    public let availableInterfaces: [NWInterface]
    public var isExpensive: Bool { false }
    public var isConstrained: Bool { false }
    public var supportsIPv4: Bool { status == .satisfied }
    public var supportsIPv6: Bool { status == .satisfied }
    public var supportsDNS: Bool { status == .satisfied }
    public var gateways: [NWEndpoint] { [] }
    public var localEndpoint: NWEndpoint? { nil }
    public var remoteEndpoint: NWEndpoint? { nil }
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }
    public var debugDescription: String {
        status == .satisfied ? "satisfied (Path is satisfied), interface: en0" : "unsatisfied"
    }

    /// A phone on Wi-Fi; none when the monitor requires or prohibits Wi-Fi against it.
    static func wifi(required: NWInterface.InterfaceType?, prohibited: [NWInterface.InterfaceType]) -> NWPath {
        let usable = (required ?? .wifi) == .wifi && !prohibited.contains(.wifi)
        return NWPath(status: usable ? .satisfied : .unsatisfied, availableInterfaces: usable ? [.wifi] : [])
    }
}

/// Watches the network's path: once started, reports the preview's path on its queue once,
/// as iOS reports the first path soon after `start(queue:)`; no change follows.
public final class NWPathMonitor: @unchecked Sendable {
    public var pathUpdateHandler: ((NWPath) -> Void)?
    public private(set) var queue: DispatchQueue?
    public let currentPath: NWPath
    private var cancelled = false

    public init() { currentPath = .wifi(required: nil, prohibited: []) }
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        currentPath = .wifi(required: requiredInterfaceType, prohibited: [])
    }
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        currentPath = .wifi(required: nil, prohibited: prohibitedInterfaceTypes)
    }

    public func start(queue: DispatchQueue) {
        self.queue = queue
        queue.async { [self] in
            if !cancelled { pathUpdateHandler?(currentPath) }
        }
    }
    public func cancel() { cancelled = true }
}

/// How a connection is made: kept, as nothing connects.
public final class NWParameters: @unchecked Sendable {
    public static var tcp: NWParameters { NWParameters() }
    public static var udp: NWParameters { NWParameters() }
    public static var tls: NWParameters { NWParameters() }
    public static var dtls: NWParameters { NWParameters() }
    public var requiredInterfaceType = NWInterface.InterfaceType.other
    public var prohibitedInterfaceTypes: [NWInterface.InterfaceType]?
    public var requiredInterface: NWInterface?
    public var allowLocalEndpointReuse = false
    public var includePeerToPeer = false
    public var preferNoProxies = false
    public var expiredDNSBehavior = 0
    public init() {}
}

/// A connection that never connects: started, it is preparing (its handler told so on its
/// queue); nothing is sent or received; cancelled, it says so.
public final class NWConnection: @unchecked Sendable {
    public enum State: Equatable, Sendable {
        case setup
        case waiting(NWError)
        case preparing, ready
        case failed(NWError)
        case cancelled
    }
    public enum SendCompletion: Sendable {
        case contentProcessed(@Sendable (NWError?) -> Void)
        case idempotent
    }
    public final class ContentContext: @unchecked Sendable {
        public static let defaultMessage = ContentContext(identifier: "default")
        public static let finalMessage = ContentContext(identifier: "final", isFinal: true)
        public static let defaultStream = ContentContext(identifier: "stream")
        public let identifier: String
        public let isFinal: Bool
        public init(identifier: String, expiration: UInt64 = 0, priority: Double = 0.5, isFinal: Bool = false) {
            self.identifier = identifier
            self.isFinal = isFinal
        }
    }

    public let endpoint: NWEndpoint
    public let parameters: NWParameters
    public private(set) var state = State.setup
    public private(set) var queue: DispatchQueue?
    public var stateUpdateHandler: ((State) -> Void)?
    public var viabilityUpdateHandler: ((Bool) -> Void)?
    public var pathUpdateHandler: ((NWPath) -> Void)?
    public var currentPath: NWPath? { nil }

    public init(to endpoint: NWEndpoint, using parameters: NWParameters) {
        self.endpoint = endpoint
        self.parameters = parameters
    }
    public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
        self.init(to: .hostPort(host: host, port: port), using: parameters)
    }

    public func start(queue: DispatchQueue) {
        self.queue = queue
        change(to: .preparing)
    }
    public func cancel() { change(to: .cancelled) }
    public func forceCancel() { change(to: .cancelled) }
    public func restart() {}
    /// Nothing is sent: the completion is never called, as with a peer that never answers.
    public func send(
        content: Data?, contentContext: ContentContext = .defaultMessage, isComplete: Bool = true,
        completion: SendCompletion
    ) {}
    public func receive(
        minimumIncompleteLength: Int, maximumLength: Int,
        completion: @escaping (Data?, ContentContext?, Bool, NWError?) -> Void
    ) {}
    public func receiveMessage(completion: @escaping (Data?, ContentContext?, Bool, NWError?) -> Void) {}

    private func change(to state: State) {
        guard self.state != state, self.state != .cancelled else { return }
        self.state = state
        (queue ?? .main).async { [self] in stateUpdateHandler?(state) }
    }
}
