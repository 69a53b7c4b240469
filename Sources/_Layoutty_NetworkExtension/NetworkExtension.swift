// NetworkExtension (NEVPNManager.h, NETunnelProviderManager.h, NEVPNConnection.h, NEOnDemandRule.h,
// NEDNSSettings.h, NEPacketTunnelProvider.h …) for the files `layoutty preview` compiles. A preview
// runs as a first launch: no VPN configuration is saved, so `loadAllFromPreferences` finds none
// and every connection is `.invalid` until the app saves one. Saving keeps the configuration for
// the run (loading finds it again); starting a tunnel leaves it `.connecting`, as a device whose
// tunnel provider never answers — nothing is sent anywhere. Replies come on the main queue, as
// on iOS, and status changes are posted as `NEVPNStatusDidChange`.
@_exported import Foundation

// MARK: - Status and errors

/// A VPN connection's state (`NEVPNStatus`).
public enum NEVPNStatus: Int, Sendable {
    case invalid = 0
    case disconnected = 1
    case connecting = 2
    case connected = 3
    case reasserting = 4
    case disconnecting = 5
}

extension Notification.Name {
    public static let NEVPNStatusDidChange = Notification.Name("NEVPNStatusDidChangeNotification")
    public static let NEVPNConfigurationChange = Notification.Name("NEVPNConfigurationChangeNotification")
    public static let NEDNSSettingsConfigurationDidChange = Notification.Name(
        "NEDNSSettingsConfigurationDidChangeNotification")
}

public let NEVPNErrorDomain = "NEVPNErrorDomain"
public let NEVPNConnectionErrorDomain = "NEVPNConnectionErrorDomain"
public let NETunnelProviderErrorDomain = "NETunnelProviderErrorDomain"
public let NEDNSSettingsErrorDomain = "NEDNSSettingsErrorDomain"

/// A configuration's error, as iOS's bridged `NEVPNError` (`catch NEVPNError.configurationStale`).
public struct NEVPNError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case configurationInvalid = 1
        case configurationDisabled = 2
        case connectionFailed = 3
        case configurationStale = 4
        case configurationReadWriteFailed = 5
        case configurationUnknown = 6
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let errorDomain = NEVPNErrorDomain
    public static let configurationInvalid = Code.configurationInvalid
    public static let configurationDisabled = Code.configurationDisabled
    public static let connectionFailed = Code.connectionFailed
    public static let configurationStale = Code.configurationStale
    public static let configurationReadWriteFailed = Code.configurationReadWriteFailed
    public static let configurationUnknown = Code.configurationUnknown
}

/// `catch NEVPNError.configurationStale`, as Foundation's bridged errors match on iOS.
public func ~= (code: NEVPNError.Code, error: Error) -> Bool { (error as? NEVPNError)?.code == code }

extension NEVPNError: CustomNSError {
    public var errorCode: Int { code.rawValue }
}

// MARK: - Protocols

/// What a VPN connects to (`NEVPNProtocol`).
open class NEVPNProtocol: NSObject, NSCopying {
    open var serverAddress: String?
    open var username: String?
    open var passwordReference: Data?
    open var identityReference: Data?
    open var identityData: Data?
    open var identityDataPassword: String?
    open var disconnectOnSleep = false
    open var includeAllNetworks = false
    open var excludeLocalNetworks = false
    open var excludeCellularServices = true
    open var excludeAPNs = true
    open var excludeDeviceCommunication = true
    open var enforceRoutes = false

    public required override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.take(self)
        return copy
    }

    /// Copies every setting, as the subclasses' copies do theirs.
    open func take(_ other: NEVPNProtocol) {
        (serverAddress, username, passwordReference) = (other.serverAddress, other.username, other.passwordReference)
        (identityReference, identityData, identityDataPassword) =
            (other.identityReference, other.identityData, other.identityDataPassword)
        (disconnectOnSleep, includeAllNetworks, excludeLocalNetworks, enforceRoutes) =
            (other.disconnectOnSleep, other.includeAllNetworks, other.excludeLocalNetworks, other.enforceRoutes)
        (excludeCellularServices, excludeAPNs, excludeDeviceCommunication) =
            (other.excludeCellularServices, other.excludeAPNs, other.excludeDeviceCommunication)
    }

}

/// An app's own tunnel provider's configuration (`NETunnelProviderProtocol`).
open class NETunnelProviderProtocol: NEVPNProtocol {
    open var providerConfiguration: [String: Any]?
    open var providerBundleIdentifier: String?

    open override func take(_ other: NEVPNProtocol) {
        super.take(other)
        guard let other = other as? NETunnelProviderProtocol else { return }
        (providerConfiguration, providerBundleIdentifier) = (
            other.providerConfiguration, other.providerBundleIdentifier
        )
    }
}

/// IPsec's settings (`NEVPNProtocolIPSec`).
open class NEVPNProtocolIPSec: NEVPNProtocol {
    public enum AuthenticationMethod: Int, Sendable {
        case none = 0
        case certificate = 1
        case sharedSecret = 2
    }
    open var authenticationMethod = AuthenticationMethod.none
    open var useExtendedAuthentication = false
    open var sharedSecretReference: Data?
    open var localIdentifier: String?
    open var remoteIdentifier: String?
}

/// IKEv2's settings (`NEVPNProtocolIKEv2`).
open class NEVPNProtocolIKEv2: NEVPNProtocolIPSec {
    open var serverCertificateIssuerCommonName: String?
    open var serverCertificateCommonName: String?
    open var enablePFS = false
    open var disableMOBIKE = false
    open var disableRedirect = false
    open var enableRevocationCheck = false
    open var useConfigurationAttributeInternalIPSubnet = false
    open var mtu = 1280
}

// MARK: - Connections

/// A VPN configuration's connection (`NEVPNConnection`): `.invalid` until its configuration is
/// saved, then `.disconnected`; started, it stays `.connecting` (no provider answers here).
open class NEVPNConnection: NSObject {
    open internal(set) var status = NEVPNStatus.invalid {
        didSet {
            guard status != oldValue else { return }
            DispatchQueue.main.async { [self] in
                NotificationCenter.default.post(name: .NEVPNStatusDidChange, object: self)
            }
        }
    }
    open internal(set) var connectedDate: Date?
    open internal(set) weak var manager: NEVPNManager?

    open func startVPNTunnel() throws { try startVPNTunnel(options: nil) }

    /// Throws `configurationInvalid` for a configuration never saved or disabled, as iOS does.
    open func startVPNTunnel(options: [String: NSObject]?) throws {
        guard status != .invalid, manager?.isEnabled ?? false else {
            throw NEVPNError(status == .invalid ? .configurationInvalid : .configurationDisabled)
        }
        if status == .disconnected { status = .connecting }
    }

    open func stopVPNTunnel() {
        guard status != .invalid, status != .disconnected else { return }
        status = .disconnected
        connectedDate = nil
    }

    open func fetchLastDisconnectError(completionHandler: @escaping (Error?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil) }
    }
}

/// The connection to an app's own tunnel provider (`NETunnelProviderSession`): messages to it are
/// never answered here (its handler is called with nil, as for a provider that is not running).
open class NETunnelProviderSession: NEVPNConnection {
    open func startTunnel(options: [String: Any]? = nil) throws {
        try startVPNTunnel(options: options?.compactMapValues { $0 as? NSObject })
    }
    open func stopTunnel() { stopVPNTunnel() }
    open func sendProviderMessage(_ messageData: Data, responseHandler: ((Data?) -> Void)? = nil) throws {
        guard status != .invalid else { throw NEVPNError(.configurationInvalid) }
        DispatchQueue.main.async { responseHandler?(nil) }
    }
}

// MARK: - Managers

/// A saved VPN configuration (`NEVPNManager`). Preferences live for the preview's run: a first
/// launch has none.
open class NEVPNManager: NSObject {
    /// The configurations saved in this run, as the system's preferences hold them.
    nonisolated(unsafe) static var saved: [NEVPNManager] = []
    private static let personal = NEVPNManager()

    open var localizedDescription: String?
    open var protocolConfiguration: NEVPNProtocol?
    open var isEnabled = false
    open var isOnDemandEnabled = false
    open var onDemandRules: [NEOnDemandRule]?
    open var connection: NEVPNConnection { storedConnection }
    lazy var storedConnection: NEVPNConnection = makeConnection()

    public override init() { super.init() }

    open class func shared() -> NEVPNManager { personal }

    func makeConnection() -> NEVPNConnection {
        let connection = NEVPNConnection()
        connection.manager = self
        return connection
    }

    open func loadFromPreferences(completionHandler: @escaping (Error?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil) }
    }
    open func loadFromPreferences() async throws {}

    /// Kept for the run; the connection becomes `.disconnected` (a configuration with no protocol
    /// is `configurationInvalid`, as on iOS).
    open func saveToPreferences(completionHandler: ((Error?) -> Void)? = nil) {
        let error = save()
        DispatchQueue.main.async { completionHandler?(error) }
    }
    open func saveToPreferences() async throws {
        if let error = save() { throw error }
    }

    open func removeFromPreferences(completionHandler: ((Error?) -> Void)? = nil) {
        remove()
        DispatchQueue.main.async { completionHandler?(nil) }
    }
    open func removeFromPreferences() async throws { remove() }

    private func save() -> Error? {
        guard protocolConfiguration != nil else { return NEVPNError(.configurationInvalid) }
        if !NEVPNManager.saved.contains(where: { $0 === self }) { NEVPNManager.saved.append(self) }
        if connection.status == .invalid { storedConnection.status = .disconnected }
        NotificationCenter.default.post(name: .NEVPNConfigurationChange, object: self)
        return nil
    }

    private func remove() {
        NEVPNManager.saved.removeAll { $0 === self }
        storedConnection.status = .invalid
    }
}

/// A configuration of the app's own tunnel provider (`NETunnelProviderManager`).
open class NETunnelProviderManager: NEVPNManager {
    public enum RoutingMethod: Int, Sendable {
        case destinationIP = 1
        case sourceApplication = 2
        case networkRule = 3
    }
    open internal(set) var routingMethod = RoutingMethod.destinationIP

    open class func forPerAppVPN() -> Self {
        let manager = self.init()
        manager.routingMethod = .sourceApplication
        return manager
    }

    public required override init() { super.init() }

    override func makeConnection() -> NEVPNConnection {
        let session = NETunnelProviderSession()
        session.manager = self
        return session
    }

    /// The tunnel configurations saved in this run: none on a first launch.
    open class func loadAllFromPreferences(completionHandler: @escaping ([NETunnelProviderManager]?, Error?) -> Void) {
        let managers = saved.compactMap { $0 as? NETunnelProviderManager }
        DispatchQueue.main.async { completionHandler(managers, nil) }
    }
    open class func loadAllFromPreferences() async throws -> [NETunnelProviderManager] {
        saved.compactMap { $0 as? NETunnelProviderManager }
    }
}

// MARK: - On-demand rules

public enum NEOnDemandRuleAction: Int, Sendable {
    case connect = 1
    case disconnect = 2
    case evaluateConnection = 3
    case ignore = 4
}

public enum NEOnDemandRuleInterfaceType: Int, Sendable {
    case any = 0
    case ethernet = 1
    case wiFi = 2
    case cellular = 3
}

/// When a VPN connects by itself (`NEOnDemandRule`); kept, never evaluated here.
open class NEOnDemandRule: NSObject, NSCopying {
    open internal(set) var action: NEOnDemandRuleAction
    open var dnsSearchDomainMatch: [String]?
    open var dnsServerAddressMatch: [String]?
    open var interfaceTypeMatch = NEOnDemandRuleInterfaceType.any
    open var ssidMatch: [String]?
    open var probeURL: URL?

    init(action: NEOnDemandRuleAction) {
        self.action = action
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NEOnDemandRule(action: action)
        (copy.dnsSearchDomainMatch, copy.dnsServerAddressMatch) = (dnsSearchDomainMatch, dnsServerAddressMatch)
        (copy.interfaceTypeMatch, copy.ssidMatch, copy.probeURL) = (interfaceTypeMatch, ssidMatch, probeURL)
        return copy
    }
}

open class NEOnDemandRuleConnect: NEOnDemandRule {
    public init() { super.init(action: .connect) }
}

open class NEOnDemandRuleDisconnect: NEOnDemandRule {
    public init() { super.init(action: .disconnect) }
}

open class NEOnDemandRuleIgnore: NEOnDemandRule {
    public init() { super.init(action: .ignore) }
}

open class NEOnDemandRuleEvaluateConnection: NEOnDemandRule {
    open var connectionRules: [NEEvaluateConnectionRule]?
    public init() { super.init(action: .evaluateConnection) }
}

open class NEEvaluateConnectionRule: NSObject {
    public enum Action: Int, Sendable {
        case connectIfNeeded = 1
        case neverConnect = 2
    }
    open internal(set) var action: Action
    open internal(set) var matchDomains: [String]
    open var useDNSServers: [String]?
    open var probeURL: URL?
    public init(matchDomains domains: [String], andAction action: Action) {
        (self.matchDomains, self.action) = (domains, action)
        super.init()
    }
}

// MARK: - DNS

public enum NEDNSProtocol: Int, Sendable {
    case cleartext = 1
    case tls = 2
    case https = 3
}

/// The DNS servers a tunnel or the system uses (`NEDNSSettings`).
open class NEDNSSettings: NSObject, NSCopying {
    open var dnsProtocol: NEDNSProtocol { .cleartext }
    open internal(set) var servers: [String]
    open var searchDomains: [String]?
    open var domainName: String?
    open var matchDomains: [String]?
    open var matchDomainsNoSearch = false
    open var allowFailover = false

    public init(servers: [String]) {
        self.servers = servers
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NEDNSSettings(servers: servers)
        (copy.searchDomains, copy.domainName, copy.matchDomains) = (searchDomains, domainName, matchDomains)
        (copy.matchDomainsNoSearch, copy.allowFailover) = (matchDomainsNoSearch, allowFailover)
        return copy
    }
}

open class NEDNSOverTLSSettings: NEDNSSettings {
    open override var dnsProtocol: NEDNSProtocol { .tls }
    open var serverName: String?
}

open class NEDNSOverHTTPSSettings: NEDNSSettings {
    open override var dnsProtocol: NEDNSProtocol { .https }
    open var serverURL: URL?
}

/// The system-wide encrypted DNS configuration (`NEDNSSettingsManager`): none saved on a first
/// launch; saving keeps it for the run.
open class NEDNSSettingsManager: NSObject {
    private static let instance = NEDNSSettingsManager()
    open var localizedDescription: String?
    open var dnsSettings: NEDNSSettings?
    open var onDemandRules: [NEOnDemandRule]?
    /// Whether the user turned this configuration on in Settings: never, in a preview.
    open internal(set) var isEnabled = false

    open class func shared() -> NEDNSSettingsManager { instance }

    open func loadFromPreferences(completionHandler: @escaping (Error?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil) }
    }
    open func loadFromPreferences() async throws {}
    open func saveToPreferences(completionHandler: @escaping (Error?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil) }
    }
    open func saveToPreferences() async throws {}
    open func removeFromPreferences(completionHandler: @escaping (Error?) -> Void) {
        dnsSettings = nil
        DispatchQueue.main.async { completionHandler(nil) }
    }
    open func removeFromPreferences() async throws { dnsSettings = nil }
}

// MARK: - A tunnel's network settings

/// An IPv4 route (`NEIPv4Route`).
open class NEIPv4Route: NSObject {
    open internal(set) var destinationAddress: String
    open internal(set) var destinationSubnetMask: String
    open var gatewayAddress: String?
    public init(destinationAddress address: String, subnetMask: String) {
        (destinationAddress, destinationSubnetMask) = (address, subnetMask)
        super.init()
    }
    /// 0.0.0.0/0, every address.
    open class func `default`() -> NEIPv4Route { NEIPv4Route(destinationAddress: "0.0.0.0", subnetMask: "0.0.0.0") }
}

/// An IPv6 route (`NEIPv6Route`).
open class NEIPv6Route: NSObject {
    open internal(set) var destinationAddress: String
    open internal(set) var destinationNetworkPrefixLength: NSNumber
    open var gatewayAddress: String?
    public init(destinationAddress address: String, networkPrefixLength: NSNumber) {
        (destinationAddress, destinationNetworkPrefixLength) = (address, networkPrefixLength)
        super.init()
    }
    /// ::/0, every address.
    open class func `default`() -> NEIPv6Route { NEIPv6Route(destinationAddress: "::", networkPrefixLength: 0) }
}

open class NEIPv4Settings: NSObject {
    open internal(set) var addresses: [String]
    open internal(set) var subnetMasks: [String]
    open var router: String?
    open var includedRoutes: [NEIPv4Route]?
    open var excludedRoutes: [NEIPv4Route]?
    public init(addresses: [String], subnetMasks: [String]) {
        (self.addresses, self.subnetMasks) = (addresses, subnetMasks)
        super.init()
    }
}

open class NEIPv6Settings: NSObject {
    open internal(set) var addresses: [String]
    open internal(set) var networkPrefixLengths: [NSNumber]
    open var includedRoutes: [NEIPv6Route]?
    open var excludedRoutes: [NEIPv6Route]?
    public init(addresses: [String], networkPrefixLengths: [NSNumber]) {
        (self.addresses, self.networkPrefixLengths) = (addresses, networkPrefixLengths)
        super.init()
    }
}

open class NEProxySettings: NSObject {
    open var autoProxyConfigurationEnabled = false
    open var proxyAutoConfigurationURL: URL?
    open var excludeSimpleHostnames = false
    open var exceptionList: [String]?
    open var matchDomains: [String]?
}

/// A tunnel's network settings (`NETunnelNetworkSettings`).
open class NETunnelNetworkSettings: NSObject {
    open internal(set) var tunnelRemoteAddress: String
    open var dnsSettings: NEDNSSettings?
    open var proxySettings: NEProxySettings?
    public init(tunnelRemoteAddress address: String) {
        tunnelRemoteAddress = address
        super.init()
    }
}

open class NEPacketTunnelNetworkSettings: NETunnelNetworkSettings {
    open var ipv4Settings: NEIPv4Settings?
    open var ipv6Settings: NEIPv6Settings?
    open var tunnelOverheadBytes: NSNumber?
    open var mtu: NSNumber?
}

// MARK: - Providers (an app's extension target)

public enum NEProviderStopReason: Int, Sendable {
    case none = 0
    case userInitiated = 1
    case providerFailed = 2
    case noNetworkAvailable = 3
    case unrecoverableNetworkChange = 4
    case providerDisabled = 5
    case authenticationCanceled = 6
    case configurationFailed = 7
    case idleTimeout = 8
    case configurationDisabled = 9
    case configurationRemoved = 10
    case superceded = 11
    case userLogout = 12
    case userSwitch = 13
    case connectionFailed = 14
    case sleep = 15
    case appUpdate = 16
    case internalError = 17
}

/// The packets of a tunnel (`NEPacketTunnelFlow`): none arrive here, and written ones go nowhere.
open class NEPacketTunnelFlow: NSObject {
    open func readPackets(completionHandler: @escaping ([Data], [NSNumber]) -> Void) {}
    @discardableResult open func writePackets(_ packets: [Data], withProtocols protocols: [NSNumber]) -> Bool { true }
}

/// An extension's provider (`NEProvider`); the system starts it, never a preview.
open class NEProvider: NSObject {
    open func sleep(completionHandler: @escaping () -> Void) { completionHandler() }
    open func wake() {}
}

open class NETunnelProvider: NEProvider {
    open internal(set) var protocolConfiguration = NEVPNProtocol()
    open var reasserting = false
    open func handleAppMessage(_ messageData: Data, completionHandler: ((Data?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    open func setTunnelNetworkSettings(
        _ tunnelNetworkSettings: NETunnelNetworkSettings?, completionHandler: ((Error?) -> Void)? = nil
    ) {
        DispatchQueue.main.async { completionHandler?(nil) }
    }
    open func setTunnelNetworkSettings(_ tunnelNetworkSettings: NETunnelNetworkSettings?) async throws {}
}

open class NEPacketTunnelProvider: NETunnelProvider {
    public let packetFlow = NEPacketTunnelFlow()
    public override init() { super.init() }
    open func startTunnel(options: [String: NSObject]? = nil, completionHandler: @escaping (Error?) -> Void) {
        completionHandler(nil)
    }
    open func stopTunnel(with reason: NEProviderStopReason, completionHandler: @escaping () -> Void) {
        completionHandler()
    }
    open func cancelTunnelWithError(_ error: Error?) {}
}

// MARK: - Wi-Fi

/// The Wi-Fi network the phone is on (`NEHotspotNetwork`): a preview's app has not the
/// entitlement to read it, so `fetchCurrent` gives nil as iOS does then.
open class NEHotspotNetwork: NSObject {
    open internal(set) var ssid = ""
    open internal(set) var bssid = ""
    open internal(set) var signalStrength = 0.0
    open internal(set) var isSecure = false
    open class func fetchCurrent(completionHandler: @escaping (NEHotspotNetwork?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil) }
    }
    open class func fetchCurrent() async -> NEHotspotNetwork? { nil }
}
