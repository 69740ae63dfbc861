// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoPublishing
import LingoRemote
import Testing

/// What `lingo pack` refuses to sign because apps could never follow it or would refuse it: a
/// version not above the last one published, a jump no numbering makes, tables over the limits
/// apps enforce.
@Suite(.serialized)
struct PackBoundsTests {
    private static let resources = UpdateFixture.fixtures.appendingPathComponent("Updates/good")

    private static func request(_ fixture: UpdateFixture, version: Int, output: String = "update")
        -> UpdatePacker.Request
    {
        UpdatePacker.Request(
            resources: resources, output: fixture.www.appendingPathComponent(output), version: version,
            keyFile: fixture.privateKey)
    }

    private static func refusal(_ request: UpdatePacker.Request) -> String? {
        do {
            try UpdatePacker.pack(request)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Packing into the folder of the last update: only a higher version (a revoke: not a lower
    /// one), and at most ``UpdateManifest/maximumVersionStep`` higher unless the jump is meant.
    @Test func versionsFollowTheLastUpdatePacked() throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        try UpdatePacker.pack(Self.request(fixture, version: 70))
        let same = try #require(Self.refusal(Self.request(fixture, version: 70)))
        #expect(same.contains("version 70 is the version of update 70"), "\(same)")
        #expect(Self.refusal(Self.request(fixture, version: 69)) != nil)
        let jump = try #require(
            Self.refusal(Self.request(fixture, version: 70 + UpdateManifest.maximumVersionStep + 1)))
        #expect(jump.contains("--allow-version-jump"), "\(jump)")
        var revoke = Self.request(fixture, version: 70)
        revoke.revoke = true
        #expect(Self.refusal(revoke) == nil)
        #expect(try UpdateManifest.parse(Data(contentsOf: fixture.served("update/manifest.json"))).revoked)

        var meant = Self.request(fixture, version: 2_026_120_601)
        meant.allowsVersionJump = true
        #expect(Self.refusal(meant) == nil)
        #expect(Self.refusal(Self.request(fixture, version: 2_026_120_602)) == nil)
    }

    /// `previous` names the last update when the output folder is new (a CI job's fresh folder).
    @Test func thePreviousUpdateMayLiveElsewhere() throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        try UpdatePacker.pack(Self.request(fixture, version: 8, output: "published"))
        var next = Self.request(fixture, version: 8, output: "fresh")
        next.previous = fixture.www.appendingPathComponent("published")
        #expect(Self.refusal(next)?.contains("update 8") == true)
        next.previous = fixture.www.appendingPathComponent("published/manifest.json")
        next.version = 9
        #expect(Self.refusal(next) == nil)
        next.previous = fixture.www.appendingPathComponent("missing/manifest.json")
        next.version = 10
        #expect(Self.refusal(next) != nil)
    }

    /// A table over the key limit apps enforce is not signed (apps would refuse the update).
    @Test func tablesOverTheLimitsAreNotSigned() throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        let folder = fixture.root.appendingPathComponent("big/de.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var text = ""
        for index in 0...UpdateManifest.maximumKeysPerTable { text += "\"k\(index)\" = \"v\";\n" }
        try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        var request = UpdatePacker.Request(
            resources: fixture.root.appendingPathComponent("big"), output: fixture.www.appendingPathComponent("big"),
            version: 1, keyFile: fixture.privateKey)
        request.signWithProblems = true
        let refusal = try #require(Self.refusal(request))
        #expect(refusal.contains("\(UpdateManifest.maximumKeysPerTable + 1) keys"), "\(refusal)")
        #expect(!FileManager.default.fileExists(atPath: request.output.appendingPathComponent("manifest.json").path))
    }

    /// A text over the length limit is named by its place in its file, though an update's
    /// `.strings` files are read without places: the definition that wins (the last one).
    @Test func aTextOverTheLengthLimitIsNamedByItsPlace() throws {
        let long = String(repeating: "x", count: UpdateManifest.maximumValueLength + 1)
        let path = "de.lproj/Localizable.strings"
        let text =
            "/* A comment. */\n\"a\" = \"b\";\n\"long\" = \"short\";\n\n  \"long\" = \"\(long)\";\n\"c\" = \"d\";\n"
        let files = VerifiedFiles(contents: [path: Data(text.utf8)])
        let entries = try files.entries(budget: ProcessorBudget())
        #expect(entries.values.first?.tables["Localizable"]?.ordered.map(\.key) == ["a", "long", "c"])
        do {
            try files.checkLimits(entries)
            Issue.record("a text over the limit passed")
        } catch {
            #expect(error.kind == .sizeMismatch, "\(error)")
            // Line 5, column 3: the key's opening quote, after two spaces.
            #expect(error.message.hasPrefix("\(path):5:3: a text of \(long.utf8.count) bytes"), "\(error.message)")
        }
    }

    /// The key limit counts keys, not definitions: a table whose keys are within the limit
    /// passes though some are defined twice (the last definition wins).
    @Test func theKeyLimitCountsEachKeyOnce() throws {
        var text = ""
        for index in 0..<UpdateManifest.maximumKeysPerTable { text += "\"k\(index)\" = \"v\";\n" }
        text += "\"k0\" = \"again\";\n\"k1\" = \"again\";\n"
        let files = VerifiedFiles(contents: ["de.lproj/Localizable.strings": Data(text.utf8)])
        let entries = try files.entries(budget: ProcessorBudget(seconds: .infinity))
        try files.checkLimits(entries)
        let table = try #require(entries.values.first?.tables["Localizable"])
        #expect(table.ordered.count == UpdateManifest.maximumKeysPerTable)
        #expect(table.text(for: "k0")?.main?.text == "again")
    }

    /// Reading and checking an update stops when its processor-time budget is spent.
    @Test func checkingStopsWhenItsBudgetIsSpent() throws {
        let files = VerifiedFiles(contents: ["de.lproj/Localizable.strings": Data("\"a\" = \"b\";\n".utf8)])
        #expect(try files.entries(budget: ProcessorBudget()).count == 1)
        do {
            _ = try files.entries(budget: ProcessorBudget(seconds: -1))
            Issue.record("a spent budget let the files be read")
        } catch {
            #expect(error.kind == .timeout, "\(error)")
        }
    }
}
