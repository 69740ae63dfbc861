// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// Eight bytes read as one word and tested at once: what the byte scanners use to pass runs of
/// bytes none of which they stop at.
///
/// Each test returns a mark: zero when no byte of the word is such a byte; else its lowest set
/// bit is the high bit of the first such byte (``firstMarked(_:)``), and the bits above that
/// may be wrong (a borrow carries into the next byte).
///
/// Public, in a module that is no product, so that the scanners of other modules inline it.
public enum ByteWord {
    /// The word whose every byte is `byte`.
    @inlinable @inline(__always)
    public static func repeating(_ byte: UInt8) -> UInt64 {
        0x0101_0101_0101_0101 &* UInt64(byte)
    }

    /// The eight bytes of `bytes` from `offset` (`offset + 8 <= bytes.count`), unaligned, the
    /// first in the lowest bits.
    @inlinable @inline(__always)
    public static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// Marks the bytes of `word` below `limit` (at most 0x80): a byte's high bit is set where
    /// the subtraction borrowed from it and it was clear before.
    @inlinable @inline(__always)
    public static func bytes(_ word: UInt64, below limit: UInt8) -> UInt64 {
        (word &- repeating(limit)) & ~word & 0x8080_8080_8080_8080
    }

    /// Marks the bytes of `word` equal to `byte`: the zero bytes of `word ^ repeating(byte)`.
    @inlinable @inline(__always)
    public static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
        bytes(word ^ repeating(byte), below: 1)
    }

    /// Marks the bytes of `word` that are not ASCII (0x80 or above); exact for every byte.
    @inlinable @inline(__always)
    public static func nonASCIIBytes(_ word: UInt64) -> UInt64 {
        word & 0x8080_8080_8080_8080
    }

    /// The offset in its word of the first byte `mark` (not zero) marks.
    @inlinable @inline(__always)
    public static func firstMarked(_ mark: UInt64) -> Int {
        mark.trailingZeroBitCount >> 3
    }
}
