// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo

/// start.cold: an app's launch in a language other than the development language.
struct StartBenchmarks {
    let data: BenchmarkData
    let harness: Harness

    func run() throws -> [Row] {
        let key = data.keys[0]
        var copies = [URL]()
        defer { for copy in copies { try? FileManager.default.removeItem(at: copy) } }
        let samples = harness.interleavedOnce([
            ("Lingo", { round in
                guard let copy = try? data.freshCopy(round + 2000) else { return .nan }
                copies.append(copy)
                let start = Harness.now()
                guard let localizer = try? Localizer(resources: copy, developmentLanguage: "en", store: .inMemory(),
                                                     systemLanguages: .fixed(["zh-Hans"])) else { return .nan }
                blackHole(localizer.string(key))
                // Deallocating the localizer is not part of a start.
                return withExtendedLifetime(localizer) { Double(Harness.now() - start) }
            }),
            ("Foundation.Bundle", { round in
                guard let copy = try? data.freshCopy(round + 3000) else { return .nan }
                copies.append(copy)
                let start = Harness.now()
                let bundle = Bundle(path: copy.appendingPathComponent("zh-Hans.lproj").path)!
                blackHole(bundle.localizedString(forKey: key, value: nil, table: nil))
                return withExtendedLifetime(bundle) { Double(Harness.now() - start) }
            }),
        ])
        return rows("start.cold", samples, unit: "ns", order: ["Lingo", "Foundation.Bundle"], baseline: "Foundation.Bundle",
                    variant: "zh-Hans, 5,000 keys",
                    notes: ["Lingo": "Localizer(resources:) on a fresh folder, the system preferring zh-Hans, + first lookup",
                            "Foundation.Bundle": "Bundle(path:) of zh-Hans.lproj on a fresh folder + first lookup"])
    }
}
