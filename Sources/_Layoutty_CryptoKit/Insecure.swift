import Foundation

/// Hash functions kept for what older formats need, as CryptoKit keeps them: SHA-1 and MD5.
public enum Insecure {
    public struct SHA1Digest: Digest, _LayouttyBytes {
        public let bytes: [UInt8]
        public static let byteCount = 20
        public static let name = "SHA1 digest"
    }

    public struct MD5Digest: Digest, _LayouttyBytes {
        public let bytes: [UInt8]
        public static let byteCount = 16
        public static let name = "MD5 digest"
    }

    /// SHA-1 (FIPS 180-4 §6.1).
    public struct SHA1: _LayouttyHash {
        public typealias Digest = SHA1Digest
        public static let blockByteCount = 64
        public var message: [UInt8] = []
        public init() {}

        public static func digest(of message: [UInt8]) -> SHA1Digest {
            var hash: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0]
            let blocks = SHA2.padded(message, block: 64)
            for start in stride(from: 0, to: blocks.count, by: 64) {
                var w = (0..<16).map { i in blocks[start + i * 4..<start + i * 4 + 4].reduce(0) { $0 << 8 | UInt32($1) }
                }
                for i in 16..<80 { w.append((w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]).rotated(31)) }
                var (a, b, c, d, e) = (hash[0], hash[1], hash[2], hash[3], hash[4])
                for i in 0..<80 {
                    let (f, k): (UInt32, UInt32) =
                        switch i {
                        case 0..<20: ((b & c) | (~b & d), 0x5a82_7999)
                        case 20..<40: (b ^ c ^ d, 0x6ed9_eba1)
                        case 40..<60: ((b & c) | (b & d) | (c & d), 0x8f1b_bcdc)
                        default: (b ^ c ^ d, 0xca62_c1d6)
                        }
                    (a, b, c, d, e) = (a.rotated(27) &+ f &+ e &+ k &+ w[i], a, b.rotated(2), c, d)
                }
                hash = zip(hash, [a, b, c, d, e]).map { $0 &+ $1 }
            }
            return SHA1Digest(bytes: hash.flatMap(SHA2.bigEndianBytes))
        }
    }

    /// MD5 (RFC 1321): little-endian words and length.
    public struct MD5: _LayouttyHash {
        public typealias Digest = MD5Digest
        public static let blockByteCount = 64
        public var message: [UInt8] = []
        public init() {}

        /// The integer parts of 2³² × |sin(i + 1)|.
        private static let k: [UInt32] = [
            0xd76a_a478, 0xe8c7_b756, 0x2420_70db, 0xc1bd_ceee, 0xf57c_0faf, 0x4787_c62a, 0xa830_4613, 0xfd46_9501,
            0x6980_98d8, 0x8b44_f7af, 0xffff_5bb1, 0x895c_d7be, 0x6b90_1122, 0xfd98_7193, 0xa679_438e, 0x49b4_0821,
            0xf61e_2562, 0xc040_b340, 0x265e_5a51, 0xe9b6_c7aa, 0xd62f_105d, 0x0244_1453, 0xd8a1_e681, 0xe7d3_fbc8,
            0x21e1_cde6, 0xc337_07d6, 0xf4d5_0d87, 0x455a_14ed, 0xa9e3_e905, 0xfcef_a3f8, 0x676f_02d9, 0x8d2a_4c8a,
            0xfffa_3942, 0x8771_f681, 0x6d9d_6122, 0xfde5_380c, 0xa4be_ea44, 0x4bde_cfa9, 0xf6bb_4b60, 0xbebf_bc70,
            0x289b_7ec6, 0xeaa1_27fa, 0xd4ef_3085, 0x0488_1d05, 0xd9d4_d039, 0xe6db_99e5, 0x1fa2_7cf8, 0xc4ac_5665,
            0xf429_2244, 0x432a_ff97, 0xab94_23a7, 0xfc93_a039, 0x655b_59c3, 0x8f0c_cc92, 0xffef_f47d, 0x8584_5dd1,
            0x6fa8_7e4f, 0xfe2c_e6e0, 0xa301_4314, 0x4e08_11a1, 0xf753_7e82, 0xbd3a_f235, 0x2ad7_d2bb, 0xeb86_d391
        ]
        private static let shifts: [Int] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]

        public static func digest(of message: [UInt8]) -> MD5Digest {
            var hash: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]
            var blocks = message + [0x80]
            blocks += [UInt8](repeating: 0, count: (64 - (blocks.count + 8) % 64) % 64)
            blocks += SHA2.bigEndianBytes(UInt64(message.count) &* 8).reversed()
            for start in stride(from: 0, to: blocks.count, by: 64) {
                let m = (0..<16).map { i in
                    blocks[start + i * 4..<start + i * 4 + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) }
                }
                var (a, b, c, d) = (hash[0], hash[1], hash[2], hash[3])
                for i in 0..<64 {
                    let (f, g): (UInt32, Int) =
                        switch i {
                        case 0..<16: ((b & c) | (~b & d), i)
                        case 16..<32: ((d & b) | (~d & c), (5 * i + 1) % 16)
                        case 32..<48: (b ^ c ^ d, (3 * i + 5) % 16)
                        default: (c ^ (b | ~d), (7 * i) % 16)
                        }
                    let shift = shifts[i / 16 * 4 + i % 4]
                    (a, b, c, d) = (d, b &+ (a &+ f &+ k[i] &+ m[g]).rotated(32 - shift), b, c)
                }
                hash = zip(hash, [a, b, c, d]).map { $0 &+ $1 }
            }
            return MD5Digest(bytes: hash.flatMap { SHA2.bigEndianBytes($0).reversed() })
        }
    }
}
