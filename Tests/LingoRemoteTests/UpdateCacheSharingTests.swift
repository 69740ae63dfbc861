// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoRemote
import Testing

/// Updaters that share one cache (an app and its extension), and what a crash leaves behind.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct UpdateCacheSharingTests {
    private func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// A process that runs `arguments` and is still running, or that has ended.
    private func process(_ arguments: [String], ended: Bool) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c"] + arguments
        try process.run()
        if ended { process.waitUntilExit() }
        return process
    }

    /// Staging folders of processes that ended, and update folders `state.json` does not
    /// name, are removed at the next launch; a live process's download is left alone.
    @Test func whatACrashLeftIsRemovedAtTheNextLaunch() async throws {
        let served = try ServedUpdate()
        defer { served.remove() }
        let fixture = served.fixture
        #expect(await (try served.updater()).checkForUpdate() == .applied(version: 1, keys: 4))
        let live = try process(["exec sleep 60"], ended: false)
        defer { live.terminate() }
        let dead = try process(["exit 0"], ended: true)
        let leftovers = [
            "staging-\(dead.processIdentifier)-\(UUID().uuidString)", "staging-\(UUID().uuidString)",
            "update-7-\(UUID().uuidString)",
        ]
        let kept = "staging-\(live.processIdentifier)-\(UUID().uuidString)"
        for name in leftovers + [kept] {
            try FileManager.default.createDirectory(
                at: fixture.cache.appendingPathComponent("\(name)/de.lproj"), withIntermediateDirectories: true)
        }
        let (_, _, atLaunch) = try fixture.relaunch(url: served.server.url("update/"))
        #expect(atLaunch == .applied(version: 1, keys: 4))
        let remaining = names(in: fixture.cache)
        #expect(remaining.filter { $0.hasPrefix("update-") }.count == 1, "\(remaining)")
        #expect(remaining.contains(kept), "\(remaining)")
        for name in leftovers { #expect(!remaining.contains(name), "\(remaining)") }
    }

    /// Two updaters share a cache: while one downloads, the other finds the cache damaged and
    /// clears it. The download in progress survives and is committed; before, the clear removed
    /// every staging folder and the first updater's fresh update was lost.
    @Test func aClearByOneUpdaterKeepsTheOthersDownload() async throws {
        let gate = MisbehavingServer.Gate()
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        try fixture.pack("good", version: 2)
        var held = MisbehavingServer.Reply.ok(
            try Data(contentsOf: fixture.served("update/ru.lproj/Localizable.stringsdict")))
        held.gate = gate
        let server = try MisbehavingServer(
            root: fixture.www, replies: ["update/ru.lproj/Localizable.stringsdict": held])
        defer { server.stop() }
        let first = try fixture.updater(try fixture.localizer("de"), url: server.url("update/"))
        let download = Task { await first.checkForUpdate() }
        await gate.arrived()
        #expect(names(in: fixture.cache).contains { $0.hasPrefix("staging-") })
        // The other updater finds a damaged cache and clears it.
        try Data("{".utf8).write(to: fixture.cache.appendingPathComponent("state.json"))
        let (_, _, atLaunch) = try fixture.relaunch(url: server.url("update/"))
        #expect(atLaunch.rejectionKind == .corruptCache)
        #expect(names(in: fixture.cache).contains { $0.hasPrefix("staging-") })
        gate.open()
        #expect(await download.value == .applied(version: 2, keys: 4))
        let (relaunched, _, again) = try fixture.relaunch(url: server.url("update/"))
        #expect(again == .applied(version: 2, keys: 4))
        #expect(relaunched.format("greeting", "Mia") == "Servus, Mia!")
    }

    /// Two updaters sharing a cache check at the same time, many times over: neither ever
    /// finds the cache damaged, and both end with the newest update.
    @Test func updatersCheckingTogetherNeverDamageTheCache() async throws {
        let served = try ServedUpdate()
        defer { served.remove() }
        let fixture = served.fixture
        let url = served.server.url("update/")
        for version in 2...6 {
            try fixture.pack(version % 2 == 0 ? "second" : "good", version: version)
            let updaters = try (0..<2).map { _ in try fixture.updater(try fixture.localizer("de"), url: url) }
            let outcomes = await withTaskGroup(of: UpdateOutcome.self) { group in
                for updater in updaters {
                    group.addTask { updater.applyCachedUpdate() }
                    group.addTask { await updater.checkForUpdate() }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(outcomes.allSatisfy { $0.rejectionKind == nil }, "\(outcomes)")
            #expect(updaters.allSatisfy { $0.cachedVersion == version })
        }
    }
}
