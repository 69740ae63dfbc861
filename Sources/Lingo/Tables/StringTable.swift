// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats

/// A read-only hash table from string keys to localized values, built once per language and
/// table, read by every lookup (see ``ChainedTable`` for the fallback chain).
///
/// Open addressing with linear probing over 8-byte slots (32 bits of the key's hash and the
/// entry's index; about 1.33 slots per entry, the slot count need not be a power of two: a
/// key's home slot is found by multiplying its hash). Keys live in one contiguous byte buffer,
/// in entry order, and are compared with `memcmp` only when the stored hash bits match, so a
/// miss usually reads nothing but slots. Lookups hash the key once and do not allocate.
final class StringTable: @unchecked Sendable {
    // @unchecked: all storage is written in `init` and never mutated afterwards.

    /// A value and the position in the fallback chain of the language that supplied it
    /// (0: the language in use; 1, 2...: its parents, then the development language).
    struct Hit {
        let value: LocalizedValue
        let source: Int
    }

    /// A key's UTF-8 bytes and hash, computed once for every table of a chain.
    struct Probe {
        let bytes: UnsafeRawBufferPointer
        let hash: UInt64
    }

    /// Each slot: the high 32 bits of the key's hash, then the entry index; `empty` when free.
    private let slots: UnsafeMutablePointer<UInt64>
    private let capacity: Int
    private static let empty = UInt64.max
    /// Entry `i`'s key is `keyBytes[keyStarts[i] ..< keyStarts[i + 1]]`.
    private let keyStarts: UnsafeMutablePointer<UInt32>
    private let keyBytes: UnsafeMutablePointer<UInt8>
    private let values: ContiguousArray<LocalizedValue>

    /// The number of entries.
    var count: Int { values.count }

    /// Builds a table from entries; for a key listed more than once, the first one wins.
    init(entries: [(key: String, value: LocalizedValue)]) {
        var keyByteTotal = 0
        for entry in entries { keyByteTotal += entry.key.utf8.count }
        keyByteTotal = min(keyByteTotal, Int(UInt32.max))
        let capacity = max(8, entries.count + entries.count / 3 + 1)  // load factor ≤ 0.75
        let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
        slots.initialize(repeating: Self.empty, count: capacity)
        let keyStarts = UnsafeMutablePointer<UInt32>.allocate(capacity: entries.count + 1)
        keyStarts.initialize(to: 0)
        let keyBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(keyByteTotal, 1))
        var values = ContiguousArray<LocalizedValue>()
        values.reserveCapacity(entries.count)
        var used = 0

        for entry in entries {
            var key = entry.key
            key.withUTF8 { utf8 in
                let length = utf8.count
                guard used + length <= keyByteTotal else { return }
                let hash = KeyHash.hash(UnsafeRawBufferPointer(utf8))
                let tag = hash >> 32
                var position = Self.home(hash, capacity)
                while slots[position] != Self.empty {
                    let slot = slots[position]
                    if slot >> 32 == tag {
                        let index = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF)
                        let start = Int(keyStarts[index]), end = Int(keyStarts[index + 1])
                        if end - start == length,
                            length == 0 || memcmp(keyBytes + start, utf8.baseAddress!, length) == 0
                        {
                            return  // an earlier entry has this key
                        }
                    }
                    position = position + 1 == capacity ? 0 : position + 1
                }
                if let base = utf8.baseAddress { (keyBytes + used).initialize(from: base, count: length) }
                used += length
                slots[position] = tag << 32 | UInt64(values.count)
                values.append(Self.compacted(entry.value))
                keyStarts[values.count] = UInt32(used)
            }
        }
        self.slots = slots
        self.capacity = capacity
        self.keyStarts = keyStarts
        self.keyBytes = keyBytes
        self.values = values
    }

    /// `value` with its text in a fresh allocation of exactly its size. A parser allocates
    /// each value between keys that are dropped once the table is built; the values copied
    /// here lie side by side instead, so the parser's memory is freed in whole runs that the
    /// next file reuses, rather than in holes between the values (which kept resident about
    /// half of a language's parsing garbage).
    private static func compacted(_ value: LocalizedValue) -> LocalizedValue {
        guard case .text(let text) = value else { return value }
        // Appending a native string copies its bytes without validating them again.
        var copy = String()
        copy.reserveCapacity(text.utf8.count)
        copy.append(text)
        return .text(copy)
    }

    deinit {
        slots.deallocate()
        keyStarts.deallocate()
        keyBytes.deallocate()
    }

    /// Runs `body` with the key's bytes and hash.
    @inline(__always)
    static func withProbe<Result>(_ key: String, _ body: (Probe) -> Result) -> Result {
        if let result = key.utf8.withContiguousStorageIfAvailable({ utf8 -> Result in
            let bytes = UnsafeRawBufferPointer(utf8)
            return body(Probe(bytes: bytes, hash: KeyHash.hash(bytes)))
        }) {
            return result
        }
        var copy = key
        return copy.withUTF8 { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            return body(Probe(bytes: bytes, hash: KeyHash.hash(bytes)))
        }
    }

    /// A key's home slot: the low 32 bits of its hash scaled to the capacity (the high 32 bits
    /// are kept in the slot to skip most mismatches without comparing keys).
    @inline(__always)
    private static func home(_ hash: UInt64, _ capacity: Int) -> Int {
        Int(truncatingIfNeeded: ((hash & 0xFFFF_FFFF) &* UInt64(truncatingIfNeeded: capacity)) >> 32)
    }

    /// The value for a probed key, or `nil`.
    @inline(__always)
    func value(for probe: Probe) -> LocalizedValue? {
        let tag = probe.hash >> 32
        var position = Self.home(probe.hash, capacity)
        let length = probe.bytes.count
        while true {
            let slot = slots[position]
            if slot == Self.empty { return nil }
            if slot >> 32 == tag {
                let index = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF)
                let start = Int(keyStarts[index])
                if Int(keyStarts[index + 1]) - start == length,
                    length == 0 || memcmp(keyBytes + start, probe.bytes.baseAddress!, length) == 0
                {
                    return values[index]
                }
            }
            position = position + 1 == capacity ? 0 : position + 1
        }
    }

    /// Every key with its value, in entry order (decoded on demand: not for hot paths).
    var entries: [(key: String, value: LocalizedValue)] {
        (0..<values.count).map { index in
            let start = Int(keyStarts[index]), end = Int(keyStarts[index + 1])
            let key = String(decoding: UnsafeBufferPointer(start: keyBytes + start, count: end - start), as: UTF8.self)
            return (key, values[index])
        }
    }
}
