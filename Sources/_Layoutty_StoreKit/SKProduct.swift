// StoreKit/SKProduct.h, SKProductsRequest.h, SKRequest.h
import UIKit

open class SKProduct: NSObject {
    open var productIdentifier: String { "" }
    open var localizedTitle: String { "" }
    open var localizedDescription: String { "" }
    open var price: NSDecimalNumber { .zero }
    open var priceLocale: Locale { Locale(identifier: "en_US") }
    open var isDownloadable: Bool { false }
    open var isFamilyShareable: Bool { false }
    open var contentVersion: String { "" }
    open var subscriptionPeriod: SKProductSubscriptionPeriod? { nil }
    open var introductoryPrice: SKProductDiscount? { nil }
    open var subscriptionGroupIdentifier: String? { nil }
    open var discounts: [SKProductDiscount] { [] }
}

open class SKProductSubscriptionPeriod: NSObject {
    public enum Unit: UInt, Sendable { case day, week, month, year }
    open var numberOfUnits: Int { 0 }
    open var unit: Unit { .month }
}

open class SKProductDiscount: NSObject {
    public enum PaymentMode: UInt, Sendable { case payAsYouGo, payUpFront, freeTrial }
    public enum `Type`: Int, Sendable { case introductory, subscription }
    open var price: NSDecimalNumber { .zero }
    open var priceLocale: Locale { Locale(identifier: "en_US") }
    open var identifier: String? { nil }
    open var subscriptionPeriod: SKProductSubscriptionPeriod { SKProductSubscriptionPeriod() }
    open var numberOfPeriods: Int { 0 }
    open var paymentMode: PaymentMode { .payAsYouGo }
    open var type: `Type` { .introductory }
}

public protocol SKRequestDelegate: AnyObject {
    func requestDidFinish(_ request: SKRequest)
    func request(_ request: SKRequest, didFailWithError error: Error)
}

extension SKRequestDelegate {
    public func requestDidFinish(_ request: SKRequest) {}
    public func request(_ request: SKRequest, didFailWithError error: Error) {}
}

open class SKRequest: NSObject {
    open weak var delegate: SKRequestDelegate?
    open func start() {}
    open func cancel() {}
}

public protocol SKProductsRequestDelegate: SKRequestDelegate {
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
}

open class SKProductsResponse: NSObject {
    open internal(set) var products: [SKProduct] = []
    open internal(set) var invalidProductIdentifiers: [String] = []
}

/// Answers on the main queue, as iOS does after its round trip: no products, every identifier
/// invalid (none is known to a store that is not here), then `requestDidFinish`.
open class SKProductsRequest: SKRequest {
    let identifiers: Set<String>
    public init(productIdentifiers: Set<String>) { identifiers = productIdentifiers }

    open override func start() {
        AppStoreConsole.say("SKProductsRequest answers no products")
        let response = SKProductsResponse()
        response.invalidProductIdentifiers = identifiers.sorted()
        DispatchQueue.main.async { [weak self] in
            guard let self, let delegate = self.delegate as? SKProductsRequestDelegate else { return }
            delegate.productsRequest(self, didReceive: response)
            delegate.requestDidFinish(self)
        }
    }
}

open class SKReceiptRefreshRequest: SKRequest {
    public override init() {}
    public init(receiptProperties properties: [String: Any]?) {}
}
