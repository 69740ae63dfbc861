// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoRemote
import TestSupport
import Testing

/// What happens across checks and launches: the last good update, the kill switch, restarts,
/// a damaged cache, offline.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct RemoteLifecycleTests {
    private func kind(_ outcome: UpdateOutcome) -> UpdateRejection.Kind? {
        if case .rejected(let rejection) = outcome { rejection.kind } else { nil }
    }

    /// A fixture with update 1 (the good one) served and applied.
    private func applied() async throws -> (UpdateFixture, MisbehavingServer, Localizer, LocalizationUpdater) {
        let served = try ServedUpdate()
        let updater = try served.updater()
        let outcome = await updater.checkForUpdate()
        try #require(outcome == .applied(version: 1, keys: 4), "\(outcome)")
        return (served.fixture, served.server, served.localizer, updater)
    }

    @Test func aFailedUpdateNeverReplacesTheLastGoodOne() async throws {
        let (fixture, server, localizer, updater) = try await applied()
        defer { server.stop(); fixture.remove() }
        try fixture.pack("placeholder", version: 2)
        #expect(kind(await updater.checkForUpdate()) == .placeholderMismatch)
        #expect(localizer.format("greeting", "Mia") == "Servus, Mia!")
        #expect(updater.cachedVersion == 1)
        #expect(kind(await updater.checkForUpdate()) == .placeholderMismatch)  // checked again, still refused
    }

    @Test func aNewerUpdateReplacesTheOlderOneAndAnOlderOneIsRefused() async throws {
        let (fixture, server, localizer, updater) = try await applied()
        defer { server.stop(); fixture.remove() }
        try fixture.pack("second", version: 2)
        #expect(await updater.checkForUpdate() == .applied(version: 2, keys: 2))
        #expect(localizer.format("greeting", "Mia") == "Grüß Gott, Mia!")
        #expect(localizer.string("title") == "Eingang")
        #expect(localizer.string("farewell") == "Tschuess")  // update 1 is gone entirely
        let folders = try FileManager.default.contentsOfDirectory(atPath: fixture.cache.path).filter {
            $0.hasPrefix("update-")
        }
        #expect(folders.count == 1)
        try fixture.pack("good", version: 1)
        #expect(kind(await updater.checkForUpdate()) == .downgrade)
        #expect(localizer.string("title") == "Eingang")
    }

    @Test func aRevokedManifestFallsBackToTheBundledStrings() async throws {
        let (fixture, server, localizer, updater) = try await applied()
        defer { server.stop(); fixture.remove() }
        try fixture.pack("good", version: 2, revoke: true)
        #expect(await updater.checkForUpdate() == .revoked)
        #expect(localizer.format("greeting", "Mia") == "Hallo, Mia!")
        #expect(updater.cachedVersion == nil)
        #expect(fixture.log.updateReasons.contains { $0.contains("revoked") })
        #expect(fixture.log.updateIssues.contains { $0.kind == .revoked })
        let relaunched = try fixture.localizer("de")
        #expect(try fixture.updater(relaunched, url: server.url("update/")).applyCachedUpdate() == .noUpdate)
        #expect(relaunched.format("greeting", "Mia") == "Hallo, Mia!")
    }

    @Test func aRestartPicksUpTheLastGoodUpdateOffline() async throws {
        let (fixture, server, _, _) = try await applied()
        defer { fixture.remove() }
        server.stop()
        let relaunched = try fixture.localizer("de")
        let updater = try fixture.updater(relaunched, url: server.url("update/"), timeout: 2)
        #expect(relaunched.format("greeting", "Mia") == "Hallo, Mia!")
        #expect(updater.applyCachedUpdate() == .applied(version: 1, keys: 4))
        #expect(relaunched.format("greeting", "Mia") == "Servus, Mia!")
        #expect(kind(await updater.checkForUpdate()) == .network)  // the server is gone
        #expect(relaunched.format("greeting", "Mia") == "Servus, Mia!")
    }

    @Test func aCheckAnswered304StillPutsTheCachedUpdateInPlace() async throws {
        let (fixture, server, _, _) = try await applied()
        defer { server.stop(); fixture.remove() }
        let relaunched = try fixture.localizer("de")
        let updater = try fixture.updater(relaunched, url: server.url("update/"))
        // The app forgot applyCachedUpdate() at launch; the server answers 304.
        #expect(await updater.checkForUpdate() == .applied(version: 1, keys: 4))
        #expect(relaunched.format("greeting", "Mia") == "Servus, Mia!")
        #expect(await updater.checkForUpdate() == .upToDate)
    }

    @Test(arguments: ["flip a byte", "remove a file", "symlink a file", "extra file", "garbage state"])
    func aCorruptedCacheFallsBackToTheBundledStrings(damage: String) async throws {
        let (fixture, server, _, _) = try await applied()
        defer { server.stop(); fixture.remove() }
        let manager = FileManager.default
        let folder = try #require(
            try manager.contentsOfDirectory(atPath: fixture.cache.path).first { $0.hasPrefix("update-") })
        let file = fixture.cache.appendingPathComponent("\(folder)/de.lproj/Localizable.strings")
        switch damage {
        case "flip a byte":
            var data = try Data(contentsOf: file)
            data[data.count / 2] ^= 0x20
            try data.write(to: file)
        case "remove a file":
            try manager.removeItem(at: file)
        case "symlink a file":
            let elsewhere = fixture.root.appendingPathComponent("elsewhere.strings")
            try manager.copyItem(at: file, to: elsewhere)
            try manager.removeItem(at: file)
            try manager.createSymbolicLink(at: file, withDestinationURL: elsewhere)
        case "extra file":
            try Data("\"title\" = \"Evil\";".utf8).write(
                to: fixture.cache.appendingPathComponent("\(folder)/de.lproj/Extra.strings"))
        default:
            try Data("{not json".utf8).write(to: fixture.cache.appendingPathComponent("state.json"))
        }
        let relaunched = try fixture.localizer("de")
        let outcome = try fixture.updater(relaunched, url: server.url("update/")).applyCachedUpdate()
        #expect(kind(outcome) == .corruptCache, "\(outcome)")
        #expect(relaunched.format("greeting", "Mia") == "Hallo, Mia!")
        #expect(relaunched.string("title") == "Posteingang")
        #expect(fixture.log.updateReasons.contains { $0.contains("cached update is unusable") })
        #expect(try manager.contentsOfDirectory(atPath: fixture.cache.path).filter { $0.hasPrefix("update-") }.isEmpty)
    }

    @Test func anUpdateForTheNextLaunchChangesNothingNow() async throws {
        let served = try ServedUpdate()
        defer { served.remove() }
        let (fixture, localizer, updater) = (served.fixture, served.localizer, try served.updater())
        #expect(await updater.checkForUpdate(timing: .nextLaunch) == .staged(version: 1, keys: 4))
        #expect(localizer.format("greeting", "Mia") == "Hallo, Mia!")
        let relaunched = try fixture.localizer("de")
        #expect(
            try fixture.updater(relaunched, url: served.server.url("update/")).applyCachedUpdate()
                == .applied(version: 1, keys: 4))
        #expect(relaunched.format("greeting", "Mia") == "Servus, Mia!")
    }

    @Test func anUpdateForAnotherAppVersionIsRefused() async throws {
        let served = try ServedUpdate(minimumAppVersion: "2.10")
        defer { served.remove() }
        #expect(kind(await (try served.updater(appVersion: "2.9")).checkForUpdate()) == .appVersion)
        #expect(served.localizer.format("greeting", "Mia") == "Hallo, Mia!")
        #expect(
            await (try served.updater(appVersion: "2.10.1")).checkForUpdate() == .applied(version: 1, keys: 4))
    }
}
