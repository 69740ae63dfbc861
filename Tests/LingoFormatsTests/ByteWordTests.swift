// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoUtilities
import TestSupport
import Testing

/// `ByteWord`'s marks find the first byte of eight that a byte-by-byte look finds, or none.
@Suite struct ByteWordTests {
    static func firstMarked(_ mark: UInt64) -> Int? {
        mark == 0 ? nil : ByteWord.firstMarked(mark)
    }

    @Test func marksFindTheFirstByteLikeALoop() {
        var random = SeededGenerator()
        let interesting: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5C, 0x7F, 0x80, 0xC2, 0xE2, 0xFF]
        var differing = [String]()
        for _ in 0..<50_000 {
            // Mostly interesting bytes: borrows between neighbours are what could go wrong.
            let bytes = (0..<8).map { _ in
                random.next() % 3 == 0 ? UInt8(truncatingIfNeeded: random.next()) : random.pick(interesting)
            }
            let word = bytes.withUnsafeBufferPointer { ByteWord.load($0, at: 0) }
            for limit: UInt8 in [1, 0x20, 0x80] {
                let expected = bytes.firstIndex { $0 < limit }
                if Self.firstMarked(ByteWord.bytes(word, below: limit)) != expected {
                    differing.append("\(bytes) < \(limit)")
                }
            }
            for value: UInt8 in [0x00, 0x22, 0x5C, 0x7F, 0xC2, 0xE2] {
                let expected = bytes.firstIndex(of: value)
                if Self.firstMarked(ByteWord.bytes(word, equalTo: value)) != expected {
                    differing.append("\(bytes) == \(value)")
                }
            }
            if Self.firstMarked(ByteWord.nonASCIIBytes(word)) != bytes.firstIndex(where: { $0 >= 0x80 }) {
                differing.append("\(bytes) non-ASCII")
            }
        }
        #expect(differing.prefix(5) == [], "\(differing.count) differ")
    }
}
