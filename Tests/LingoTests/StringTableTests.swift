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
            #expect(contents(table) == pairs.flatMap { [$0.0, $0.1] })
        }
    }
}
