// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoPublishing
import LingoRemote

/// The loops the performance gate counts besides lookups, switches and starts: parsing,
/// formatting and the over-the-air update's apply and read paths. Each sets up outside
/// ``ProfileLoops/measure(_:_:)``, as the others do.
extension ProfileLoops {
    /// Runs the loop named `name` on `resources` and returns its checksum, or throws
    /// `featureUnsupported` for a name it does not know.
    static func runMore(_ name: String, resources: URL, iterations: Int, order: [Int]) throws -> Int {
        var total = 0
        let counts = (0..<1024).map { ($0 * 7919) % 2000 }
        switch name {
        case "parse.strings":
            // The 50,000-key UTF-8 table, through the full parser (diagnostics, locations).
            let url = resources.appendingPathComponent("\(BenchmarkData.largeLanguage).lproj/Localizable.strings")
            let bytes = try Data(contentsOf: url)
            measure(iterations) { _ in total &+= StringsFile.parse(bytes, path: "bench.strings").entries.count }
        case "parse.stringsdict":
            let bytes = try Data(contentsOf: resources.appendingPathComponent("en.lproj/Localizable.stringsdict"))
            measure(iterations) { _ in total &+= StringsDictFile.parse(bytes, path: "bench.stringsdict").entries.count }
        case "format.plural", "format.number":
            // format.plural: a .stringsdict plural with one number; format.number: a .strings
            // text with one number, no plural.
            let localizer = try Localizer(resources: resources, developmentLanguage: "en", store: .inMemory(),
                                          systemLanguages: .fixed(["en"]))
            let key = name == "format.plural" ? BenchmarkData.pluralKey : BenchmarkData.numberKey
            for count in counts { total &+= localizer.format(key, count).utf8.count }  // warm-up
            measure(iterations) { i in total &+= localizer.format(key, counts[i & 1023]).utf8.count }
        case "update.read":
            // Lookups of random keys after a 5,000-key update of the language in use was applied:
            // every lookup goes through the update's overlay.
            let (english, _) = try englishTable(resources)
            let keys = english.keys.sorted()
            let (localizer, updater, cache) = try updatedLocalizer(resources, english: english, index: 0)
            defer { try? FileManager.default.removeItem(at: cache) }
            guard case .applied = updater.applyCachedUpdate() else { throw CocoaError(.fileReadCorruptFile) }
            for key in keys { total &+= localizer.string(key).utf8.count }  // warm-up: every key once
            measure(iterations) { i in total &+= localizer.string(keys[order[i & 0xFFFF] % keys.count]).utf8.count }
        case "update.apply":
            // applyCachedUpdate of a signed 5,000-key update: verify, parse, validate, swap.
            let (english, _) = try englishTable(resources)
            let prepared = try (0...iterations).map { try updatedLocalizer(resources, english: english, index: $0) }
            defer { for (_, _, cache) in prepared { try? FileManager.default.removeItem(at: cache) } }
            var applied = 0
            func apply(_ updater: LocalizationUpdater) {
                if case .applied(_, let keys) = updater.applyCachedUpdate() { applied &+= keys }
            }
            apply(prepared[iterations].updater)  // warm-up: the first verification's one-time work
            measure(iterations) { i in apply(prepared[i].updater) }
            guard applied == (iterations + 1) * english.count else { throw CocoaError(.fileReadCorruptFile) }
            total = applied
        default:
            throw CocoaError(.featureUnsupported)
        }
        return total
    }

    /// A localizer of `resources` in `en` and an updater whose cache (its own folder, removed by
    /// the caller) holds a signed update of every `en` key, not applied yet.
    private static func updatedLocalizer(_ resources: URL, english: [String: String], index: Int) throws
        -> (localizer: Localizer, updater: LocalizationUpdater, cache: URL)
    {
        // A fixed key: the signature, and so its verification, is the same in every run.
        let signing = try UpdatePrivateKey(rawRepresentation: [UInt8](repeating: 7, count: 32))
        let cache = resources.deletingLastPathComponent().appendingPathComponent(
            "update-cache-\(index)-\(UUID().uuidString)")
        try UpdateBenchmarks.writeCachedUpdate(into: cache, key: signing, english: english)
        let localizer = try Localizer(resources: resources, developmentLanguage: "en", store: .inMemory(),
                                      systemLanguages: .fixed(["en"]))
        let updater = LocalizationUpdater(localizer: localizer, configuration: UpdateConfiguration(
            url: URL(string: "http://127.0.0.1:9/")!, publicKey: try signing.publicKey(), cacheDirectory: cache,
            stateDirectory: cache.appendingPathComponent("state")))  // removed with the cache
        return (localizer, updater, cache)
    }
}
