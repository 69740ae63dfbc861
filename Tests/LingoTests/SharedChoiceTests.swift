// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

/// A `.file` store shared with another process: the localizer, already running, follows that
/// process's switch and tells its observers, without writing the store (issue 27, item 1). The
/// other process is the built `lingo-demo`, run as a user runs it.
@Suite(
    .requires("lingo-demo is not built next to the tests: run `swift build --build-tests`") {
        FileManager.default.isExecutableFile(atPath: DemoExecutable.url.path)
    })
struct SharedChoiceTests {
    /// How long another process's switch may take to reach the localizer, once that process
    /// has exited (the figure).
    static let followLimit = Duration.seconds(2)

    /// Starts `lingo-demo --language tag --config-dir folder`: another process saving its choice
    /// to `folder/language.json`, through a link if it is one. The demo has `en`, `ko`, `zh-Hans`
    /// and `zh-Hant` in common with the App fixture.
    private static func demo(setting tag: String, in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = DemoExecutable.url
        process.arguments = ["--language", tag, "--config-dir", folder.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    private static func runDemo(setting tag: String, in folder: URL) throws {
        let process = try demo(setting: tag, in: folder)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "lingo-demo --language \(tag) failed")
    }

    /// The changes `changes` tells until `done` says enough, or until ``followLimit`` passes
    /// (then `nil`).
    private static func changes(
        _ changes: AsyncStream<LanguageChange>, until done: @escaping @Sendable ([LanguageChange]) -> Bool
    ) async -> [LanguageChange]? {
        await withTaskGroup(of: [LanguageChange]?.self) { group in
            group.addTask {
                var seen: [LanguageChange] = []
                for await change in changes {
                    seen.append(change)
                    if done(seen) { return seen }
                }
                return nil
            }
            group.addTask {
                // A deadline, not a synchronization: the other task returns as soon as it is told.
                try? await Task.sleep(for: followLimit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    private static func fileIdentity(_ url: URL) throws -> UInt64 {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? UInt64)
    }

    @Test(.timeLimit(.minutes(5)))
    func aRunningLocalizerFollowsAnotherProcessSwitchWithoutWritingTheStore() async throws {
        try await withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("language.json")
            let localizer = try AppFixture.localizer(store: .file(file))
            #expect(localizer.language == "en")
            let changes = localizer.changes
            let observed = EventLog<LanguageChange>()
            let token = localizer.observe { observed.append($0) }
            defer { token.cancel() }

            try Self.runDemo(setting: "ko", in: folder)
            let written = try Self.fileIdentity(file)
            let told = await Self.changes(changes) { $0.contains { $0.newLanguage == "ko" } }

            let change = try #require(told?.last, "the localizer did not follow the other process's switch")
            #expect(change.reason == .anotherProcess)
            #expect(change.oldLanguage == "en" && change.newLanguage == "ko")
            #expect(change.preference == .explicit("ko"))
            #expect(localizer.language == "ko" && localizer.preference == .explicit("ko"))
            #expect(observed.events.map(\.reason) == [.anotherProcess])
            #expect(localizer.string("greeting") == "안녕하세요")
            localizer.flush()
            // Following wrote nothing: the file is the one the other process renamed into place.
            #expect(try Self.fileIdentity(file) == written)
        }
    }

    @Test(.timeLimit(.minutes(5)))
    func ownWritesNeverComeBackAsAnotherProcessChange() async throws {
        try await withTemporaryFolder { folder in
            let localizer = try AppFixture.localizer(store: .file(folder.appendingPathComponent("language.json")))
            let changes = localizer.changes
            // Many switches, each write's folder event arriving while later ones are in flight.
            for round in 0..<60 { try localizer.setLanguage(round.isMultiple(of: 2) ? "es" : "ko") }
            localizer.flush()
            try Self.runDemo(setting: "zh-Hant", in: folder)
            let told = try #require(
                await Self.changes(changes) { $0.last?.newLanguage == "zh-Hant" },
                "the localizer did not follow the other process's switch")

            #expect(told.count == 61)
            #expect(told.dropLast().allSatisfy { $0.reason == .userChoice })
            #expect(told.last?.reason == .anotherProcess)
        }
    }

    @Test(.timeLimit(.minutes(5)))
    func aSymlinkedStoreIsFollowedThroughTheLinkTargetsFolder() async throws {
        try await withTemporaryFolder { folder in
            let dotfiles = folder.appendingPathComponent("dotfiles", isDirectory: true)
            let config = folder.appendingPathComponent("config", isDirectory: true)
            try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            let link = config.appendingPathComponent("language.json")
            // A link made before its target, as a dotfile manager may.
            try FileManager.default.createSymbolicLink(
                atPath: link.path, withDestinationPath: "../dotfiles/language.json")
            let localizer = try AppFixture.localizer(store: .file(link))
            let changes = localizer.changes

            try Self.runDemo(setting: "zh-Hans", in: config)
            let told = await Self.changes(changes) { $0.last?.newLanguage == "zh-Hans" }

            #expect(told?.last?.reason == .anotherProcess)
            #expect(localizer.language == "zh-Hans")
            #expect(FileManager.default.fileExists(atPath: dotfiles.appendingPathComponent("language.json").path))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../dotfiles/language.json")
        }
    }

    @Test(.timeLimit(.minutes(5)))
    func processesSwitchingAtOnceEndWithTheLastWrite() async throws {
        try await withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("language.json")
            let localizer = try AppFixture.localizer(store: .file(file))
            let changes = localizer.changes
            // Languages both the demo and the fixture have.
            let languages = ["ko", "zh-Hans", "zh-Hant", "en", "ko", "zh-Hant", "zh-Hans", "en"]
            // Writers in other processes, and this one switching at the same time.
            let others = try languages.map { try Self.demo(setting: $0, in: folder) }
            for tag in languages.reversed() { try localizer.setLanguage(LanguageTag(tag)) }
            for process in others {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
            localizer.flush()

            // Never torn: the file holds one whole preference, one of those written.
            let stored = try #require(try FilePreferenceStore(url: file).load())
            let tag = try #require(stored.explicitLanguage)
            #expect(languages.contains(tag.identifier))
            // And this process agrees with it (at once, or once the last write's event arrives).
            if localizer.preference != stored {
                _ = await Self.changes(changes) { _ in localizer.preference == stored }
            }
            #expect(localizer.preference == stored)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["language.json"])
        }
    }
}

/// The built `lingo-demo`, beside the test bundle.
enum DemoExecutable {
    static let url = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("lingo-demo")
}
