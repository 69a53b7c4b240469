// StoreKit 2 (Swift): `Product`, `Transaction`, `AppStore`, `VerificationResult`.
import UIKit

public enum StoreKitError: Error, Sendable {
    case unknown, userCancelled
    case networkError(URLError)
    case systemError(Error)
    case notAvailableInStorefront, notEntitled
}

public enum VerificationResult<SignedType>: @unchecked Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    public enum VerificationError: Error, Sendable {
        case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding,
            invalidSignature, missingRequiredProperties
    }

    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }
}

/// An `AsyncSequence` that ends at once: the transactions a store that is not here has.
public struct StoreKitEmptySequence<Element>: AsyncSequence, Sendable {
    public struct AsyncIterator: AsyncIteratorProtocol {
        public mutating func next() async -> Element? { nil }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

public struct Product: Identifiable, Hashable, @unchecked Sendable {
    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    public let subscription: SubscriptionInfo?
    public var priceFormatStyle: Decimal.FormatStyle.Currency { .currency(code: "USD") }

    public static func == (lhs: Product, rhs: Product) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    public struct SubscriptionPeriod: Hashable, Sendable {
        public enum Unit: Hashable, Sendable { case day, week, month, year }
        public let unit: Unit
        public let value: Int
        public static let weekly = SubscriptionPeriod(unit: .week, value: 1)
        public static let monthly = SubscriptionPeriod(unit: .month, value: 1)
        public static let yearly = SubscriptionPeriod(unit: .year, value: 1)
    }

    public struct SubscriptionOffer: Hashable, Sendable {
        public enum PaymentMode: Hashable, Sendable { case payAsYouGo, payUpFront, freeTrial }
        public let id: String?
        public let price: Decimal
        public let displayPrice: String
        public let period: SubscriptionPeriod
        public let periodCount: Int
        public let paymentMode: PaymentMode
    }

    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
        public let introductoryOffer: SubscriptionOffer?
        public let promotionalOffers: [SubscriptionOffer]
        public var isEligibleForIntroOffer: Bool { get async { false } }
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { false }

        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let subscribed = RenewalState(rawValue: 1)
            public static let expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            public static let inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)
        }

        public struct Status: @unchecked Sendable {
            public let state: RenewalState
            public let transaction: VerificationResult<Transaction>
        }
        public var status: [Status] { get async throws { [] } }
        public static func status(for groupID: String) async throws -> [Status] { [] }
    }

    public enum PurchaseResult: @unchecked Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken") }
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity") }
        public static let simulatesAskToBuyInSandbox = PurchaseOption(name: "simulatesAskToBuyInSandbox")
    }

    /// No store answers here: no products.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        AppStoreConsole.say("Product.products(for:) answers no products")
        return []
    }

    /// Ends as the user's cancel would.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        AppStoreConsole.say("a purchase ends as cancelled")
        return .userCancelled
    }
    public func purchase(confirmIn scene: UIWindowScene, options: Set<PurchaseOption> = []) async throws
        -> PurchaseResult
    {
        try await purchase(options: options)
    }
    public var currentEntitlement: VerificationResult<Transaction>? { get async { nil } }
    public var latestTransaction: VerificationResult<Transaction>? { get async { nil } }
}

public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let purchasedQuantity: Int
    public let appAccountToken: UUID?
    public let isUpgraded: Bool
    public let ownershipType: OwnershipType

    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    public typealias Transactions = StoreKitEmptySequence<VerificationResult<Transaction>>
    public static var all: Transactions { Transactions() }
    public static var currentEntitlements: Transactions { Transactions() }
    public static var updates: Transactions { Transactions() }
    public static var unfinished: Transactions { Transactions() }
    public static func currentEntitlements(for productID: String) -> Transactions { Transactions() }
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    public func finish() async {}
}

public enum AppStore {
    public static var canMakePayments: Bool { false }
    public static func requestReview(in scene: UIWindowScene) { SKStoreReviewController.requestReview() }
    public static func sync() async throws { AppStoreConsole.say("AppStore.sync() finds nothing") }
    public static func showManageSubscriptions(in scene: UIWindowScene) async throws {
        AppStoreConsole.say("no subscriptions sheet")
    }
    public static func presentOfferCodeRedeemSheet(in scene: UIWindowScene) async throws {
        AppStoreConsole.say("no offer code sheet")
    }
}
