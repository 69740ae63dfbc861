// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The control bytes of a ``StringTable``'s slots, one each: 7 bits of the key's hash with the
/// high bit set, or 0 for a free slot. A probe reads them ``width`` at a time, as one word
/// (``group(at:)``): the first ``width`` bytes are repeated after the last, so that a group may
/// start at any slot and run past the end.
struct ControlBytes {
    /// The bytes of a group.
    static let width = 8
    /// `0x01` in every byte of a group.
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int

    /// `capacity` free slots.
    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity + Self.width)
        base.initialize(repeating: 0, count: capacity + Self.width)
    }

    /// The control byte of a key: the top 7 bits of its hash (its home slot comes from the low
    /// 32), with the high bit set, so that it is never 0.
    @inline(__always)
    static func tag(_ hash: UInt64) -> UInt8 {
        UInt8(truncatingIfNeeded: hash >> 57) | 0x80
    }

    /// Whether `slot` is free.
    @inline(__always)
    func isFree(_ slot: Int) -> Bool { base[slot] == 0 }

    /// Marks `slot` used by a key with control byte `tag`.
    func set(_ slot: Int, _ tag: UInt8) {
        base[slot] = tag
        if slot < Self.width { base[capacity + slot] = tag }
    }

    /// The control bytes of the slots from `slot` on, the first in the low byte.
    @inline(__always)
    func group(at slot: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + slot).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each byte of `group` that is `tag`, exactly: `tag` and every used slot's
    /// byte have their high bit set, so a used byte differs from `tag` in its low seven bits
    /// only, and a free byte in its high bit.
    @inline(__always)
    static func matches(_ tag: UInt8, in group: UInt64) -> UInt64 {
        let difference = group ^ (ones &* UInt64(tag))
        let low = (difference & (ones &* 0x7F)) &+ (ones &* 0x7F)  // high bit: low seven bits not 0
        return ~(low | difference) & (ones &* 0x80)
    }

    /// The high bit of each byte of `group` that is a free slot, exactly (used slots' bytes have
    /// their high bit set, so no borrow reaches past a free one into a used one).
    @inline(__always)
    static func free(in group: UInt64) -> UInt64 {
        zeroBytes(group)
    }

    /// The high bit of each zero byte of `word`, and possibly of bytes above the lowest zero
    /// byte (the borrow of the subtraction).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & (ones &* 0x80)
    }

    /// Frees the bytes.
    func deallocate() { base.deallocate() }
}
