// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import TestSupport
import Testing

/// The randomized tests' generator replays: same run seed and test, same values.
@Suite struct SeededGeneratorTests {
    @Test func sameSeedAndStreamReplay() {
        var first = SeededGenerator(runSeed: 42, stream: "File.swift/test()")
        var second = SeededGenerator(runSeed: 42, stream: "File.swift/test()")
        let values = (0..<8).map { _ in first.next() }
        #expect(values == (0..<8).map { _ in second.next() })
        #expect(Set(values).count == 8)
    }

    @Test func streamsAndSeedsDiffer() {
        var a = SeededGenerator(runSeed: 42, stream: "File.swift/a()")
        var b = SeededGenerator(runSeed: 42, stream: "File.swift/b()")
        var c = SeededGenerator(runSeed: 43, stream: "File.swift/a()")
        let first = a.next()
        #expect(first != b.next())
        #expect(first != c.next())
    }

    /// SplitMix64's first output for state 0 (from its reference implementation).
    @Test func splitMixReference() {
        var generator = SeededGenerator(runSeed: 0, stream: "")
        let offset = generator.seed  // FNV-1a of "" is its offset basis; state = 0 ^ basis
        #expect(offset == 0xCBF2_9CE4_8422_2325)
        var zero = SeededGenerator(runSeed: offset, stream: "")  // 0xCBF2... ^ 0xCBF2... = 0
        #expect(zero.seed == 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
        _ = generator.next()
    }

    @Test func pickAndBytesStayInTheirAlphabet() {
        var generator = SeededGenerator()
        let alphabet: [UInt8] = [1, 2, 3]
        #expect(generator.bytes(100, from: alphabet).allSatisfy(alphabet.contains))
        #expect(["a", "b"].contains(generator.pick(["a", "b"])))
    }
}
