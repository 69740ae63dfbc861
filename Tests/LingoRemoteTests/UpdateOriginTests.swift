// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoRemote
import Testing

/// What the transport must survive and refuse, against an in-process server (no nginx): cut,
/// reset and malformed replies end in a typed rejection, never in a trap; plain http is for the
/// loopback only; redirects stay within the update's origin.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct UpdateOriginTests {
    /// A fixture with the good update packed as version 1, served by a misbehaving server with
    /// `replies` for some paths.
    private static func served(_ replies: (UpdateFixture, Int) throws -> [String: MisbehavingServer.Reply]) throws
        -> (UpdateFixture, MisbehavingServer)
    {
        let fixture = try UpdateFixture()
        do {
            try fixture.pack("good", version: 1)
            let server = try MisbehavingServer(root: fixture.www, replies: [:])
            for (path, reply) in try replies(fixture, Int(server.url("").port ?? 0)) { server.set(path, reply) }
            return (fixture, server)
        } catch {
            fixture.remove()
            throw error
        }
    }

    static let cutReplies: [String] = [
        "",
        "HTTP/1.1 200 OK\r\n",
        "HTTP/1.1 200 OK\r\nContent-Length: 400\r\nETag: \"abc",
        "HTTP/1.1 200 OK\r\nContent-Length: 400\r\n\r\nabc",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab",
        "garbage\r\n\r\n",
        "HTTP/1.1 abc\r\n\r\n",
    ]

    /// The red team's finding: a status line (or part of the headers, or of the body) and then a
    /// close, or a reset, used to stop the process; now each is a `network` rejection.
    @Test(arguments: cutReplies, [false, true])
    func aCutOrResetReplyIsATypedRejection(raw: String, reset: Bool) async throws {
        let (fixture, server) = try Self.served { _, _ in
            var reply = MisbehavingServer.Reply()
            reply.raw = Array(raw.utf8)
            reply.reset = reset
            return ["update/manifest.json": reply]
        }
        defer {
            server.stop()
            fixture.remove()
        }
        let localizer = try fixture.localizer()
        let outcome = await (try fixture.updater(localizer, url: server.url("update/"))).checkForUpdate()
        #expect(outcome.rejectionKind == .network || outcome.rejectionKind == .httpStatus, "\(outcome)")
        #expect(localizer.format("greeting", "Mia") == "Hallo, Mia!")
    }

    /// Plain http to another machine is refused before any request; the opt-in lets it through
    /// (here to a name that does not resolve: a network rejection).
    @Test func plainHTTPToAnotherHostIsRefusedUnlessAllowed() async throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        let localizer = try fixture.localizer()
        var configuration = UpdateConfiguration(
            url: URL(string: "http://updates.example.invalid/strings/")!, publicKey: try fixture.publicKey,
            cacheDirectory: fixture.cache, stateDirectory: fixture.state, timeout: 2)
        let refused = await LocalizationUpdater(localizer: localizer, configuration: configuration).checkForUpdate()
        #expect(refused.rejectionKind == .insecureURL, "\(refused)")
        configuration.allowsInsecureHTTP = true
        let allowed = await LocalizationUpdater(localizer: localizer, configuration: configuration).checkForUpdate()
        #expect(allowed.rejectionKind == .network || allowed.rejectionKind == .timeout, "\(allowed)")
        configuration.url = URL(string: "ftp://127.0.0.1/strings/")!
        let ftp = await LocalizationUpdater(localizer: localizer, configuration: configuration).checkForUpdate()
        #expect(ftp.rejectionKind == .insecureURL, "\(ftp)")
    }

    /// `127.0.0.1:P` and `localhost:P` are different origins: the redirect is refused and
    /// nothing is applied.
    @Test(arguments: [
        "http://localhost:PORT/update/manifest.json", "https://127.0.0.1:PORT/update/manifest.json",
        "http://127.0.0.1:1/update/manifest.json", "//example.com/update/manifest.json",
    ])
    func aCrossOriginRedirectIsRefused(location: String) async throws {
        let (fixture, server) = try Self.served { _, port in
            let target = location.replacingOccurrences(of: "PORT", with: String(port))
            return [
                "update/manifest.json": .init(status: 302, headers: [("Location", target), ("Content-Length", "0")])
            ]
        }
        defer {
            server.stop()
            fixture.remove()
        }
        let localizer = try fixture.localizer()
        let outcome = await (try fixture.updater(localizer, url: server.url("update/"))).checkForUpdate()
        #expect(outcome.rejectionKind == .redirect, "\(outcome)")
        #expect(server.requests.count == 1)
    }

    /// A redirect within the origin is followed; a loop of them ends.
    @Test func aSameOriginRedirectIsFollowedAndALoopEnds() async throws {
        let (fixture, server) = try Self.served { fixture, _ in
            let manifest = try Data(contentsOf: fixture.served("update/manifest.json"))
            return [
                "update/manifest.json": .init(
                    status: 301, headers: [("Location", "/moved/manifest.json"), ("Content-Length", "0")]),
                "moved/manifest.json": .ok(manifest),
                "update/manifest.json.sig": .init(
                    status: 307, headers: [("Location", "manifest.json.sig"), ("Content-Length", "0")]),
            ]
        }
        defer {
            server.stop()
            fixture.remove()
        }
        let localizer = try fixture.localizer()
        let outcome = await (try fixture.updater(localizer, url: server.url("update/"))).checkForUpdate()
        #expect(outcome.rejectionKind == .redirect, "\(outcome)")
        server.set("update/manifest.json.sig", nil)
        let applied = await (try fixture.updater(localizer, url: server.url("update/"))).checkForUpdate()
        guard case .applied(let version, _) = applied else {
            Issue.record("expected the update to apply: \(applied)")
            return
        }
        #expect(version == 1)
    }
}
