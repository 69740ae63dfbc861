// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import Testing

@Suite struct PluralFormatTests {
    static let resources = Bundle.module.url(forResource: "Fixtures/PluralApp", withExtension: nil)!

    private func localizer(_ language: LanguageTag, device: DeviceClass = .other) throws -> Localizer {
        let localizer = try Localizer(
            resources: Self.resources, developmentLanguage: "en", store: .inMemory(),
            systemLanguages: .fixed(["en"]), device: device)
        try localizer.setLanguage(language)
        return localizer
    }

    @Test func catalogLanguagesAreAvailable() throws {
        #expect(try localizer("en").availableLanguages == ["ar", "en", "fr", "ru"])
    }

    // Expected categories: CLDR's rules written out by hand, and Apple's zero rule.
    @Test(
        arguments: [
            ("en", 0, "No files"), ("en", 1, "1 file"), ("en", 2, "2 files"), ("en", 1_000, "1,000 files"),
            ("ru", 1, "1 файл"), ("ru", 2, "2 файла"), ("ru", 5, "5 файлов"), ("ru", 11, "11 файлов"),
            ("ru", 21, "21 файл"), ("ru", 22, "22 файла"), ("ru", 101, "101 файл"), ("ru", 0, "0 файлов"),
            ("ar", 0, "لا ملفات"), ("ar", 1, "ملف واحد"), ("ar", 2, "ملفان"), ("ar", 3, "3 ملفات"),
            ("ar", 11, "11 ملفًا"), ("ar", 100, "100 ملف"),
        ] as [(LanguageTag, Int, String)])
    func stringsdictPluralsFollowTheLanguageInUse(language: LanguageTag, count: Int, expected: String) throws {
        #expect(try localizer(language).format("files", count) == expected)
    }

    @Test func stringsdictWinsOverStringsAndFractionsUseOther() throws {
        let english = try localizer("en")
        #expect(english.format("files", 1.5) == "1.5 files")
        #expect(english.format("files", "1") == "1 file", "numbers as text are read as written")
        #expect(english.format("files", "1.0") == "1.0 files", "1.0 is other in English")
        #expect(english.string("files") == "%d files", "without arguments: the other form")
        let russian = try localizer("ru")
        #expect(russian.format("files", 1.5) == "1,5 файла", "a mismatched number is still written the Russian way")
    }

    @Test func everyVariableOfAFormatIsSelected() throws {
        let english = try localizer("en")
        #expect(english.format("files.folders", 1, 1) == "1 file in one folder")
        #expect(english.format("files.folders", 3, 1) == "3 files in one folder")
        #expect(english.format("files.folders", 1, 4) == "1 file in 4 folders")
        #expect(english.format("name.count", "Mia", 1) == "Mia has one item")
        #expect(english.format("name.count", "Mia", 7) == "Mia has 7 items")
        // A format found in a fallback language selects by that language's rules: English
        // text keeps English plurals even when the language in use is French (where 0 is `one`).
        let french = try localizer("fr")
        #expect(french.format("files.folders", 0, 0) == "0 files in 0 folders")
        #expect(french.format("posts %lld", table: "Catalog", 0) == "0 publication", "French text, French rules")
    }

    @Test func deviceAndWidthVariants() throws {
        #expect(try localizer("en", device: .mac).string("device.key") == "Click")
        #expect(try localizer("en", device: .iPhone).string("device.key") == "Tap")
        #expect(try localizer("en", device: .iPad).string("device.key") == "Select", "iPad takes `other` when listed")
        #expect(try localizer("en").string("width.key") == "A longer text")
        // Catalog: no `other` variant; a Mac gets its own, an iPad takes the iPhone's.
        #expect(try localizer("en", device: .mac).string("device.key", table: "Catalog") == "Click")
        #expect(try localizer("en", device: .iPad).string("device.key", table: "Catalog") == "Tap")
    }

    @Test(
        arguments: [
            ("en", 1, "1 post"), ("en", 2, "2 posts"), ("en", 0, "0 posts"),
            ("fr", 0, "0 publication"), ("fr", 1, "1 publication"), ("fr", 2, "2 publications"),
            ("fr", 1_000_000, "1 000 000 de publications"),
        ] as [(LanguageTag, Int, String)])
    func catalogPluralVariations(language: LanguageTag, count: Int, expected: String) throws {
        let rendered = try localizer(language).format("posts %lld", table: "Catalog", count)
        #expect(rendered.replacingOccurrences(of: "\u{202F}", with: " ") == expected)
    }

    @Test func catalogSubstitutions() throws {
        let english = try localizer("en")
        #expect(english.format("followers %lld %@", table: "Catalog", 1, "Mia") == "Mia has 1 follower")
        #expect(english.format("followers %lld %@", table: "Catalog", 5, "Mia") == "Mia has 5 followers")
        #expect(english.format("n %lld of %lld", table: "Catalog", 1, 3) == "1 task of 3")
        #expect(english.format("n %lld of %lld", table: "Catalog", 2, 3) == "2 tasks of 3")
        let french = try localizer("fr")
        #expect(french.format("followers %lld %@", table: "Catalog", 1, "Léa") == "Léa a 1 abonné")
        #expect(french.format("followers %lld %@", table: "Catalog", 0, "Léa") == "Léa a 0 abonné")
        #expect(french.format("followers %lld %@", table: "Catalog", 3, "Léa") == "Léa a 3 abonnés")
    }

    @Test func catalogStatesAndSourceKeys() throws {
        let french = try localizer("fr")
        #expect(french.string("new.key", table: "Catalog") == "New in English", "state new without a value is missing")
        #expect(french.string("Cancel", table: "Catalog") == "Cancel", "a source key with no value is its own value")
        #expect(french.string("plain") == "Simple")
        #expect(try localizer("en").string("new.key", table: "Catalog") == "New in English")
    }
}
