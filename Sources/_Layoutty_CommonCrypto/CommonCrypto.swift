// CommonCrypto for the files `layoutty preview` compiles: its digests (whole, or a piece at a
// time) and HMAC, C functions over bytes, computed by Layoutty's CryptoKit (the standards' bytes,
// as iOS computes them). Its ciphers (`CCCrypt`) are not here: a file using them does not
// compile, and says so.
@_exported import Foundation
import _Layoutty_CryptoKit

public typealias CC_LONG = UInt32

public let CC_MD5_DIGEST_LENGTH: Int32 = 16
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64

/// `len` bytes at `data` hashed by `H` into `md`, which is returned, as CommonCrypto's
/// functions do.
private func digest<H: HashFunction>(
    _: H.Type, _ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?
) -> UnsafeMutablePointer<UInt8>? {
    let bytes = data.map { Array(UnsafeRawBufferPointer(start: $0, count: Int(len))) } ?? []
    for (index, byte) in H.hash(data: bytes).enumerated() { md?[index] = byte }
    return md
}

@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{ digest(Insecure.MD5.self, data, len, md) }

@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{ digest(Insecure.SHA1.self, data, len, md) }

@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{ digest(SHA256.self, data, len, md) }

@discardableResult
public func CC_SHA384(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{ digest(SHA384.self, data, len, md) }

@discardableResult
public func CC_SHA512(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{ digest(SHA512.self, data, len, md) }

/// A digest computed a piece at a time (`CC_SHA256_Init`, `_Update`, `_Final`): the hash's
/// state. Made empty (`CC_SHA256_CTX()`), as a C struct is, and begun again by `_Init`.
public struct _LayouttyDigestContext<H: HashFunction> {
    fileprivate var hasher = H()
    public init() {}
}
public typealias CC_MD5_CTX = _LayouttyDigestContext<Insecure.MD5>
public typealias CC_SHA1_CTX = _LayouttyDigestContext<Insecure.SHA1>
public typealias CC_SHA256_CTX = _LayouttyDigestContext<SHA256>
public typealias CC_SHA512_CTX = _LayouttyDigestContext<SHA512>

/// Begins `context` again; 1, CommonCrypto's success.
private func begin<H>(_ context: UnsafeMutablePointer<_LayouttyDigestContext<H>>?) -> Int32 {
    context?.pointee = _LayouttyDigestContext()
    return 1
}

/// Adds `len` bytes at `data` to `context`; 1.
private func add<H>(
    _ context: UnsafeMutablePointer<_LayouttyDigestContext<H>>?, _ data: UnsafeRawPointer?, _ len: CC_LONG
)
    -> Int32
{
    context?.pointee.hasher.update(
        bufferPointer: UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : Int(len)))
    return 1
}

/// The digest of what was added to `context`, into `md`; 1.
private func end<H>(_ md: UnsafeMutablePointer<UInt8>?, _ context: UnsafeMutablePointer<_LayouttyDigestContext<H>>?)
    -> Int32
{
    guard let context else { return 0 }
    for (index, byte) in context.pointee.hasher.finalize().enumerated() { md?[index] = byte }
    return 1
}

@discardableResult public func CC_MD5_Init(_ c: UnsafeMutablePointer<CC_MD5_CTX>!) -> Int32 { begin(c) }
@discardableResult public func CC_MD5_Update(
    _ c: UnsafeMutablePointer<CC_MD5_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
)
    -> Int32
{ add(c, data, len) }
@discardableResult public func CC_MD5_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_MD5_CTX>!)
    -> Int32
{ end(md, c) }
@discardableResult public func CC_SHA1_Init(_ c: UnsafeMutablePointer<CC_SHA1_CTX>!) -> Int32 { begin(c) }
@discardableResult public func CC_SHA1_Update(
    _ c: UnsafeMutablePointer<CC_SHA1_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
)
    -> Int32
{ add(c, data, len) }
@discardableResult public func CC_SHA1_Final(
    _ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA1_CTX>!
)
    -> Int32
{ end(md, c) }
@discardableResult public func CC_SHA256_Init(_ c: UnsafeMutablePointer<CC_SHA256_CTX>!) -> Int32 { begin(c) }
@discardableResult public func CC_SHA256_Update(
    _ c: UnsafeMutablePointer<CC_SHA256_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
) -> Int32 { add(c, data, len) }
@discardableResult public func CC_SHA256_Final(
    _ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA256_CTX>!
)
    -> Int32
{ end(md, c) }
@discardableResult public func CC_SHA512_Init(_ c: UnsafeMutablePointer<CC_SHA512_CTX>!) -> Int32 { begin(c) }
@discardableResult public func CC_SHA512_Update(
    _ c: UnsafeMutablePointer<CC_SHA512_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
) -> Int32 { add(c, data, len) }
@discardableResult public func CC_SHA512_Final(
    _ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA512_CTX>!
)
    -> Int32
{ end(md, c) }

/// CommonCrypto's status codes (`CCStatus`), as its anonymous enum is imported.
public let kCCSuccess = 0
public let kCCParamError = -4300
public let kCCBufferTooSmall = -4301
public let kCCMemoryFailure = -4302
public let kCCAlignmentError = -4303
public let kCCDecodeError = -4304
public let kCCUnimplemented = -4305

public typealias CCHmacAlgorithm = UInt32
public let kCCHmacAlgSHA1: CCHmacAlgorithm = 0
public let kCCHmacAlgMD5: CCHmacAlgorithm = 1
public let kCCHmacAlgSHA256: CCHmacAlgorithm = 2
public let kCCHmacAlgSHA384: CCHmacAlgorithm = 3
public let kCCHmacAlgSHA512: CCHmacAlgorithm = 4

/// The HMAC of `dataLength` bytes at `data` under the key, into `macOut`.
public func CCHmac(
    _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int, _ data: UnsafeRawPointer!,
    _ dataLength: Int, _ macOut: UnsafeMutableRawPointer!
) {
    let key = SymmetricKey(data: key.map { Array(UnsafeRawBufferPointer(start: $0, count: keyLength)) } ?? [])
    let message = data.map { Array(UnsafeRawBufferPointer(start: $0, count: dataLength)) } ?? []
    let code: [UInt8] =
        switch algorithm {
        case kCCHmacAlgMD5: Array(HMAC<Insecure.MD5>.authenticationCode(for: message, using: key))
        case kCCHmacAlgSHA256: Array(HMAC<SHA256>.authenticationCode(for: message, using: key))
        case kCCHmacAlgSHA384: Array(HMAC<SHA384>.authenticationCode(for: message, using: key))
        case kCCHmacAlgSHA512: Array(HMAC<SHA512>.authenticationCode(for: message, using: key))
        default: Array(HMAC<Insecure.SHA1>.authenticationCode(for: message, using: key))
        }
    for (index, byte) in code.enumerated() { macOut?.storeBytes(of: byte, toByteOffset: index, as: UInt8.self) }
}
