// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoRemote

/// update.apply and update.read-during-swap: a signed 5,000-key update applied from the cache
/// (verify, parse, validate against the bundled source, one snapshot swap) while another thread
/// looks strings up and times every lookup.
struct UpdateBenchmarks {
    let data: BenchmarkData
    let harness: Harness

    /// A signed update of every `en` key, laid out as LingoRemote's cache keeps it (a folder
    /// named by `state.json`).
    private func writeCachedUpdate(into cache: URL, key: UpdatePrivateKey) throws {
        let english = data.tables["en"]!
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
        var applySamples = [Double](), medianSamples = [Double](), worstSamples = [Double]()
        for _ in 0..<harness.rounds {
            try? FileManager.default.removeItem(at: cache)
            try writeCachedUpdate(into: cache, key: signing)
            let localizer = try Localizer(resources: data.resources, developmentLanguage: "en", store: .inMemory(),
                                          systemLanguages: .fixed(["en"]))
            let updater = LocalizationUpdater(localizer: localizer, configuration: UpdateConfiguration(
                url: URL(string: "http://127.0.0.1:9/")!, publicKey: publicKey, cacheDirectory: cache))
            let reader = Reader(localizer: localizer, keys: data.keys)
            reader.start()
            while reader.count < 10_000 { usleep(100) }  // the reader is running at full speed
            let start = Harness.now()
            let outcome = updater.applyCachedUpdate()
            let end = Harness.now()
            usleep(2_000)
            let (median, worst) = reader.stop(windowStart: start, windowEnd: end)
            guard case .applied(_, let keys) = outcome, keys == data.keys.count + data.fallbackKeys.count else {
                throw BenchmarkError("the 5,000-key update was not applied: \(outcome)")
            }
            applySamples.append(Double(end - start) / 1e6)
            medianSamples.append(median)
            worstSamples.append(worst)
        }
        return rows("update.apply", ["Lingo": applySamples], unit: "ms", order: ["Lingo"], baseline: nil,
                    notes: ["Lingo": "applyCachedUpdate of a signed 5,000-key en update: verify, parse, validate, swap"])
            + rows("update.read-during-swap", ["worst during apply": worstSamples, "median": medianSamples], unit: "ns",
                   order: ["worst during apply", "median"], baseline: "median",
                   notes: ["worst during apply": "slowest lookup on a reader thread while the update was applied",
                           "median": "the same reader's median lookup"])
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A thread looking keys up in a loop, timing each lookup.
private final class Reader: @unchecked Sendable {
    // @unchecked: `latencies` and `stamps` are written by the reader thread only, and read after
    // `done` was signalled; `running` and `counter` are only touched under `lock`.
    let localizer: Localizer
    let keys: [String]
    private var latencies = [UInt64]()
    private var stamps = [UInt64]()
    private let lock = NSLock()
    private var running = true
    private var counter = 0
    private let done = DispatchSemaphore(value: 0)

    init(localizer: Localizer, keys: [String]) {
        self.localizer = localizer
        self.keys = keys
        latencies.reserveCapacity(1 << 22)
        stamps.reserveCapacity(1 << 22)
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
                    if !keepGoing || latencies.count >= (1 << 22) - 1 { break }
                }
                let before = Harness.now()
                blackHole(localizer.string(keys[index % keys.count]))
                let after = Harness.now()
                latencies.append(after - before)
                stamps.append(before)
                index += 1
            }
            done.signal()
        }
    }

    /// Stops the reader; returns its median lookup and its slowest lookup that overlapped the window.
    func stop(windowStart: UInt64, windowEnd: UInt64) -> (median: Double, worst: Double) {
        lock.withLock { running = false }
        done.wait()
        var worst: UInt64 = 0
        for (index, latency) in latencies.enumerated()
        where stamps[index] + latency >= windowStart && stamps[index] <= windowEnd {
            worst = max(worst, latency)
        }
        return (latencies.map(Double.init).median, Double(worst))
    }
}
