// CryptoKit for the files `layoutty preview` compiles: hashes, message authentication codes and
// keys, computed as iOS computes them (an app hashing a URL into a cache key or an avatar's
// address gets the same bytes). Ciphers, signatures and key agreement (AES, ChaChaPoly, P256,
// Curve25519) are not here: a file using them does not compile, and says so.
import Foundation

/// A hash's or a code's bytes, as CryptoKit's digests are: a sequence of bytes, hashable,
/// described as CryptoKit describes them (`SHA256 digest: ba7816bf…`).
public protocol Digest: Hashable, ContiguousBytes, CustomStringConvertible, Sequence, Sendable
where Element == UInt8 {
    static var byteCount: Int { get }
}

/// What a hash function is: fed bytes in any number of parts, finalized once.
public protocol HashFunction: Sendable {
    associatedtype Digest: _Layoutty_CryptoKit.Digest
    static var blockByteCount: Int { get }
    init()
    mutating func update(bufferPointer: UnsafeRawBufferPointer)
    func finalize() -> Digest
}

extension HashFunction {
    public static var byteCount: Int { Digest.byteCount }

    public mutating func update<D: DataProtocol>(data: D) {
        for region in data.regions { region.withUnsafeBytes { update(bufferPointer: $0) } }
    }

    public static func hash<D: DataProtocol>(data: D) -> Digest {
        var function = Self()
        function.update(data: data)
        return function.finalize()
    }

    public static func hash(bufferPointer: UnsafeRawBufferPointer) -> Digest {
        var function = Self()
        function.update(bufferPointer: bufferPointer)
        return function.finalize()
    }
}

/// A code authenticating a message (`HashedAuthenticationCode`).
public protocol MessageAuthenticationCode: Hashable, ContiguousBytes, CustomStringConvertible, Sequence, Sendable
where Element == UInt8 {
    var byteCount: Int { get }
}

/// The bytes a digest or a code holds, and what they answer.
public protocol _LayouttyBytes: ContiguousBytes, CustomStringConvertible, Sequence where Element == UInt8 {
    var bytes: [UInt8] { get }
    /// How `description` names it (`SHA256 digest`).
    static var name: String { get }
}

extension _LayouttyBytes {
    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
    public var description: String { "\(Self.name): " + bytes.map { String(format: "%02x", $0) }.joined() }
}

/// A hash function computed over the whole message when finalized: a preview hashes keys and
/// addresses, not files, so the message is kept rather than folded block by block.
public protocol _LayouttyHash: HashFunction {
    var message: [UInt8] { get set }
    static func digest(of message: [UInt8]) -> Digest
}

extension _LayouttyHash {
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { message.append(contentsOf: bufferPointer) }
    public func finalize() -> Digest { Self.digest(of: message) }
}

public struct SHA256Digest: Digest, _LayouttyBytes {
    public let bytes: [UInt8]
    public static let byteCount = 32
    public static let name = "SHA256 digest"
}

public struct SHA384Digest: Digest, _LayouttyBytes {
    public let bytes: [UInt8]
    public static let byteCount = 48
    public static let name = "SHA384 digest"
}

public struct SHA512Digest: Digest, _LayouttyBytes {
    public let bytes: [UInt8]
    public static let byteCount = 64
    public static let name = "SHA512 digest"
}

/// SHA-256 (FIPS 180-4).
public struct SHA256: _LayouttyHash {
    public typealias Digest = SHA256Digest
    public static let blockByteCount = 64
    public var message: [UInt8] = []
    public init() {}
    public static func digest(of message: [UInt8]) -> SHA256Digest {
        SHA256Digest(
            bytes: SHA2.words(message, initial: SHA2.initial256, constants: SHA2.k256, shifts: SHA2.shifts256)
                .flatMap(SHA2.bigEndianBytes))
    }
}

/// SHA-384: SHA-512's rounds from their own start, cut to 48 bytes.
public struct SHA384: _LayouttyHash {
    public typealias Digest = SHA384Digest
    public static let blockByteCount = 128
    public var message: [UInt8] = []
    public init() {}
    public static func digest(of message: [UInt8]) -> SHA384Digest {
        let words = SHA2.words(message, initial: SHA2.initial384, constants: SHA2.k512, shifts: SHA2.shifts512)
        return SHA384Digest(bytes: Array(words.flatMap(SHA2.bigEndianBytes).prefix(48)))
    }
}

/// SHA-512 (FIPS 180-4).
public struct SHA512: _LayouttyHash {
    public typealias Digest = SHA512Digest
    public static let blockByteCount = 128
    public var message: [UInt8] = []
    public init() {}
    public static func digest(of message: [UInt8]) -> SHA512Digest {
        SHA512Digest(
            bytes: SHA2.words(message, initial: SHA2.initial512, constants: SHA2.k512, shifts: SHA2.shifts512)
                .flatMap(SHA2.bigEndianBytes))
    }
}

/// A key for a message authentication code: its bytes.
public struct SymmetricKey: ContiguousBytes, Sendable {
    let bytes: [UInt8]
    public init<D: ContiguousBytes>(data: D) { bytes = data.withUnsafeBytes { Array($0) } }
    /// Random bytes of the size, from the system's generator, as CryptoKit makes a new key.
    public init(size: SymmetricKeySize) {
        var generator = SystemRandomNumberGenerator()
        bytes = (0..<(size.bitCount / 8)).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }
    public var bitCount: Int { bytes.count * 8 }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
}

public struct SymmetricKeySize: Sendable {
    public let bitCount: Int
    public init(bitCount: Int) { self.bitCount = bitCount }
    public static let bits128 = SymmetricKeySize(bitCount: 128)
    public static let bits192 = SymmetricKeySize(bitCount: 192)
    public static let bits256 = SymmetricKeySize(bitCount: 256)
}

/// HMAC (RFC 2104) over any of the hash functions.
public struct HMAC<H: HashFunction>: Sendable {
    public typealias MAC = HashedAuthenticationCode<H>
    private var inner = H()
    private let outerPad: [UInt8]

    public init(key: SymmetricKey) {
        var block = key.bytes.count > H.blockByteCount ? Array(H.hash(data: key.bytes)) : key.bytes
        block += [UInt8](repeating: 0, count: H.blockByteCount - block.count)
        outerPad = block.map { $0 ^ 0x5c }
        inner.update(data: block.map { $0 ^ 0x36 })
    }

    public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }

    public func finalize() -> MAC {
        var outer = H()
        outer.update(data: outerPad)
        outer.update(data: Array(inner.finalize()))
        return MAC(bytes: Array(outer.finalize()))
    }

    public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> MAC {
        var code = HMAC(key: key)
        code.update(data: data)
        return code.finalize()
    }

    public static func isValidAuthenticationCode<D: DataProtocol>(
        _ code: MAC, authenticating data: D, using key: SymmetricKey
    ) -> Bool { authenticationCode(for: data, using: key) == code }
}

public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode, _LayouttyBytes {
    public let bytes: [UInt8]
    public var byteCount: Int { bytes.count }
    public static var name: String { "HMAC with \(H.self)" }
}

/// The SHA-2 family's rounds (FIPS 180-4 §6.2, §6.4).
enum SHA2 {
    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    static let k256: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2
    ]
    /// Of the square roots of the first 8 primes.
    static let initial256: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    ]
    /// The first 64 bits of the fractional parts of the cube roots of the first 80 primes.
    static let k512: [UInt64] = [
        0x428a_2f98_d728_ae22, 0x7137_4491_23ef_65cd, 0xb5c0_fbcf_ec4d_3b2f, 0xe9b5_dba5_8189_dbbc,
        0x3956_c25b_f348_b538, 0x59f1_11f1_b605_d019, 0x923f_82a4_af19_4f9b, 0xab1c_5ed5_da6d_8118,
        0xd807_aa98_a303_0242, 0x1283_5b01_4570_6fbe, 0x2431_85be_4ee4_b28c, 0x550c_7dc3_d5ff_b4e2,
        0x72be_5d74_f27b_896f, 0x80de_b1fe_3b16_96b1, 0x9bdc_06a7_25c7_1235, 0xc19b_f174_cf69_2694,
        0xe49b_69c1_9ef1_4ad2, 0xefbe_4786_384f_25e3, 0x0fc1_9dc6_8b8c_d5b5, 0x240c_a1cc_77ac_9c65,
        0x2de9_2c6f_592b_0275, 0x4a74_84aa_6ea6_e483, 0x5cb0_a9dc_bd41_fbd4, 0x76f9_88da_8311_53b5,
        0x983e_5152_ee66_dfab, 0xa831_c66d_2db4_3210, 0xb003_27c8_98fb_213f, 0xbf59_7fc7_beef_0ee4,
        0xc6e0_0bf3_3da8_8fc2, 0xd5a7_9147_930a_a725, 0x06ca_6351_e003_826f, 0x1429_2967_0a0e_6e70,
        0x27b7_0a85_46d2_2ffc, 0x2e1b_2138_5c26_c926, 0x4d2c_6dfc_5ac4_2aed, 0x5338_0d13_9d95_b3df,
        0x650a_7354_8baf_63de, 0x766a_0abb_3c77_b2a8, 0x81c2_c92e_47ed_aee6, 0x9272_2c85_1482_353b,
        0xa2bf_e8a1_4cf1_0364, 0xa81a_664b_bc42_3001, 0xc24b_8b70_d0f8_9791, 0xc76c_51a3_0654_be30,
        0xd192_e819_d6ef_5218, 0xd699_0624_5565_a910, 0xf40e_3585_5771_202a, 0x106a_a070_32bb_d1b8,
        0x19a4_c116_b8d2_d0c8, 0x1e37_6c08_5141_ab53, 0x2748_774c_df8e_eb99, 0x34b0_bcb5_e19b_48a8,
        0x391c_0cb3_c5c9_5a63, 0x4ed8_aa4a_e341_8acb, 0x5b9c_ca4f_7763_e373, 0x682e_6ff3_d6b2_b8a3,
        0x748f_82ee_5def_b2fc, 0x78a5_636f_4317_2f60, 0x84c8_7814_a1f0_ab72, 0x8cc7_0208_1a64_39ec,
        0x90be_fffa_2363_1e28, 0xa450_6ceb_de82_bde9, 0xbef9_a3f7_b2c6_7915, 0xc671_78f2_e372_532b,
        0xca27_3ece_ea26_619c, 0xd186_b8c7_21c0_c207, 0xeada_7dd6_cde0_eb1e, 0xf57d_4f7f_ee6e_d178,
        0x06f0_67aa_7217_6fba, 0x0a63_7dc5_a2c8_98a6, 0x113f_9804_bef9_0dae, 0x1b71_0b35_131c_471b,
        0x28db_77f5_2304_7d84, 0x32ca_ab7b_40c7_2493, 0x3c9e_be0a_15c9_bebc, 0x431d_67c4_9c10_0d4c,
        0x4cc5_d4be_cb3e_42b6, 0x597f_299c_fc65_7e2a, 0x5fcb_6fab_3ad6_faec, 0x6c44_198c_4a47_5817
    ]
    /// Of the square roots of the first 8 primes; SHA-384's, of the 9th to the 16th.
    static let initial512: [UInt64] = [
        0x6a09_e667_f3bc_c908, 0xbb67_ae85_84ca_a73b, 0x3c6e_f372_fe94_f82b, 0xa54f_f53a_5f1d_36f1,
        0x510e_527f_ade6_82d1, 0x9b05_688c_2b3e_6c1f, 0x1f83_d9ab_fb41_bd6b, 0x5be0_cd19_137e_2179
    ]
    static let initial384: [UInt64] = [
        0xcbbb_9d5d_c105_9ed8, 0x629a_292a_367c_d507, 0x9159_015a_3070_dd17, 0x152f_ecd8_f70e_5939,
        0x6733_2667_ffc0_0b31, 0x8eb4_4a87_6858_1511, 0xdb0c_2e0d_64f9_8fa7, 0x47b5_481d_befa_4fa4
    ]

    /// The message padded to whole blocks: a 1 bit, zeros, and its length in bits (big-endian).
    static func padded(_ message: [UInt8], block: Int) -> [UInt8] {
        let lengthBytes = block / 8
        var padded = message + [0x80]
        padded += [UInt8](repeating: 0, count: (block - (padded.count + lengthBytes) % block) % block)
        let bits = UInt64(message.count) &* 8
        padded += [UInt8](repeating: 0, count: lengthBytes - 8) + bigEndianBytes(bits)
        return padded
    }

    static func bigEndianBytes<W: FixedWidthInteger>(_ word: W) -> [UInt8] {
        (0..<(W.bitWidth / 8)).reversed().map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) }
    }

    /// The rotations and shifts of the message schedule's σ₀, σ₁ and the rounds' Σ₀, Σ₁
    /// (FIPS 180-4 §4.1.2 for 32-bit words, §4.1.3 for 64-bit ones).
    struct Shifts {
        let sigma0: (Int, Int, Int), sigma1: (Int, Int, Int), bigSigma0: (Int, Int, Int), bigSigma1: (Int, Int, Int)
    }
    static let shifts256 = Shifts(
        sigma0: (7, 18, 3), sigma1: (17, 19, 10), bigSigma0: (2, 13, 22), bigSigma1: (6, 11, 25))
    static let shifts512 = Shifts(
        sigma0: (1, 8, 7), sigma1: (19, 61, 6), bigSigma0: (28, 34, 39), bigSigma1: (14, 18, 41))

    /// The hash of `message` in words: SHA-256's rounds over 32-bit words, SHA-512's (and
    /// SHA-384's) over 64-bit ones — one round each constant, blocks of 16 words.
    static func words<W: FixedWidthInteger & UnsignedInteger>(
        _ message: [UInt8], initial: [W], constants k: [W], shifts: Shifts
    ) -> [W] {
        let size = W.bitWidth / 8
        var hash = initial
        let blocks = padded(message, block: size * 16)
        for start in stride(from: 0, to: blocks.count, by: size * 16) {
            var w = (0..<16).map { i in
                blocks[start + i * size..<start + (i + 1) * size].reduce(W(0)) { $0 << 8 | W($1) }
            }
            for i in 16..<k.count {
                let (a, b) = (w[i - 15], w[i - 2])
                let s0 = a.rotated(shifts.sigma0.0) ^ a.rotated(shifts.sigma0.1) ^ (a >> shifts.sigma0.2)
                let s1 = b.rotated(shifts.sigma1.0) ^ b.rotated(shifts.sigma1.1) ^ (b >> shifts.sigma1.2)
                w.append(w[i - 16] &+ s0 &+ w[i - 7] &+ s1)
            }
            var v = hash
            for i in 0..<k.count {
                let e = shifts.bigSigma1
                let a = shifts.bigSigma0
                let s1 = v[4].rotated(e.0) ^ v[4].rotated(e.1) ^ v[4].rotated(e.2)
                let t1 = v[7] &+ s1 &+ ((v[4] & v[5]) ^ (~v[4] & v[6])) &+ k[i] &+ w[i]
                let s0 = v[0].rotated(a.0) ^ v[0].rotated(a.1) ^ v[0].rotated(a.2)
                let t2 = s0 &+ ((v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]))
                v = [t1 &+ t2, v[0], v[1], v[2], v[3] &+ t1, v[4], v[5], v[6]]
            }
            hash = zip(hash, v).map { $0 &+ $1 }
        }
        return hash
    }
}

extension FixedWidthInteger where Self: UnsignedInteger {
    /// Rotated right by `count` bits.
    func rotated(_ count: Int) -> Self { self >> count | self << (Self.bitWidth - count) }
}
