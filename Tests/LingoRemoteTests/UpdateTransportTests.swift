// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoRemote
import TestSupport
import Testing

/// A server that misbehaves where nginx cannot: trickles, compression bombs, huge headers,
/// content codings that were not asked for. Memory and time are bounded before any signature
/// is checked; every test asserts the rejection's kind, never a duration.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct UpdateTransportTests {
    /// A fixture with the good update packed as version 1 into www/update, and a misbehaving
    /// server serving www with `replies` for some of its paths.
    private struct Setup {
        let fixture: UpdateFixture
        let server: MisbehavingServer
        let localizer: Localizer

        init(_ replies: (UpdateFixture) throws -> [String: MisbehavingServer.Reply]) throws {
            fixture = try UpdateFixture()
            do {
                try fixture.pack("good", version: 1)
                server = try MisbehavingServer(root: fixture.www, replies: try replies(fixture))
                localizer = try fixture.localizer("de")
            } catch {
                fixture.remove()
                throw error
            }
        }

        /// One check. The tests about time pass a timeout of at most 2 s; the others keep 10 s,
        /// so that a loaded machine never turns their refusal into a `timeout`.
        func check(timeout: TimeInterval = 10) async throws -> UpdateOutcome {
            await (try fixture.updater(localizer, url: server.url("update/"), timeout: timeout)).checkForUpdate()
        }

        func served(_ path: String) throws -> Data { try Data(contentsOf: fixture.served(path)) }

        func remove() {
            server.stop()
            fixture.remove()
        }
    }

    /// `bytes` compressed by the system's `gzip` (levels as given, outermost last).
    private static func gzip(_ bytes: Data, times: Int) throws -> Data {
        var data = bytes
        for _ in 0..<times {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "gzip -9 -c"]
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            let writer = Thread { [data] in
                input.fileHandleForWriting.write(data)
                try? input.fileHandleForWriting.close()
            }
            writer.start()
            data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0)
        }
        return data
    }

    @Test func everyRequestAsksForNoContentCoding() async throws {
        let setup = try Setup { _ in [:] }
        defer { setup.remove() }
        #expect(try await setup.check() == .applied(version: 1, keys: 4))
        let requests = setup.server.requests
        #expect(requests.count == 5)  // manifest, signature, three tables
        #expect(requests.allSatisfy { $0.headers["accept-encoding"] == "identity" }, "\(requests)")
    }

    /// Red team 2: a `gzip, gzip` bomb (32 MiB of zeros in a few KB) as the manifest: refused
    /// when its headers arrive, nothing decoded is kept.
    @Test func aCompressionBombIsRefusedBeforeItIsDecoded() async throws {
        let bomb = try Self.gzip(Data(count: 32 << 20), times: 2)
        let setup = try Setup { _ in
            ["update/manifest.json": .ok(bomb, headers: [("Content-Encoding", "gzip, gzip")])]
        }
        defer { setup.remove() }
        let outcome = try await setup.check()
        #expect(outcome.rejectionKind == .contentEncoding, "\(outcome)")
        #expect(setup.localizer.format("greeting", "Mia") == "Hallo, Mia!")
    }

    /// A CDN that compresses a table although the request asked for no coding: refused with a
    /// rejection that says so (the size is never compared with a compressed or decoded body).
    @Test func aTableSentCompressedAnywayIsRefusedAsSuch() async throws {
        let setup = try Setup { fixture in
            let table = try Data(contentsOf: fixture.served("update/de.lproj/Localizable.strings"))
            return [
                "update/de.lproj/Localizable.strings": .ok(
                    try Self.gzip(table, times: 1), headers: [("Content-Encoding", "gzip")])
            ]
        }
        defer { setup.remove() }
        let outcome = try await setup.check()
        #expect(outcome.rejectionKind == .contentEncoding, "\(outcome)")
    }

    /// Finding 3: one byte every 0.2 s (each within the request timeout, so URLSession never
    /// times out): the check ends at its own deadline, four times the timeout.
    @Test(arguments: ["update/manifest.json", "update/de.lproj/Localizable.strings"])
    func aTricklingServerHitsTheChecksDeadline(path: String) async throws {
        let setup = try Setup { fixture in
            let data = try Data(contentsOf: fixture.served(path))
            var reply = MisbehavingServer.Reply.ok(data)
            reply.trickle = 0.2
            return [path: reply]
        }
        defer { setup.remove() }
        let outcome = try await setup.check(timeout: 2)
        #expect(outcome.rejectionKind == .timeout, "\(outcome)")
        #expect(setup.fixture.log.updateReasons.contains { $0.contains("four times the timeout") })
    }

    /// Header lines that never end: the deadline again.
    @Test func headersThatNeverEndHitTheDeadline() async throws {
        let setup = try Setup { _ in
            var reply = MisbehavingServer.Reply()
            reply.endlessHeaders = 0.05
            return ["update/manifest.json": reply]
        }
        defer { setup.remove() }
        let outcome = try await setup.check(timeout: 1)
        #expect(outcome.rejectionKind == .timeout, "\(outcome)")
    }

    /// Finding 5: a 70 KB `ETag` is refused with its response; a 2 KB one is applied but never
    /// stored (the next check asks without `If-None-Match`), and the cache stays readable.
    @Test(arguments: [70 * 1024, 2048])
    func aHugeETagIsNeverStored(size: Int) async throws {
        let etag = "\"" + String(repeating: "e", count: size) + "\""
        let setup = try Setup { fixture in
            let manifest = try Data(contentsOf: fixture.served("update/manifest.json"))
            return ["update/manifest.json": .ok(manifest, headers: [("ETag", etag)])]
        }
        defer { setup.remove() }
        let outcome = try await setup.check()
        let state = setup.fixture.cache.appendingPathComponent("state.json")
        if size > 32 * 1024 {
            #expect(outcome.rejectionKind == .sizeMismatch, "\(outcome)")
            #expect(!FileManager.default.fileExists(atPath: state.path))
        } else {
            #expect(outcome == .applied(version: 1, keys: 4))
            #expect(!(try String(contentsOf: state, encoding: .utf8)).contains("eeee"))
            let (_, updater, atLaunch) = try setup.fixture.relaunch(url: setup.server.url("update/"))
            #expect(atLaunch == .applied(version: 1, keys: 4))
            #expect(await updater.checkForUpdate() == .upToDate)
            #expect(setup.server.requests.allSatisfy { $0.headers["if-none-match"] == nil })
        }
    }

    /// A `Content-Length` over the limit is refused before the body; a body without one is
    /// stopped as it arrives.
    @Test(arguments: [true, false])
    func aBodyLargerThanTheLimitIsStopped(declared: Bool) async throws {
        let huge = Data(repeating: 0x20, count: UpdateManifest.maximumManifestSize + 1)
        let setup = try Setup { _ in
            ["update/manifest.json": declared ? .ok(huge) : MisbehavingServer.Reply(body: huge)]
        }
        defer { setup.remove() }
        let outcome = try await setup.check()
        #expect(outcome.rejectionKind == .sizeMismatch, "\(outcome)")
    }

    /// A CDN that compresses small tables for clients that ask (nginx with `gzip on` for every
    /// type and size): the client asks for no coding, so it gets the tables as listed and
    /// applies them; before, their compressed sizes failed the size check.
    @Test(.nginx) func aServerThatGzipsWhenAskedServesTheClientPlainTables() async throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        try fixture.pack("good", version: 1)
        let server = try NginxServer(
            root: fixture.www, directives: "gzip on; gzip_min_length 1; gzip_types *; gzip_vary on;")
        defer { server.stop() }
        // The server does compress for a client that asks (curl, no decoding).
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        curl.arguments = [
            "curl", "-s", "-o", "/dev/null", "-D", "-", "-H", "Accept-Encoding: gzip",
            server.url("update/de.lproj/Localizable.strings").absoluteString,
        ]
        let output = Pipe()
        curl.standardOutput = output
        try curl.run()
        let headers = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        curl.waitUntilExit()
        #expect(headers.lowercased().contains("content-encoding: gzip"), "\(headers)")
        let localizer = try fixture.localizer("de")
        let outcome = await (try fixture.updater(localizer, url: server.url("update/"))).checkForUpdate()
        #expect(outcome == .applied(version: 1, keys: 4), "\(outcome)")
    }
}
