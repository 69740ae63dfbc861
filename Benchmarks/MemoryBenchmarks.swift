// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import CBenchSupport

/// memory.per-entry: the heap a loaded 50,000-key table costs, per entry, against its file.
struct MemoryBenchmarks {
    let data: BenchmarkData

    /// Bytes currently allocated by malloc, or nil where the platform does not say.
    static func allocatedBytes() -> Int? {
        let bytes = cbench_allocated_bytes()
        return bytes < 0 ? nil : bytes
    }

    func run() throws -> ([Row], String) {
        let url = data.resources.appendingPathComponent("\(BenchmarkData.largeLanguage).lproj/Localizable.strings")
        let fileBytes = try Data(contentsOf: url).count
        let entries = Double(BenchmarkData.largeKeyCount)
        guard Self.allocatedBytes() != nil else {
            return ([], "memory.per-entry: not measured on this platform (needs malloc statistics)")
        }
        var samples = [Double]()
        var loaded = ""
        for _ in 0..<3 {
            let before = Self.allocatedBytes()!
            let english = try Localizer(resources: data.resources, developmentLanguage: "en", store: .inMemory(),
                                        systemLanguages: .fixed(["en"]))
            let afterEnglish = Self.allocatedBytes()!
            try english.setLanguage(LanguageTag(BenchmarkData.largeLanguage))
            let afterLarge = Self.allocatedBytes()!
            loaded = english.loadedLanguages.map(\.identifier).joined(separator: ", ")
            samples.append(Double(afterLarge - afterEnglish) / entries)
            blackHole(before)
            blackHole(english.string(data.largeKeys[0]))
        }
        let raw = Double(fileBytes) / entries
        let rows = [
            Row(benchmark: "memory.per-entry", subject: "Lingo", median: samples.median, unit: "bytes",
                min: samples.min()!, max: samples.max()!, variant: "50,000 keys", baseline: "raw-bytes",
                note: "heap growth when the language is loaded (its table; the development language's is shared)"),
            Row(benchmark: "memory.per-entry", subject: "raw-bytes", median: raw, unit: "bytes", min: raw, max: raw,
                variant: "50,000 keys", baseline: nil, note: "the .strings file's UTF-8 size per entry"),
        ]
        let languages = data.tables.keys.sorted().joined(separator: ", ")
        return (rows, "languages in the folder: \(languages); loaded after switching en → fr: \(loaded) "
                + "(never-used languages are never read)")
    }
}
