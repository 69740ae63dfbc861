// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

/// lookup.hit, lookup.fallback, lookup.miss, lookup.2threads.
struct LookupBenchmarks {
    let data: BenchmarkData
    let harness: Harness

    private func localizer(_ language: LanguageTag) throws -> Localizer {
        let localizer = try Localizer(resources: data.resources, developmentLanguage: "en", store: .inMemory(),
                                      systemLanguages: .fixed([language]))
        precondition(localizer.language == language)
        return localizer
    }

    /// Keys in a fixed shuffled order, a power of two of them, so `keys[i & mask]` cycles.
    private func workingSet(_ keys: [String]) -> (keys: [String], mask: Int) {
        var generator = SeededGenerator(seed: 7)
        var shuffled = keys.shuffled(using: &generator)
        var size = 1
        while size * 2 <= shuffled.count { size *= 2 }
        shuffled = Array(shuffled.prefix(size))
        return (shuffled, size - 1)
    }

    func run() throws -> [Row] {
        var result = [Row]()
        for variant in ["en", "zh-Hans"] {
            let localizer = try localizer(LanguageTag(variant))
            let table = data.tables[variant]!
            let path = data.resources.appendingPathComponent("\(variant).lproj").path
            let bundle = Bundle(path: path)!
            let (keys, mask) = workingSet(data.keys)
            _ = bundle.localizedString(forKey: keys[0], value: nil, table: nil)  // load it: the cached case
            let samples = harness.interleaved([
                ("Lingo", { n in
                    var total = 0
                    for i in 0..<n { total &+= localizer.string(keys[i & mask]).utf8.count }
                    blackHole(total)
                }),
                ("Dictionary", { n in
                    var total = 0
                    for i in 0..<n { total &+= table[keys[i & mask]]!.utf8.count }
                    blackHole(total)
                }),
                ("Foundation.Bundle", { n in
                    var total = 0
                    for i in 0..<n { total &+= bundle.localizedString(forKey: keys[i & mask], value: nil, table: nil).utf8.count }
                    blackHole(total)
                }),
                ("Bundle.perCall", { n in
                    var total = 0
                    for i in 0..<n {
                        total &+= Bundle(path: path)!.localizedString(forKey: keys[i & mask], value: nil, table: nil).utf8.count
                    }
                    blackHole(total)
                }),
            ])
            result += rows("lookup.hit", samples, unit: "ns",
                           order: ["Lingo", "Dictionary", "Foundation.Bundle", "Bundle.perCall"],
                           baseline: "Dictionary", variant: variant)
        }

        // What `lingo gen` accessors do: a lookup by precomputed index, no hashing.
        do {
            let localizer = try localizer("en")
            let table = data.tables["en"]!
            let (keys, mask) = workingSet(data.keys)
            let generated = LocalizationKeys(keys: keys)
            let samples = harness.interleaved([
                ("Lingo", { n in
                    var total = 0
                    for i in 0..<n { total &+= localizer.string(at: i & mask, of: generated).utf8.count }
                    blackHole(total)
                }),
                ("Dictionary", { n in
                    var total = 0
                    for i in 0..<n { total &+= table[keys[i & mask]]!.utf8.count }
                    blackHole(total)
                }),
            ])
            result += rows("lookup.hit", samples, unit: "ns", order: ["Lingo", "Dictionary"], baseline: "Dictionary",
                           variant: "en, by index (lingo gen)",
                           notes: ["Lingo": "string(at:of:) with LocalizationKeys, what lingo gen's accessors call"])
        }

        // A key missing in zh-Hans, present in the development language.
        do {
            let localizer = try localizer("zh-Hans")
            let merged = data.tables["zh-Hans"]!.merging(data.tables["en"]!) { current, _ in current }
            let zh = Bundle(path: data.resources.appendingPathComponent("zh-Hans.lproj").path)!
            let en = Bundle(path: data.resources.appendingPathComponent("en.lproj").path)!
            let (keys, mask) = workingSet(data.fallbackKeys)
            _ = zh.localizedString(forKey: keys[0], value: nil, table: nil)
            _ = en.localizedString(forKey: keys[0], value: nil, table: nil)
            let samples = harness.interleaved([
                ("Lingo", { n in
                    var total = 0
                    for i in 0..<n { total &+= localizer.string(keys[i & mask]).utf8.count }
                    blackHole(total)
                }),
                ("Dictionary", { n in
                    var total = 0
                    for i in 0..<n { total &+= merged[keys[i & mask]]!.utf8.count }
                    blackHole(total)
                }),
                ("Foundation.Bundle", { n in
                    var total = 0
                    for i in 0..<n {
                        let key = keys[i & mask]
                        let sentinel = "\u{1}"
                        var value = zh.localizedString(forKey: key, value: sentinel, table: nil)
                        if value == sentinel { value = en.localizedString(forKey: key, value: nil, table: nil) }
                        total &+= value.utf8.count
                    }
                    blackHole(total)
                }),
            ])
            result += rows("lookup.fallback", samples, unit: "ns", order: ["Lingo", "Dictionary", "Foundation.Bundle"],
                           baseline: "Dictionary", variant: "zh-Hans→en",
                           notes: ["Dictionary": "one read of a merged dictionary (the floor)",
                                   "Foundation.Bundle": "zh-Hans bundle miss, then en bundle"])
        }

        // A key no language has.
        do {
            let localizer = try localizer("zh-Hans")
            let table = data.tables["zh-Hans"]!
            let zh = Bundle(path: data.resources.appendingPathComponent("zh-Hans.lproj").path)!
            let (keys, mask) = workingSet(data.missingKeys)
            _ = zh.localizedString(forKey: keys[0], value: nil, table: nil)
            let samples = harness.interleaved([
                ("Lingo", { n in
                    var total = 0
                    for i in 0..<n { total &+= localizer.string(keys[i & mask]).utf8.count }
                    blackHole(total)
                }),
                ("Dictionary", { n in
                    var total = 0
                    for i in 0..<n { total &+= (table[keys[i & mask]] ?? keys[i & mask]).utf8.count }
                    blackHole(total)
                }),
                ("Foundation.Bundle", { n in
                    var total = 0
                    for i in 0..<n { total &+= zh.localizedString(forKey: keys[i & mask], value: nil, table: nil).utf8.count }
                    blackHole(total)
                }),
            ])
            result += rows("lookup.miss", samples, unit: "ns", order: ["Lingo", "Dictionary", "Foundation.Bundle"],
                           baseline: "Dictionary", variant: "zh-Hans")
        }

        // The same lookups from two threads at once, against one thread.
        do {
            let localizer = try localizer("zh-Hans")
            let (keys, mask) = workingSet(data.keys)
            // Each thread has its own copies of the keys: sharing the benchmark's key strings
            // would measure contention on their reference counts, not on Lingo.
            let copies = (0..<2).map { _ in keys.map { String(decoding: Array($0.utf8), as: UTF8.self) } }
            @Sendable func lookups(_ n: Int, thread: Int) {
                let keys = copies[thread]
                var total = 0
                for i in 0..<n { total &+= localizer.string(keys[(i &* (thread == 0 ? 1 : 7)) & mask]).utf8.count }
                blackHole(total)
            }
            let samples = harness.interleaved([
                ("Lingo", { n in
                    DispatchQueue.concurrentPerform(iterations: 2) { thread in lookups(n, thread: thread) }
                }),
                ("1thread", { n in lookups(n, thread: 0) }),
            ])
            result += rows("lookup.2threads", samples, unit: "ns", order: ["Lingo", "1thread"], baseline: "1thread",
                           variant: "zh-Hans",
                           notes: ["Lingo": "wall time per lookup of each thread, 2 threads at once"])
        }
        return result
    }
}
