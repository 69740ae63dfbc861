// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoRemote
import Testing

/// The folders updates live in are private to the user, and launch never waits long on whoever
/// holds the update lock (served by an in-process server: no nginx).
@Suite(.serialized, .timeLimit(.minutes(5)))
struct UpdateFolderTests {
    private static func served() throws -> (UpdateFixture, MisbehavingServer) {
        let fixture = try UpdateFixture()
        do {
            try fixture.pack("good", version: 1)
            return (fixture, try MisbehavingServer(root: fixture.www, replies: [:]))
        } catch {
            fixture.remove()
            throw error
        }
    }

    private static func mode(_ url: URL) -> mode_t {
        var info = stat()
        return lstat(url.path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    /// After a check the cache and state folders are 0700 and the lock file 0600; a folder of
    /// the user's that was open to others is made private.
    @Test func theFoldersAndTheLockArePrivate() async throws {
        let (fixture, server) = try Self.served()
        defer {
            server.stop()
            fixture.remove()
        }
        try FileManager.default.createDirectory(at: fixture.state, withIntermediateDirectories: true)
        chmod(fixture.state.path, 0o777)
        let localizer = try fixture.localizer()
        let outcome = await (try fixture.updater(localizer, url: server.url("update/"))).checkForUpdate()
        guard case .applied = outcome else {
            Issue.record("expected the update to apply: \(outcome)")
            return
        }
        #expect(Self.mode(fixture.cache) == 0o700)
        #expect(Self.mode(fixture.state) == 0o700)
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.state.path)
        let lock = try #require(names.first { $0.hasSuffix(".lock") })
        #expect(Self.mode(fixture.state.appendingPathComponent(lock)) == 0o600)
    }

    /// A cache folder that is a symbolic link is refused at the check, and nothing is written
    /// where it leads.
    @Test func aCacheFolderThatIsALinkIsRefused() async throws {
        let (fixture, server) = try Self.served()
        defer {
            server.stop()
            fixture.remove()
        }
        let elsewhere = fixture.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: fixture.cache, withDestinationURL: elsewhere)
        let localizer = try fixture.localizer()
        let outcome = await (try fixture.updater(localizer, url: server.url("update/"))).checkForUpdate()
        #expect(outcome.rejectionKind == .storage, "\(outcome)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(localizer.format("greeting", "Mia") == "Hallo, Mia!")
    }

    /// Another holder of the update lock (here a second open file description, as another
    /// process would hold it) cannot keep launch waiting: the cached update is still verified
    /// and applied, read-only, and `busy` is reported.
    @Test func launchDoesNotWaitForTheLockHolder() async throws {
        let (fixture, server) = try Self.served()
        defer {
            server.stop()
            fixture.remove()
        }
        let first = try fixture.localizer()
        let outcome = await (try fixture.updater(first, url: server.url("update/"))).checkForUpdate()
        guard case .applied = outcome else {
            Issue.record("expected the update to apply: \(outcome)")
            return
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.state.path)
        let lock = try #require(names.first { $0.hasSuffix(".lock") })
        let holder = open(fixture.state.appendingPathComponent(lock).path, O_RDONLY)
        try #require(holder >= 0)
        defer { close(holder) }
        try #require(flock(holder, LOCK_EX | LOCK_NB) == 0)
        let (relaunched, _, launch) = try fixture.relaunch(url: server.url("update/"))
        guard case .applied(let version, _) = launch else {
            Issue.record("expected the cached update to apply read-only: \(launch)")
            return
        }
        #expect(version == 1)
        #expect(relaunched.format("greeting", "Mia") != "Hallo, Mia!")
        #expect(fixture.log.updateReasons.contains { $0.hasPrefix("busy:") })
    }
}
