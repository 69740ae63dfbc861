// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// The entries of a ``StringTable``, one 32-byte record per slot, side by side and aligned so
/// that no record spans two cache lines: a lookup whose control byte matched reads the key's
/// position, the entry's state and its value from one line.
///
/// - bytes 0–7: the entry's state word (see ``StringTable``), read and written atomically;
/// - bytes 8–15: the key's position in the table's key bytes, then its length (32 bits each);
/// - bytes 16–31: the value, once made: a `String` when the state is ``text``, a
///   ``PluralValue`` when it is ``plural``.
struct EntryRecords {
    private static let stride = 32
    /// The state of an entry whose value is a made `String`.
    static let text = Int64.min
    /// The state of an entry whose value is a ``PluralValue``.
    static let plural = Int64.min | 1

    private let base: UnsafeMutableRawPointer

    /// Records for `count` slots, each with state 0 and an empty key at position 0.
    init(count: Int) {
        base = .allocate(byteCount: max(count, 1) * Self.stride, alignment: 64)
        for index in 0..<count {
            (base + index * Self.stride).initializeMemory(as: Int64.self, repeating: 0, count: 1)
            (base + index * Self.stride + 8).initializeMemory(as: UInt32.self, repeating: 0, count: 2)
        }
    }

    /// Entry `index`'s state word.
    @inline(__always)
    func state(_ index: Int) -> UnsafeMutablePointer<Int64> {
        (base + index &* Self.stride).assumingMemoryBound(to: Int64.self)
    }

    /// The position of entry `index`'s key in the key bytes.
    @inline(__always)
    func keyStart(_ index: Int) -> Int {
        Int(base.load(fromByteOffset: index &* Self.stride &+ 8, as: UInt32.self))
    }

    /// The length of entry `index`'s key in bytes.
    @inline(__always)
    func keyLength(_ index: Int) -> Int {
        Int(base.load(fromByteOffset: index &* Self.stride &+ 12, as: UInt32.self))
    }

    /// Records where entry `index`'s key is.
    func setKey(_ index: Int, start: Int, length: Int) {
        base.storeBytes(of: UInt32(start), toByteOffset: index * Self.stride + 8, as: UInt32.self)
        base.storeBytes(of: UInt32(length), toByteOffset: index * Self.stride + 12, as: UInt32.self)
    }

    /// Entry `index`'s value, made: `state` is ``text`` or ``plural``.
    @inline(__always)
    func value(_ index: Int, state: Int64) -> LocalizedValue {
        let payload = base + (index &* Self.stride &+ 16)
        if state == Self.text { return .text(payload.assumingMemoryBound(to: String.self).pointee) }
        return .plural(payload.assumingMemoryBound(to: PluralValue.self).pointee)
    }

    /// Stores entry `index`'s value and returns the state that says it is made (the caller
    /// publishes it).
    func initialize(_ index: Int, to value: LocalizedValue) -> Int64 {
        let payload = base + index * Self.stride + 16
        switch value {
        case .text(let text):
            payload.initializeMemory(as: String.self, repeating: text, count: 1)
            return Self.text
        case .plural(let plural):
            payload.initializeMemory(as: PluralValue.self, repeating: plural, count: 1)
            return Self.plural
        }
    }

    /// Destroys entry `index`'s value, made: `state` is ``text`` or ``plural``.
    func deinitialize(_ index: Int, state: Int64) {
        let payload = base + index * Self.stride + 16
        if state == Self.text {
            payload.assumingMemoryBound(to: String.self).deinitialize(count: 1)
        } else {
            payload.assumingMemoryBound(to: PluralValue.self).deinitialize(count: 1)
        }
    }

    /// Frees the records; their values must be destroyed first.
    func deallocate() { base.deallocate() }
}
