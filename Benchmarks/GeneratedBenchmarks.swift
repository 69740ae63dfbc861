// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

/// lookup.generated: what `lingo gen`'s accessors cost for random keys over the whole table;
/// lookup.fallback.generated: the same for keys the language in use lacks (read from the
/// development language).
struct GeneratedBenchmarks {
    let data: BenchmarkData
    let harness: Harness

    func run() throws -> [Row] {
        let localizer = try Localizer(resources: data.resources, developmentLanguage: "en", store: .inMemory(),
                                      systemLanguages: .fixed(["en"]))
        let table = data.tables["en"]!
        let keys = table.keys.sorted()  // every key of the table, as lingo gen lists them
        let generated = LocalizationKeys(keys: keys)
        var generator = SeededGenerator(seed: 11)
        let order = (0..<(1 << 16)).map { _ in Int.random(in: 0..<keys.count, using: &generator) }
        let mask = order.count - 1
        let samples = harness.interleaved([
            ("Lingo", { n in
                // A view body: one tracked read of the snapshot, then reads by constant index.
                var total = 0
                let strings = localizer.strings
                for i in 0..<n { total &+= strings.string(at: order[i & mask], of: generated).utf8.count }
                blackHole(total)
            }),
            ("Lingo.tracked", { n in
                var total = 0
                for i in 0..<n { total &+= localizer.string(at: order[i & mask], of: generated).utf8.count }
                blackHole(total)
            }),
            ("Dictionary", { n in
                var total = 0
                for i in 0..<n { total &+= table[keys[order[i & mask]]]!.utf8.count }
                blackHole(total)
            }),
        ])
        return try rows("lookup.generated", samples, unit: "ns", order: ["Lingo", "Lingo.tracked", "Dictionary"],
                    baseline: "Dictionary", variant: "en, \(keys.count) keys, random",
                    notes: ["Lingo": "L10n(localizer.strings): one tracked access, then string(at:of:) by index",
                            "Lingo.tracked": "L10n(localizer): each read a tracked localizer.string(at:of:)"])
            + fallbackRows()
    }

    /// Generated accessors for keys only the development language has, read in `ko`.
    private func fallbackRows() throws -> [Row] {
        let localizer = try Localizer(resources: data.resources, developmentLanguage: "en", store: .inMemory(),
                                      systemLanguages: .fixed(["ko"]))
        let english = data.tables["en"]!
        let keys = data.fallbackKeys.sorted()
        let generated = LocalizationKeys(keys: keys)
        var generator = SeededGenerator(seed: 12)
        let order = (0..<(1 << 16)).map { _ in Int.random(in: 0..<keys.count, using: &generator) }
        let mask = order.count - 1
        let samples = harness.interleaved([
            ("Lingo", { n in
                var total = 0
                let strings = localizer.strings
                for i in 0..<n { total &+= strings.string(at: order[i & mask], of: generated).utf8.count }
                blackHole(total)
            }),
            ("Dictionary", { n in
                var total = 0
                for i in 0..<n { total &+= english[keys[order[i & mask]]]!.utf8.count }
                blackHole(total)
            }),
        ])
        return rows("lookup.fallback.generated", samples, unit: "ns", order: ["Lingo", "Dictionary"],
                    baseline: "Dictionary", variant: "ko → en, \(keys.count) keys only en has, random",
                    notes: ["Lingo": "L10n(localizer.strings) in ko: string(at:of:) by index, found in en",
                            "Dictionary": "the en [String: String] read directly"])
    }
}
