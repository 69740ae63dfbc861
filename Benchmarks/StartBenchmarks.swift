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
            + (try manyLanguages())
    }

    /// The languages added beside the benchmark's five for `start.cold.languages` (each a copy
    /// of the 5,000-key ko table): an app that ships 30 languages.
    static let extraLanguages = [
        "ar", "ca", "cs", "da", "de", "el", "es", "es-419", "fi", "fr-CA", "he", "hi", "hr", "hu", "id",
        "it", "ja", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ru", "sv",
    ]

    /// Adds the ``extraLanguages`` to the resources folder `folder`: 30 languages shipped.
    static func shipExtraLanguages(in folder: URL) throws {
        let korean = folder.appendingPathComponent("ko.lproj")
        for language in extraLanguages {
            try FileManager.default.copyItem(at: korean, to: folder.appendingPathComponent("\(language).lproj"))
        }
    }

    /// start.cold.languages: the same start with 30 languages shipped against the benchmark's
    /// five. A start reads the chosen language's table (and the development language's, for
    /// fallbacks) and no other: the two figures match, and the run fails if any other language
    /// was loaded.
    private func manyLanguages() throws -> [Row] {
        let key = data.keys[0]
        let many = data.root.appendingPathComponent("Resources-30")
        try? FileManager.default.removeItem(at: many)
        try FileManager.default.copyItem(at: data.resources, to: many)
        defer { try? FileManager.default.removeItem(at: many) }
        try Self.shipExtraLanguages(in: many)
        let shipped = try FileManager.default.contentsOfDirectory(atPath: many.path).filter { $0.hasSuffix(".lproj") }.count
        guard shipped == 30 else { throw BenchmarkError("start.cold.languages: \(shipped) languages, not 30") }
        var copies = [URL]()
        defer { for copy in copies { try? FileManager.default.removeItem(at: copy) } }
        var loaded = Set<String>()
        func start(_ folder: URL, _ round: Int) -> Double {
            let copy = data.root.appendingPathComponent("Start-\(round)-\(UUID().uuidString)")
            guard (try? FileManager.default.copyItem(at: folder, to: copy)) != nil else { return .nan }
            copies.append(copy)
            let start = Harness.now()
            guard let localizer = try? Localizer(resources: copy, developmentLanguage: "en", store: .inMemory(),
                                                 systemLanguages: .fixed(["zh-Hans"])) else { return .nan }
            blackHole(localizer.string(key))
            let elapsed = Double(Harness.now() - start)
            loaded.formUnion(localizer.loadedLanguages.map(\.identifier))
            return withExtendedLifetime(localizer) { elapsed }
        }
        let samples = harness.interleavedOnce([
            ("30 languages", { round in start(many, round) }),
            ("5 languages", { round in start(data.resources, round + 1000) }),
        ])
        guard loaded.isSubset(of: ["zh-Hans", "en"]) else {
            throw BenchmarkError("start.cold.languages: a start loaded \(loaded.sorted()), not only zh-Hans and en")
        }
        let read = loaded.sorted().joined(separator: ", ")
        return rows("start.cold.languages", samples, unit: "ns", order: ["30 languages", "5 languages"], baseline: "5 languages",
                    variant: "zh-Hans, 5,000 keys",
                    notes: ["30 languages": "start.cold's Lingo start with 25 more .lproj folders shipped; loaded: \(read)",
                            "5 languages": "the same start with the benchmark's five languages"])
    }
}
