// LocalAuthentication/LAContext.h, LAError.h — for the files `layoutty preview` compiles. A
// preview's device has no owner to recognise: neither biometry nor a passcode is set, so every
// policy answers that it cannot be evaluated (`biometryNotAvailable`, `passcodeNotSet`), as a
// Simulator with nothing enrolled answers, and the reply comes on the main queue.
@_exported import Foundation

public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    case deviceOwnerAuthenticationWithWristDetection = 5
}

public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4
}

public let LAErrorDomain = "com.apple.LocalAuthentication"

public struct LAError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case
            biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case
            invalidContext = -10
        case notInteractive = -1004
        case biometryNotPaired = -12
        case biometryDisconnected = -13
        case
            invalidDimensions = -14
        public static let touchIDNotAvailable = Code.biometryNotAvailable
        public static let touchIDNotEnrolled = Code.biometryNotEnrolled
        public static let touchIDLockout = Code.biometryLockout
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let errorDomain = LAErrorDomain
    public static let authenticationFailed = Code.authenticationFailed
    public static let userCancel = Code.userCancel
    public static let userFallback = Code.userFallback
    public static let systemCancel = Code.systemCancel
    public static let passcodeNotSet = Code.passcodeNotSet
    public static let biometryNotAvailable = Code.biometryNotAvailable
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    public static let biometryLockout = Code.biometryLockout
    public static let appCancel = Code.appCancel
    public static let invalidContext = Code.invalidContext
    public static let notInteractive = Code.notInteractive
}

/// `catch LAError.userCancel`, as Foundation's bridged errors match on iOS.
public func ~= (code: LAError.Code, error: Error) -> Bool { (error as? LAError)?.code == code }

extension LAError: CustomNSError {
    public var errorCode: Int { code.rawValue }
}

open class LAContext: NSObject {
    open var localizedFallbackTitle: String?
    open var localizedCancelTitle: String?
    open var localizedReason = ""
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var interactionNotAllowed = false
    open var biometryType: LABiometryType { .none }
    open var evaluatedPolicyDomainState: Data? { nil }

    public override init() {}

    /// Why `policy` cannot be evaluated here.
    func refusal(_ policy: LAPolicy) -> LAError {
        LAError(policy == .deviceOwnerAuthentication ? .passcodeNotSet : .biometryNotAvailable)
    }

    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = refusal(policy) as NSError
        return false
    }

    open func evaluatePolicy(
        _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, Error?) -> Void
    ) {
        let refused = refusal(policy)
        DispatchQueue.main.async { reply(false, refused) }
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw refusal(policy)
    }

    open func invalidate() {}
}
