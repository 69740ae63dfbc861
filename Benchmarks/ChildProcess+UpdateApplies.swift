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
}
