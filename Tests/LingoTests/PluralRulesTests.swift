// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import Testing

/// `PluralRules`: locale resolution and hand-written truth tables for the languages.
@Suite struct PluralRulesTests {
    typealias Case = (number: String, category: PluralCategory)

    /// Checks `category(forDecimal:)` and, for whole numbers, `category(for: Int)`.
    private func check(_ language: LanguageTag, _ cases: [Case], sourceLocation: SourceLocation = #_sourceLocation) {
        let rules = PluralRules(for: language)
        for (number, expected) in cases {
            #expect(
                rules.category(forDecimal: number) == expected, "\(language) \(number)", sourceLocation: sourceLocation)
            if let integer = Int(number) {
                #expect(
                    rules.category(for: integer) == expected, "\(language) Int \(number)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    private func checkOrdinal(
        _ language: LanguageTag, _ cases: [(Int, PluralCategory)], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let rules = PluralRules(for: language)
        for (number, expected) in cases {
            #expect(
                rules.ordinalCategory(for: number) == expected, "\(language) \(number)", sourceLocation: sourceLocation)
            #expect(
                rules.ordinalCategory(forDecimal: String(number)) == expected, "\(language) \"\(number)\"",
                sourceLocation: sourceLocation)
        }
    }

    // MARK: Cardinal truth tables (from the CLDR rules, written out by hand)

    @Test func english() {
        check(
            "en",
            [
                ("1", .one), ("0", .other), ("2", .other), ("5", .other), ("-1", .one),
                ("1.0", .other), ("1.00", .other), ("1.5", .other), ("0.5", .other), ("1c3", .other),
            ])
    }

    @Test func russian() {
        check(
            "ru",
            [
                ("0", .many), ("1", .one), ("2", .few), ("4", .few), ("5", .many), ("11", .many),
                ("12", .many), ("14", .many), ("21", .one), ("22", .few), ("25", .many), ("101", .one),
                ("111", .many), ("1000", .many), ("1.5", .other), ("1.0", .other), ("-21", .one),
            ])
    }

    @Test func arabic() {
        check(
            "ar",
            [
                ("0", .zero), ("1", .one), ("2", .two), ("3", .few), ("10", .few), ("11", .many),
                ("99", .many), ("100", .other), ("101", .other), ("102", .other), ("103", .few),
                ("111", .many), ("1.5", .other), ("0.0", .zero), ("2.0", .two),
            ])
    }

    @Test func polish() {
        check(
            "pl",
            [
                ("0", .many), ("1", .one), ("2", .few), ("4", .few), ("5", .many), ("12", .many),
                ("21", .many), ("22", .few), ("101", .many), ("112", .many), ("1.5", .other), ("1.0", .other),
            ])
    }

    @Test func japaneseHasOnlyOther() {
        check("ja", [("0", .other), ("1", .other), ("2", .other), ("1.5", .other), ("1000000", .other)])
        #expect(PluralRules(for: "ja") == .root)
    }

    @Test func frenchManyForMillions() {
        check(
            "fr",
            [
                ("0", .one), ("1", .one), ("1.5", .one), ("2", .other), ("1000000", .many),
                ("2000000", .many), ("1000001", .other), ("1000000.0", .other), ("1c6", .many),
                ("1e6", .many), ("1.1c6", .many), ("1c3", .other), ("1.5c3", .other), ("1e30", .many),
            ])
        let french = PluralRules(for: "fr")
        #expect(french.category(for: 1_000_000_000_000_000) == .many)
        #expect(french.category(for: 1e30) == .many)  // printed 1e+30: a whole number, v = 0
        #expect(french.category(for: 1e15) == .other)  // printed 1000000000000000.0: v = 1
        #expect(french.category(forDecimal: "1" + String(repeating: "0", count: 399)) == .many)
    }

    @Test func portugueseDependsOnTheRegion() {
        let brazil: [Case] = [("0", .one), ("1", .one), ("1.5", .one), ("2", .other), ("1000000", .many)]
        let portugal: [Case] = [("0", .other), ("1", .one), ("1.5", .other), ("2", .other), ("1000000", .many)]
        check("pt", brazil)
        check("pt-BR", brazil)
        check("pt-PT", portugal)
        check("pt-AO", portugal)
        check("pt-Latn-PT", portugal)
        #expect(PluralRules(for: "pt-PT") != PluralRules(for: "pt"))
        #expect(PluralRules(for: "pt-MZ") == PluralRules(for: "pt-PT"))
    }

    @Test func hebrewAndItsLegacyCode() {
        let cases: [Case] = [("1", .one), ("2", .two), ("3", .other), ("0.5", .one), ("1.5", .other), ("20", .other)]
        check("he", cases)
        check("iw", cases)
    }

    @Test func welsh() {
        check("cy", [("0", .zero), ("1", .one), ("2", .two), ("3", .few), ("4", .other), ("6", .many), ("7", .other)])
    }

    @Test func serbianScriptsShareTheRules() {
        let cases: [Case] = [("1", .one), ("2", .few), ("5", .other), ("2.1", .one), ("0.2", .few), ("0.5", .other)]
        check("sr", cases)
        check("sr-Latn", cases)
        check("sr-Cyrl-RS", cases)
        check("sh", cases)
    }

    /// Locales whose rules CLDR 47 changed since 41, so the sample test skips them.
    @Test func rulesChangedSinceCLDR41() {
        check(
            "is",
            [
                ("1", .one), ("21", .one), ("11", .other), ("0.1", .one), ("1.1", .one), ("0.11", .other),
                ("0.21", .one), ("2", .other),
            ])
        check("ca", [("1", .one), ("1.0", .other), ("2", .other), ("1000000", .many), ("1c6", .many)])
        check(
            "ro",
            [
                ("0", .few), ("1", .one), ("2", .few), ("19", .few), ("20", .other), ("101", .few),
                ("119", .few), ("120", .other), ("1.5", .few),
            ])
        check(
            "mt",
            [
                ("0", .few), ("1", .one), ("2", .two), ("3", .few), ("10", .few), ("11", .many),
                ("19", .many), ("20", .other), ("102", .other), ("103", .few),
            ])
    }

    @Test func hugeNumbersUseTheirLastDigits() {
        let prefix = "1" + String(repeating: "0", count: 397)  // 398 digits, then two more
        check("ru", [(prefix + "21", .one), (prefix + "11", .many), (prefix + "23", .few), (prefix + "25", .many)])
        let russian = PluralRules(for: "ru")
        #expect(russian.category(for: Int.max) == .many)  // …807
        #expect(russian.category(for: Int.min) == .many)  // …808
        #expect(russian.category(for: -9_223_372_036_854_775_801) == .one)
    }

    // MARK: Bad input and doubles

    @Test(arguments: ["", "-", "--1", "1..2", "abc", "1e", " 1", "0x1", "1,5", String(repeating: "1", count: 40) + "x"])
    func malformedDecimalIsOther(text: String) {
        #expect(PluralRules(for: "ar").category(forDecimal: text) == .other)
        #expect(PluralRules(for: "en").category(forDecimal: text) == .other)
        #expect(PluralRules(for: "en").ordinalCategory(forDecimal: text) == .other)
    }

    @Test func doublesAreReadAsSwiftPrintsThem() {
        let english = PluralRules(for: "en")
        #expect(english.category(for: 1.0) == .other)  // "1.0"
        #expect(english.category(for: 1.5) == .other)
        #expect(english.category(for: 1) == .one)  // the Int overload
        let russian = PluralRules(for: "ru")
        #expect(russian.category(for: 1.5) == .other)
        #expect(russian.category(for: 21.0) == .other)  // "21.0": v = 1
        let french = PluralRules(for: "fr")
        #expect(french.category(for: 1.5) == .one)
        #expect(french.category(for: -0.5) == .one)
        let arabic = PluralRules(for: "ar")
        #expect(arabic.category(for: 2.0) == .two)  // n = 2 whatever v is
        for special in [Double.nan, .infinity, -.infinity, .signalingNaN] {
            #expect(arabic.category(for: special) == .other)
            #expect(french.category(for: special) == .other)
            #expect(english.ordinalCategory(for: special) == .other)
        }
    }

    // MARK: Ordinals

    @Test func englishOrdinals() {
        checkOrdinal(
            "en",
            [
                (1, .one), (2, .two), (3, .few), (4, .other), (11, .other), (12, .other), (13, .other),
                (21, .one), (22, .two), (23, .few), (101, .one), (111, .other), (112, .other), (0, .other),
                (-2, .two),
            ])
        let english = PluralRules(for: "en")
        #expect(english.ordinalCategory(for: 2.0) == .two)
        #expect(english.ordinalCategory(for: 2.5) == .other)
    }

    @Test func otherOrdinals() {
        checkOrdinal("fr", [(1, .one), (2, .other), (0, .other)])
        checkOrdinal("ru", [(1, .other), (2, .other), (3, .other)])
        checkOrdinal(
            "cy",
            [
                (0, .zero), (7, .zero), (1, .one), (2, .two), (3, .few), (4, .few), (5, .many), (6, .many),
                (10, .other),
            ])
        checkOrdinal("it", [(8, .many), (11, .many), (80, .many), (800, .many), (1, .other), (81, .other)])
    }

    // MARK: Locale resolution

    @Test(
        arguments: [
            ("en-US", "en"), ("en-GB", "en"), ("en-US-u-ca-buddhist", "en"), ("en-US-posix", "en"),
            ("zh-Hant-TW", "zh"),
            ("zh-Hans", "zh"), ("sr-Latn", "sr"), ("de-CH", "de"), ("ca-ES-valencia", "ca"), ("es-419", "es"),
            ("tl", "fil"), ("mo", "ro"), ("in", "id"), ("deu", "de"), ("nb-NO", "nb"), ("ar-001", "ar"),
        ] as [(LanguageTag, LanguageTag)])
    func resolvesLikeItsLanguage(tag: LanguageTag, language: LanguageTag) {
        #expect(PluralRules(for: tag) == PluralRules(for: language))
    }

    @Test(arguments: ["und", "xx", "tlh", "zxx", "x-klingon", "ja-JP", "zh", "ko", "yue-Hant"] as [LanguageTag])
    func unknownAndOtherOnlyLanguagesAreRoot(tag: LanguageTag) {
        let rules = PluralRules(for: tag)
        #expect(rules == .root)
        #expect(rules.category(for: 1) == .other)
        #expect(rules.categories == [.other])
        #expect(rules.ordinalCategories == [.other])
    }

    @Test func equalityMeansTheSameRules() {
        #expect(PluralRules(for: "de") == PluralRules(for: "nl"))  // one: i = 1 and v = 0; no ordinals
        #expect(PluralRules(for: "de") != PluralRules(for: "en"))  // English has ordinals
        #expect(PluralRules(for: "ru") != PluralRules(for: "uk"))  // Ukrainian ordinal few (3rd)
        #expect(Set([PluralRules(for: "de"), PluralRules(for: "nl"), PluralRules(for: "en")]).count == 2)
    }

    // MARK: Categories

    @Test(
        arguments: [
            ("ru", [.one, .few, .many, .other]),
            ("ar", [.zero, .one, .two, .few, .many, .other]),
            ("ja", [.other]),
            ("en", [.one, .other]),
            ("fr", [.one, .many, .other]),
            ("pl", [.one, .few, .many, .other]),
            ("pt-PT", [.one, .many, .other]),
            ("cy", [.zero, .one, .two, .few, .many, .other]),
        ] as [(LanguageTag, Set<PluralCategory>)])
    func cardinalCategories(tag: LanguageTag, expected: Set<PluralCategory>) {
        #expect(PluralRules(for: tag).categories == expected)
    }

    @Test(
        arguments: [
            ("en", [.one, .two, .few, .other]),
            ("ru", [.other]),
            ("fr", [.one, .other]),
            ("cy", [.zero, .one, .two, .few, .many, .other]),
            ("it", [.many, .other]),
        ] as [(LanguageTag, Set<PluralCategory>)])
    func ordinalCategories(tag: LanguageTag, expected: Set<PluralCategory>) {
        #expect(PluralRules(for: tag).ordinalCategories == expected)
    }

    /// Every locale key of cldr-47.json resolves to rules with the categories the data lists.
    @Test func everyCLDR47LocaleHasItsCategories() throws {
        let data = try CLDR47Plurals.load()
        #expect(data.cardinal.count == 1082)
        for (key, rules) in data.cardinal {
            let tag = try LanguageTag(key)
            let expected = Set(rules.keys.compactMap(PluralCategory.init(rawValue:))).union([.other])
            #expect(PluralRules(for: tag).categories == expected, "\(key)")
        }
        for (key, rules) in data.ordinal {
            let tag = try LanguageTag(key)
            let expected = Set(rules.keys.compactMap(PluralCategory.init(rawValue:))).union([.other])
            #expect(PluralRules(for: tag).ordinalCategories == expected, "\(key)")
        }
    }
}
