// Security's names (SecItem.h, SecBase.h): the keys and values of keychain queries, as iOS spells
// them, and its result codes.

// Item classes.
public let kSecClass: CFString = "class" as NSString
public let kSecClassGenericPassword: CFString = "genp" as NSString
public let kSecClassInternetPassword: CFString = "inet" as NSString
public let kSecClassCertificate: CFString = "cert" as NSString
public let kSecClassKey: CFString = "keys" as NSString
public let kSecClassIdentity: CFString = "idnt" as NSString

// Attributes.
public let kSecAttrAccessible: CFString = "pdmn" as NSString
public let kSecAttrAccessControl: CFString = "accc" as NSString
public let kSecAttrAccessGroup: CFString = "agrp" as NSString
public let kSecAttrSynchronizable: CFString = "sync" as NSString
public let kSecAttrSynchronizableAny: CFString = "syna" as NSString
public let kSecAttrCreationDate: CFString = "cdat" as NSString
public let kSecAttrModificationDate: CFString = "mdat" as NSString
public let kSecAttrDescription: CFString = "desc" as NSString
public let kSecAttrComment: CFString = "icmt" as NSString
public let kSecAttrCreator: CFString = "crtr" as NSString
public let kSecAttrType: CFString = "type" as NSString
public let kSecAttrLabel: CFString = "labl" as NSString
public let kSecAttrIsInvisible: CFString = "invi" as NSString
public let kSecAttrIsNegative: CFString = "nega" as NSString
public let kSecAttrAccount: CFString = "acct" as NSString
public let kSecAttrService: CFString = "svce" as NSString
public let kSecAttrGeneric: CFString = "gena" as NSString
public let kSecSharedPassword: CFString = "spwd" as NSString
public let kSecAttrSecurityDomain: CFString = "sdmn" as NSString
public let kSecAttrServer: CFString = "srvr" as NSString
public let kSecAttrProtocol: CFString = "ptcl" as NSString
public let kSecAttrAuthenticationType: CFString = "atyp" as NSString
public let kSecAttrPort: CFString = "port" as NSString
public let kSecAttrPath: CFString = "path" as NSString
public let kSecAttrApplicationLabel: CFString = "klbl" as NSString
public let kSecAttrApplicationTag: CFString = "atag" as NSString
public let kSecAttrKeyClass: CFString = "kcls" as NSString
public let kSecAttrKeyType: CFString = "type" as NSString
public let kSecAttrKeySizeInBits: CFString = "bsiz" as NSString
public let kSecAttrEffectiveKeySize: CFString = "esiz" as NSString
public let kSecAttrIsPermanent: CFString = "perm" as NSString
public let kSecAttrTokenID: CFString = "tkid" as NSString
public let kSecAttrKeyTypeRSA: CFString = "42" as NSString
public let kSecAttrKeyTypeECSECPrimeRandom: CFString = "73" as NSString
public let kSecAttrKeyClassPublic: CFString = "0" as NSString
public let kSecAttrKeyClassPrivate: CFString = "1" as NSString
public let kSecAttrKeyClassSymmetric: CFString = "2" as NSString

// When an item can be read.
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak" as NSString
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck" as NSString
public let kSecAttrAccessibleAlways: CFString = "dk" as NSString
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu" as NSString
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku" as NSString
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku" as NSString
public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku" as NSString

// Internet protocols.
public let kSecAttrProtocolFTP: CFString = "ftp " as NSString
public let kSecAttrProtocolFTPAccount: CFString = "ftpa" as NSString
public let kSecAttrProtocolHTTP: CFString = "http" as NSString
public let kSecAttrProtocolIRC: CFString = "irc " as NSString
public let kSecAttrProtocolNNTP: CFString = "nntp" as NSString
public let kSecAttrProtocolPOP3: CFString = "pop3" as NSString
public let kSecAttrProtocolSMTP: CFString = "smtp" as NSString
public let kSecAttrProtocolSOCKS: CFString = "sox " as NSString
public let kSecAttrProtocolIMAP: CFString = "imap" as NSString
public let kSecAttrProtocolLDAP: CFString = "ldap" as NSString
public let kSecAttrProtocolAppleTalk: CFString = "atlk" as NSString
public let kSecAttrProtocolAFP: CFString = "afp " as NSString
public let kSecAttrProtocolTelnet: CFString = "teln" as NSString
public let kSecAttrProtocolSSH: CFString = "ssh " as NSString
public let kSecAttrProtocolFTPS: CFString = "ftps" as NSString
public let kSecAttrProtocolHTTPS: CFString = "htps" as NSString
public let kSecAttrProtocolHTTPProxy: CFString = "htpx" as NSString
public let kSecAttrProtocolHTTPSProxy: CFString = "htsx" as NSString
public let kSecAttrProtocolFTPProxy: CFString = "ftpx" as NSString
public let kSecAttrProtocolSMB: CFString = "smb " as NSString
public let kSecAttrProtocolRTSP: CFString = "rtsp" as NSString
public let kSecAttrProtocolRTSPProxy: CFString = "rtsx" as NSString
public let kSecAttrProtocolDAAP: CFString = "daap" as NSString
public let kSecAttrProtocolEPPC: CFString = "eppc" as NSString
public let kSecAttrProtocolIPP: CFString = "ipp " as NSString
public let kSecAttrProtocolNNTPS: CFString = "ntps" as NSString
public let kSecAttrProtocolLDAPS: CFString = "ldps" as NSString
public let kSecAttrProtocolTelnetS: CFString = "tels" as NSString
public let kSecAttrProtocolIMAPS: CFString = "imps" as NSString
public let kSecAttrProtocolIRCS: CFString = "ircs" as NSString
public let kSecAttrProtocolPOP3S: CFString = "pops" as NSString

// Authentication types.
public let kSecAttrAuthenticationTypeNTLM: CFString = "ntlm" as NSString
public let kSecAttrAuthenticationTypeMSN: CFString = "msna" as NSString
public let kSecAttrAuthenticationTypeDPA: CFString = "dpaa" as NSString
public let kSecAttrAuthenticationTypeRPA: CFString = "rpaa" as NSString
public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http" as NSString
public let kSecAttrAuthenticationTypeHTTPDigest: CFString = "httd" as NSString
public let kSecAttrAuthenticationTypeHTMLForm: CFString = "form" as NSString
public let kSecAttrAuthenticationTypeDefault: CFString = "dflt" as NSString

// What a search returns, and how many.
public let kSecReturnData: CFString = "r_Data" as NSString
public let kSecReturnAttributes: CFString = "r_Attributes" as NSString
public let kSecReturnRef: CFString = "r_Ref" as NSString
public let kSecReturnPersistentRef: CFString = "r_PersistentRef" as NSString
public let kSecValueData: CFString = "v_Data" as NSString
public let kSecValueRef: CFString = "v_Ref" as NSString
public let kSecValuePersistentRef: CFString = "v_PersistentRef" as NSString
public let kSecMatchLimit: CFString = "m_Limit" as NSString
public let kSecMatchLimitOne: CFString = "m_LimitOne" as NSString
public let kSecMatchLimitAll: CFString = "m_LimitAll" as NSString
public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive" as NSString

// How a search may ask the user (nobody is asked here).
public let kSecUseOperationPrompt: CFString = "u_OpPrompt" as NSString
public let kSecUseAuthenticationUI: CFString = "u_AuthUI" as NSString
public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA" as NSString
public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF" as NSString
public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS" as NSString
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx" as NSString
public let kSecUseNoAuthenticationUI: CFString = "u_NoAuthUI" as NSString
public let kSecUseDataProtectionKeychain: CFString = "nleg" as NSString
public let kSecUseKeychainList: CFString = "u_KeychainList" as NSString

// Result codes.
public let errSecSuccess: OSStatus = 0
public let errSecUnimplemented: OSStatus = -4
public let errSecIO: OSStatus = -36
public let errSecOpWrFailed: OSStatus = -61
public let errSecParam: OSStatus = -50
public let errSecAllocate: OSStatus = -108
public let errSecUserCanceled: OSStatus = -128
public let errSecBadReq: OSStatus = -909
public let errSecNotAvailable: OSStatus = -25291
public let errSecAuthFailed: OSStatus = -25293
public let errSecDuplicateItem: OSStatus = -25299
public let errSecItemNotFound: OSStatus = -25300
public let errSecNoSuchAttr: OSStatus = -25303
public let errSecInteractionNotAllowed: OSStatus = -25308
public let errSecDecode: OSStatus = -26275
public let errSecMissingEntitlement: OSStatus = -34018
