// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import CLingoAtomics

/// A fast hash of a key's UTF-8 bytes, eight bytes at a time, seeded once per process.
///
/// The seed (`clingo_key_hash_seed()`, random unless `SWIFT_DETERMINISTIC_HASHING` is set) keeps
/// whoever writes a file from choosing keys that land in one run of a table's slots: the
/// tables built on this hash (a runtime table, the `.strings` readers' duplicate checks) would
/// then take quadratic time to build. Hashes are never stored: they differ between processes.
///
/// Keys are compared by their UTF-8 bytes, as Foundation compares `NSString` keys of a strings
/// table (code unit by code unit), not by Swift's canonical equivalence.
///
/// `public`, not `package`: ``hash(_:)`` is inlined into every lookup, and the compiler inlines
/// no `package` type's `@inlinable` members into another module. This module is no product, so
/// `public` shows nothing to apps.
public enum KeyHash {
    /// The process's seed: random, or 0 when `SWIFT_DETERMINISTIC_HASHING` is set.
    @inlinable
    public static var seed: UInt64 { clingo_key_hash_seed() }

    /// The hash of `bytes` in this process.
    @inlinable @inline(__always)
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        hash(bytes, seed: clingo_key_hash_seed())
    }

    /// The hash of `bytes` with `seed` (tests: what a file's author could compute for seed 0).
    @inlinable @inline(__always)
    public static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let count = bytes.count
        var hash: UInt64 = 0x243F_6A88_85A3_08D3 ^ seed ^ UInt64(truncatingIfNeeded: count)
        guard let base = bytes.baseAddress, count > 0 else { return mix(hash) }
        if count >= 8 {
            var index = 0
            let lastWord = count &- 8
            while index <= lastWord {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                hash = (hash ^ word) &* multiplier
                hash ^= hash >> 29
                index &+= 8
            }
            // The last eight bytes, overlapping the last word read: every byte is read by
            // whole-word loads, none one at a time.
            if index < count {
                hash = (hash ^ base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* multiplier
            }
        } else if count >= 4 {
            // The first and the last four bytes (overlapping when fewer than eight).
            let low = UInt64(base.loadUnaligned(as: UInt32.self))
            let high = UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            hash = (hash ^ (low | high << 32)) &* multiplier
        } else {
            // One to three bytes: the first, the middle and the last.
            let first = UInt64(base.load(as: UInt8.self))
            let middle = UInt64(base.load(fromByteOffset: count >> 1, as: UInt8.self))
            let last = UInt64(base.load(fromByteOffset: count - 1, as: UInt8.self))
            hash = (hash ^ (first | middle << 8 | last << 16)) &* multiplier
        }
        return mix(hash)
    }

    @inlinable @inline(__always)
    public static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 32
        x &*= 0xD6E8_FEB8_6659_FD93
        x ^= x >> 32
        return x
    }
}
