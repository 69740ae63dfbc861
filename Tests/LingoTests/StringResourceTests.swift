// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import TestSupport
import Testing

@testable import Lingo

/// The platform-neutral half of Apple's string resources following the in-app choice (issue 27,
/// item 2): a resource's key and table become a Lingo lookup, or Foundation renders it for the
/// language in use, from a bundle folder holding that language's tables.
@Suite struct StringResourceTests {
    @Test(
        arguments: [
            ("greeting", nil, "ko", StringResourceAnswer.text("안녕하세요")),
            // Found down the fallback chain (the development language).
            ("only.en", nil, "ko", .text("Only in English")),
            ("title", "Settings", "zh-Hant", .text("設定")),
            // Arguments: only the resource has them.
            ("greet", nil, "en", .foundation(language: "en")),
            ("files", nil, "ko", .foundation(language: "ko")),
            ("swap", nil, "ko", .foundation(language: "ko")),
            // No table has the key: Foundation renders the resource's own default value.
            ("no.such.key", nil, "es", .foundation(language: "es")),
            ("greeting", "NoSuchTable", "es", .foundation(language: "es")),
        ] as [(String, String?, LanguageTag, StringResourceAnswer)])
    func aResourceKeyAndTableBecomeALingoLookup(
        key: String, table: String?, language: LanguageTag, expected: StringResourceAnswer
    ) throws {
        let localizer = try AppFixture.localizer()
        try localizer.setLanguage(language)
        #expect(localizer.answer(forResourceKey: key, table: table) == expected)
    }

    @Test func aPluralIsRenderedByFoundation() throws {
        let resources = Bundle.module.url(forResource: "Fixtures/PluralApp", withExtension: nil)!
        let localizer = try Localizer(
            resources: resources, developmentLanguage: "en", store: .inMemory(), systemLanguages: .fixed(["ru"]))
        #expect(localizer.language == "ru")
        #expect(localizer.answer(forResourceKey: "files", table: nil) == .foundation(language: "ru"))
    }

    @Test func aMissingKeyIsReportedAsForAnyLookup() throws {
        let log = IssueLog()
        let localizer = try AppFixture.localizer(issues: log)
        _ = localizer.answer(forResourceKey: "no.such.key", table: nil)
        #expect(log.issues.contains(.missingKey(key: "no.such.key", table: "Localizable", language: "en")))
    }

    @Test func theTargetIsTheLanguageInUseAndAFolderWithItsTables() throws {
        let localizer = try AppFixture.localizer()
        try localizer.setLanguage("ko")
        let korean = localizer.stringResourceTarget
        #expect(korean.language == "ko")
        let folder = try #require(korean.folder)
        let url = folder.appendingPathComponent("Localizable.strings")
        let table = StringsFile.parse(try Data(contentsOf: url), path: url.path)
        let values = Dictionary(table.entries.map { ($0.key, $0.value) }) { first, _ in first }
        #expect(values["greeting"] == "안녕하세요")
        // The fallback chain is applied: Foundation finds what Lingo would.
        #expect(values["greet"] == "Hello, %@!")

        try localizer.setLanguage("es")
        let spanish = localizer.stringResourceTarget
        #expect(spanish.language == "es")
        #expect(spanish.folder != korean.folder)
        try localizer.setLanguage("ko")
        #expect(localizer.stringResourceTarget == korean)
    }
}
