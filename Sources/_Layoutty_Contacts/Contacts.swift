// Contacts for the files `layoutty preview` compiles. A preview's device has no address book
// opened to it: access is not determined, a request for it is refused (as a user's "Don't
// Allow"), fetches find no one. Contacts the code makes are values, formatted as iOS formats
// them (given name, then family name).
@_exported import Foundation

public enum CNEntityType: Int, Sendable { case contacts }
public enum CNAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }
public enum CNContactType: Int, Sendable { case person, organization }

public typealias CNKeyDescriptor = NSString
public let CNContactGivenNameKey = "givenName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactPostalAddressesKey = "postalAddresses"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactBirthdayKey = "birthday"
public let CNContactIdentifierKey = "identifier"
public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"

public struct CNError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case communicationError = 1
        case dataAccessError = 2
        case authorizationDenied = 100
        case noAccessableWritableContainers = 101
        case
            unauthorizedKeys = 102
        case featureDisabledByUser = 103
        case featureNotAvailable = 104
        case recordDoesNotExist = 200
        case
            insertedRecordAlreadyExists = 201
        case containmentCycle = 202
        case containmentScope = 203
        case
            parentRecordDoesNotExist = 204
        case recordIdentifierInvalid = 205
        case validationMultipleErrors = 300
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

open class CNPhoneNumber: NSObject, @unchecked Sendable {
    public let stringValue: String
    public init(stringValue string: String) { stringValue = string }
}

open class CNLabeledValue<ValueType: NSObject>: NSObject, @unchecked Sendable {
    public let identifier = UUID().uuidString
    public let label: String?
    public let value: ValueType
    public init(label: String?, value: ValueType) {
        self.label = label
        self.value = value
    }
    open class func localizedString(forLabel label: String) -> String {
        let names = [
            CNLabelHome: "home", CNLabelWork: "work", CNLabelPhoneNumberMobile: "mobile", CNLabelPhoneNumberMain: "main"
        ]
        return names[label] ?? label
    }
}

open class CNPostalAddress: NSObject, @unchecked Sendable {
    open var street = ""
    open var city = ""
    open var state = ""
    open var postalCode = ""
    open var country = ""
    open var isoCountryCode = ""
}
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {}

open class CNContact: NSObject, @unchecked Sendable {
    open var identifier: String { storedIdentifier }
    let storedIdentifier = UUID().uuidString
    open var contactType = CNContactType.person
    open var givenName = ""
    open var middleName = ""
    open var familyName = ""
    open var nickname = ""
    open var organizationName = ""
    open var jobTitle = ""
    open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    open var emailAddresses: [CNLabeledValue<NSString>] = []
    open var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    open var birthday: DateComponents?
    open var imageData: Data?
    open var thumbnailImageData: Data?
    open var imageDataAvailable: Bool { imageData != nil }
    public override init() {}
    open func isKeyAvailable(_ key: String) -> Bool { true }
    open func areKeysAvailable(_ keyDescriptors: [CNKeyDescriptor]) -> Bool { true }
    open override func mutableCopy() -> Any {
        let copy = CNMutableContact()
        (copy.givenName, copy.middleName, copy.familyName) = (givenName, middleName, familyName)
        (copy.nickname, copy.organizationName, copy.jobTitle) = (nickname, organizationName, jobTitle)
        (copy.phoneNumbers, copy.emailAddresses, copy.postalAddresses) = (phoneNumbers, emailAddresses, postalAddresses)
        (copy.birthday, copy.imageData, copy.thumbnailImageData) = (birthday, imageData, thumbnailImageData)
        copy.contactType = contactType
        return copy
    }
}
open class CNMutableContact: CNContact, @unchecked Sendable {}

open class CNContactFormatter: Formatter, @unchecked Sendable {
    public enum Style: Int, Sendable { case fullName, phoneticFullName }
    open var style = Style.fullName
    open class func descriptorForRequiredKeys(for style: Style) -> CNKeyDescriptor {
        CNContactGivenNameKey as NSString
    }
    /// "Given Middle Family", else the organization, as iOS's default order in English.
    open class func string(from contact: CNContact, style: Style) -> String? {
        let name = [contact.givenName, contact.middleName, contact.familyName].filter { !$0.isEmpty }
            .joined(separator: " ")
        let shown = name.isEmpty ? contact.organizationName : name
        return shown.isEmpty ? nil : shown
    }
    open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }
}

open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    open var keysToFetch: [CNKeyDescriptor]
    open var predicate: NSPredicate?
    open var sortOrder = CNContactSortOrder.userDefault
    open var unifyResults = true
    public init(keysToFetch: [CNKeyDescriptor]) { self.keysToFetch = keysToFetch }
}
public enum CNContactSortOrder: Int, Sendable { case none, userDefault, givenName, familyName }

open class CNSaveRequest: NSObject, @unchecked Sendable {
    public override init() {}
    open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) {}
    open func update(_ contact: CNMutableContact) {}
    open func delete(_ contact: CNMutableContact) {}
}

/// The address book: not opened to a preview.
open class CNContactStore: NSObject, @unchecked Sendable {
    public override init() {}
    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .notDetermined }
    open func requestAccess(
        for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, Error?) -> Void
    ) {
        DispatchQueue.main.async { completionHandler(false, CNError(.authorizationDenied)) }
    }
    open func requestAccess(for entityType: CNEntityType) async throws -> Bool { throw CNError(.authorizationDenied) }
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [CNKeyDescriptor]) throws
        -> [CNContact]
    {
        []
    }
    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [CNKeyDescriptor]) throws -> CNContact
    {
        throw CNError(.recordDoesNotExist)
    }
    open func enumerateContacts(
        with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void
    ) throws {}
    open func execute(_ saveRequest: CNSaveRequest) throws { throw CNError(.authorizationDenied) }
    open func defaultContainerIdentifier() -> String { "" }
}

extension CNContact {
    public class func predicateForContacts(matchingName name: String) -> NSPredicate { NSPredicate(value: false) }
    public class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        NSPredicate(value: false)
    }
}
