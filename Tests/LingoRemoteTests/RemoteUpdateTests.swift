// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoPublishing
import LingoRemote
import LingoTools
import TestSupport
import Testing

/// Updates served by a static server on 127.0.0.1 (in-process: no nginx needed).
@Suite(.serialized, .timeLimit(.minutes(5)))
struct RemoteUpdateTests {
    /// The bundled German strings, and what the good update makes of them.
    static let bundledGreeting = "Hallo, Mia!"
    static let updatedGreeting = "Servus, Mia!"

    private func rejectionOf(_ outcome: UpdateOutcome) -> UpdateRejection? {
        if case .rejected(let rejection) = outcome { rejection } else { nil }
    }

    @Test func goodUpdateChangesExactlyTheStringsItCarries() async throws {
        let served = try ServedUpdate()
        defer { served.remove() }
        let (fixture, localizer) = (served.fixture, served.localizer)
        let changes = Recorder<String>()
        let token = localizer.observe { changes.append("\($0.oldLanguage)->\($0.newLanguage)") }
        defer { token.cancel() }
        #expect(localizer.format("greeting", "Mia") == Self.bundledGreeting)
        let bundledFarewell = localizer.bundle.localizedString(forKey: "farewell", value: nil, table: nil)

        let outcome = await (try served.updater()).checkForUpdate()

        #expect(outcome == .applied(version: 1, keys: 4))
        #expect(localizer.format("greeting", "Mia") == Self.updatedGreeting)
        #expect(localizer.string("farewell") == "Tschüss")
        // Code that goes through the Bundle bridge sees the update too.
        #expect(localizer.bundle.localizedString(forKey: "farewell", value: nil, table: nil) == "Tschüss")
        #expect(bundledFarewell != "Tschüss")
        #expect(localizer.format("files", 2) == "2 Dateien (neu)")
        #expect(localizer.string("title") == "Posteingang")  // not in the update: bundled
        #expect(localizer.format("count.unread", 3) == "3 ungelesen")
        #expect(!localizer.contains("not.in.app"))  // unknown key: reported, not applied
        #expect(fixture.log.updateReasons.contains { $0.contains("not.in.app") })
        #expect(fixture.log.updateIssues.contains { $0.kind == .unknownKey && $0.key == "not.in.app" })
        #expect(changes.values == ["de->de"])
        try localizer.setLanguage("ru")
        #expect(localizer.format("files", 3) == "3 файла (новых)")
        #expect(localizer.format("files", 5) == "5 файлов (новых)")
        #expect(localizer.string("title") == "Входящие")
    }

    @Test func aSecondCheckIsAConditionalRequestAnswered304() async throws {
        let served = try ServedUpdate()
        defer { served.remove() }
        let (fixture, localizer, updater) = (served.fixture, served.localizer, try served.updater())
        #expect(await updater.checkForUpdate() == .applied(version: 1, keys: 4))
        let state = try String(contentsOf: fixture.cache.appendingPathComponent("state.json"), encoding: .utf8)
        #expect(state.contains("\"etag\" : \""))
        #expect(state.contains("\"lastModified\" : \""))
        // Only an unconditional request would fetch the signature again, and fail on this one.
        try Data("garbage".utf8).write(to: fixture.served("update/manifest.json.sig"))
        #expect(await updater.checkForUpdate() == .upToDate)
        #expect(localizer.format("greeting", "Mia") == Self.updatedGreeting)
    }

    @Test func truncatedFileIsRejected() async throws {
        try await expectRejected(.sizeMismatch) { fixture in
            let url = fixture.served("update/de.lproj/Localizable.strings")
            let data = try Data(contentsOf: url)
            try data.prefix(data.count - 5).write(to: url)
        }
    }

    @Test func aFileLargerThanListedIsStoppedWhileItArrives() async throws {
        try await expectRejected(.sizeMismatch, reason: "the download was stopped") { fixture in
            let url = fixture.served("update/de.lproj/Localizable.strings")
            var data = try Data(contentsOf: url)
            data.append(Data(repeating: 0x20, count: 4 << 20))
            try data.write(to: url)
        }
    }

    @Test func wrongHashIsRejected() async throws {
        try await expectRejected(.hashMismatch) { fixture in
            let url = fixture.served("update/de.lproj/Localizable.strings")
            var text = try String(contentsOf: url, encoding: .utf8)
            text = text.replacingOccurrences(of: "Servus", with: "Sarvus")  // same size, other bytes
            try Data(text.utf8).write(to: url)
        }
    }

    @Test func wrongSignatureIsRejected() async throws {
        try await expectRejected(.badSignature) { fixture in
            let other = UpdatePrivateKey()
            let manifest = try Data(contentsOf: fixture.served("update/manifest.json"))
            let signature = Data(try other.signature(for: manifest)).base64EncodedString()
            try Data(signature.utf8).write(to: fixture.served("update/manifest.json.sig"))
        }
    }

    @Test func tamperedManifestIsRejected() async throws {
        try await expectRejected(.badSignature) { fixture in
            let url = fixture.served("update/manifest.json")
            let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
                of: "\"version\" : 1", with: "\"version\" : 9")
            try Data(text.utf8).write(to: url)
        }
    }

    @Test func unsignedUpdateIsRejected() async throws {
        try await expectRejected(.httpStatus) { fixture in
            try FileManager.default.removeItem(at: fixture.served("update/manifest.json.sig"))
        }
    }

    @Test func placeholderTurnedFromObjectToIntegerIsRejected() async throws {
        let issue = try await expectRejected(.placeholderMismatch, update: "placeholder", reason: "greeting")
        // The issue handler learns the kind and the place, not only a sentence.
        #expect(issue.kind == .placeholderMismatch)
        #expect(issue.language?.identifier == "de")
        #expect(issue.table == "Localizable")
        #expect(issue.key == "greeting")
        #expect(LocalizationIssue.update(issue).description == "update: placeholderMismatch: \(issue.message)")
    }

    @Test func russianWithoutFewIsRejected() async throws {
        try await expectRejected(.missingPluralForm, update: "russian-no-few", reason: "few")
    }

    @Test func anEmptyValueWhereTheSourceHasTextIsRejected() async throws {
        try await expectRejected(.emptyValue, update: "empty", reason: "title")
    }

    @Test func languagesAndTextsTheAppCannotUseAreLeftOutAndReported() async throws {
        let served = try ServedUpdate("extras")
        defer { served.remove() }
        let (fixture, localizer) = (served.fixture, served.localizer)
        let outcome = await (try served.updater()).checkForUpdate()
        #expect(outcome == .applied(version: 1, keys: 1))
        #expect(localizer.string("title") == "Briefe")
        // A .strings text does not hide the bundled .stringsdict plural, as on Apple platforms.
        #expect(localizer.format("files", 2) == "2 Dateien")
        #expect(fixture.log.updateReasons.contains { $0.contains("fr is not a language of the app") })
        #expect(fixture.log.updateReasons.contains { $0.contains("\"files\" is a plural") })
        #expect(fixture.log.updateIssues.contains { $0.kind == .unknownLanguage && $0.language?.identifier == "fr" })
        #expect(fixture.log.updateIssues.contains { $0.kind == .shadowedByPlural && $0.key == "files" })
    }

    @Test func http500IsRejected() async throws {
        try await expectRejected(.httpStatus, path: "broken/", reason: "500")
    }

    /// Packs `update`, lets `tamper` spoil it, checks: rejected with `kind`, reported, the
    /// bundled strings in use and nothing cached.
    @discardableResult
    private func expectRejected(
        _ kind: UpdateRejection.Kind, update: String = "good", path: String = "update/",
        reason: String? = nil, tamper: (UpdateFixture) throws -> Void = { _ in }
    ) async throws -> UpdateIssue {
        // Signed whatever pack finds: the app is the one to refuse.
        let served = try ServedUpdate(
            update, language: update == "russian-no-few" ? "ru" : "de", signWithProblems: true, tamper: tamper)
        defer { served.remove() }
        let (fixture, localizer, updater) = (served.fixture, served.localizer, try served.updater(path))
        let outcome = await updater.checkForUpdate()
        let rejection = try #require(rejectionOf(outcome), "expected a rejection, got \(outcome)")
        #expect(rejection.kind == kind, "\(rejection)")
        if let reason { #expect(rejection.message.contains(reason), "\(rejection)") }
        #expect(fixture.log.updateReasons.contains(rejection.description))
        // The handler receives the rejection typed: its kind, message and place.
        let issue = try #require(fixture.log.updateIssues.first { $0.kind == kind }, "\(fixture.log.issues)")
        #expect(issue == rejection.issue)
        #expect(updater.cachedVersion == nil)
        try localizer.setLanguage("de")
        #expect(localizer.format("greeting", "Mia") == Self.bundledGreeting)
        #expect(localizer.string("farewell") == "Tschuess")
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: fixture.cache.path)) ?? []
        #expect(leftovers.filter { $0.hasPrefix("staging-") }.isEmpty)
        return issue
    }
}

/// A server that never answers: the check gives up after its timeout (no nginx needed). The
/// suite's time limit is what fails a check that would wait for ever.
@Suite(.timeLimit(.minutes(5)))
struct RemoteTimeoutTests {
    @Test func aRequestThatNeverGetsAnAnswerTimesOut() async throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        let silent = try SilentServer()
        let localizer = try fixture.localizer("de")
        let outcome = await (try fixture.updater(localizer, url: silent.url("update/"), timeout: 1)).checkForUpdate()
        guard case .rejected(let rejection) = outcome else {
            Issue.record("expected a rejection, got \(outcome)")
            return
        }
        // A request timeout (URLError.timedOut) or the check's own deadline, never a refused
        // connection.
        #expect(rejection.kind == .timeout, "\(rejection)")
        #expect(localizer.format("greeting", "Mia") == RemoteUpdateTests.bundledGreeting)
        #expect(!fixture.log.updateReasons.isEmpty)
    }
}
