// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats

/// Loops to count instructions with callgrind, where a loaded machine makes times too noisy:
///
///     lingo-bench --child data                       # prints a resources folder, kept
///     valgrind --tool=callgrind --toggle-collect='*ProfileLoops*measure*' \
///         lingo-bench --child profile <loop>@<resources> 1000
///
/// `tag.parse` (`LanguageTag(_:)` on 8 tags) and `plural.decimal` (`category(forDecimal:)`
/// on 8 numbers) read no resources but take the same argument; `parse.xcstrings` parses the
/// benchmark's String Catalog, `Bench.xcstrings` beside the resources folder. The parsing,
/// formatting and update loops are in `ProfileLoops+Gate.swift`; `lingo-bench --gate` counts
/// the loops that matter and compares them with `Benchmarks/Thresholds.json` (see ``Gate``).
///
/// Only ``measure(_:_:)`` is counted: the loop's setup and one warm-up run are not. Divide the
/// instructions by the iterations. The optimizer clones `measure` per loop and may merge two
/// identical clones, one jumping into the other's body; `--toggle-collect` then toggles twice
/// and counts next to nothing for that loop. `lingo-bench --gate` sums the inclusive cost of
/// the outermost calls into `measure` instead (see ``Callgrind``).
///
/// `lingo-bench --child time <loop>,<loop>...@<resources> <iterations> [rounds]` times the same
/// loops instead, interleaved round by round, and prints each loop's median nanoseconds per
/// iteration (and its ratio to the last loop named): a quick time check of one row, or of its
/// pieces, without the whole run.
enum ProfileLoops {
    /// Nanoseconds per iteration of the last ``measure(_:_:)``.
    nonisolated(unsafe) static var lastNanoseconds = Double.nan

    /// Runs `body` `iterations` times: the only function callgrind collects.
    @inline(never)
    static func measure(_ iterations: Int, _ body: (Int) -> Void) {
        let start = Harness.now()
        for i in 0..<iterations { body(i) }
        lastNanoseconds = Double(Harness.now() - start) / Double(max(iterations, 1))
    }

    /// Times `loops` (each set up anew every round, as `profile` does) for `rounds` interleaved
    /// rounds and prints the medians.
    static func time(_ spec: String, iterations: Int, rounds: Int) throws {
        let parts = spec.split(separator: "@", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw CocoaError(.featureUnsupported) }
        let loops = parts[0].split(separator: ",").map(String.init)
        var samples = [String: [Double]]()
        for _ in 0..<rounds {
            for loop in loops {
                try run("\(loop)@\(parts[1])", iterations: iterations)
                samples[loop, default: []].append(lastNanoseconds)
            }
        }
        let baseline = samples[loops[loops.count - 1]]!.median
        for loop in loops {
            let values = samples[loop]!.sorted()
            let median = values.median
            let ratio = String(format: "%.2f", median / baseline)
            print("\(loop)\t\(Int(median.rounded())) ns\t(\(Int(values[0]))–\(Int(values[values.count - 1])))\t\(ratio)×")
        }
    }

    static func run(_ spec: String, iterations: Int) throws {
        let parts = spec.split(separator: "@", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw CocoaError(.featureUnsupported) }
        let resources = URL(fileURLWithPath: parts[1])
        let (english, firstKey) = try englishTable(resources)
        let keys = english.keys.sorted()
        // The rows' key (`BenchmarkData.keys[0]`, the first written): a lookup's cost, Foundation's
        // most of all (its value is converted to a `String`), depends on the value's length.
        let key = firstKey
        var generator = SeededGenerator(seed: 11)
        let order = (0..<(1 << 16)).map { _ in Int.random(in: 0..<keys.count, using: &generator) }
        var total = 0
        switch parts[0] {
        case "switch.loaded":
            let localizer = try Localizer(resources: resources, developmentLanguage: "en", store: .inMemory(),
                                          systemLanguages: .fixed(["en"]))
            let languages: [LanguageTag] = ["zh-Hans", "en"]
            for language in languages + languages { try localizer.setLanguage(language) }
            measure(iterations) { i in
                try? localizer.setLanguage(languages[i & 1])
                total &+= localizer.string(key).utf8.count
            }
        case "switch.loaded.post":
            // The part of switch.loaded that Foundation costs: the change notification, posted as a
            // switch posts it (the localizer as `object:`), with nobody observing.
            let localizer = try Localizer(resources: resources, developmentLanguage: "en", store: .inMemory(),
                                          systemLanguages: .fixed(["en"]))
            let userInfo: [AnyHashable: Any] = [Localizer.changeUserInfoKey: 0]
            measure(iterations) { _ in
                NotificationCenter.default.post(
                    name: Localizer.languageDidChangeNotification, object: localizer, userInfo: userInfo)
            }
        case "switch.loaded.bundle":
            let bundles = ["zh-Hans", "en"].map { Bundle(path: resources.appendingPathComponent("\($0).lproj").path)! }
            for bundle in bundles { total &+= bundle.localizedString(forKey: key, value: nil, table: nil).utf8.count }
            measure(iterations) { i in
                total &+= bundles[i & 1].localizedString(forKey: key, value: nil, table: nil).utf8.count
            }
        case "lookup.generated", "lookup.generated.tracked":
            let localizer = try Localizer(resources: resources, developmentLanguage: "en", store: .inMemory(),
                                          systemLanguages: .fixed(["en"]))
            let generated = LocalizationKeys(keys: keys)
            let strings = localizer.strings
            total &+= strings.string(at: 0, of: generated).utf8.count
            if parts[0] == "lookup.generated" {
                measure(iterations) { i in total &+= strings.string(at: order[i & 0xFFFF], of: generated).utf8.count }
            } else {
                measure(iterations) { i in total &+= localizer.string(at: order[i & 0xFFFF], of: generated).utf8.count }
            }
        case "lookup.fallback.generated":
            // Keys only the development language has, read through generated accessors in zh-Hans.
            let localizer = try Localizer(resources: resources, developmentLanguage: "en", store: .inMemory(),
                                          systemLanguages: .fixed(["zh-Hans"]))
            let url = resources.appendingPathComponent("zh-Hans.lproj/Localizable.strings")
            let chinese = Set(StringsFile.parsePairs(try Data(contentsOf: url), path: url.path).pairs.map(\.key))
            let generated = LocalizationKeys(keys: keys.filter { !chinese.contains($0) })
            let strings = localizer.strings
            for index in generated.keys.indices { total &+= strings.string(at: index, of: generated).utf8.count }
            measure(iterations) { i in
                total &+= strings.string(at: order[i & 0xFFFF] % generated.keys.count, of: generated).utf8.count
            }
        case "lookup.miss":
            let localizer = try Localizer(resources: resources, developmentLanguage: "en", store: .inMemory(),
                                          systemLanguages: .fixed(["zh-Hans"]))
            total &+= localizer.string("missing.key").utf8.count
            let missing = (0..<512).map { "missing.key.\($0).not.translated" }
            measure(iterations) { i in total &+= localizer.string(missing[i & 511]).utf8.count }
        case "lookup.hit", "lookup.fallback":
            let localizer = try Localizer(resources: resources, developmentLanguage: "en", store: .inMemory(),
                                          systemLanguages: .fixed(["zh-Hans"]))
            let url = resources.appendingPathComponent("zh-Hans.lproj/Localizable.strings")
            let chinese = Set(StringsFile.parsePairs(try Data(contentsOf: url), path: url.path).pairs.map(\.key))
            let chosen = keys.filter { chinese.contains($0) == (parts[0] == "lookup.hit") }
            // Warm-up: every key once (a table makes each text's String on its first lookup).
            for key in chosen { total &+= localizer.string(key).utf8.count }
            measure(iterations) { i in total &+= localizer.string(chosen[order[i & 0xFFFF] % chosen.count]).utf8.count }
        case "lookup.dictionary":
            measure(iterations) { i in total &+= english[keys[order[i & 0xFFFF]]]!.utf8.count }
        case "start.cold", "start.cold.bundle", "start.cold.languages":
            let copies = try (0...iterations).map { try copy(resources, $0) }
            if parts[0] == "start.cold.languages" {
                for copy in copies { try StartBenchmarks.shipExtraLanguages(in: copy) }
            }
            defer { for copy in copies { try? FileManager.default.removeItem(at: copy) } }
            var alive = [AnyObject]()  // deallocating them is not part of a start
            alive.reserveCapacity(iterations + 1)
            func start(_ folder: URL) {
                if parts[0] != "start.cold.bundle" {
                    let localizer = try! Localizer(resources: folder, developmentLanguage: "en", store: .inMemory(),
                                                   systemLanguages: .fixed(["zh-Hans"]))
                    total &+= localizer.string(key).utf8.count
                    alive.append(localizer)
                } else {
                    let bundle = Bundle(path: folder.appendingPathComponent("zh-Hans.lproj").path)!
                    total &+= bundle.localizedString(forKey: key, value: nil, table: nil).utf8.count
                    alive.append(bundle)
                }
            }
            start(copies[iterations])  // warm-up: Foundation's and Lingo's one-time work
            measure(iterations) { i in start(copies[i]) }
        case "tag.parse":
            let tags = [
                "en", "zh-Hant-HK", "sr-Latn-RS", "de-CH-1901", "en-US-u-ca-buddhist-x-private", "zh-yue-HK",
                "ca-ES-valencia", "x-klingon",
            ]
            measure(iterations) { i in total &+= (try? LanguageTag(tags[i & 7]))?.identifier.utf8.count ?? 0 }
        case "parse.xcstrings":
            // The benchmark's 5,000-key × 4-language String Catalog, beside the resources folder.
            let json = try Data(contentsOf: resources.deletingLastPathComponent().appendingPathComponent("Bench.xcstrings"))
            measure(iterations) { _ in total &+= StringCatalog.parse(json, path: "Bench.xcstrings").entries.count }
        case "plural.decimal":
            let rules = [PluralRules(for: "en"), PluralRules(for: "fr")]
            let numbers = ["1", "1.0", "2.50", "1c6", "0.001", "12345.678", "1.2e3", "7"]
            measure(iterations) { i in
                total &+= rules[i & 1].category(forDecimal: numbers[(i >> 1) & 7]) == .other ? 1 : 0
            }
        case "switch.cold", "switch.cold.utf16":
            // setLanguage to a language never loaded (zh-Hans: UTF-8; zh-Hant: UTF-16) + first lookup.
            let language: LanguageTag = parts[0] == "switch.cold" ? "zh-Hans" : "zh-Hant"
            let copies = try (0...iterations).map { try copy(resources, $0) }
            defer { for copy in copies { try? FileManager.default.removeItem(at: copy) } }
            let localizers = try copies.map {
                try Localizer(resources: $0, developmentLanguage: "en", store: .inMemory(),
                              systemLanguages: .fixed(["en"]))
            }
            for localizer in localizers { total &+= localizer.string(key).utf8.count }
            func switchCold(_ localizer: Localizer) {
                try? localizer.setLanguage(language)
                total &+= localizer.string(key).utf8.count
            }
            switchCold(localizers[iterations])  // warm-up: Lingo's one-time work
            measure(iterations) { i in switchCold(localizers[i]) }
        default:
            total &+= try runMore(parts[0], resources: resources, iterations: iterations, order: order)
        }
        blackHole(total)
    }

    /// The development language's `Localizable.strings` as a dictionary, and its first key.
    static func englishTable(_ resources: URL) throws -> (table: [String: String], firstKey: String) {
        let url = resources.appendingPathComponent("en.lproj/Localizable.strings")
        let (pairs, _) = StringsFile.parsePairs(try Data(contentsOf: url), path: url.path)
        guard let first = pairs.first else { throw CocoaError(.fileReadCorruptFile) }
        return (Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }), first.key)
    }

    static func copy(_ resources: URL, _ index: Int) throws -> URL {
        let copy = resources.deletingLastPathComponent().appendingPathComponent("Profile-\(index)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: resources, to: copy)
        return copy
    }
}
