// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoPublishing
import LingoRemote

/// update.apply and update.read-during-swap: a signed 10,000-key update applied from the cache
/// (verify, parse, validate against the bundled source, one snapshot swap) while another thread
/// looks strings up and times every lookup.
struct UpdateBenchmarks {
    let data: BenchmarkData
    let harness: Harness

    /// A signed update of every key of `english` (the `en` table), laid out as LingoRemote's
    /// cache keeps it (a folder named by `state.json`).
    static func writeCachedUpdate(into cache: URL, key: UpdatePrivateKey, english: [String: String]) throws {
        try writeCachedUpdate(into: cache, key: key, tables: ["en": updated(english)])
    }

    /// A signed update of `tables` (language → key → value, one `Localizable.strings` each),
    /// laid out as LingoRemote's cache keeps it (a folder named by `state.json`).
    static func writeCachedUpdate(into cache: URL, key: UpdatePrivateKey, tables: [String: [String: String]]) throws {
        let folder = cache.appendingPathComponent("update-1-bench")
        var files = [UpdateManifest.File]()
        for (language, table) in tables.sorted(by: { $0.key < $1.key }) {
            let contents = StringsFile(entries: table.keys.sorted().map { StringsFile.Entry(key: $0, value: table[$0]!) }).render()
            let path = "\(language).lproj/Localizable.strings"
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(language).lproj"),
                                                    withIntermediateDirectories: true)
            try contents.write(to: folder.appendingPathComponent(path))
            files.append(.init(path: path, size: contents.count, sha256: UpdateDigest.sha256Hex(contents)))
        }
        let manifest = UpdateManifest(version: 1, languages: try tables.keys.sorted().map { try LanguageTag($0) }, files: files).encoded()
        try manifest.write(to: folder.appendingPathComponent(UpdateManifest.fileName))
        try Data(Data(try key.signature(for: manifest)).base64EncodedString().utf8)
            .write(to: folder.appendingPathComponent(UpdateManifest.signatureFileName))
        try Data("{\"folder\":\"update-1-bench\",\"version\":1}".utf8).write(to: cache.appendingPathComponent("state.json"))
    }

    /// `table` with every value changed as an update changes it.
    static func updated(_ table: [String: String]) -> [String: String] {
        table.mapValues { "Updated: " + $0 }
    }

    /// The benchmark's update: every key of `en` and every one of them in `zh-Hans` (its
    /// translations and the keys only `en` ships), about 10,000 keys in all. The generated
    /// zh-Hans values carry none of the English placeholders, which an update may not bring:
    /// each updated translation ends with the English value's placeholders, in order.
    var updateTables: [String: [String: String]] {
        let english = data.tables["en"]!
        var chinese = [String: String]()
        for (key, value) in english {
            guard let translation = data.tables["zh-Hans"]![key] else {
                chinese[key] = "已更新：" + value
                continue
            }
            let placeholders = value.split(separator: " ").filter { $0.hasPrefix("%") }
            chinese[key] = "已更新：" + translation + placeholders.map { " " + $0 }.joined()
        }
        return ["en": Self.updated(english), "zh-Hans": chinese]
    }

    func run() throws -> [Row] {
        let signing = UpdatePrivateKey()
        let publicKey = try signing.publicKey()
        let cache = data.root.appendingPathComponent("update-cache")
        var applySamples = [Double](), medianSamples = [Double](), worstSamples = [Double](), beforeSamples = [Double]()
        var foundationSamples = [Double]()
        let tables = updateTables
        let keyCount = tables.values.reduce(0) { $0 + $1.count }
        for round in 0..<harness.rounds {
            foundationSamples.append(try foundationColdRead(round: round, tables: tables))
            try? FileManager.default.removeItem(at: cache)
            try Self.writeCachedUpdate(into: cache, key: signing, tables: tables)
            let localizer = try Localizer(resources: data.resources, developmentLanguage: "en", store: .inMemory(),
                                          systemLanguages: .fixed(["en"]))
            let updater = LocalizationUpdater(localizer: localizer, configuration: UpdateConfiguration(
                url: URL(string: "http://127.0.0.1:9/")!, publicKey: publicKey, cacheDirectory: cache,
                stateDirectory: data.root.appendingPathComponent("update-state")))
            let reader = Reader(localizer: localizer, keys: data.keys)
            reader.start()
            // Let the reader run for longer than an apply takes, for the "before" window.
            usleep(400_000)
            let start = Reader.clock()
            let outcome = updater.applyCachedUpdate()
            let end = Reader.clock()
            usleep(2_000)
            let (median, worst, before) = reader.stop(windowStart: start, windowEnd: end)
            guard case .applied(_, let keys) = outcome, keys == keyCount else {
                throw BenchmarkError("the \(keyCount)-key update was not applied: \(outcome)")
            }
            applySamples.append(Double(end - start) / 1e6)
            medianSamples.append(median)
            worstSamples.append(worst)
            beforeSamples.append(before)
        }
        let peaks = try peakSamples(key: signing, tables: tables)
        return rows("update.apply.peak-rss", peaks, unit: "MB", order: ["Lingo", "Foundation.Bundle"],
                    baseline: "Foundation.Bundle",
                    notes: ["Lingo": "peak RSS growth of a child process while applyCachedUpdate applies the 10,000-key update",
                            "Foundation.Bundle": "the same while Bundle(path:) reads the same tables cold (one lookup each)"])
            + rows("update.apply", ["Lingo": applySamples, "Foundation.Bundle": foundationSamples], unit: "ms",
                    order: ["Lingo", "Foundation.Bundle"], baseline: "Foundation.Bundle",
                    notes: ["Lingo": "applyCachedUpdate of a signed update of every en key and each in zh-Hans (10,002 keys): verify, parse, validate, swap",
                            "Foundation.Bundle": "the same tables read cold: Bundle(path:) of each .lproj in a fresh folder + one lookup each"])
            + rows("update.read-during-swap",
                   ["worst during apply": worstSamples, "worst before apply": beforeSamples, "median": medianSamples],
                   unit: "ns", order: ["worst during apply", "worst before apply", "median"], baseline: "median",
                   notes: ["worst during apply": "slowest lookup on a reader thread while the update was applied (lookups under 1 µs count as 1 µs)",
                           "worst before apply": "slowest lookup of the same reader in a window as long just before (scheduling noise)",
                           "median": "the same reader's median lookup (CLOCK_MONOTONIC around each lookup)"])
    }
}

extension UpdateBenchmarks {
    /// Peak RSS growth in MB, three child processes per subject, interleaved: Lingo applying
    /// the signed update, Foundation reading the same tables cold.
    func peakSamples(key: UpdatePrivateKey, tables: [String: [String: String]]) throws -> [String: [Double]] {
        let folder = data.root.appendingPathComponent("update-peak")
        defer { try? FileManager.default.removeItem(at: folder) }
        var samples = [String: [Double]]()
        for _ in 0..<3 {
            for subject in ["Lingo", "Foundation.Bundle"] {
                try? FileManager.default.removeItem(at: folder)
                try Self.writeCachedUpdate(into: folder, key: key, tables: tables)
                try Data(try key.publicKey().rawRepresentation).write(to: folder.appendingPathComponent("public-key"))
                for language in tables.keys {
                    try FileManager.default.copyItem(
                        at: folder.appendingPathComponent("update-1-bench/\(language).lproj"),
                        to: folder.appendingPathComponent("\(language).lproj"))
                }
                let output = try ChildProcess.spawn(["update-apply-rss", subject, data.resources.path, folder.path])
                guard let bytes = Double(output) else { throw BenchmarkError("child printed \(output)") }
                samples[subject, default: []].append(bytes / 1_048_576)
            }
        }
        return samples
    }

    /// Milliseconds Foundation takes to read the update's tables cold: the tables written into
    /// a fresh folder (the file cache holds them, as it holds the update's), `Bundle(path:)` of
    /// each `.lproj` and one lookup in each, which reads its whole table.
    func foundationColdRead(round: Int, tables: [String: [String: String]]) throws -> Double {
        let folder = data.root.appendingPathComponent("update-foundation-\(round)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var probes = [(path: String, key: String, value: String)]()
        for (language, table) in tables.sorted(by: { $0.key < $1.key }) {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            let entries = table.keys.sorted().map { StringsFile.Entry(key: $0, value: table[$0]!) }
            try StringsFile(entries: entries).render().write(to: lproj.appendingPathComponent("Localizable.strings"))
            let key = entries[entries.count / 2].key
            probes.append((lproj.path, key, table[key]!))
        }
        let start = Reader.clock()
        var texts = [String]()
        for probe in probes {
            guard let bundle = Bundle(path: probe.path) else { throw BenchmarkError("no bundle at \(probe.path)") }
            texts.append(bundle.localizedString(forKey: probe.key, value: nil, table: nil))
        }
        let end = Reader.clock()
        guard texts == probes.map(\.value) else { throw BenchmarkError("Foundation read \(texts)") }
        return Double(end - start) / 1e6
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A thread looking keys up in a loop, timing each lookup: every 16th latency is kept for the
/// median, and every lookup slower than ``slow`` with its start time.
final class Reader: @unchecked Sendable {
    // @unchecked: `sampled` and `slowLookups` are written by the reader thread only, and read
    // after `done` was signalled; `running` and `counter` are only touched under `lock`.
    static let slow: UInt64 = 1_000
    let localizer: Localizer
    let keys: [String]
    private var sampled = [UInt64]()
    private var slowLookups = [(start: UInt64, latency: UInt64)]()
    private let lock = NSLock()
    private var running = true
    private var counter = 0
    private let done = DispatchSemaphore(value: 0)

    init(localizer: Localizer, keys: [String]) {
        self.localizer = localizer
        self.keys = keys
        sampled.reserveCapacity(1 << 20)
    }

    var count: Int { lock.withLock { counter } }

    func start() {
        Thread.detachNewThread { [self] in
            var index = 0
            while true {
                if index & 1023 == 0 {
                    let keepGoing = lock.withLock { () -> Bool in
                        counter = index
                        return running
                    }
                    if !keepGoing { break }
                }
                let before = Reader.clock()
                blackHole(localizer.string(keys[index % keys.count]))
                let latency = Reader.clock() - before
                if index & 15 == 0 { sampled.append(latency) }
                if latency > Reader.slow { slowLookups.append((before, latency)) }
                index += 1
            }
            done.signal()
        }
    }

    /// Nanoseconds of CLOCK_MONOTONIC (DispatchTime is too coarse on Linux to time one lookup).
    static func clock() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Stops the reader; returns its median lookup, its slowest lookup that overlapped the
    /// window, and its slowest lookup in a window as long just before (each at least
    /// ``slow``: faster lookups are not timed one by one).
    func stop(windowStart: UInt64, windowEnd: UInt64) -> (median: Double, worst: Double, before: Double) {
        lock.withLock { running = false }
        done.wait()
        var worst = Reader.slow, before = Reader.slow
        let earlier = windowStart - min(windowStart, windowEnd - windowStart)
        for lookup in slowLookups {
            let end = lookup.start + lookup.latency
            if end >= windowStart && lookup.start <= windowEnd { worst = max(worst, lookup.latency) }
            if end >= earlier && end < windowStart { before = max(before, lookup.latency) }
        }
        return (sampled.map { Double($0) }.median, Double(worst), Double(before))
    }
}
