// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

/// format.plural and plural.select.
struct FormatBenchmarks {
    let data: BenchmarkData
    let harness: Harness

    func run() throws -> [Row] {
        var result = [Row]()
        let localizer = try Localizer(resources: data.resources, developmentLanguage: "en", store: .inMemory(),
                                      systemLanguages: .fixed(["en"]))
        let counts = (0..<1024).map { ($0 * 7919) % 2000 }
        let mask = counts.count - 1

        // A .stringsdict plural with one number: Lingo chooses the form and formats the number.
        let samples = harness.interleaved([
            ("Lingo", { n in
                var total = 0
                for i in 0..<n { total &+= localizer.format(BenchmarkData.pluralKey, counts[i & mask]).utf8.count }
                blackHole(total)
            }),
            ("String(format:)", { n in
                var total = 0
                for i in 0..<n {
                    let count = counts[i & mask]
                    let form = count == 1 ? "%d new message" : "%d new messages"
                    total &+= String(format: form, count).utf8.count
                }
                blackHole(total)
            }),
        ])
        result += rows("format.plural", samples, unit: "ns", order: ["Lingo", "String(format:)"],
                       baseline: "String(format:)", variant: "en, .stringsdict plural",
                       notes: ["String(format:)": "the chosen English form formatted by Foundation (no plural logic)"])

        // A plain one-number string, no plural: the formatter alone against Foundation's.
        let plain = harness.interleaved([
            ("Lingo", { n in
                var total = 0
                for i in 0..<n { total &+= localizer.format(BenchmarkData.numberKey, counts[i & mask]).utf8.count }
                blackHole(total)
            }),
            ("String(format:)", { n in
                var total = 0
                for i in 0..<n { total &+= String(format: "%d files", counts[i & mask]).utf8.count }
                blackHole(total)
            }),
        ])
        result += rows("format.plural", plain, unit: "ns", order: ["Lingo", "String(format:)"],
                       baseline: "String(format:)", variant: "en, one number, no plural")

        // CLDR category selection alone.
        let rules = [PluralRules(for: "en"), PluralRules(for: "ru"), PluralRules(for: "ar"), PluralRules(for: "pl")]
        let selection = harness.interleaved([
            ("Lingo", { n in
                var total = 0
                for i in 0..<n { total &+= rules[i & 3].category(for: counts[i & mask]) == .other ? 1 : 0 }
                blackHole(total)
            }),
        ])
        result += rows("plural.select", selection, unit: "ns", order: ["Lingo"], baseline: nil,
                       variant: "Int, en/ru/ar/pl", notes: ["Lingo": "PluralRules.category(for: Int), rules made once"])
        return result
    }
}
