// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import Observation
import TestSupport
import Testing

/// `localizer.strings`: one snapshot of a language, read by index without Observation tracking,
/// and the development language's files read on the first key the language in use lacks.
@Suite struct LocalizedStringsTests {
    static let keys = LocalizationKeys(keys: ["greeting", "only.en", "nope", "files"])

    @Test func aSnapshotKeepsItsLanguageAcrossSwitches() throws {
        let localizer = try AppFixture.localizer(system: ["ko"])
        let korean = localizer.strings
        let following = LocalizedStrings(following: localizer)
        try localizer.setLanguage("zh-Hans")
        #expect(korean.language == "ko")
        #expect(korean.string(at: 0, of: Self.keys) == "안녕하세요")
        #expect(korean.string(at: 1, of: Self.keys) == "Only in English", "falls back like a keyed lookup")
        #expect(korean.string(at: 2, of: Self.keys) == "nope", "a missing key is itself")
        #expect(korean.string(at: 9, of: Self.keys) == "")
        #expect(following.language == "zh-Hans")
        #expect(following.string(at: 0, of: Self.keys) == "你好")
        #expect(localizer.strings.string(at: 0, of: Self.keys) == "你好")
        let koreanFormat = try localizer.withLanguage("ko") { localizer.format("files", 3) }
        #expect(korean.format(at: 3, of: Self.keys, 3) == koreanFormat)
        #expect(following.format(at: 3, of: Self.keys, 3) == localizer.format("files", 3))
    }

    @Test func aMissingKeyIsReportedOnEveryPathAndAPresentOneNever() throws {
        let keys = LocalizationKeys(keys: ["greeting", "nope"])
        let localizer = try AppFixture.localizer(system: ["ko"])
        let korean = localizer.strings
        #expect(korean.string(at: 0, of: keys) == "안녕하세요", "resolves the keys, no handler yet")
        let log = IssueLog()
        localizer.issueHandler = { log.append($0) }
        for _ in 0..<3 {
            #expect(korean.string(at: 0, of: keys) == "안녕하세요")
            #expect(korean.string(at: 1, of: keys) == "nope", "a missing key is itself")
        }
        #expect(log.issues == [.missingKey(key: "nope", table: "Localizable", language: "ko")])
    }

    @Test func readingStringsIsTheOneTrackedAccess() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        let changed = EventLog<String>()
        let outside = localizer.strings
        withObservationTracking {
            _ = outside.string(at: 0, of: Self.keys)  // made outside: not tracked
        } onChange: {
            changed.append("untracked")
        }
        withObservationTracking {
            _ = localizer.strings.string(at: 0, of: Self.keys)
        } onChange: {
            changed.append("strings")
        }
        try localizer.setLanguage("ko")
        #expect(changed.events == ["strings"])
    }

    @Test func theDevelopmentLanguageIsReadOnTheFirstMiss() throws {
        let localizer = try AppFixture.localizer(system: ["ko"])
        #expect(localizer.loadedLanguages == ["ko"])
        #expect(localizer.string("greeting") == "안녕하세요")
        #expect(localizer.loadedLanguages == ["ko"], "a hit reads no other language")
        #expect(localizer.string("only.en") == "Only in English")
        #expect(localizer.loadedLanguages == ["en", "ko"])
        try localizer.setLanguage("en")
        #expect(localizer.string("greeting") == "Hello")
    }

    @Test func aNamedTableOnlyTheDevelopmentLanguageHasIsFound() throws {
        let korean = try AppFixture.localizer(system: ["ko"])
        let english = try AppFixture.localizer(system: ["en"])
        let title = english.string("title", table: "Settings")
        #expect(title != "title")
        #expect(korean.string("title", table: "Settings") == title)
        #expect(korean.contains("title", table: "Settings"))
    }
}
