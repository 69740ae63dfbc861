// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import Testing

@Suite struct DeveloperAidsTests {
    private func localizer(options: LocalizerOptions, system: [LanguageTag] = ["en"]) throws -> Localizer {
        try Localizer(
            resources: AppFixture.resources, developmentLanguage: "en", store: .inMemory(),
            systemLanguages: .fixed(system), options: options)
    }

    @Test func pseudoLanguagesAreSelectableButNeverChosenFromTheSystem() throws {
        let localizer = try localizer(options: .pseudoLanguages, system: ["ar-EG", "en-US"])
        #expect(localizer.availableLanguages.contains("en-XA"))
        #expect(localizer.availableLanguages.contains("ar-XB"))
        #expect(localizer.language == "en", "ar-EG must not match ar-XB")
        try localizer.setLanguage("en-XA")
        #expect(localizer.language == "en-XA")
        let plain = try localizer.withLanguage("en") { localizer.string("greeting") }
        #expect(plain == "Hello")
        #expect(
            try Localizer(resources: AppFixture.resources, developmentLanguage: "en", store: .inMemory())
                .availableLanguages.contains("en-XA") == false, "off unless asked for")
    }

    @Test func accentedPseudoLanguageIsLongerBracketedAndKeepsPlaceholders() throws {
        let localizer = try localizer(options: .pseudoLanguages)
        try localizer.setLanguage("en-XA")
        let greeting = localizer.string("greeting")
        #expect(greeting.hasPrefix("[Ĥéļļö"))
        #expect(greeting.hasSuffix("]"))
        #expect(greeting.count >= Int(Double("Hello".count) * 1.4))
        #expect(!greeting.contains(where: { "Hello".contains($0) }), "every letter is accented")
        // Placeholders survive and still format.
        #expect(localizer.format("swap", "a", "b").contains("b") && localizer.format("swap", "a", "b").contains("a"))
        let files = localizer.format("files", 1234)
        #expect(files.contains("1,234"), "\(files)")
        #expect(localizer.string("only.en").hasPrefix("["), "every development-language key is pseudo-localized")
        #expect(
            localizer.string("missing.key") == "missing.key", "hard-coded or missing text stays plain: easy to spot")
    }

    @Test func bidirectionalPseudoLanguageIsRightToLeft() throws {
        let localizer = try localizer(options: .pseudoLanguages)
        try localizer.setLanguage("ar-XB")
        #expect(localizer.language.isRightToLeft)
        let greeting = localizer.string("greeting")
        #expect(greeting == "\u{200F}\u{202E}Hello\u{202C}")
        let swapped = localizer.format("swap", "a", "b")
        #expect(swapped == "\u{200F}b\u{202E} then \u{202C}a", "placeholders stay outside the override")
    }

    @Test func keysOnlyModeShowsKeysInEveryLanguage() throws {
        let localizer = try localizer(options: .showKeys)
        #expect(localizer.string("greeting") == "greeting")
        #expect(localizer.string("nope", default: "Fallback") == "nope")
        #expect(localizer.format("files", 3) == "files")
        try localizer.setLanguage("ko")
        #expect(localizer.string("greeting") == "greeting")
        #expect(localizer.string(at: 0, of: LocalizationKeys(keys: ["greeting"])) == "greeting")
    }
}
