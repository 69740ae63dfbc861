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
/// Open addressing with linear probing over one control byte per slot (7 bits of the key's
/// hash with the high bit set; 0 when free) and, at the same position, the entry's 32-byte
/// record (``EntryRecords``): its key's position and length, its state and its value, in one
/// cache line. At most 0.8 of the slots are used, and the slot count need not be a power of
/// two: a key's home slot is found by multiplying its hash. A probe walks the control bytes,
/// which are small enough to stay cached, and reads only the record whose byte matches, so a
/// hit reads one record and the key's bytes and a miss usually reads control bytes alone. Keys
/// live in one contiguous byte buffer, in entry order. Lookups hash the key once and do not
/// allocate.
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

    /// Each slot's control byte (7 bits of its key's hash, or free), read a group at a time.
    private let tags: ControlBytes
    private let capacity: Int
    /// The keys' UTF-8 bytes, in entry order (each entry's record has its key's position).
    private let keyBytes: UnsafeMutablePointer<UInt8>
    /// The record of the entry in each used slot: its key position, state and value. The state
    /// is, until the value is made, the position of its text in `texts` (bits 0–31) and the
    /// text's length (bits 32–61), with `claimed` while one thread makes its `String`; once the
    /// value is set, negative (``EntryRecords/text`` or ``EntryRecords/plural``, read with
    /// acquire loads).
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
        builder.ordinals.deallocate()
        tags = builder.tags
        capacity = builder.capacity
        keyBytes = builder.keyBytes
        records = builder.records
        texts = builder.texts.finish()
        count = builder.count
        hasBlankTexts = builder.hasBlankTexts
    }

    /// The storage of a table being built.
    private struct Builder {
        let tags: ControlBytes
        let capacity: Int
        let keyBytes: UnsafeMutablePointer<UInt8>
        let keyByteCount: Int
        let records: EntryRecords
        /// Each used slot's entry number, in the order entries were added: while building only.
        let ordinals: UnsafeMutablePointer<UInt32>
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
            capacity = max(8, entryCount + entryCount / 4 + 1)  // load factor ≤ 0.8
            tags = ControlBytes(capacity: capacity)
            keyBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(keyByteCount, 1))
            self.keyByteCount = keyByteCount
            records = EntryRecords(count: capacity)
            ordinals = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
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

        /// Adds `key` with `value`; for a key already present, replaces its value if it was the
        /// `replacingFrom`th entry added or a later one, and keeps it otherwise.
        mutating func insert(key: UnsafeBufferPointer<UInt8>, replacingFrom first: Int, _ value: NewValue) {
            let length = key.count
            guard used + length <= keyByteCount else { return }
            let hash = KeyHash.hash(UnsafeRawBufferPointer(key))
            let found = StringTable.find(
                UnsafeRawBufferPointer(key), hash: hash, tags: tags, capacity: capacity, records: records,
                keyBytes: keyBytes)
            if found >= 0 {
                if Int(ordinals[found]) >= first {
                    let state = records.state(found).pointee
                    if state < 0 {
                        records.deinitialize(found, state: state)
                    } else {
                        texts.remove(at: Int(state & 0xFFFF_FFFF))
                    }
                    set(found, value)
                }
                return
            }
            let position = ~found
            if let base = key.baseAddress { (keyBytes + used).initialize(from: base, count: length) }
            records.setKey(position, start: used, length: length)
            used += length
            tags.set(position, ControlBytes.tag(hash))
            ordinals[position] = UInt32(truncatingIfNeeded: count)
            set(position, value)
            count += 1
        }

        /// Stores the value of the entry in `slot`: a text's bytes in a chunk, or, longer than a
        /// chunk, its `String`.
        @inline(__always)
        private mutating func set(_ slot: Int, _ value: NewValue) {
            switch value {
            case .value(let value):
                if !hasBlankTexts, case .text(let text) = value { hasBlankTexts = BlankText.isBlank(text) }
                records.state(slot).pointee = records.initialize(slot, to: value)
            case .bytes(let bytes):
                if !hasBlankTexts { hasBlankTexts = BlankText.isBlank(utf8: bytes) }
                guard let position = texts.append(bytes) else {
                    let text = LocalizedValue.text(String(decoding: bytes, as: UTF8.self))
                    records.state(slot).pointee = records.initialize(slot, to: text)
                    return
                }
                records.state(slot).pointee = Int64(position) | Int64(bytes.count) << 32
            }
        }
    }

    deinit {
        for position in 0..<capacity where !tags.isFree(position) {
            let state = records.state(position).pointee
            if state < 0 { records.deinitialize(position, state: state) }
        }
        tags.deallocate()
        keyBytes.deallocate()
        records.deallocate()
        texts.deallocate()
    }

    /// The value of the entry in `slot`: made on its first lookup.
    @inline(__always)
    private func value(at slot: Int) -> LocalizedValue {
        let state = clingo_atomic_load_int64(records.state(slot))
        if state < 0 { return records.value(slot, state: state) }
        return Self.makeValue(at: slot, publish: true, records: records, texts: texts)
    }

    /// Makes the text of the entry in `slot` a `String` and, with `publish`, publishes it unless
    /// another thread is making it at the same time (this thread then returns its own, equal copy).
    /// The text's chunk is pinned while its bytes are read; publishing also gives up the
    /// text's share of its chunk, which is freed once every text in it was made.
    @inline(never)
    private static func makeValue(
        at slot: Int, publish: Bool, records: EntryRecords, texts: TextChunks
    ) -> LocalizedValue {
        let first = clingo_atomic_load_int64(records.state(slot))
        if first < 0 { return records.value(slot, state: first) }
        let chunk = TextChunks.chunk(of: Int(first & 0xFFFF_FFFF))
        // A chunk already freed held only made texts: this one was made in the meantime.
        guard texts.pin(chunk) else {
            return records.value(slot, state: clingo_atomic_load_int64(records.state(slot)))
        }
        let state = clingo_atomic_load_int64(records.state(slot))
        if state < 0 {
            texts.release(chunk, 1)
            return records.value(slot, state: state)
        }
        let value = LocalizedValue.text(
            texts.text(at: Int(state & 0xFFFF_FFFF), length: Int((state >> 32) & (1 << 30 - 1))))
        var shares: Int64 = 1
        if publish, state & claimed == 0,
            clingo_atomic_compare_exchange_int64(records.state(slot), state, state | claimed)
        {
            clingo_atomic_store_int64(records.state(slot), records.initialize(slot, to: value))
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
        return withProbeOfCopy(key, body)
    }

    /// ``withProbe(_:_:)`` for a key whose bytes are not contiguous UTF-8 (a bridged string),
    /// with a native copy; out of line, so that the lookups that inline the probe hold it once.
    @inline(never)
    private static func withProbeOfCopy<Result>(_ key: String, _ body: (Probe) -> Result) -> Result {
        var copy = key
        copy.makeContiguousUTF8()
        return withProbe(copy, body)
    }

    /// A key's home slot: the low 32 bits of its hash scaled to the capacity.
    @inline(__always)
    private static func home(_ hash: UInt64, _ capacity: Int) -> Int {
        Int(truncatingIfNeeded: ((hash & 0xFFFF_FFFF) &* UInt64(truncatingIfNeeded: capacity)) >> 32)
    }

    /// The value for a probed key, or `nil`.
    @inline(__always)
    func value(for probe: Probe) -> LocalizedValue? {
        guard let slot = slot(for: probe) else { return nil }
        return value(at: slot)
    }

    /// The slot of a probed key, or `nil`.
    @inline(__always)
    private func slot(for probe: Probe) -> Int? {
        let found = Self.find(
            probe.bytes, hash: probe.hash, tags: tags, capacity: capacity, records: records, keyBytes: keyBytes)
        return found >= 0 ? found : nil
    }

    /// The slot that holds `key` (whose hash is `hash`), or, when no slot does, the complement
    /// (`~`) of the free slot that ends its probe: the slots from its home slot on are read a
    /// group of control bytes at a time, and only a slot whose byte matches has its key compared.
    @inline(__always)
    private static func find(
        _ key: UnsafeRawBufferPointer, hash: UInt64, tags: ControlBytes, capacity: Int, records: EntryRecords,
        keyBytes: UnsafePointer<UInt8>
    ) -> Int {
        let tag = ControlBytes.tag(hash)
        let length = key.count
        var start = home(hash, capacity)
        while true {
            let group = tags.group(at: start)
            let free = ControlBytes.free(in: group)
            var candidates = ControlBytes.matches(tag, in: group)
            // Only the slots before the first free one belong to the probe (every slot when
            // none is free: `free &- 1` is then all ones).
            candidates &= free ^ (free &- 1)
            while candidates != 0 {
                var slot = start &+ candidates.trailingZeroBitCount &>> 3
                if slot >= capacity { slot &-= capacity }
                if records.keyLength(slot) == length,
                    length == 0 || memcmp(keyBytes + records.keyStart(slot), key.baseAddress!, length) == 0
                {
                    return slot
                }
                candidates &= candidates &- 1
            }
            if free != 0 {
                let slot = start &+ free.trailingZeroBitCount &>> 3
                return ~(slot >= capacity ? slot &- capacity : slot)
            }
            start &+= ControlBytes.width
            if start >= capacity { start &-= capacity }
        }
    }

    /// `body` with the UTF-8 bytes of a probed key's plain text (`nil`: its value is a plural),
    /// read where they are: a text not looked up yet is not made a `String`, which would stay in
    /// the table. `nil` when the table has no such key. Not for hot paths.
    func withText<Result>(for probe: Probe, _ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result? {
        guard let slot = slot(for: probe) else { return nil }
        let state = clingo_atomic_load_int64(records.state(slot))
        if state >= 0 {
            let chunk = TextChunks.chunk(of: Int(state & 0xFFFF_FFFF))
            // Pinned, the chunk holds the bytes until released, even if another thread makes
            // the text meanwhile; a chunk no longer there held only made texts.
            if texts.pin(chunk) {
                defer { texts.release(chunk, 1) }
                let pinned = clingo_atomic_load_int64(records.state(slot))
                if pinned >= 0 {
                    return body(texts.bytes(at: Int(pinned & 0xFFFF_FFFF), length: Int((pinned >> 32) & (1 << 30 - 1))))
                }
            }
        }
        switch records.value(slot, state: clingo_atomic_load_int64(records.state(slot))) {
        case .text(var text): return text.withUTF8 { body($0) }
        case .plural: return body(nil)
        }
    }

    /// Every key with its value, in entry order (decoded on demand: not for hot paths).
    var entries: [(key: String, value: LocalizedValue)] {
        // Keys are stored in entry order, and only one key, the empty one, can share its start
        // with the next: ordering by start, then length, is entry order.
        let used = (0..<capacity).filter { !tags.isFree($0) }.stablySorted {
            (records.keyStart($0), records.keyLength($0)) < (records.keyStart($1), records.keyLength($1))
        }
        return used.map { position in
            let bytes = UnsafeBufferPointer(
                start: keyBytes + records.keyStart(position), count: records.keyLength(position))
            let key = String(decoding: bytes, as: UTF8.self)
            // Texts not looked up yet are not published: a copy does not keep them all.
            return (key, Self.makeValue(at: position, publish: false, records: records, texts: texts))
        }
    }
}
