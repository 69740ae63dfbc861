// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import TestSupport
import Testing

@Suite struct PersistenceTests {
    @Test func relaunchComesBackInTheChosenLanguage() throws {
        let store = InMemoryPreferenceStore()
        let first = try AppFixture.localizer(system: ["en"], store: store)
        try first.setLanguage("ko")
        first.flush()
        let relaunched = try AppFixture.localizer(system: ["en"], store: store)
        #expect(relaunched.language == "ko")
        #expect(relaunched.preference == .explicit("ko"))
        #expect(relaunched.selection.source == .userChoice)
    }

    @Test func fileStoreSurvivesARelaunchAndFollowSystemIsRemembered() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("nested/language.json")
            let first = try AppFixture.localizer(system: ["en"], store: .file(url))
            try first.setLanguage("zh-Hant")
            first.flush()
            let json = try String(contentsOf: url, encoding: .utf8)
            #expect(json.contains("\"zh-Hant\""))
            #expect(try AppFixture.localizer(system: ["en"], store: .file(url)).language == "zh-Hant")

            first.followSystem()
            first.flush()
            let relaunched = try AppFixture.localizer(system: ["ko"], store: .file(url))
            #expect(relaunched.preference == .system)
            #expect(relaunched.language == "ko")
        }
    }

    @Test(arguments: [
        "", "{", "not json", "{\"mode\":\"explicit\"}", "{\"version\":1,\"mode\":\"explicit\",\"language\":\"e n\"}",
        "{\"version\":99,\"mode\":\"system\"}", "\u{0}\u{1}\u{2}",
    ])
    func corruptStoreFollowsTheSystemAndIsReported(contents: String) throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("language.json")
            try Data(contents.utf8).write(to: url)
            let log = IssueLog()
            let localizer = try AppFixture.localizer(system: ["zh-TW"], store: .file(url), issues: log)
            #expect(localizer.language == "zh-Hant")
            #expect(localizer.preference == .system)
            #expect(log.issues.contains { if case .preferenceStore = $0 { true } else { false } })
            // The next choice overwrites the corrupt file.
            try localizer.setLanguage("ko")
            localizer.flush()
            #expect(try AppFixture.localizer(store: .file(url)).language == "ko")
        }
    }

    @Test func unwritableStoreNeverBlocksASwitch() throws {
        try withTemporaryFolder { folder in
            let blocker = folder.appendingPathComponent("file")
            try Data("x".utf8).write(to: blocker)
            let log = IssueLog()
            let localizer = try AppFixture.localizer(
                store: .file(blocker.appendingPathComponent("language.json")), issues: log)
            try localizer.setLanguage("es")
            #expect(localizer.language == "es")
            #expect(localizer.string("greeting") == "Hola")
            localizer.flush()
            #expect(log.issues.contains { if case .preferenceStore = $0 { true } else { false } })
        }
    }

    @Test func storedChoiceNoLongerAvailableFallsBackToTheSystem() throws {
        let store = InMemoryPreferenceStore(.explicit("fr"))
        let localizer = try AppFixture.localizer(system: ["ko"], store: store)
        #expect(localizer.language == "ko")
        #expect(localizer.preference == .explicit("fr"))
        #expect(localizer.selection.source == .system)
    }

    @Test func defaultFileLocationFollowsXDG() {
        let xdg = FilePreferenceStore.defaultURL(
            appName: "demo", environment: ["XDG_CONFIG_HOME": "/tmp/cfg", "HOME": "/home/u"])
        #expect(xdg.path == "/tmp/cfg/demo/language.json")
        let home = FilePreferenceStore.defaultURL(appName: "demo", environment: ["HOME": "/home/u"])
        #expect(home.path == "/home/u/.config/demo/language.json")
        let relative = FilePreferenceStore.defaultURL(
            appName: "demo", environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/home/u"])
        #expect(relative.path == "/home/u/.config/demo/language.json", "XDG requires an absolute path")
    }
}
