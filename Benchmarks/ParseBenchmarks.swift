// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats

/// parse.strings (and, once their parsers exist, parse.stringsdict and parse.xcstrings).
struct ParseBenchmarks {
    let data: BenchmarkData
    let harness: Harness

    func run() throws -> [Row] {
        var result = [Row]()
        for (variant, language) in [("50,000 keys, UTF-8", BenchmarkData.largeLanguage), ("5,000 keys, UTF-16", "zh-Hant")] {
            let url = data.resources.appendingPathComponent("\(language).lproj/Localizable.strings")
            let bytes = try Data(contentsOf: url)
            let megabytes = Double(bytes.count) / 1_000_000
            let samples = harness.interleaved([
                ("Lingo", { n in
                    for _ in 0..<n { blackHole(StringsFile.parse(bytes, path: "bench.strings").entries.count) }
                }),
                ("PropertyListSerialization", { n in
                    for _ in 0..<n { blackHole(try? PropertyListSerialization.propertyList(from: bytes, options: [], format: nil)) }
                }),
            ])
            // ns per parse → MB/s
            let throughput = samples.mapValues { $0.map { megabytes / ($0 / 1e9) } }
            result += rows("parse.strings", throughput, unit: "MB/s", order: ["Lingo", "PropertyListSerialization"],
                           baseline: "PropertyListSerialization", variant: variant)
        }
        return result
    }
}

/// parse.stringsdict and parse.xcstrings.
struct StructuredParseBenchmarks {
    let data: BenchmarkData
    let harness: Harness

    func run() throws -> [Row] {
        var result = [Row]()
        let plist = try Data(contentsOf: data.stringsDictURL)
        let plistMB = Double(plist.count) / 1_000_000
        let dictSamples = harness.interleaved([
            ("Lingo", { n in for _ in 0..<n { blackHole(StringsDictFile.parse(plist, path: "bench.stringsdict").entries.count) } }),
            ("PropertyListSerialization", { n in
                for _ in 0..<n { blackHole(try? PropertyListSerialization.propertyList(from: plist, options: [], format: nil)) }
            }),
        ])
        result += rows("parse.stringsdict", dictSamples.mapValues { $0.map { plistMB / ($0 / 1e9) } }, unit: "MB/s",
                       order: ["Lingo", "PropertyListSerialization"], baseline: "PropertyListSerialization",
                       variant: "2,001 plural keys")

        let json = try Data(contentsOf: data.catalogURL)
        let jsonMB = Double(json.count) / 1_000_000
        let catalogSamples = harness.interleaved([
            ("Lingo", { n in for _ in 0..<n { blackHole(StringCatalog.parse(json, path: "bench.xcstrings").entries.count) } }),
            ("JSONDecoder", { n in
                for _ in 0..<n { blackHole(try? JSONDecoder().decode(CodableCatalog.self, from: json).strings.count) }
            }),
            ("JSONSerialization", { n in for _ in 0..<n { blackHole(try? JSONSerialization.jsonObject(with: json)) } }),
        ])
        result += rows("parse.xcstrings", catalogSamples.mapValues { $0.map { jsonMB / ($0 / 1e9) } }, unit: "MB/s",
                       order: ["Lingo", "JSONDecoder", "JSONSerialization"], baseline: "JSONDecoder",
                       variant: "5,000 keys × 4 languages",
                       notes: ["JSONDecoder": "into Codable structs of the same model"])
        return result
    }
}

/// The String Catalog model as Codable structs: the JSONDecoder baseline.
struct CodableCatalog: Decodable {
    struct Unit: Decodable {
        var state: String?
        var value: String?
    }
    struct Variations: Decodable {
        var plural: [String: Localization]?
        var device: [String: Localization]?
    }
    struct Substitution: Decodable {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: Variations?
    }
    struct Localization: Decodable {
        var stringUnit: Unit?
        var variations: Variations?
        var substitutions: [String: Substitution]?
    }
    struct Entry: Decodable {
        var comment: String?
        var extractionState: String?
        var shouldTranslate: Bool?
        var localizations: [String: Localization]?
    }
    var sourceLanguage: String
    var version: String?
    var strings: [String: Entry]
}
