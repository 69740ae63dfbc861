// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import CBenchSupport
import Foundation
import Lingo
import LingoFormats
import LingoPublishing
import LingoRemote

extension ChildProcess {
    /// `update-applies <count> <keys>`: a `keys`-key en app and a signed update of every key in
    /// its cache, applied `count` times by one localizer (each apply verifies, parses and
    /// validates anew and publishes a new snapshot; every key is read after each, by key and by
    /// a generated key list). Prints the heap in use and the resident set after the first apply
    /// and after the last, each after `malloc_trim`: `first-heap first-rss last-heap last-rss`.
    static func updateApplies(count: Int, keys: Int) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-applies-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let resources = root.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(
            at: resources.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        var english = [String: String]()
        for index in 0..<keys { english["screen.\(index / 50).label.\(index)"] = "Label number \(index) of the app" }
        let table = StringsFile(entries: english.keys.sorted().map { StringsFile.Entry(key: $0, value: english[$0]!) })
        try table.render().write(to: resources.appendingPathComponent("en.lproj/Localizable.strings"))
        let signing = UpdatePrivateKey()
        let cache = root.appendingPathComponent("cache")
        try UpdateBenchmarks.writeCachedUpdate(into: cache, key: signing, english: english)
        let localizer = try Localizer(
            resources: resources, developmentLanguage: "en", store: .inMemory(), systemLanguages: .fixed(["en"]))
        let updater = LocalizationUpdater(
            localizer: localizer,
            configuration: UpdateConfiguration(
                url: URL(string: "http://127.0.0.1:9/")!, publicKey: try signing.publicKey(), cacheDirectory: cache,
                stateDirectory: root.appendingPathComponent("state")))
        let list = LocalizationKeys(keys: english.keys.sorted())
        var measures = [Int]()
        for round in 1...count {
            guard case .applied = updater.applyCachedUpdate() else { throw BenchmarkError("apply \(round) failed") }
            for key in english.keys { blackHole(localizer.string(key)) }
            for index in list.keys.indices { blackHole(localizer.string(at: index, of: list)) }
            if round == 1 || round == count {
                _ = cbench_trim_heap()
                measures += [MemoryBenchmarks.allocatedBytes() ?? 0, residentBytes() ?? 0]
            }
        }
        return measures.map(String.init).joined(separator: " ")
    }

    /// `update-apply-rss <subject> <resources> <folder>`: the growth of the peak resident set
    /// (`VmHWM` of `/proc/self/status`: this process's own high-water mark, where `ru_maxrss`
    /// would keep the parent's from before `execve`) while `Lingo` applies the signed update cached in `folder` to a localizer
    /// of `resources`, or while `Foundation.Bundle` reads every `.lproj` of `folder` cold (one lookup each):
    /// what an app's memory peaks at while it takes an update.
    static func updateApplyPeak(subject: String, resources: URL, folder: URL) throws -> Int {
        var localizer: Localizer? = nil
        var updater: LocalizationUpdater? = nil
        if subject == "Lingo" {
            let key = try Data(contentsOf: folder.appendingPathComponent("public-key"))
            localizer = try Localizer(
                resources: resources, developmentLanguage: "en", store: .inMemory(), systemLanguages: .fixed(["en"]))
            updater = LocalizationUpdater(
                localizer: localizer!,
                configuration: UpdateConfiguration(
                    url: URL(string: "http://127.0.0.1:9/")!, publicKey: try UpdatePublicKey(rawRepresentation: Array(key)),
                    cacheDirectory: folder, stateDirectory: folder.appendingPathComponent("state")))
        }
        _ = cbench_trim_heap()
        let before = residentBytes() ?? 0
        if let updater {
            guard case .applied = updater.applyCachedUpdate() else { throw BenchmarkError("the update was not applied") }
        } else {
            let folders = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".lproj") }
            guard !folders.isEmpty else { throw BenchmarkError("no .lproj in \(folder.path)") }
            for name in folders.sorted() {
                guard let bundle = Bundle(path: folder.appendingPathComponent(name).path) else {
                    throw BenchmarkError("no bundle at \(name)")
                }
                blackHole(bundle.localizedString(forKey: "a", value: nil, table: nil))
            }
        }
        return max(0, (peakResidentBytes() ?? 0) - before)
    }

    /// This process's peak resident set in bytes (`VmHWM`), nil where `/proc` is missing.
    static func peakResidentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }
}
