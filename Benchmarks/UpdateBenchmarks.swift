// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoPublishing
import LingoRemote

/// update.apply and update.read-during-swap: a signed 5,000-key update applied from the cache
/// (verify, parse, validate against the bundled source, one snapshot swap) while another thread
/// looks strings up and times every lookup.
struct UpdateBenchmarks {
    let data: BenchmarkData
    let harness: Harness

    /// A signed update of every key of `english` (the `en` table), laid out as LingoRemote's
    /// cache keeps it (a folder named by `state.json`).
    static func writeCachedUpdate(into cache: URL, key: UpdatePrivateKey, english: [String: String]) throws {
        let entries = english.keys.sorted().map { StringsFile.Entry(key: $0, value: "Updated: " + english[$0]!) }
        let contents = StringsFile(entries: entries).render()
        let folder = cache.appendingPathComponent("update-1-bench")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try contents.write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"))
        let manifest = UpdateManifest(version: 1, languages: ["en"], files: [
            .init(path: "en.lproj/Localizable.strings", size: contents.count, sha256: UpdateDigest.sha256Hex(contents)),
        ]).encoded()
        try manifest.write(to: folder.appendingPathComponent(UpdateManifest.fileName))
        try Data(Data(try key.signature(for: manifest)).base64EncodedString().utf8)
            .write(to: folder.appendingPathComponent(UpdateManifest.signatureFileName))
        try Data("{\"folder\":\"update-1-bench\",\"version\":1}".utf8).write(to: cache.appendingPathComponent("state.json"))
    }

    func run() throws -> [Row] {
        let signing = UpdatePrivateKey()
        let publicKey = try signing.publicKey()
        let cache = data.root.appendingPathComponent("update-cache")
        var applySamples = [Double](), medianSamples = [Double](), worstSamples = [Double](), beforeSamples = [Double]()
        var foundationSamples = [Double]()
        for round in 0..<harness.rounds {
            foundationSamples.append(try foundationColdRead(round: round))
            try? FileManager.default.removeItem(at: cache)
            try Self.writeCachedUpdate(into: cache, key: signing, english: data.tables["en"]!)
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
            guard case .applied(_, let keys) = outcome, keys == data.tables["en"]!.count else {
                throw BenchmarkError("the 5,000-key update was not applied: \(outcome)")
            }
            applySamples.append(Double(end - start) / 1e6)
            medianSamples.append(median)
            worstSamples.append(worst)
            beforeSamples.append(before)
        }
        let peaks = try peakSamples(key: signing)
        return rows("update.apply.peak-rss", peaks, unit: "MB", order: ["Lingo", "Foundation.Bundle"],
                    baseline: "Foundation.Bundle",
                    notes: ["Lingo": "peak RSS growth of a child process while applyCachedUpdate applies the 5,000-key update",
                            "Foundation.Bundle": "the same while Bundle(path:) reads the same table cold (one lookup)"])
            + rows("update.apply", ["Lingo": applySamples, "Foundation.Bundle": foundationSamples], unit: "ms",
                    order: ["Lingo", "Foundation.Bundle"], baseline: "Foundation.Bundle",
                    notes: ["Lingo": "applyCachedUpdate of a signed 5,000-key en update: verify, parse, validate, swap",
                            "Foundation.Bundle": "the same table read cold: Bundle(path:) of its .lproj in a fresh folder + one lookup"])
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
    /// the signed update, Foundation reading the same table cold.
    func peakSamples(key: UpdatePrivateKey) throws -> [String: [Double]] {
        let folder = data.root.appendingPathComponent("update-peak")
        defer { try? FileManager.default.removeItem(at: folder) }
        var samples = [String: [Double]]()
        for _ in 0..<3 {
            for subject in ["Lingo", "Foundation.Bundle"] {
                try? FileManager.default.removeItem(at: folder)
                try Self.writeCachedUpdate(into: folder, key: key, english: data.tables["en"]!)
                try Data(try key.publicKey().rawRepresentation).write(to: folder.appendingPathComponent("public-key"))
                try FileManager.default.copyItem(
                    at: folder.appendingPathComponent("update-1-bench/en.lproj"),
                    to: folder.appendingPathComponent("en.lproj"))
                let output = try ChildProcess.spawn(["update-apply-rss", subject, data.resources.path, folder.path])
                guard let bytes = Double(output) else { throw BenchmarkError("child printed \(output)") }
                samples[subject, default: []].append(bytes / 1_048_576)
            }
        }
        return samples
    }

    /// Milliseconds Foundation takes to read the update's table cold: the table written into a
    /// fresh folder (the file cache holds it, as it holds the update's), `Bundle(path:)` of its
    /// `.lproj` and one lookup, which reads the whole table.
    func foundationColdRead(round: Int) throws -> Double {
        let english = data.tables["en"]!
        let entries = english.keys.sorted().map { StringsFile.Entry(key: $0, value: "Updated: " + english[$0]!) }
        let folder = data.root.appendingPathComponent("update-foundation-\(round)/en.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try StringsFile(entries: entries).render().write(to: folder.appendingPathComponent("Localizable.strings"))
        let key = entries[entries.count / 2].key
        let start = Reader.clock()
        guard let bundle = Bundle(path: folder.path) else { throw BenchmarkError("no bundle at \(folder.path)") }
        let text = bundle.localizedString(forKey: key, value: nil, table: nil)
        let end = Reader.clock()
        guard text.hasPrefix("Updated: ") else { throw BenchmarkError("Foundation read \(text) for \(key)") }
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
