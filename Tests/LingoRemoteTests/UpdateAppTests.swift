// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoPublishing
import LingoRemote
import LingoTools
import Testing

/// An update is for one app, and what an update may hold is bounded before tables are built
/// (served by an in-process server: no nginx).
@Suite(.serialized, .timeLimit(.minutes(5)))
struct UpdateAppTests {
    private struct Served {
        let fixture: UpdateFixture
        let server: MisbehavingServer

        init() throws {
            fixture = try UpdateFixture()
            do {
                server = try MisbehavingServer(root: fixture.www, replies: [:])
            } catch {
                fixture.remove()
                throw error
            }
        }

        /// Packs the good update as `version` for `appID` into www/update.
        func pack(version: Int, appID: String?) throws {
            var request = UpdatePacker.Request(
                resources: UpdateFixture.fixtures.appendingPathComponent("Updates/good"),
                output: fixture.www.appendingPathComponent("update"), version: version, keyFile: fixture.privateKey)
            request.appID = appID
            try? FileManager.default.removeItem(at: request.output)
            try UpdatePacker.pack(request)
        }

        func check(appID: String?) async throws -> UpdateOutcome {
            let configuration = UpdateConfiguration(
                url: server.url("update/"), publicKey: try fixture.publicKey, cacheDirectory: fixture.cache,
                stateDirectory: fixture.state, timeout: 10, appID: appID)
            return await LocalizationUpdater(localizer: try fixture.localizer(), configuration: configuration)
                .checkForUpdate()
        }

        func remove() {
            server.stop()
            fixture.remove()
        }
    }

    /// Only the app a manifest names takes it; a manifest naming no app is only for apps
    /// without an app id.
    @Test(
        arguments: [
            ("com.example.a", "com.example.b", false), ("com.example.a", nil, false), (nil, "com.example.a", false),
            ("com.example.a", "com.example.a", true), (nil, nil, true),
        ] as [(String?, String?, Bool)])
    func anUpdateIsForTheAppItNames(packed: String?, client: String?, applies: Bool) async throws {
        let served = try Served()
        defer { served.remove() }
        try served.pack(version: 3, appID: packed)
        let outcome = try await served.check(appID: client)
        if applies {
            guard case .applied(let version, _) = outcome else {
                Issue.record("expected the update to apply: \(outcome)")
                return
            }
            #expect(version == 3)
        } else {
            #expect(outcome.rejectionKind == .appID, "\(outcome)")
        }
    }

    /// Two apps sharing a key and a state folder: B refuses A's v100, then takes its own v50
    /// (the history is per app and key).
    @Test func anotherAppsVersionNeverBlocksThisOne() async throws {
        let served = try Served()
        defer { served.remove() }
        try served.pack(version: 100, appID: "com.example.a")
        let a = try await served.check(appID: "com.example.a")
        guard case .applied = a else {
            Issue.record("expected A to apply its update: \(a)")
            return
        }
        try FileManager.default.removeItem(at: served.fixture.cache)
        let refused = try await served.check(appID: "com.example.b")
        #expect(refused.rejectionKind == .appID, "\(refused)")
        try served.pack(version: 50, appID: "com.example.b")
        let own = try await served.check(appID: "com.example.b")
        guard case .applied(let version, _) = own else {
            Issue.record("expected B to apply its own update: \(own)")
            return
        }
        #expect(version == 50)
    }

    /// `lingo pack` refuses a version no later update could follow, and apps refuse one too.
    @Test(arguments: [Int.max, 1_733_400_000_000, -1])
    func aVersionOutOfBoundsIsRefused(version: Int) async throws {
        let served = try Served()
        defer { served.remove() }
        #expect(throws: UpdatePackError.self) { try served.pack(version: version, appID: nil) }
        guard version > 0 else { return }
        let manifest = UpdateManifest(version: version, revoked: true, languages: [], files: [])
        try served.fixture.sign(manifest.encoded())
        let outcome = try await served.check(appID: nil)
        #expect(outcome.rejectionKind == .malformedManifest, "\(outcome)")
    }

    /// A table of more keys than allowed is refused before its tables are built, and an update
    /// listing more bytes than allowed before anything is downloaded.
    @Test func updatesOverTheLimitsAreRefused() async throws {
        let served = try Served()
        defer { served.remove() }
        var text = ""
        for index in 0...100_000 { text += "\"k\(index)\" = \"v\";\n" }
        let table = Data(text.utf8)
        let path = "de.lproj/Localizable.strings"
        let url = served.fixture.www.appendingPathComponent("update/\(path)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try table.write(to: url)
        let file = UpdateManifest.File(path: path, size: table.count, sha256: UpdateDigest.sha256Hex(table))
        try served.fixture.sign(UpdateManifest(version: 2, languages: ["de"], files: [file]).encoded())
        let keys = try await served.check(appID: nil)
        #expect(keys.rejectionKind == .sizeMismatch, "\(keys)")
        guard case .rejected(let rejection) = keys else { return }
        #expect(rejection.message.contains("has 100001 keys"), "\(rejection)")

        let big = (0..<5).map {
            UpdateManifest.File(
                path: "de.lproj/T\($0).strings", size: 8 << 20, sha256: String(repeating: "0", count: 64))
        }
        try served.fixture.sign(UpdateManifest(version: 2, languages: ["de"], files: big).encoded())
        let bytes = try await served.check(appID: nil)
        #expect(bytes.rejectionKind == .sizeMismatch, "\(bytes)")
        #expect(served.server.requests.allSatisfy { !$0.path.hasSuffix("T0.strings") })
    }
}
