// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import CLingoAtomics

/// The UTF-8 bytes of a ``StringTable``'s texts that are not `String`s yet, in chunks of at most
/// ``size`` bytes. A text's bytes are in one chunk, at a position (the chunk's index times
/// ``size``, plus the offset in it) that fits in 32 bits.
///
/// Each chunk counts its texts not made yet, plus the threads reading its bytes now. Whoever
/// brings the count to 0 frees the chunk, and its bytes are never read again: a reader pins a
/// chunk (``pin(_:)``) only while its count is not 0, and a count reaches 0 only once every
/// text in the chunk was made. So a table whose every string was shown keeps each text once,
/// as its `String`, not also as bytes.
struct TextChunks {
    static let shift = 14
    static let size = 1 << shift

    private let pointers: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>>
    private let counts: UnsafeMutablePointer<Int64>
    private let count: Int

    /// The chunk that holds the bytes at `position`.
    @inline(__always)
    static func chunk(of position: Int) -> Int { position >> shift }

    /// The text of `length` bytes at `position`, in a chunk the caller pinned.
    func text(at position: Int, length: Int) -> String {
        String(decoding: bytes(at: position, length: length), as: UTF8.self)
    }

    /// The `length` bytes at `position`, in a chunk the caller pinned (valid until released).
    func bytes(at position: Int, length: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: pointers[Self.chunk(of: position)] + (position & (Self.size - 1)), count: length)
    }

    /// Adds a reader to a chunk's count, unless it is 0: the chunk is freed, so every text in
    /// it was made.
    func pin(_ chunk: Int) -> Bool {
        while true {
            let current = clingo_atomic_load_int64(counts + chunk)
            if current == 0 { return false }
            if clingo_atomic_compare_exchange_int64(counts + chunk, current, current + 1) { return true }
        }
    }

    /// Takes `shares` off a chunk's count (a reader's pin, and a text now made), and frees the
    /// chunk when none is left.
    func release(_ chunk: Int, _ shares: Int64) {
        while true {
            let current = clingo_atomic_load_int64(counts + chunk)
            if clingo_atomic_compare_exchange_int64(counts + chunk, current, current - shares) {
                if current == shares { pointers[chunk].deallocate() }
                return
            }
        }
    }

    /// How many chunks are still held (some text in each not made yet).
    var retained: Int {
        (0..<count).filter { clingo_atomic_load_int64(counts + $0) > 0 }.count
    }

    /// Frees every chunk still held, and the chunks' storage; for the table's `deinit`, when no
    /// other thread can read.
    func deallocate() {
        for chunk in 0..<count where counts[chunk] > 0 { pointers[chunk].deallocate() }
        pointers.deallocate()
        counts.deallocate()
    }

    /// The chunks of a table being built: texts are appended to the last chunk, or to a new one.
    struct Builder {
        private var pointers: [UnsafeMutablePointer<UInt8>] = []
        /// The texts in each chunk but the last, whose texts are counted in `lastTexts`.
        private var counts: [Int64] = []
        private var last: UnsafeMutablePointer<UInt8>?
        private var lastTexts: Int64 = 0
        private var lastStart = 0
        /// `-1` before the first chunk, so that the first text starts one.
        private var used = 0, capacity = -1
        /// The bytes of every text at most, and of those in chunks before the last: sizes a new
        /// chunk to what is left.
        private var remaining: Int

        init(byteCount: Int) {
            remaining = byteCount
        }

        /// Copies `bytes` into a chunk and returns their position; nil for a text longer than a
        /// chunk, or when positions run out of 32 bits.
        @inline(__always)
        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            let length = bytes.count
            if _slowPath(used &+ length > capacity), !startChunk(for: length) { return nil }
            if length > 0 { (last.unsafelyUnwrapped + used).initialize(from: bytes.baseAddress!, count: length) }
            let position = lastStart | used
            lastTexts &+= 1
            used &+= length
            return position
        }

        /// The text at `position` was replaced by a later definition of its key: it will never
        /// be made, and its chunk does not wait for it.
        mutating func remove(at position: Int) {
            let chunk = TextChunks.chunk(of: position)
            if chunk == pointers.count - 1 { lastTexts -= 1 } else { counts[chunk] -= 1 }
        }

        @inline(never)
        private mutating func startChunk(for length: Int) -> Bool {
            guard length <= TextChunks.size, pointers.count < 1 << (32 - TextChunks.shift) else { return false }
            if last != nil { counts.append(lastTexts) }
            remaining -= max(used, 0)
            capacity = min(TextChunks.size, max(length, remaining))
            let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity, 1))
            lastStart = pointers.count << TextChunks.shift
            pointers.append(chunk)
            (last, lastTexts, used) = (chunk, 0, 0)
            return true
        }

        /// The chunks, in storage of their own; a chunk whose every text was replaced is freed.
        mutating func finish() -> TextChunks {
            if last != nil { counts.append(lastTexts) }
            let chunks = TextChunks(
                pointers: .allocate(capacity: max(pointers.count, 1)),
                counts: .allocate(capacity: max(counts.count, 1)),
                count: pointers.count)
            chunks.pointers.initialize(from: pointers, count: pointers.count)
            chunks.counts.initialize(from: counts, count: counts.count)
            for (chunk, count) in zip(pointers, counts) where count == 0 { chunk.deallocate() }
            return chunks
        }
    }
}
