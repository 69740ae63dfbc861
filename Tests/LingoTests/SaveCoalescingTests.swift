// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import Testing

/// Switches save the latest preference only, one write at a time, and `flush()` waits for its
/// own localizer's writes only (issue 13, item 3; issue 12, item 3).
@Suite struct SaveCoalescingTests {
    /// A file store that counts its saves and the saves running at once, and can hold its
    /// first save until the test lets it go.
    final class CountingStore: PreferenceStore, @unchecked Sendable {
        // @unchecked: the counters are only touched with `lock` held; `base` is immutable.
        let base: FilePreferenceStore
        private let lock = NSLock()
        private var saves = 0, running = 0, mostRunning = 0
        private let gate: DispatchSemaphore?

        init(url: URL, holdingTheFirstSave: Bool = false) {
            base = FilePreferenceStore(url: url)
            gate = holdingTheFirstSave ? DispatchSemaphore(value: 0) : nil
        }

        var saveCount: Int { lock.withLock { saves } }
        var mostSavesAtOnce: Int { lock.withLock { mostRunning } }
        func release() { gate?.signal() }

        func load() throws -> LanguagePreference? { try base.load() }

        func save(_ preference: LanguagePreference) throws {
            let first = lock.withLock {
                saves += 1
                running += 1
                mostRunning = max(mostRunning, running)
                return saves == 1
            }
            if first { gate?.wait() }
            defer { lock.withLock { running -= 1 } }
            try base.save(preference)
        }
    }

    private static let languages: [LanguageTag] = ["ko", "es", "zh-Hant", "en-GB", "en"]

    private func temporaryFile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("language.json")
    }

    @Test func tenThousandSwitchesDuringOneSlowWriteCostTwoWrites() throws {
        let url = try temporaryFile()
        let store = CountingStore(url: url, holdingTheFirstSave: true)
        let localizer = try AppFixture.localizer(system: ["en"], store: store)
        var last: LanguageTag = "en"
        for index in 0..<10_000 {
            last = Self.languages[index % Self.languages.count]
            try localizer.setLanguage(last)
        }
        store.release()
        localizer.flush()
        #expect((1...2).contains(store.saveCount), "the held write, then one write of the latest choice")
        #expect(store.mostSavesAtOnce == 1)
        #expect(try FilePreferenceStore(url: url).load() == .explicit(last))
    }

    @Test func tenThousandSwitchesThenFlushSaveTheLastChoice() throws {
        let url = try temporaryFile()
        let store = CountingStore(url: url)
        let localizer = try AppFixture.localizer(system: ["en"], store: store)
        for index in 0..<9_999 { try localizer.setLanguage(Self.languages[index % Self.languages.count]) }
        try localizer.setLanguage("zh-HK")
        let start = ContinuousClock.now
        localizer.flush()
        print("flush() after 10,000 switches: \(ContinuousClock.now - start), \(store.saveCount) writes")
        #expect(store.saveCount < 10_000)
        #expect(store.mostSavesAtOnce == 1)
        #expect(try FilePreferenceStore(url: url).load() == .explicit("zh-HK"))
        #expect(try AppFixture.localizer(store: .file(url)).language == "zh-Hant")
    }

    @Test func flushWaitsForItsOwnLocalizerOnly() throws {
        let held = CountingStore(url: try temporaryFile(), holdingTheFirstSave: true)
        let busy = try AppFixture.localizer(store: held)
        let url = try temporaryFile()
        // Made first: a new localizer's load waits for every write in flight, the held one too.
        let other = try AppFixture.localizer(store: .file(url))
        try busy.setLanguage("ko")
        defer {
            held.release()
            busy.flush()
        }
        try other.setLanguage("es")
        let flushed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            other.flush()
            flushed.signal()
        }
        #expect(flushed.wait(timeout: .now() + 30) == .success, "flush() waited for another localizer's write")
        #expect(try FilePreferenceStore(url: url).load() == .explicit("es"))
    }

    @Test func aNewLocalizerOnTheSameStoreSeesTheLastChoiceWithoutAFlush() throws {
        let url = try temporaryFile()
        let first = try AppFixture.localizer(store: .file(url))
        for language in Self.languages { try first.setLanguage(language) }
        try first.setLanguage("ko")
        #expect(try AppFixture.localizer(store: .file(url)).language == "ko")
    }
}
