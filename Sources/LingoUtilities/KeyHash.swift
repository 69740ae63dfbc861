// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// A fast hash of a key's UTF-8 bytes, eight bytes at a time.
///
/// Keys are compared by their UTF-8 bytes, as Foundation compares `NSString` keys of a strings
/// table (code unit by code unit), not by Swift's canonical equivalence.
package enum KeyHash {
    @inlinable @inline(__always)
    package static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(truncatingIfNeeded: bytes.count)
        guard let base = bytes.baseAddress else { return mix(hash) }
        var index = 0
        let count = bytes.count
        while index + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
            index += 8
        }
        if index < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < count {
                tail |= UInt64(base.load(fromByteOffset: index, as: UInt8.self)) << shift
                shift += 8
                index += 1
            }
            hash = (hash ^ tail) &* multiplier
        }
        return mix(hash)
    }

    @inlinable @inline(__always)
    package static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 32
        x &*= 0xD6E8_FEB8_6659_FD93
        x ^= x >> 32
        return x
    }
}
