// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import Lingo

/// How `NumberSymbols(for:)` finds a tag's symbols in the generated CLDR table, and that odd
/// tags and environments never reach Foundation's locale machinery (issue 13: a 12-letter
/// `LANG` crashed inside ICU). Expected values are written by hand.
@Suite struct NumberSymbolsLookupTests {
    static let english = NumberSymbols()

    @Test(arguments: [
        ("de-AT", "1.234.567,5"), ("de-CH", "1’234’567.5"), ("de-LI", "1’234’567.5"), ("zh-TW", "1,234,567.5"),
        ("en-IN", "12,34,567.5"), ("hi", "12,34,567.5"), ("ar-EG", "١٬٢٣٤٬٥٦٧٫٥"), ("ar", "1,234,567.5"),
        ("fa-IR", "۱٬۲۳۴٬۵۶۷٫۵"), ("pa-Arab", "۱٬۲۳۴٬۵۶۷٫۵"), ("ca-ES-valencia", "1.234.567,5"),
        ("sl-SI", "1.234.567,5"), ("ru-RU-u-nu-arab", "1\u{A0}234\u{A0}567,5"),
    ])
    func foundAlongTheParentChain(language: String, expected: String) throws {
        let renderer = FormatRenderer(symbols: NumberSymbols(for: try LanguageTag(language)))
        #expect(renderer.render("%.1f", 1_234_567.5).string == expected)
    }

    @Test(arguments: ["qqq", "und", "zxx", "abcdefgh", "x-abcdefgh", "en-x-abcdefgh-ijklmnop"])
    func unknownLanguagesGetTheRootSymbols(language: String) throws {
        let symbols = NumberSymbols(for: try LanguageTag(language))
        #expect(symbols == Self.english)
        #expect(FormatRenderer(symbols: symbols).render("%d|%.2f", 1234, -0.5).string == "1,234|-0.50")
    }

    /// Every line of the generated table decodes, and `root` is in it.
    @Test func generatedTableDecodes() {
        let lines = NumberSymbols.cldrSymbolSetsTable.split(separator: "\n")
        #expect(lines.count == NumberSymbols.cldrTables.sets.count)
        for line in lines { #expect(NumberSymbols.decodeSymbolSet(line) != nil, "\(line)") }
        #expect(NumberSymbols.cldrLocalesTable.split(separator: "\n").count == lines.count)
        #expect(NumberSymbols.cldrTables.locales["root"] != nil)
        #expect(NumberSymbols.cldrTables.locales.count > 1000)
    }

    /// A 16-letter `LANG`: the localizer resolves and formats numbers; nothing asks ICU.
    @Test func sixteenLetterLANGFormatsNumbers() throws {
        let system = SystemLanguages.environment(["LANG": "abcdefghijklmnop"])
        for tag in system.languages {
            #expect(NumberSymbols(for: tag) == Self.english, "\(tag)")
        }
        let localizer = try Localizer(
            resources: AppFixture.resources, developmentLanguage: "en", store: .inMemory(),
            systemLanguages: system)
        #expect(localizer.format("files", 1234) == "1,234 files")
        #expect(localizer.format("%d|%.1f", 12345, 0.5) == "12,345|0.5")
    }

    /// ICU's default locale comes from these variables on Linux; a language field of 12 or more
    /// characters crashes it, so display names stay away from Foundation then.
    @Test(arguments: [
        (["LANG": "abcdefghijkl"], false), (["LANG": "abcdefghijklmnop"], false), (["LANG": "abcdefghijk"], true),
        (["LANG": "abcdefghijkl.UTF-8"], false), (["LANG": "abcdefghijkl_US@latin"], false),
        (["LANG": "x_abcdefghij"], false), (["LANG": "x_abcdefghi"], true), (["LANG": "de_DE.UTF-8"], true),
        (["LANG": "en_ABCDEFGHIJKLMNOP"], true), (["LANG": "_abcdefghijkl"], true), ([:], true),
        (["LC_ALL": "de_DE.UTF-8", "LANG": "abcdefghijkl"], true),
        (["LC_MESSAGES": "abcdefghijkl", "LANG": "de"], false),
        (["LC_ALL": "", "LANG": "abcdefghijkl"], false),
    ])
    func hostLocaleEnvironment(environment: [String: String], usable: Bool) {
        #expect(HostLocaleEnvironment.isUsable(environment) == usable)
    }
}
