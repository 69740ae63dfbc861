// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoPublishing
import LingoRemote
import Testing

/// A manifest's `expires` (a replayed manifest cannot hold an app for ever), the version rules
/// of `lingo pack`, and the bounds it shares with apps.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct UpdateExpiryTests {
    /// Dates are read and written in one spelling, checked against seconds computed elsewhere
    /// (Python's `calendar.timegm`).
    @Test(arguments: [
        ("1970-01-01T00:00:00Z", 0), ("2000-02-29T12:34:56Z", 951_827_696), ("2027-01-31T00:00:00Z", 1_801_353_600),
        ("2100-03-01T00:00:00Z", 4_107_542_400), ("9999-12-31T23:59:59Z", 253_402_300_799),
    ])
    func datesReadAndWriteInOneSpelling(text: String, seconds: Int) throws {
        let date = try #require(UpdateDate.parse(text))
        #expect(date.timeIntervalSince1970 == TimeInterval(seconds))
        #expect(UpdateDate.text(date) == text)
    }

    @Test(arguments: [
        "2001-02-29T00:00:00Z", "2100-02-29T00:00:00Z", "2027-01-31T00:00:00+01:00", "2027-1-31T00:00:00Z",
        "2027-01-31T24:00:00Z", "2027-01-31 00:00:00Z", "2027-01-31T00:00:00.5Z", "1969-12-31T23:59:59Z",
        "２０２７-01-31T00:00:00Z", "",
    ])
    func otherSpellingsAreNoDate(text: String) {
        #expect(UpdateDate.parse(text) == nil)
    }

    /// `expires` survives signing and reading; a manifest with a date spelled otherwise is refused.
    @Test func expiryIsPartOfTheSignedManifest() throws {
        let expires = try #require(UpdateDate.parse("2027-01-31T00:00:00Z"))
        let manifest = UpdateManifest(version: 3, languages: [], files: [], expires: expires)
        let text = String(decoding: manifest.encoded(), as: UTF8.self)
        #expect(text.contains("\"expires\"") && text.contains("\"2027-01-31T00:00:00Z\""), "\(text)")
        #expect(try UpdateManifest.parse(manifest.encoded()) == manifest)
        #expect(
            !String(decoding: UpdateManifest(version: 3, languages: [], files: []).encoded(), as: UTF8.self)
                .contains("expires"))
        let bad = Data(text.replacingOccurrences(of: "2027-01-31T00:00:00Z", with: "31.01.2027").utf8)
        #expect(throws: UpdateRejection.self) { try UpdateManifest.parse(bad) }
        #expect(manifest.hasExpired(at: expires))
        #expect(!manifest.hasExpired(at: expires.addingTimeInterval(-1)))
    }

    /// A signed manifest past its date is refused and nothing of it is taken; a newer version
    /// still applies afterwards.
    @Test func anExpiredManifestIsRefused() async throws {
        let served = try ServedUpdate()
        defer { served.remove() }
        let past = try #require(UpdateDate.parse("2020-01-01T00:00:00Z"))
        let manifest = try UpdateManifest.parse(Data(contentsOf: served.fixture.served("update/manifest.json")))
        var expired = manifest
        (expired.version, expired.expires) = (7, past)
        try served.fixture.sign(expired.encoded())
        let outcome = await (try served.updater()).checkForUpdate()
        #expect(outcome.rejectionKind == .expired, "\(outcome)")
        #expect(served.localizer.format("greeting", "Mia") != "Servus, Mia!")
        try served.fixture.pack("good", version: 2)
        #expect(await (try served.updater()).checkForUpdate() == .applied(version: 2, keys: 4))
    }

    /// An update whose manifest expires while it is in use is no longer shown: not at the next
    /// launch, and not after a check that is answered with the same (replayed) manifest.
    @Test func anUpdateIsShownOnlyUntilItExpires() async throws {
        let served = try ServedUpdate()
        defer { served.remove() }
        try served.fixture.pack("good", version: 2, expires: Date().addingTimeInterval(3))
        let updater = try served.updater()
        #expect(await updater.checkForUpdate() == .applied(version: 2, keys: 4))
        #expect(served.localizer.format("greeting", "Mia") == "Servus, Mia!")
        try await Task.sleep(nanoseconds: 3_500_000_000)

        let replayed = await updater.checkForUpdate()
        #expect(replayed.rejectionKind == .expired, "\(replayed)")
        #expect(served.localizer.format("greeting", "Mia") != "Servus, Mia!")
        #expect(served.fixture.log.issues.contains { "\($0)".contains("expired at") })

        try served.fixture.pack("good", version: 3, expires: Date().addingTimeInterval(2))
        #expect(await updater.checkForUpdate() == .applied(version: 3, keys: 4))
        try await Task.sleep(nanoseconds: 2_500_000_000)
        let (localizer, _, relaunched) = try served.fixture.relaunch(url: served.server.url("update/"))
        #expect(relaunched.rejectionKind == .expired, "\(relaunched)")
        #expect(localizer.format("greeting", "Mia") != "Servus, Mia!")
    }

    /// `lingo pack` refuses a date that has passed.
    @Test func packRefusesAPastDate() throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        #expect(throws: UpdatePackError.self) {
            try fixture.pack("good", version: 1, expires: Date().addingTimeInterval(-60))
        }
    }
}
