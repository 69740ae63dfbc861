// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoToolFormats
import LingoUtilities
import TestSupport
import Testing

/// `replacing(_:)`, the one-pass splice of the in-place editors, gives what replacing each range
/// from the end of the array one at a time gives.
@Suite struct ByteSpliceTests {
    /// The editors' former way: each range replaced in place, from the last to the first.
    static func replacedOneByOne(_ bytes: [UInt8], _ edits: [(range: Range<Int>, text: String)]) -> [UInt8] {
        var result = bytes
        for (range, text) in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(range, with: Array(text.utf8))
        }
        return result
    }

    @Test func editsInAnyOrderGiveWhatReplacingFromTheEndGives() throws {
        var random = SeededGenerator()
        for round in 0..<2_000 {
            let bytes = (0..<Int(random.next() % 200)).map { _ in UInt8(ascii: "a") + UInt8(random.next() % 26) }
            // Ranges that do not overlap, at distinct places; texts shorter, longer or empty.
            var edits = [(range: Range<Int>, text: String)]()
            var start = Int(random.next() % 8)
            while start < bytes.count {
                let end = min(bytes.count, start + Int(random.next() % 6))
                let text = String(repeating: "é", count: Int(random.next() % 5))
                edits.append((start..<end, text))
                start = end + 1 + Int(random.next() % 10)
            }
            if round % 2 == 1 { edits.reverse() }
            let spliced = try #require(bytes.replacing(edits))
            #expect(spliced == Self.replacedOneByOne(bytes, edits), "round \(round)")
        }
    }

    @Test func insertionsAtOnePlaceComeOutLastFirstBeforeAReplacementThere() throws {
        let bytes = Array("0123456789".utf8)
        let edits: [(range: Range<Int>, text: String)] = [(4..<4, "A"), (4..<4, "B"), (2..<3, "x"), (8..<10, "")]
        #expect(try #require(bytes.replacing(edits)) == Self.replacedOneByOne(bytes, edits))
        #expect(String(decoding: try #require(bytes.replacing(edits)), as: UTF8.self) == "01x3BA4567")
        // An insertion and a replacement that start at one place: the insertion comes first.
        let mixed: [(range: Range<Int>, text: String)] = [(5..<7, "R"), (5..<5, "I")]
        #expect(String(decoding: try #require(bytes.replacing(mixed)), as: UTF8.self) == "01234IR789")
    }

    @Test func overlappingOrOutOfBoundsRangesHaveNoAnswer() {
        let bytes = Array("0123456789".utf8)
        #expect(bytes.replacing([(2..<5, "x"), (4..<6, "y")]) == nil)
        #expect(bytes.replacing([(2..<5, "x"), (3..<3, "y")]) == nil)
        #expect(bytes.replacing([(8..<11, "x")]) == nil)
        #expect(bytes.replacing([]) == bytes)
    }
}
