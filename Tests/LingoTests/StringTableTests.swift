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

    /// Every table size from empty to a few hundred keys (slot counts below, at and above a
    /// group of control bytes, probes that run past the last slot): each key is found with its
    /// own value, the empty key among them, and keys the table lacks are not, compared with a
    /// `Dictionary` of the same entries.
    @Test func everyKeyIsFoundAndNoOtherAtEverySize() {
        for size in 0...300 {
            let keys = (0..<size).map { $0 == size / 2 ? "" : "k\($0 * 7_919 % 1_000)-\(size)" }
            var expected = [String: String]()
            for (index, key) in keys.enumerated() where expected[key] == nil { expected[key] = "v\(index)" }
            let table = StringTable(
                sources: [.strings(StringsPairs(keys.enumerated().map { ($0.element, "v\($0.offset)") }.reversed()))])
            // Reversed, a key listed twice keeps its last definition in the file: the first above.
            #expect(table.count == expected.count, "size \(size)")
            for (key, value) in expected where lookUp(key, in: table) != value {
                Issue.record("size \(size): \(key) → \(lookUp(key, in: table) ?? "nil"), not \(value)")
            }
            for absent in ["k1", "absent", "k0-\(size + 1)", "\u{0}", String(repeating: "k", count: 40)]
            where expected[absent] == nil && lookUp(absent, in: table) != nil {
                Issue.record("size \(size): \(absent) found")
            }
        }
    }

    /// Keys that differ in their bytes but not in their length or first bytes, and keys far
    /// longer than a word: all found, none mistaken for another.
    @Test func keysThatOnlyDifferLateAreKeptApart() {
        let base = String(repeating: "settings.section.row.title.", count: 3)
        let keys = (0..<2_000).map { "\(base)\($0)" } + (0..<256).map { String(UnicodeScalar(UInt8($0))) }
        let table = StringTable(entries: keys.map { ($0, .text("value of \($0)")) })
        #expect(table.count == keys.count)
        for key in keys where lookUp(key, in: table) != "value of \(key)" {
            Issue.record("\(key.debugDescription) → \(lookUp(key, in: table)?.debugDescription ?? "nil")")
        }
        #expect(lookUp(base, in: table) == nil)
        #expect(lookUp("\(base)2000", in: table) == nil)
    }

    /// A table lists its entries in the order they were added, whatever slots they hash to:
    /// the empty key in its place, a later definition in a file at its key's first place, a key
    /// of a later source that an earlier one has not at all.
    @Test func entriesComeInTheOrderTheyWereAdded() {
        let pairs = StringsPairs([("b", "1"), ("", "empty"), ("a", "2"), ("b", "3"), ("c", "4")])
        let table = StringTable(sources: [
            .entries([("z", .text("first")), ("a", .text("kept"))]), .strings(pairs),
            .entries([("c", .text("not used")), ("d", .text("5"))]),
        ])
        #expect(table.entries.map(\.key) == ["z", "a", "b", "", "c", "d"])
        #expect(table.entries.map(\.value.text) == ["first", "kept", "3", "empty", "4", "5"])
    }
}
