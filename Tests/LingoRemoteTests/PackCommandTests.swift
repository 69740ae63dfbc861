// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoRemote
import Testing

/// `lingo keygen` and `lingo pack`, run as executables, then served by nginx and applied
/// through the public API: what the outside check does.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct PackCommandTests {
    static func lingo(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let products = Bundle.module.bundleURL.deletingLastPathComponent()
        let url = products.appendingPathComponent("lingo")
        try #require(
            FileManager.default.isExecutableFile(atPath: url.path), "the lingo executable is not built (\(url.path))")
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(.nginx) func keygenAndPackMakeAnUpdateThatAStaticServerDelivers() async throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        let keys = fixture.root.appendingPathComponent("cli-keys")
        let keygen = try Self.lingo(["keygen", "--output", keys.path])
        #expect(keygen.status == 0, "\(keygen.output)")
        let privateKey = keys.appendingPathComponent("lingo-update.key")
        let attributes = try FileManager.default.attributesOfItem(atPath: privateKey.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try Self.lingo(["keygen", "--output", keys.path]).status != 0)  // never overwrites a key

        let resources = UpdateFixture.fixtures.appendingPathComponent("Updates/good")
        let output = fixture.www.appendingPathComponent("v5")
        let pack = try Self.lingo([
            "pack", resources.path, "--output", output.path, "--version", "5", "--key", privateKey.path,
        ])
        #expect(pack.status == 0, "\(pack.output)")
        #expect(pack.output.contains("update 5: 3 files (de, ru)"))

        let server = try NginxServer(root: fixture.www)
        defer { server.stop() }
        let localizer = try fixture.localizer("de")
        let updater = LocalizationUpdater(
            localizer: localizer,
            configuration: UpdateConfiguration(
                url: server.url("v5/"),
                publicKey: try UpdatePublicKey(contentsOf: keys.appendingPathComponent("lingo-update.pub")),
                cacheDirectory: fixture.cache, stateDirectory: fixture.state))
        #expect(await updater.checkForUpdate() == .applied(version: 5, keys: 4))
        #expect(localizer.format("greeting", "Mia") == "Servus, Mia!")
        // An app that trusts another key (with a cache of its own) refuses it.
        let stranger = LocalizationUpdater(
            localizer: try fixture.localizer("de"),
            configuration: UpdateConfiguration(
                url: server.url("v5/"), publicKey: try fixture.publicKey,
                cacheDirectory: fixture.root.appendingPathComponent("other-cache"),
                stateDirectory: fixture.root.appendingPathComponent("other-state")))
        let outcome = await stranger.checkForUpdate()
        #expect(
            outcome
                == .rejected(
                    UpdateRejection(.badSignature, "the manifest's signature does not match the app's public key")))
    }

    @Test func packWithABaseKeepsOnlyChangedTables() throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        let output = fixture.www.appendingPathComponent("diff")
        let result = try Self.lingo([
            "pack", UpdateFixture.app.path, "--output", output.path, "--version", "1",
            "--key", fixture.privateKey.path, "--base", UpdateFixture.app.path,
        ])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("update 1: 0 files"))
        let usage = try Self.lingo(["pack", UpdateFixture.app.path, "--version", "x"])
        #expect(usage.status != 0)
    }

    @Test func packRefusesABrokenPlaceholderTheAppDoesNotShip() throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        let update = UpdateFixture.fixtures.appendingPathComponent("Updates/placeholder")
        let output = fixture.www.appendingPathComponent("broken")
        // de "Hallo, %d!" where en has "Hello, %@!", and the bundled de has no such text.
        let refused = try Self.lingo([
            "pack", update.path, "--output", output.path, "--version", "2", "--key", fixture.privateKey.path,
            "--base", UpdateFixture.app.path,
        ])
        #expect(refused.status == 1, "\(refused.output)")
        #expect(
            refused.output.contains(#"de.lproj/Localizable: "greeting": argument 1 is %d (integer) where en has %@"#))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("manifest.json.sig").path))

        // Without --base, what the app ships is not known: refused too, unless asked to sign.
        let whole = fixture.root.appendingPathComponent("whole")
        for language in ["en", "de"] {
            let folder = whole.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let source =
                (language == "en"
                    ? UpdateFixture.app.appendingPathComponent("en.lproj") : update.appendingPathComponent("de.lproj"))
            try FileManager.default.copyItem(
                at: source.appendingPathComponent("Localizable.strings"),
                to: folder.appendingPathComponent("Localizable.strings"))
        }
        let unbased = try Self.lingo([
            "pack", whole.path, "--output", output.path, "--version", "2", "--key", fixture.privateKey.path,
        ])
        #expect(unbased.status == 1, "\(unbased.output)")
        #expect(unbased.output.contains("1 problem an app would refuse; nothing was signed"), "\(unbased.output)")
        #expect(
            unbased.output.contains(#"de.lproj/Localizable: "greeting": argument 1 is %d (integer) where en has %@"#))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("manifest.json.sig").path))
        let warned = try Self.lingo([
            "pack", whole.path, "--output", output.path, "--version", "2", "--key", fixture.privateKey.path,
            "--sign-with-problems",
        ])
        #expect(warned.status == 0, "\(warned.output)")
        let warning = try #require(
            warned.output.split(separator: "\n").first {
                $0.hasPrefix(#"lingo pack: warning: de.lproj/Localizable: "greeting": argument 1 is %d (integer)"#)
            }, "\(warned.output)")
        #expect(warning.hasSuffix(" (signed with --sign-with-problems)"))
        #expect(warned.output.contains("warning: signed 1 problem an app refuses unless it ships the same values"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("manifest.json.sig").path))
    }

    @Test func packChecksAgainstTheDevelopmentLanguageGiven() throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        let output = fixture.www.appendingPathComponent("dev")
        let result = try Self.lingo([
            "pack", UpdateFixture.app.path, "--output", output.path, "--version", "1", "--key", fixture.privateKey.path,
            "--base", UpdateFixture.app.path, "--development-language", "e n",
        ])
        #expect(result.status == 2)
        #expect(result.output.contains("--development-language"))
    }

    /// `--expires` in its three spellings, and the version rules with their flags.
    @Test func packExpiresAndFollowsTheLastVersion() throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        let resources = UpdateFixture.fixtures.appendingPathComponent("Updates/good")
        let output = fixture.www.appendingPathComponent("dist")
        func pack(_ version: String, _ more: [String] = []) throws -> (status: Int32, output: String) {
            try Self.lingo(
                [
                    "pack", resources.path, "--output", output.path, "--version", version, "--key",
                    fixture.privateKey.path,
                ]
                    + more)
        }
        func manifest() throws -> UpdateManifest {
            try UpdateManifest.parse(Data(contentsOf: output.appendingPathComponent("manifest.json")))
        }
        #expect(try pack("5", ["--expires", "2027-01-31"]).status == 0)
        #expect(try manifest().expires == UpdateDate.parse("2027-01-31T00:00:00Z"))
        let days = try pack("6", ["--expires", "30d"])
        #expect(days.status == 0, "\(days.output)")
        let expires = try #require(try manifest().expires)
        #expect(abs(expires.timeIntervalSinceNow - 30 * 86_400) < 120)
        let passed = try pack("7", ["--expires", "2020-01-01T00:00:00Z"])
        #expect(passed.status == 2 && passed.output.contains("which has passed"), "\(passed.output)")
        let spelled = try pack("7", ["--expires", "tomorrow"])
        #expect(spelled.status == 2 && spelled.output.contains("--expires takes a date"), "\(spelled.output)")

        let again = try pack("6")
        #expect(again.status == 2 && again.output.contains("version 6 is the version of update 6"), "\(again.output)")
        let jump = try pack("2026120601")
        #expect(jump.status == 2 && jump.output.contains("--allow-version-jump"), "\(jump.output)")
        #expect(try pack("2026120601", ["--allow-version-jump"]).status == 0)
        #expect(try manifest().version == 2_026_120_601 && manifest().expires == nil)
    }
}
