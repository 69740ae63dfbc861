// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import TestSupport
import Testing

@testable import Lingo

@Suite struct FormatCacheTests {
    @Test func parsesOnceAndReturnsTheSameFormat() {
        let cache = FormatCache(limit: 10)
        let first = cache.format(for: "%d files")
        let second = cache.format(for: "%d files")
        #expect(first == second)
        #expect(first.placeholders == second.placeholders)
        #expect(first.placeholders.map(\.text) == ["%d"])
        #expect(cache.count == 1)
        _ = cache.format(for: "%@")
        #expect(cache.count == 2)
    }

    @Test func textsThatDifferOnlyInNormalizationAreParsedEachForItself() {
        // Equal as Strings (canonically equivalent), different bytes: each keeps its own
        // literal text, so a render gives back exactly the bytes of the table's text.
        let composed = "caf\u{E9} %d", decomposed = "cafe\u{301} %d"
        #expect(composed == decomposed)
        let cache = FormatCache(limit: 10)
        let first = cache.format(for: composed)
        let second = cache.format(for: decomposed)
        #expect(Array(first.text.utf8) == Array(composed.utf8))
        #expect(Array(second.text.utf8) == Array(decomposed.utf8))
        guard case .literal(let literal)? = second.segments.first else {
            Issue.record("no literal segment in \(second.segments)")
            return
        }
        #expect(Array(literal.utf8) == Array("cafe\u{301} ".utf8))
        #expect(cache.count == 2)
        #expect(cache.format(for: composed).placeholders.map(\.text) == ["%d"])
        #expect(cache.count == 2)
    }

    @Test func staysWithinItsLimit() {
        let cache = FormatCache(limit: 3)
        for index in 0..<10 { _ = cache.format(for: "%d #\(index)") }
        #expect(cache.count <= 3)
        #expect(cache.format(for: "%d #9").text == "%d #9")
    }

    @Test(.timeLimit(.minutes(5))) func concurrentRenderingIsConsistent() async {
        let renderer = FormatRenderer(symbols: NumberSymbols(for: "de"))
        await withTaskGroup(of: Bool.self) { group in
            for task in 0..<16 {
                group.addTask {
                    for index in 0..<500 {
                        let value = task * 1000 + index
                        let result = renderer.render("Nr. %d von %d (%@)", value, 16_000, "x\(index % 7)")
                        let number = renderer.render("%d", value).string
                        let expected = "Nr. \(number) von 16.000 (x\(index % 7))"
                        if result.string != expected || !result.issues.isEmpty { return false }
                    }
                    return true
                }
            }
            for await ok in group { #expect(ok) }
        }
    }
}
