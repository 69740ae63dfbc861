// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoUtilities
import Testing

@testable import Lingo

/// A table keeps plain texts as bytes and makes each one's `String` on its first lookup: what
/// it returns is the same before and after, from one thread or many at once.
@Suite struct StringTableTests {
    private func lookUp(_ key: String, in table: StringTable) -> String? {
        StringTable.withProbe(key) { table.value(for: $0) }?.text
    }

    private func contents(_ table: StringTable) -> [String] {
        table.entries.flatMap { [$0.key, $0.value.text] }
    }

    @Test func textsReadTheSameBeforeAndAfterTheirFirstLookup() {
        let pairs = StringsPairs([
            ("short", "Hi"), ("long", "A value longer than fifteen bytes, 한국어 included"),
            ("empty", ""), ("short", "Hello again"),
        ])
        let plural = PluralValue(
            format: "%#@n@", variables: ["n": .init(argument: nil, forms: [.one: "%d file", .other: "%d files"])])
        let table = StringTable(sources: [
            .strings(pairs),
            .entries([("short", .text("not used")), ("count", .plural(plural)), ("extra", .text("Extra"))]),
        ])
        let expected = [
            "short", "Hello again", "long", "A value longer than fifteen bytes, 한국어 included", "empty", "",
            "count", "%d files", "extra", "Extra",
        ]
        #expect(table.count == 5)
        #expect(contents(table) == expected)  // nothing looked up yet
        #expect(lookUp("short", in: table) == "Hello again")  // the file's last definition
        #expect(lookUp("long", in: table) == "A value longer than fifteen bytes, 한국어 included")
        #expect(lookUp("empty", in: table) == "")
        #expect(lookUp("extra", in: table) == "Extra")
        #expect(lookUp("missing", in: table) == nil)
        guard case .plural(let found)? = StringTable.withProbe("count", { table.value(for: $0) }) else {
            Issue.record("the plural value is not kept as one")
            return
        }
        #expect(found === plural)
        #expect(lookUp("long", in: table) == "A value longer than fifteen bytes, 한국어 included")  // made before
        #expect(contents(table) == expected)  // some made, some not
    }

    @Test func firstLookupsFromManyThreadsAtOnceReturnEqualTexts() {
        let pairs = (0..<2_000).map { ("key.\($0)", "The value of key number \($0), long enough to be on the heap") }
        for _ in 0..<4 {
            let table = StringTable(sources: [.strings(StringsPairs(pairs))])
            let wrong = Protected(0)
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                var mismatches = 0
                for offset in 0..<pairs.count {
                    let (key, value) = pairs[(offset + thread * 250) % pairs.count]
                    if lookUp(key, in: table) != value { mismatches += 1 }
                }
                wrong.withLock { $0 += mismatches }
            }
            #expect(wrong.withLock { $0 } == 0)
            #expect(table.retainedTextChunks == 0, "every text was made: no bytes are kept")
            #expect(contents(table) == pairs.flatMap { [$0.0, $0.1] })
        }
    }

    /// A text's bytes are kept until its `String` is made; a chunk of them is freed once every
    /// text in it was made, so a table whose every key was looked up keeps each text once.
    @Test func aChunkOfBytesIsFreedOnceEveryTextInItWasMade() {
        let pairs = (0..<3_000).map { ("key.\($0)", "A text longer than fifteen bytes, number \($0)") }
        let table = StringTable(sources: [.strings(StringsPairs(pairs))])
        let chunks = table.retainedTextChunks
        #expect(chunks * TextChunks.size >= pairs.reduce(0) { $0 + $1.1.utf8.count })
        #expect(chunks > 1)
        for (key, value) in pairs.dropLast() { #expect(lookUp(key, in: table) == value) }
        #expect(table.retainedTextChunks == 1, "the last chunk holds the one text not looked up")
        #expect(contents(table) == pairs.flatMap { [$0.0, $0.1] })  // read from Strings and from bytes
        #expect(lookUp(pairs[pairs.count - 1].0, in: table) == pairs[pairs.count - 1].1)
        #expect(table.retainedTextChunks == 0)
        for (key, value) in pairs { #expect(lookUp(key, in: table) == value) }  // from the Strings now
        #expect(contents(table) == pairs.flatMap { [$0.0, $0.1] })
    }

    /// `withText` reads a text's bytes where they are, before and after its `String` is made,
    /// and makes nothing: a table read only through it keeps every chunk.
    @Test func textBytesAreReadWithoutMakingTheText() {
        let pairs = (0..<3_000).map { ("key.\($0)", "Texte numéro \($0), assez long pour ne pas tenir en ligne") }
        let plural = PluralValue(format: "%#@n@", variables: ["n": .init(argument: nil, forms: [.other: "%d"])])
        let table = StringTable(sources: [.entries([("count", .plural(plural))]), .strings(StringsPairs(pairs))])
        @Sendable func bytes(_ key: String) -> [UInt8]?? {
            StringTable.withProbe(key) { probe in table.withText(for: probe) { $0.map(Array.init) } }
        }
        let chunks = table.retainedTextChunks
        for (key, value) in pairs { #expect(bytes(key) == .some(.some(Array(value.utf8)))) }
        #expect(table.retainedTextChunks == chunks, "no text was made")
        #expect(bytes("count") == .some(.none), "a plural has no text")
        #expect(bytes("missing") == .none)
        // Made meanwhile, by other threads: the bytes read the same, from the chunk or the String.
        let wrong = Protected(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var mismatches = 0
            for offset in pairs.indices {
                // Makers go forward, readers of bytes backward: they meet in the middle.
                let (key, value) = thread % 2 == 0 ? pairs[offset] : pairs[pairs.count - 1 - offset]
                let read = thread % 2 == 0 ? lookUp(key, in: table).map { Array($0.utf8) } : bytes(key) ?? nil
                if read != Array(value.utf8) { mismatches += 1 }
            }
            wrong.withLock { $0 += mismatches }
        }
        #expect(wrong.withLock { $0 } == 0)
        #expect(table.retainedTextChunks == 0)
        for (key, value) in pairs { #expect(bytes(key) == .some(.some(Array(value.utf8)))) }
    }

    /// Texts replaced by a later definition of their key in the same file are never made: their
    /// chunk's count does not wait for them.
    @Test func textsReplacedByALaterDefinitionDoNotKeepTheirChunk() {
        let first = (0..<1_000).map { ("key.\($0)", "The first definition of key number \($0)") }
        let second = first.map { ($0.0, "The second definition of \($0.0)") }
        let table = StringTable(sources: [.strings(StringsPairs(first + second))])
        #expect(table.count == first.count)
        for (key, value) in second { #expect(lookUp(key, in: table) == value) }
        #expect(table.retainedTextChunks == 0)
    }
}
