// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import Testing

@Suite struct ResourceTests {
    static let resources = Bundle.module.url(forResource: "Fixtures/ResourcesApp", withExtension: nil)!

    private func localizer(_ language: LanguageTag) throws -> Localizer {
        let localizer = try Localizer(
            resources: Self.resources, developmentLanguage: "en", store: .inMemory(),
            systemLanguages: .fixed(["en"]))
        try localizer.setLanguage(language)
        return localizer
    }

    private func contents(_ url: URL?) -> String? {
        url.flatMap { try? String(contentsOf: $0, encoding: .utf8) }?.trimmingCharacters(in: .newlines)
    }

    @Test(
        arguments: [
            ("zh-Hant-HK", "flag", "txt", nil, "flag: zh-Hant"),  // → zh-Hant.lproj
            ("zh-Hant-HK", "only-hk.txt", nil, nil, "hk"),
            ("zh-Hant", "flag", "txt", nil, "flag: zh-Hant"),
            ("ko", "flag", "txt", nil, "flag: en"),  // → development language
            ("ko", "layout", "json", nil, "{\"layout\": \"base\"}"),  // → Base.lproj
            ("ko", "logo", "txt", nil, "logo: unlocalized"),  // → unlocalized
            ("ko", "welcome", "txt", "sounds", "welcome: en"),
            ("zh-Hant", "welcome", ".txt", "sounds", "welcome: en"),
        ] as [(LanguageTag, String, String?, String?, String)])
    func resourcesFollowTheFallbackChain(
        language: LanguageTag, name: String, ext: String?, subdirectory: String?,
        expected: String
    ) throws {
        let localizer = try localizer(language)
        #expect(contents(localizer.url(forResource: name, withExtension: ext, subdirectory: subdirectory)) == expected)
        let data = try #require(localizer.data(forResource: name, withExtension: ext, subdirectory: subdirectory))
        #expect(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines) == expected)
    }

    @Test func resourcesSwitchWithTheLanguage() throws {
        let localizer = try localizer("zh-Hant")
        #expect(contents(localizer.url(forResource: "flag", withExtension: "txt")) == "flag: zh-Hant")
        try localizer.setLanguage("ko")
        #expect(contents(localizer.url(forResource: "flag", withExtension: "txt")) == "flag: en")
        #expect(localizer.url(forResource: "nothing", withExtension: "png") == nil)
    }

    @Test func infoPlistStringsAreLocalizedWithFallbackToInfoPlist() throws {
        let localizer = try localizer("zh-Hant-HK")
        #expect(localizer.infoPlistString("CFBundleDisplayName") == "Lingo 範例")
        try localizer.setLanguage("ko")
        #expect(localizer.infoPlistString("CFBundleDisplayName") == "Lingo Fixture")
        #expect(localizer.infoPlistString("CFBundleName") == "FixtureApp")
        #expect(localizer.infoPlistString("NoSuchKey") == nil)
    }
}
