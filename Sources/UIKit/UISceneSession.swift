import CollectionLayout
import Foundation

@preconcurrency @MainActor
open class UISceneSession: NSObject {
    public struct Role: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
    open var role = Role.windowApplication
}

@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    open var name: String?
    open var role: UISceneSession.Role
    open var delegateClass: AnyClass?
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
