// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoChecks
import TestSupport
import Testing

/// The quick test in front of `UnshowableText.problem(in:)`: eight bytes at a time, it answers
/// what a byte-by-byte look answers, and it never passes a text the full check reports.
@Suite struct UnshowableTextTests {
    /// Bytes the quick test stops at, and bytes next to them in value.
    static let interesting: [UInt8] = [
        0x00, 0x01, 0x08, 0x09, 0x0A, 0x0D, 0x1B, 0x1F, 0x20, 0x7E, 0x7F, 0x80, 0xC1, 0xC2, 0xC3, 0xE1, 0xE2, 0xE3,
        0xFF,
    ]

    @Test func eightAtATimeIsByteByByte() {
        var random = SeededGenerator()
        var differing = [[UInt8]]()
        for _ in 0..<20_000 {
            var bytes = random.bytes(Int(random.next() % 40), from: Array("Open the item %@ now".utf8))
            for _ in 0..<Int(random.next() % 3) where random.next() % 2 == 0 {
                bytes.insert(random.pick(Self.interesting), at: Int(random.next() % UInt64(bytes.count + 1)))
            }
            let quick = bytes.withUnsafeBufferPointer { UnshowableText.mayHaveProblem(utf8: $0) }
            if quick != bytes.contains(where: UnshowableText.isLookedInto) { differing.append(bytes) }
        }
        #expect(differing.prefix(5) == [], "\(differing.count) texts differ")
    }

    @Test func whatTheFullCheckReportsIsLookedInto() {
        let texts = [
            "A long line of text that ends in an escape \u{1B}", "Eight by\u{7F}", "twelve bytes\u{85}",
            "an override \u{202E} in the middle of a long text", "an isolate left open \u{2066} here and on and on",
        ]
        for text in texts {
            #expect(UnshowableText.problem(in: text) != nil, "\(text.debugDescription)")
            #expect(UnshowableText.mayHaveProblem(text), "\(text.debugDescription)")
        }
        #expect(!UnshowableText.mayHaveProblem("Tabs\tand line\nbreaks, in a text longer than a word\r\n"))
    }
}
