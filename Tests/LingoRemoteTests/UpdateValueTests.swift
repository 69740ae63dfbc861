// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoRemote
import TestSupport
import Testing

/// Signed updates whose texts would break the app, or whose manifest is not exactly one
/// manifest: refused whole, the bundled strings kept (real nginx).
@Suite(.serialized, .timeLimit(.minutes(5)))
struct UpdateValueTests {
    private static func plural(one: String, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
        <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
        </dict></dict></plist>
        """
    }

    @Test(arguments: [
        // Finding 4: one argument with two types (String(format:) crashes on it), mixed styles.
        ("de.lproj/Localizable.strings", #""count.unread" = "%1$d %1$@";"#, UpdateRejection.Kind.placeholderMismatch),
        ("de.lproj/Localizable.strings", #""greeting" = "%@ %1$@";"#, .placeholderMismatch),
        // The same, across a plural's texts: the other form uses argument 1 as an object.
        ("de.lproj/Localizable.stringsdict", plural(one: "eine Datei", other: "%1$@ Dateien"), .placeholderMismatch),
        // A plural form that names its own variable (a text that never ends).
        (
            "de.lproj/Localizable.stringsdict", plural(one: "%d Datei", other: "%d Dateien %#@files@"),
            .placeholderMismatch
        ),
        // Values that show nothing.
        ("de.lproj/Localizable.strings", #""title" = "   ";"#, .emptyValue),
        ("de.lproj/Localizable.strings", #""title" = "\U200B";"#, .emptyValue),
        ("de.lproj/Localizable.strings", #""title" = "\0";"#, .emptyValue),
        // Characters no screen should show: a bidi override, a terminal escape, an open isolate.
        ("de.lproj/Localizable.strings", #""title" = "Post\U202Eeingang";"#, .unshowableCharacter),
        ("de.lproj/Localizable.strings", #""title" = "\U001B[2JPosteingang";"#, .unshowableCharacter),
        ("de.lproj/Localizable.strings", #""title" = "\U2067Posteingang";"#, .unshowableCharacter),
    ])
    func aTextThatWouldBreakTheAppIsRefused(path: String, text: String, kind: UpdateRejection.Kind) async throws {
        let served = try ServedUpdate()
        defer { served.remove() }
        try served.fixture.packTables([path: text], version: 2)
        let outcome = await (try served.updater()).checkForUpdate()
        #expect(outcome.rejectionKind == kind, "\(outcome)")
        #expect(served.localizer.string("title") == "Posteingang")
        #expect(served.localizer.format("files", 3) == "3 Dateien")
    }

    /// Signed, yet not exactly one manifest: a duplicate key (last wins would take the second
    /// version), a revoke written as a string.
    @Test(arguments: [
        #"{"format": 1, "version": 1, "version": 9, "revoked": false, "languages": [], "files": []}"#,
        #"{"format": 1, "version": 9, "revoked": "true", "languages": [], "files": []}"#,
        #"{"format": 1, "version": 9, "revoked": 1, "languages": [], "files": []}"#,
        #"{"format": 1, "version": 9, "languages": [], "files": [], "files": []}"#,
    ])
    func aSignedManifestThatIsNotExactlyOneIsRefused(manifest: String) async throws {
        let served = try ServedUpdate()
        defer { served.remove() }
        try served.fixture.sign(Data(manifest.utf8))
        let outcome = await (try served.updater()).checkForUpdate()
        #expect(outcome.rejectionKind == .malformedManifest, "\(outcome)")
        #expect(throws: UpdateRejection.self) { try UpdateManifest.parse(Data(manifest.utf8)) }
    }

    /// No rejection names a file by its absolute path: the cache's place is the app's business.
    @Test func rejectionMessagesCarryNoAbsolutePaths() async throws {
        let served = try ServedUpdate()
        defer { served.remove() }
        let fixture = served.fixture
        var messages = [String]()
        // A cache folder that cannot be created (a file is in the way).
        try Data().write(to: fixture.cache)
        messages.append("\(await (try served.updater()).checkForUpdate())")
        try FileManager.default.removeItem(at: fixture.cache)
        // A damaged cache: a file missing, a link, a wrong size.
        #expect(await (try served.updater()).checkForUpdate() == .applied(version: 1, keys: 4))
        let folder = try #require(
            try FileManager.default.contentsOfDirectory(atPath: fixture.cache.path).first { $0.hasPrefix("update-") })
        let table = fixture.cache.appendingPathComponent("\(folder)/de.lproj/Localizable.strings")
        try FileManager.default.removeItem(at: table)
        try FileManager.default.createSymbolicLink(at: table, withDestinationURL: fixture.root)
        messages.append("\(try fixture.relaunch(url: served.server.url("update/")).2)")
        // A state folder that cannot be written.
        try FileManager.default.removeItem(at: fixture.state)
        try Data().write(to: fixture.state)
        messages.append("\(await (try served.updater()).checkForUpdate())")
        messages += fixture.log.updateReasons
        #expect(messages.count >= 3)
        for message in messages {
            #expect(!message.contains(fixture.root.path), "\(message)")
            #expect(!message.contains(fixture.root.standardizedFileURL.path), "\(message)")
        }
    }

    /// A value the app's bundled table already ships never blocks: an app whose German table
    /// ships a blank text and an argument with two types takes an update that keeps both and
    /// changes another key; the same blank text on a key that ships text is refused.
    @Test(.nginx, arguments: [false, true])
    func aValueTheAppAlreadyShipsNeverBlocks(blankTitle: Bool) async throws {
        let fixture = try UpdateFixture()
        defer { fixture.remove() }
        let app = fixture.root.appendingPathComponent("app")
        try FileManager.default.copyItem(at: UpdateFixture.app, to: app)
        let shipped = #"""
            "title" = "Posteingang";
            "greeting" = "Hallo, %@!";
            "farewell" = "\U200B ";
            "count.unread" = "%1$d %1$@";

            """#
        try Data(shipped.utf8).write(to: app.appendingPathComponent("de.lproj/Localizable.strings"))
        let update = shipped.replacingOccurrences(
            of: #""title" = "Posteingang";"#, with: blankTitle ? #""title" = " ";"# : #""title" = "Eingang";"#)
        try fixture.packTables(["de.lproj/Localizable.strings": update], version: 2)
        let server = try NginxServer(root: fixture.www)
        defer { server.stop() }
        let log = fixture.log
        let localizer = try Localizer(
            resources: app, developmentLanguage: "en", store: InMemoryPreferenceStore(.explicit("de")),
            systemLanguages: .fixed(["en"]), issueHandler: { log.append($0) })
        let outcome = await (try fixture.updater(localizer, url: server.url("update/"))).checkForUpdate()
        if blankTitle {
            #expect(outcome.rejectionKind == .emptyValue, "\(outcome)")
            #expect(localizer.string("title") == "Posteingang")
        } else {
            #expect(outcome == .applied(version: 2, keys: 4), "\(outcome)")
            #expect(localizer.string("title") == "Eingang")
        }
    }
}
