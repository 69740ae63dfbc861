// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import CLingoAtomics
import Foundation
import LingoFormats
import LingoUtilities

/// A read-only hash table from string keys to localized values, built once per language and
/// table, read by every lookup (see ``ChainedTable`` for the fallback chain).
///
/// Open addressing with linear probing over 8-byte slots (32 bits of the key's hash and the
/// entry's index; about 1.33 slots per entry, the slot count need not be a power of two: a
/// key's home slot is found by multiplying its hash). Keys live in one contiguous byte buffer,
/// in entry order, and are compared with `memcmp` only when the stored hash bits match, so a
/// miss usually reads nothing but slots. Each entry's key position, state and value share one
/// cache line (``EntryRecords``), so a hit reads a slot, a record and the key's bytes. Lookups
/// hash the key once and do not allocate.
///
/// Plain texts are kept as UTF-8 bytes side by side in chunks (``TextChunks``), and each
/// becomes a `String` the first time it is looked up: published once (a per-entry state word,
/// claimed with a compare-exchange, then marked made with a release store) and returned from
/// then on without allocating. A language's strings that are never shown cost their bytes and
/// their entry's words, not a heap object each (a `String`'s header, terminator and
/// allocation); a chunk of bytes is freed once every text in it was made, so strings that were
/// all shown are not kept twice. Plural values are kept as made.
final class StringTable: @unchecked Sendable {
    // @unchecked: storage is written in `init`, except each entry's value and state word,
    // which are written once, by the one thread that claimed the entry (see `makeValue`), and
    // the chunks' counts, which change atomically (see ``TextChunks``).

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
    /// The keys' UTF-8 bytes, in entry order (each entry's record has its key's position).
    private let keyBytes: UnsafeMutablePointer<UInt8>
    /// Entry `i`'s key position, state and value. The state is, until the value is made, the
    /// position of its text in `texts` (bits 0–31) and the text's length (bits 32–61), with
    /// `claimed` while one thread makes its `String`; once the value is set, negative
    /// (``EntryRecords/text`` or ``EntryRecords/plural``, read with acquire loads).
    private let records: EntryRecords
    private let texts: TextChunks
    private static let claimed: Int64 = 1 << 62

    /// The number of entries.
    let count: Int
    /// Whether some text of the table is blank (``BlankText``): only then may a lookup that
    /// finds a key here have to look further along the chain (see ``ChainedTable``).
    let hasBlankTexts: Bool

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
        var entryCount = 0, keyByteCount = 0, textByteCount = 0
        for source in sources {
            switch source {
            case .entries(let entries):
                entryCount += entries.count
                for entry in entries {
                    keyByteCount += entry.key.utf8.count
                    if case .text(let text) = entry.value { textByteCount += text.utf8.count }
                }
            case .strings(let pairs):
                entryCount += pairs.count
                let keys = pairs.keyByteCount
                keyByteCount += keys
                textByteCount += pairs.bytes.count - keys
            }
        }
        var builder = Builder(
            entryCount: entryCount, keyByteCount: min(keyByteCount, Int(clamping: UInt32.max)),
            textByteCount: textByteCount)
        for source in sources {
            switch source {
            case .entries(let entries):
                for entry in entries { builder.insert(key: entry.key, entry.value) }
            case .strings(let pairs):
                let first = builder.count
                for index in 0..<pairs.count {
                    pairs.withEntry(index) { key, value in
                        builder.insert(key: key, replacingFrom: first, .bytes(value))
                    }
                }
            }
        }
        slots = builder.slots
        capacity = builder.capacity
        keyBytes = builder.keyBytes
        records = builder.records
        texts = builder.texts.finish()
        count = builder.count
        hasBlankTexts = builder.hasBlankTexts
    }

    /// The storage of a table being built.
    private struct Builder {
        let slots: UnsafeMutablePointer<UInt64>
        let capacity: Int
        let keyBytes: UnsafeMutablePointer<UInt8>
        let keyByteCount: Int
        let records: EntryRecords
        var texts: TextChunks.Builder
        var count = 0
        var used = 0
        var hasBlankTexts = false

        /// A value to store: a text's UTF-8 bytes (made a `String` on first lookup), or a value.
        enum NewValue {
            case bytes(UnsafeBufferPointer<UInt8>)
            case value(LocalizedValue)
        }

        init(entryCount: Int, keyByteCount: Int, textByteCount: Int) {
            capacity = max(8, entryCount + entryCount / 3 + 1)  // load factor ≤ 0.75
            slots = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
            slots.initialize(repeating: StringTable.empty, count: capacity)
            keyBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(keyByteCount, 1))
            self.keyByteCount = keyByteCount
            records = EntryRecords(count: entryCount)
            texts = TextChunks.Builder(byteCount: textByteCount)
        }

        /// Adds an entry of a list (the first of a key wins); a text is stored as bytes.
        mutating func insert(key: String, _ value: LocalizedValue) {
            var key = key
            key.withUTF8 { key in
                guard case .text(var text) = value else { return insert(key: key, replacingFrom: .max, .value(value)) }
                text.withUTF8 { insert(key: key, replacingFrom: .max, .bytes($0)) }
            }
        }

        /// Adds `key` with `value`; for a key already present, replaces its value if its entry
        /// index is `replacingFrom` or later, and keeps it otherwise.
        mutating func insert(key: UnsafeBufferPointer<UInt8>, replacingFrom first: Int, _ value: NewValue) {
            let length = key.count
            guard used + length <= keyByteCount else { return }
            let hash = KeyHash.hash(UnsafeRawBufferPointer(key))
            let tag = hash >> 32
            var position = StringTable.home(hash, capacity)
            while slots[position] != StringTable.empty {
                let slot = slots[position]
                if slot >> 32 == tag {
                    let index = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF)
                    let start = records.keyStart(index)
                    if records.keyLength(index) == length,
                        length == 0 || memcmp(keyBytes + start, key.baseAddress!, length) == 0
                    {
                        if index >= first {
                            let state = records.state(index).pointee
                            if state < 0 {
                                records.deinitialize(index, state: state)
                            } else {
                                texts.remove(at: Int(state & 0xFFFF_FFFF))
                            }
                            set(index, value)
                        }
                        return
                    }
                }
                position = position + 1 == capacity ? 0 : position + 1
            }
            if let base = key.baseAddress { (keyBytes + used).initialize(from: base, count: length) }
            records.setKey(count, start: used, length: length)
            used += length
            slots[position] = tag << 32 | UInt64(count)
            set(count, value)
            count += 1
        }

        /// Stores entry `index`'s value: a text's bytes in a chunk, or, longer than a chunk,
        /// its `String`.
        @inline(__always)
        private mutating func set(_ index: Int, _ value: NewValue) {
            switch value {
            case .value(let value):
                if !hasBlankTexts, case .text(let text) = value { hasBlankTexts = BlankText.isBlank(text) }
                records.state(index).pointee = records.initialize(index, to: value)
            case .bytes(let bytes):
                if !hasBlankTexts { hasBlankTexts = BlankText.isBlank(utf8: bytes) }
                guard let position = texts.append(bytes) else {
                    let text = LocalizedValue.text(String(decoding: bytes, as: UTF8.self))
                    records.state(index).pointee = records.initialize(index, to: text)
                    return
                }
                records.state(index).pointee = Int64(position) | Int64(bytes.count) << 32
            }
        }
    }

    deinit {
        for index in 0..<count {
            let state = records.state(index).pointee
            if state < 0 { records.deinitialize(index, state: state) }
        }
        slots.deallocate()
        keyBytes.deallocate()
        records.deallocate()
        texts.deallocate()
    }

    /// Entry `index`'s value: made on its first lookup.
    @inline(__always)
    private func value(at index: Int) -> LocalizedValue {
        let state = clingo_atomic_load_int64(records.state(index))
        if state < 0 { return records.value(index, state: state) }
        return Self.makeValue(at: index, publish: true, records: records, texts: texts)
    }

    /// Makes entry `index`'s text a `String` and, with `publish`, publishes it unless another
    /// thread is making it at the same time (this thread then returns its own, equal copy).
    /// The text's chunk is pinned while its bytes are read; publishing also gives up the
    /// text's share of its chunk, which is freed once every text in it was made.
    @inline(never)
    private static func makeValue(
        at index: Int, publish: Bool, records: EntryRecords, texts: TextChunks
    ) -> LocalizedValue {
        let first = clingo_atomic_load_int64(records.state(index))
        if first < 0 { return records.value(index, state: first) }
        let chunk = TextChunks.chunk(of: Int(first & 0xFFFF_FFFF))
        // A chunk already freed held only made texts: this one was made in the meantime.
        guard texts.pin(chunk) else {
            return records.value(index, state: clingo_atomic_load_int64(records.state(index)))
        }
        let state = clingo_atomic_load_int64(records.state(index))
        if state < 0 {
            texts.release(chunk, 1)
            return records.value(index, state: state)
        }
        let value = LocalizedValue.text(
            texts.text(at: Int(state & 0xFFFF_FFFF), length: Int((state >> 32) & (1 << 30 - 1))))
        var shares: Int64 = 1
        if publish, state & claimed == 0,
            clingo_atomic_compare_exchange_int64(records.state(index), state, state | claimed)
        {
            clingo_atomic_store_int64(records.state(index), records.initialize(index, to: value))
            shares = 2
        }
        texts.release(chunk, shares)
        return value
    }

    /// How many chunks of text bytes are still held (some text in each not made yet): for tests.
    var retainedTextChunks: Int { texts.retained }

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
        guard let index = index(for: probe) else { return nil }
        return value(at: index)
    }

    /// The entry index of a probed key, or `nil`.
    @inline(__always)
    private func index(for probe: Probe) -> Int? {
        let tag = probe.hash >> 32
        var position = Self.home(probe.hash, capacity)
        let length = probe.bytes.count
        while true {
            let slot = slots[position]
            if slot == Self.empty { return nil }
            if slot >> 32 == tag {
                let index = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF)
                if records.keyLength(index) == length,
                    length == 0 || memcmp(keyBytes + records.keyStart(index), probe.bytes.baseAddress!, length) == 0
                {
                    return index
                }
            }
            position = position + 1 == capacity ? 0 : position + 1
        }
    }

    /// `body` with the UTF-8 bytes of a probed key's plain text (`nil`: its value is a plural),
    /// read where they are: a text not looked up yet is not made a `String`, which would stay in
    /// the table. `nil` when the table has no such key. Not for hot paths.
    func withText<Result>(for probe: Probe, _ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result? {
        guard let index = index(for: probe) else { return nil }
        let state = clingo_atomic_load_int64(records.state(index))
        if state >= 0 {
            let chunk = TextChunks.chunk(of: Int(state & 0xFFFF_FFFF))
            // Pinned, the chunk holds the bytes until released, even if another thread makes
            // the text meanwhile; a chunk no longer there held only made texts.
            if texts.pin(chunk) {
                defer { texts.release(chunk, 1) }
                let pinned = clingo_atomic_load_int64(records.state(index))
                if pinned >= 0 {
                    return body(texts.bytes(at: Int(pinned & 0xFFFF_FFFF), length: Int((pinned >> 32) & (1 << 30 - 1))))
                }
            }
        }
        switch records.value(index, state: clingo_atomic_load_int64(records.state(index))) {
        case .text(var text): return text.withUTF8 { body($0) }
        case .plural: return body(nil)
        }
    }

    /// Every key with its value, in entry order (decoded on demand: not for hot paths).
    var entries: [(key: String, value: LocalizedValue)] {
        (0..<count).map { index in
            let bytes = UnsafeBufferPointer(start: keyBytes + records.keyStart(index), count: records.keyLength(index))
            let key = String(decoding: bytes, as: UTF8.self)
            // Texts not looked up yet are not published: a copy does not keep them all.
            return (key, Self.makeValue(at: index, publish: false, records: records, texts: texts))
        }
    }
}
