// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import TestSupport
import Testing

/// A copy of the App fixture and a helper to make localizers over it.
struct AppFixture {
    static let resources = Bundle.module.url(forResource: "Fixtures/App", withExtension: nil)!

    static func localizer(
        system: [LanguageTag] = [], store: any PreferenceStore = .inMemory(),
        issues: IssueLog? = nil
    ) throws -> Localizer {
        var handler: (@Sendable (LocalizationIssue) -> Void)? = nil
        if let issues { handler = { issues.append($0) } }
        return try Localizer(
            resources: resources, developmentLanguage: "en", store: store,
            systemLanguages: .fixed(system), issueHandler: handler)
    }
}

@Suite struct LocalizerTests {
    @Test func availableLanguagesComeFromNormalizedFolderNames() throws {
        let localizer = try AppFixture.localizer()
        #expect(
            localizer.availableLanguages.map(\.identifier) == [
                "en", "en-GB", "es", "es-419", "ko", "zh-Hans", "zh-Hant",
            ])
    }

    @Test(
        arguments: [
            (["zh-HK"], "zh-Hant", LanguageSelection.Source.system),
            (["zh-TW", "en"], "zh-Hant", .system),
            (["zh-CN"], "zh-Hans", .system),
            (["fr-FR", "ko-KR"], "ko", .system),
            (["en-GB"], "en-GB", .system),
            (["fr", "de"], "en", .developmentLanguage),
            ([], "en", .developmentLanguage),
        ] as [([LanguageTag], String, LanguageSelection.Source)])
    func followsTheSystemUntilTheUserChooses(system: [LanguageTag], expected: String, source: LanguageSelection.Source)
        throws
    {
        let localizer = try AppFixture.localizer(system: system)
        #expect(localizer.language.identifier == expected)
        #expect(localizer.selection.source == source)
        #expect(localizer.preference == .system)
    }

    @Test func explicitChoiceIsMatchedToTheAvailableLanguages() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        try localizer.setLanguage("zh-HK")
        #expect(localizer.language == "zh-Hant")
        #expect(localizer.preference == .explicit("zh-HK"))
        #expect(localizer.selection.source == .userChoice)
        #expect(localizer.string("greeting") == "您好")
    }

    @Test func unavailableLanguageThrowsAndChangesNothing() throws {
        let localizer = try AppFixture.localizer(system: ["ko"])
        #expect(throws: LocalizerError.self) { try localizer.setLanguage("fr") }
        #expect(localizer.language == "ko")
        #expect(localizer.preference == .system)
    }

    @Test(arguments: [
        ("zh-Hant", "greeting", "您好"),
        ("zh-Hant", "shared", "Shared (en)"),  // never across scripts: zh-Hant does not fall back to zh-Hans
        ("zh-Hans", "shared", "共享"),
        ("es-MX", "greeting", "¡Hola!"),  // es-MX → es-419
        ("es-MX", "only.es", "Solo en español"),  // es-419 → es
        ("es-MX", "only.en", "Only in English"),  // → development language
        ("en-GB", "colour", "Colour"),
        ("en-GB", "greeting", "Hello"),
        ("ko", "after.error", "오류 뒤"),  // survives the broken line before it
        ("ko", "missing.everywhere", "missing.everywhere"),
    ])
    func lookupFollowsTheFallbackChain(language: LanguageTag, key: String, expected: String) throws {
        let localizer = try AppFixture.localizer()
        try localizer.setLanguage(language)
        #expect(localizer.string(key) == expected)
    }

    @Test func tablesAndDefaults() throws {
        let localizer = try AppFixture.localizer(system: ["zh-Hant"])
        #expect(localizer.string("title", table: "Settings") == "設定")
        #expect(localizer.string("greeting", table: "Localizable") == "您好")
        #expect(localizer.string("title", table: "NoSuchTable") == "title")
        #expect(localizer.string("nope", default: "Fallback") == "Fallback")
        #expect(localizer.string("window.title", table: "Main") == "window.title", "Base.lproj is not a language")
        try localizer.setLanguage("ko")
        #expect(localizer.string("title", table: "Settings") == "Settings")
    }

    @Test func missingKeysFallbacksAndBrokenFilesAreReportedOnce() throws {
        let log = IssueLog()
        let localizer = try AppFixture.localizer(system: ["ko"], issues: log)
        for _ in 0..<3 {
            _ = localizer.string("nope")
            _ = localizer.string("only.en")
        }
        let issues = log.issues
        #expect(issues.contains(.missingKey(key: "nope", table: "Localizable", language: "ko")))
        #expect(issues.contains(.fallback(key: "only.en", table: "Localizable", language: "ko", answeredBy: "en")))
        #expect(issues.filter { if case .missingKey = $0 { true } else { false } }.count == 1)
        #expect(issues.filter { if case .fallback = $0 { true } else { false } }.count == 1)
        let fileProblems = issues.compactMap { issue -> LingoDiagnostic? in
            if case .fileDiagnostic(let diagnostic) = issue { diagnostic } else { nil }
        }
        #expect(fileProblems.count == 1)
        #expect(fileProblems.first?.location.line == 2)
        #expect(fileProblems.first?.location.file.hasSuffix("ko.lproj/Localizable.strings") == true)
    }

    @Test func languagesNeverUsedAreNeverLoaded() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        #expect(localizer.loadedLanguages == ["en"])
        try localizer.setLanguage("es-MX")
        #expect(localizer.loadedLanguages == ["en", "es", "es-419"])
        #expect(localizer.fallbackChain == ["es-419", "es", "en"])
    }

    @Test func developmentLanguageWithoutAFolderIsStillAvailable() throws {
        let localizer = try Localizer(
            resources: AppFixture.resources, developmentLanguage: "fr",
            store: .inMemory(), systemLanguages: .fixed(["fr-CA"]))
        #expect(localizer.availableLanguages.contains("fr"))
        #expect(localizer.language == "fr")
        #expect(localizer.string("greeting") == "greeting")
    }

    @Test func unreadableResourcesThrow() {
        #expect(throws: LocalizerError.self) {
            try Localizer(
                resources: URL(fileURLWithPath: "/nonexistent/lingo"), developmentLanguage: "en", store: .inMemory())
        }
    }
}

@Suite struct LocalizerSmallAPITests {
    @Test func containsFollowsTheChain() throws {
        let localizer = try AppFixture.localizer(system: ["ko"])
        #expect(localizer.contains("greeting"))
        #expect(localizer.contains("only.en"), "found in the development language")
        #expect(!localizer.contains("nope"))
        #expect(localizer.contains("title", table: "Settings"))
    }

    @Test func localizedFormatUsesTheLanguageInUse() throws {
        let localizer = try AppFixture.localizer(system: ["en"])
        #expect(localizer.localizedFormat("%d items", 12345) == "12,345 items")
        try localizer.setLanguage("es")
        #expect(localizer.localizedFormat("%d items", 12345) == "12.345 items")
    }

    @Test func refreshSystemLanguagesFollowsAChangedSystem() throws {
        final class Box: @unchecked Sendable {
            let lock = NSLock()
            var languages: [LanguageTag] = ["en"]
        }
        let box = Box()
        let system = SystemLanguages { box.lock.withLock { box.languages } }
        let localizer = try Localizer(
            resources: AppFixture.resources, developmentLanguage: "en",
            store: .inMemory(), systemLanguages: system)
        #expect(localizer.language == "en")
        box.lock.withLock { box.languages = ["zh-TW"] }
        localizer.refreshSystemLanguages()
        #expect(localizer.language == "zh-Hant")
        try localizer.setLanguage("ko")
        box.lock.withLock { box.languages = ["es"] }
        localizer.refreshSystemLanguages()
        #expect(localizer.language == "ko", "an explicit choice outranks the system")
    }
}
