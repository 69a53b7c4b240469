// StoreKit/SKPaymentQueue.h, SKPayment.h, SKPaymentTransaction.h, SKError.h
import UIKit

open class SKPayment: NSObject, NSMutableCopying {
    open internal(set) var productIdentifier: String
    open internal(set) var quantity: Int
    open internal(set) var applicationUsername: String?
    open internal(set) var simulatesAskToBuyInSandbox = false

    init(productIdentifier: String, quantity: Int) {
        self.productIdentifier = productIdentifier
        self.quantity = quantity
    }
    public convenience init(product: SKProduct) { self.init(productIdentifier: product.productIdentifier, quantity: 1) }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = SKMutablePayment(productIdentifier: productIdentifier, quantity: quantity)
        copy.applicationUsername = applicationUsername
        return copy
    }
}

open class SKMutablePayment: SKPayment {
    public override init(productIdentifier: String, quantity: Int) {
        super.init(productIdentifier: productIdentifier, quantity: quantity)
    }
    public convenience init(product: SKProduct) { self.init(productIdentifier: product.productIdentifier, quantity: 1) }
    public convenience init() { self.init(productIdentifier: "", quantity: 1) }
    open override var productIdentifier: String {
        get { super.productIdentifier }
        set { super.productIdentifier = newValue }
    }
    open override var quantity: Int {
        get { super.quantity }
        set { super.quantity = newValue }
    }
    open override var applicationUsername: String? {
        get { super.applicationUsername }
        set { super.applicationUsername = newValue }
    }
}

public enum SKPaymentTransactionState: Int, Sendable {
    case purchasing, purchased, failed, restored, deferred
}

open class SKPaymentTransaction: NSObject {
    open internal(set) var payment: SKPayment
    open internal(set) var transactionState: SKPaymentTransactionState
    open internal(set) var error: Error?
    open var transactionIdentifier: String? { nil }
    open var transactionDate: Date? { nil }
    open var original: SKPaymentTransaction? { nil }

    init(payment: SKPayment, state: SKPaymentTransactionState, error: Error?) {
        self.payment = payment
        transactionState = state
        self.error = error
    }
}

public let SKErrorDomain = "SKErrorDomain"

public struct SKError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown, clientInvalid, paymentCancelled, paymentInvalid, paymentNotAllowed, storeProductNotAvailable,
            cloudServicePermissionDenied, cloudServiceNetworkConnectionFailed, cloudServiceRevoked,
            privacyAcknowledgementRequired, unauthorizedRequestData, invalidOfferIdentifier, invalidSignature,
            missingOfferParams, invalidOfferPrice, overlayCancelled, overlayInvalidConfiguration, overlayTimeout,
            ineligibleForOffer, unsupportedPlatform, overlayPresentedInBackgroundScene
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let unknown = Code.unknown
    public static let paymentCancelled = Code.paymentCancelled
    public static let storeProductNotAvailable = Code.storeProductNotAvailable
    public static let paymentNotAllowed = Code.paymentNotAllowed
    public static let errorDomain = SKErrorDomain
}

public protocol SKPaymentTransactionObserver: AnyObject {
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction])
    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: Error)
    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue)
    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool
    func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue)
}

extension SKPaymentTransactionObserver {
    public func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]) {}
    public func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: Error) {}
    public func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {}
    public func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct)
        -> Bool
    { false }
    public func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue) {}
}

open class SKStorefront: NSObject {
    open var countryCode: String { "USA" }
    open var identifier: String { "143441" }
}

/// The queue of payments: one added fails as a cancel would (`SKError.paymentCancelled`), a
/// restore finishes with nothing restored; observers hear it on the main queue.
open class SKPaymentQueue: NSObject, @unchecked Sendable {
    private static let shared = SKPaymentQueue()
    open class func `default`() -> SKPaymentQueue { shared }
    open class func canMakePayments() -> Bool { false }

    private var observers: [ObjectIdentifier: () -> SKPaymentTransactionObserver?] = [:]
    open private(set) var transactions: [SKPaymentTransaction] = []
    open weak var delegate: AnyObject?
    open var storefront: SKStorefront? { SKStorefront() }
    open var transactionObservers: [SKPaymentTransactionObserver] { observers.values.compactMap { $0() } }

    open func add(_ observer: SKPaymentTransactionObserver) {
        observers[ObjectIdentifier(observer)] = { [weak observer] in observer }
    }
    open func remove(_ observer: SKPaymentTransactionObserver) { observers[ObjectIdentifier(observer)] = nil }

    open func add(_ payment: SKPayment) {
        AppStoreConsole.say("a payment ends as cancelled")
        let failed = SKPaymentTransaction(payment: payment, state: .failed, error: SKError(.paymentCancelled))
        let observers = transactionObservers
        DispatchQueue.main.async {
            for observer in observers { observer.paymentQueue(self, updatedTransactions: [failed]) }
        }
    }

    open func restoreCompletedTransactions() {
        AppStoreConsole.say("a restore finds nothing")
        let observers = transactionObservers
        DispatchQueue.main.async {
            for observer in observers { observer.paymentQueueRestoreCompletedTransactionsFinished(self) }
        }
    }
    open func restoreCompletedTransactions(withApplicationUsername username: String?) { restoreCompletedTransactions() }
    open func finishTransaction(_ transaction: SKPaymentTransaction) {}
    open func presentCodeRedemptionSheet() { AppStoreConsole.say("no code redemption sheet") }
    open func showPriceConsentIfNeeded() {}
}

/// `catch SKError.paymentCancelled`, as Foundation's bridged errors match on iOS.
public func ~= (code: SKError.Code, error: Error) -> Bool { (error as? SKError)?.code == code }
