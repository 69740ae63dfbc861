// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

/// switch.loaded and switch.cold.
struct SwitchBenchmarks {
    let data: BenchmarkData
    let harness: Harness

    func run() throws -> [Row] {
        var result = [Row]()
        let key = data.keys[0]

        // Switching between two languages already loaded, then the first lookup.
        do {
            let localizer = try Localizer(resources: data.resources, developmentLanguage: "en", store: .inMemory(),
                                          systemLanguages: .fixed(["en"]))
            try localizer.setLanguage("zh-Hans")
            try localizer.setLanguage("en")
            let languages: [LanguageTag] = ["zh-Hans", "en"]
            let bundles = ["zh-Hans", "en"].map { Bundle(path: data.resources.appendingPathComponent("\($0).lproj").path)! }
            for bundle in bundles { _ = bundle.localizedString(forKey: key, value: nil, table: nil) }
            let samples = harness.interleaved([
                ("Lingo", { n in
                    var total = 0
                    for i in 0..<n {
                        try? localizer.setLanguage(languages[i & 1])
                        total &+= localizer.string(key).utf8.count
                    }
                    blackHole(total)
                }),
                ("Foundation.Bundle", { n in
                    var total = 0
                    for i in 0..<n {
                        // The seeds' switch: pick the other cached bundle, then look up.
                        let bundle = bundles[i & 1]
                        total &+= bundle.localizedString(forKey: key, value: nil, table: nil).utf8.count
                    }
                    blackHole(total)
                }),
            ])
            result += rows("switch.loaded", samples, unit: "ns", order: ["Lingo", "Foundation.Bundle"],
                           baseline: "Foundation.Bundle",
                           notes: ["Lingo": "setLanguage + first lookup; persisted in the background (in-memory store here)",
                                   "Foundation.Bundle": "swap a cached Bundle + first lookup"])
        }

        // Switching to a language used for the first time: its table is read and indexed.
        do {
            var copies = [URL]()
            defer { for copy in copies { try? FileManager.default.removeItem(at: copy) } }
            let samples = harness.interleavedOnce([
                ("Lingo", { round in
                    guard let copy = try? data.freshCopy(round) else { return .nan }
                    copies.append(copy)
                    guard let localizer = try? Localizer(resources: copy, developmentLanguage: "en", store: .inMemory(),
                                                         systemLanguages: .fixed(["en"])) else { return .nan }
                    let start = Harness.now()
                    try? localizer.setLanguage("zh-Hans")
                    blackHole(localizer.string(key))
                    // Deallocating the localizer is not part of a switch.
                    return withExtendedLifetime(localizer) { Double(Harness.now() - start) }
                }),
                ("Foundation.Bundle", { round in
                    guard let copy = try? data.freshCopy(round + 1000) else { return .nan }
                    copies.append(copy)
                    let start = Harness.now()
                    let bundle = Bundle(path: copy.appendingPathComponent("zh-Hans.lproj").path)!
                    blackHole(bundle.localizedString(forKey: key, value: nil, table: nil))
                    return withExtendedLifetime(bundle) { Double(Harness.now() - start) }
                }),
            ])
            result += rows("switch.cold", samples, unit: "ns", order: ["Lingo", "Foundation.Bundle"],
                           baseline: "Foundation.Bundle",
                           notes: ["Lingo": "setLanguage to a language never loaded (5,000-key .strings) + first lookup",
                                   "Foundation.Bundle": "Bundle(path:) on a fresh folder + first lookup"])
        }
        return result
    }
}
