// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoRemote
import TestSupport
import Testing

/// Files that were published once, served again by a stale mirror or an attacker on the path:
/// old revokes, old updates, revoked updates, revokes for other app versions — against a static
/// server, across relaunches and cache wipes. The newest version taken and the revoked ones are
/// kept outside the cache.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct UpdateRollbackTests {
    static let updated = "Servus, Mia!"
    static let bundled = "Hallo, Mia!"

    /// Update 7 (the good one) served and applied, for an app of version `appVersion`.
    private func seven(appVersion: String? = nil) async throws -> (ServedUpdate, LocalizationUpdater) {
        let served = try ServedUpdate()
        try served.fixture.pack("good", version: 7)
        let updater = try served.updater(appVersion: appVersion)
        let outcome = await updater.checkForUpdate()
        try #require(outcome == .applied(version: 7, keys: 4), "\(outcome)")
        return (served, updater)
    }

    private func wipeCache(_ fixture: UpdateFixture) throws {
        try FileManager.default.removeItem(at: fixture.cache)
    }

    /// Red team 1: revoke 3 replayed while 7 is in use, then old update 5.
    @Test func anOldRevokeThenAnOlderUpdateChangeNothing() async throws {
        let (served, updater) = try await seven()
        defer { served.remove() }
        let fixture = served.fixture
        try fixture.pack("good", version: 3, revoke: true)
        #expect(await updater.checkForUpdate().rejectionKind == .downgrade)
        #expect(served.localizer.format("greeting", "Mia") == Self.updated)
        try fixture.pack("second", version: 5)
        #expect(await updater.checkForUpdate().rejectionKind == .downgrade)
        #expect(served.localizer.format("greeting", "Mia") == Self.updated)
        // After a relaunch, and after a wipe of the cache, too.
        let (relaunched, again, atLaunch) = try fixture.relaunch(url: served.server.url("update/"))
        #expect(atLaunch == .applied(version: 7, keys: 4))
        #expect(await again.checkForUpdate().rejectionKind == .downgrade)
        try wipeCache(fixture)
        #expect(await again.checkForUpdate().rejectionKind == .downgrade)
        #expect(relaunched.format("greeting", "Mia") == Self.updated)
        #expect(fixture.log.updateReasons.contains { $0.contains("older than") })
    }

    /// Red team 1: the team revokes 7 with revoke 8; 7 served again is refused, across a
    /// relaunch and a cache wipe.
    @Test func aRevokedUpdateServedAgainIsRefused() async throws {
        let (served, updater) = try await seven()
        defer { served.remove() }
        let fixture = served.fixture
        try fixture.pack("good", version: 8, revoke: true)
        #expect(await updater.checkForUpdate() == .revoked)
        #expect(served.localizer.format("greeting", "Mia") == Self.bundled)
        #expect(await updater.checkForUpdate() == .upToDate)  // the revoke served again
        try fixture.pack("good", version: 7)
        #expect(await updater.checkForUpdate().rejectionKind == .downgrade)
        try wipeCache(fixture)
        let (relaunched, again, atLaunch) = try fixture.relaunch(url: served.server.url("update/"))
        #expect(atLaunch == .noUpdate)
        #expect(await again.checkForUpdate().rejectionKind == .downgrade)
        #expect(relaunched.format("greeting", "Mia") == Self.bundled)
        // An update newer than the revoke is taken.
        try fixture.pack("second", version: 9)
        #expect(await again.checkForUpdate() == .applied(version: 9, keys: 2))
    }

    /// Finding 6: a revoke packed for app versions from 9.0 on does not touch an app 2.0.
    @Test func aRevokeForOtherAppVersionsRevokesNothing() async throws {
        let (served, updater) = try await seven(appVersion: "2.0")
        defer { served.remove() }
        try served.fixture.pack("good", version: 8, revoke: true, minimumAppVersion: "9.0")
        #expect(await updater.checkForUpdate().rejectionKind == .appVersion)
        #expect(served.localizer.format("greeting", "Mia") == Self.updated)
        #expect(updater.cachedVersion == 7)
        // An app of version 9.1 (with a cache and state of its own) obeys it.
        let fixture = served.fixture
        let other = LocalizationUpdater(
            localizer: try fixture.localizer("de"),
            configuration: UpdateConfiguration(
                url: served.server.url("update/"), publicKey: try fixture.publicKey,
                cacheDirectory: fixture.root.appendingPathComponent("cache-9"),
                stateDirectory: fixture.root.appendingPathComponent("state-9"), appVersion: "9.1"))
        #expect(await other.checkForUpdate() == .revoked)
    }

    /// Finding 5 and its kin: a cache that is wiped, or whose `state.json` is unreadable,
    /// never lowers the floor.
    @Test(arguments: ["wipe", "huge state.json", "garbage state.json"])
    func aDamagedCacheNeverLetsAnOlderUpdateBack(damage: String) async throws {
        let (served, _) = try await seven()
        defer { served.remove() }
        let fixture = served.fixture
        let stateJSON = fixture.cache.appendingPathComponent("state.json")
        switch damage {
        case "wipe": try wipeCache(fixture)
        case "huge state.json": try Data(repeating: 0x20, count: 70 * 1024).write(to: stateJSON)
        default: try Data("{\"folder\": ".utf8).write(to: stateJSON)
        }
        let (relaunched, updater, atLaunch) = try fixture.relaunch(url: served.server.url("update/"))
        #expect(damage == "wipe" ? atLaunch == .noUpdate : atLaunch.rejectionKind == .corruptCache, "\(atLaunch)")
        try fixture.pack("second", version: 5)
        #expect(await updater.checkForUpdate().rejectionKind == .downgrade)
        #expect(relaunched.format("greeting", "Mia") == Self.bundled)
        // The same version 7 again is taken: it is no rollback.
        try fixture.pack("good", version: 7)
        #expect(await updater.checkForUpdate() == .applied(version: 7, keys: 4))
    }

    /// `state.json` names the update folder; its version is never believed over the signed
    /// manifest's.
    @Test(arguments: [0, 99])
    func aStateJSONVersionThatIsNotTheManifestsIsRefused(version: Int) async throws {
        let (served, _) = try await seven()
        defer { served.remove() }
        let fixture = served.fixture
        let stateJSON = fixture.cache.appendingPathComponent("state.json")
        let text = try String(contentsOf: stateJSON, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"version\" : 7", with: "\"version\" : \(version)").utf8).write(
            to: stateJSON)
        let (_, updater, atLaunch) = try fixture.relaunch(url: served.server.url("update/"))
        #expect(atLaunch.rejectionKind == .corruptCache, "\(atLaunch)")
        #expect(updater.cachedVersion == nil)
        try fixture.pack("second", version: 5)
        #expect(await updater.checkForUpdate().rejectionKind == .downgrade)
    }

    /// The history file damaged or too large: nothing is applied (the bundled strings), every
    /// launch and check says why, and the file is left for a person to look at. Removed, the
    /// next launch takes the verified cached update and records its version again.
    @Test(arguments: ["garbage", "oversized", "duplicate key", "folder"])
    func aDamagedHistoryFailsClosed(damage: String) async throws {
        let (served, _) = try await seven()
        defer { served.remove() }
        let fixture = served.fixture
        let history = try fixture.historyFile
        switch damage {
        case "garbage": try Data("{\"format\": 1, \"highestVersion\": ".utf8).write(to: history)
        case "oversized": try Data(repeating: 0x20, count: 64 * 1024).write(to: history)
        case "duplicate key":
            try Data(#"{"format": 1, "highestVersion": 7, "highestVersion": 0, "revokedThrough": null}"#.utf8)
                .write(to: history)
        default:
            try FileManager.default.removeItem(at: history)
            try FileManager.default.createDirectory(at: history, withIntermediateDirectories: false)
        }
        let (relaunched, updater, atLaunch) = try fixture.relaunch(url: served.server.url("update/"))
        #expect(atLaunch.rejectionKind == .corruptState, "\(atLaunch)")
        #expect(relaunched.format("greeting", "Mia") == Self.bundled)
        try fixture.pack("second", version: 5)
        #expect(await updater.checkForUpdate().rejectionKind == .corruptState)
        #expect(relaunched.format("greeting", "Mia") == Self.bundled)
        #expect(fixture.log.updateReasons.contains { $0.contains("update state file") })
        try FileManager.default.removeItem(at: history)
        let (_, _, repaired) = try fixture.relaunch(url: served.server.url("update/"))
        #expect(repaired == .applied(version: 7, keys: 4))
        #expect(try String(contentsOf: fixture.historyFile, encoding: .utf8).contains("\"highestVersion\" : 7"))
    }
}
