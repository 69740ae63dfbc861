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

    /// What a table is built from.
    enum Source {
        /// Entries; for a key listed more than once, the first one wins.
        case entries([(key: String, value: LocalizedValue)])
        /// A `.strings` file's entries as bytes; within the file, the last definition of a
        /// key wins (at the position of the first), as in ``StringsFile/parsePairs(_:path:)``.
        case strings(StringsPairs)
    }

    /// Builds a table from entries; for a key listed more than once, the first one wins.
    convenience init(entries: [(key: String, value: LocalizedValue)]) {
        self.init(sources: [.entries(entries)])
    }

    /// Builds a table from `sources`; for a key more than one source has, the first source
    /// that has it wins.
    init(sources: [Source]) {
        var entryCount = 0, keyByteCount = 0
        for source in sources {
            switch source {
            case .entries(let entries):
                entryCount += entries.count
                for entry in entries { keyByteCount += entry.key.utf8.count }
            case .strings(let pairs):
                entryCount += pairs.count
                keyByteCount += pairs.keyByteCount
            }
        }
        var builder = Builder(entryCount: entryCount, keyByteCount: min(keyByteCount, Int(UInt32.max)))
        for source in sources {
            switch source {
            case .entries(let entries):
                for entry in entries {
                    var key = entry.key
                    key.withUTF8 { builder.insert(key: $0, replacingFrom: Int.max) { Self.compacted(entry.value) } }
                }
            case .strings(let pairs):
                let first = builder.values.count
                for index in 0..<pairs.count {
                    pairs.withEntry(index) { key, value in
                        builder.insert(key: key, replacingFrom: first) { .text(String(decoding: value, as: UTF8.self)) }
                    }
                }
            }
        }
        self.slots = builder.slots
        self.capacity = builder.capacity
        self.keyStarts = builder.keyStarts
        self.keyBytes = builder.keyBytes
        self.values = builder.values
    }

    /// The storage of a table being built.
    private struct Builder {
        let slots: UnsafeMutablePointer<UInt64>
        let capacity: Int
        let keyStarts: UnsafeMutablePointer<UInt32>
        let keyBytes: UnsafeMutablePointer<UInt8>
        let keyByteCount: Int
        var values = ContiguousArray<LocalizedValue>()
        var used = 0

        init(entryCount: Int, keyByteCount: Int) {
            capacity = max(8, entryCount + entryCount / 3 + 1)  // load factor ≤ 0.75
            slots = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
            slots.initialize(repeating: StringTable.empty, count: capacity)
            keyStarts = UnsafeMutablePointer<UInt32>.allocate(capacity: entryCount + 1)
            keyStarts.initialize(to: 0)
            keyBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(keyByteCount, 1))
            self.keyByteCount = keyByteCount
            values.reserveCapacity(entryCount)
        }

        /// Adds `key` with the value `make` returns; for a key already present, replaces its
        /// value if its entry index is `replacingFrom` or later, and keeps it otherwise.
        mutating func insert(
            key: UnsafeBufferPointer<UInt8>, replacingFrom first: Int, _ make: () -> LocalizedValue
        ) {
            let length = key.count
            guard used + length <= keyByteCount else { return }
            let hash = KeyHash.hash(UnsafeRawBufferPointer(key))
            let tag = hash >> 32
            var position = StringTable.home(hash, capacity)
            while slots[position] != StringTable.empty {
                let slot = slots[position]
                if slot >> 32 == tag {
                    let index = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF)
                    let start = Int(keyStarts[index]), end = Int(keyStarts[index + 1])
                    if end - start == length, length == 0 || memcmp(keyBytes + start, key.baseAddress!, length) == 0 {
                        if index >= first { values[index] = make() }
                        return
                    }
                }
                position = position + 1 == capacity ? 0 : position + 1
            }
            if let base = key.baseAddress { (keyBytes + used).initialize(from: base, count: length) }
            used += length
            slots[position] = tag << 32 | UInt64(values.count)
            values.append(make())
            keyStarts[values.count] = UInt32(used)
        }
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
