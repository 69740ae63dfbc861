import Foundation
import LingoFormats

/// A read-only hash table from string keys to localized values, built once per language and
/// table, read by every lookup.
///
/// Open addressing with linear probing over 16-byte slots; keys live in one contiguous byte
/// buffer and are compared with `memcmp`; each slot stores 32 bits of the key's hash, so most
/// probes that do not match never touch the key bytes. Lookups hash the key once and do not
/// allocate.
final class StringTable: @unchecked Sendable {
    // @unchecked: all storage is written in `init` and never mutated afterwards.

    /// A value and the position in the fallback chain of the language that supplied it
    /// (0: the language in use; 1, 2...: its parents, then the development language).
    struct Hit {
        let value: LocalizedValue
        let source: Int
    }

    private struct Slot {
        var hash: UInt32
        var keyOffset: UInt32
        /// Low 24 bits: key length in bytes; high 8 bits: fallback-chain position.
        var lengthAndSource: UInt32
        /// Index into `values`; `UInt32.max` marks an empty slot.
        var valueIndex: UInt32
    }

    private let slots: UnsafeMutablePointer<Slot>
    private let mask: Int
    private let keyBytes: UnsafeMutablePointer<UInt8>
    private let keyByteCount: Int
    private let values: ContiguousArray<LocalizedValue>

    /// The number of entries.
    var count: Int { values.count }

    /// Builds a table from sources given most specific first (the language in use, then its
    /// fallbacks): for a key in several sources, or several times in one, the first wins.
    /// Each entry remembers the `source` of the list it came from.
    init(sources: [(entries: [(key: String, value: LocalizedValue)], source: Int)]) {
        var total = 0
        var keyByteTotal = 0
        for source in sources {
            total += source.entries.count
            for entry in source.entries { keyByteTotal += entry.key.utf8.count }
        }
        var capacity = 16
        while capacity * 3 < total * 4 + 4 { capacity *= 2 }  // load factor ≤ 0.75
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        slots.initialize(repeating: Slot(hash: 0, keyOffset: 0, lengthAndSource: 0, valueIndex: .max), count: capacity)
        let keyBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(keyByteTotal, 1))
        let mask = capacity - 1
        var values = ContiguousArray<LocalizedValue>()
        values.reserveCapacity(total)
        var used = 0

        for source in sources {
            let sourceBits = UInt32(min(max(source.source, 0), 255)) << 24
            for entry in source.entries {
                var key = entry.key
                key.withUTF8 { utf8 in
                    let length = utf8.count
                    guard length < 1 << 24, used + length <= keyByteTotal, used <= Int(UInt32.max) else { return }
                    let hash = KeyHash.hash(UnsafeRawBufferPointer(utf8))
                    let hash32 = UInt32(truncatingIfNeeded: hash >> 32)
                    var position = Int(truncatingIfNeeded: hash) & mask
                    while slots[position].valueIndex != .max {
                        let slot = slots[position]
                        if slot.hash == hash32, Int(slot.lengthAndSource & 0xFF_FFFF) == length,
                           length == 0 || memcmp(keyBytes + Int(slot.keyOffset), utf8.baseAddress!, length) == 0 {
                            return  // an earlier source has this key
                        }
                        position = (position + 1) & mask
                    }
                    if let base = utf8.baseAddress { (keyBytes + used).initialize(from: base, count: length) }
                    slots[position] = Slot(hash: hash32, keyOffset: UInt32(used), lengthAndSource: UInt32(length) | sourceBits,
                                           valueIndex: UInt32(values.count))
                    values.append(entry.value)
                    used += length
                }
            }
        }
        self.slots = slots
        self.mask = mask
        self.keyBytes = keyBytes
        self.keyByteCount = used
        self.values = values
    }

    /// Builds a table from one list of entries (first occurrence of a key wins).
    convenience init(entries: [(key: String, value: LocalizedValue)]) {
        self.init(sources: [(entries, 0)])
    }

    deinit {
        slots.deallocate()
        keyBytes.deallocate()
    }

    /// The value for `key`, or `nil`.
    @inline(__always)
    func hit(for key: String) -> Hit? {
        if let hit = key.utf8.withContiguousStorageIfAvailable({ lookup(UnsafeRawBufferPointer($0)) }) {
            return hit
        }
        var copy = key
        return copy.withUTF8 { lookup(UnsafeRawBufferPointer($0)) }
    }

    @inline(__always)
    private func lookup(_ key: UnsafeRawBufferPointer) -> Hit? {
        let hash = KeyHash.hash(key)
        let hash32 = UInt32(truncatingIfNeeded: hash >> 32)
        var position = Int(truncatingIfNeeded: hash) & mask
        let length = key.count
        while true {
            let slot = slots[position]
            if slot.valueIndex == .max { return nil }
            if slot.hash == hash32, Int(slot.lengthAndSource & 0xFF_FFFF) == length,
               length == 0 || memcmp(keyBytes + Int(slot.keyOffset), key.baseAddress!, length) == 0 {
                return Hit(value: values[Int(slot.valueIndex)], source: Int(slot.lengthAndSource >> 24))
            }
            position = (position + 1) & mask
        }
    }

    /// Every key with its value, in no particular order (decoded on demand: not for hot paths).
    var entries: [(key: String, hit: Hit)] {
        var result = [(key: String, hit: Hit)]()
        result.reserveCapacity(values.count)
        for position in 0...mask where slots[position].valueIndex != .max {
            let slot = slots[position]
            let length = Int(slot.lengthAndSource & 0xFF_FFFF)
            let key = String(decoding: UnsafeBufferPointer(start: keyBytes + Int(slot.keyOffset), count: length),
                             as: UTF8.self)
            result.append((key, Hit(value: values[Int(slot.valueIndex)], source: Int(slot.lengthAndSource >> 24))))
        }
        return result
    }

    /// Bytes used by the table's own storage (slots, key bytes, value references), excluding
    /// the value strings' buffers.
    var storageBytes: Int {
        (mask + 1) * MemoryLayout<Slot>.stride + keyByteCount + values.capacity * MemoryLayout<LocalizedValue>.stride
    }
}
