// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import Testing

/// One row of a matching table: preferences → available → expected localizations.
struct MatchRow: Sendable, CustomTestStringConvertible {
    let preferences: [String]
    let available: [String]
    /// The expected result of `preferredLocalizations(from:forPreferences:)`: all of it, or
    /// only its first element when `firstOnly`.
    let expected: [String]
    let firstOnly: Bool

    init(_ preferences: String, _ available: String, _ expected: String, firstOnly: Bool = false) {
        func list(_ text: String) -> [String] {
            text.split(separator: ",").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
        }
        self.preferences = list(preferences)
        self.available = list(available)
        self.expected = list(expected)
        self.firstOnly = firstOnly
    }

    var testDescription: String {
        let line = { (list: [String]) in list.joined(separator: " ") }
        return "\(line(preferences)) | \(line(available)) → \(line(expected))"
    }

    var result: [String] {
        LanguageMatcher.preferredLocalizations(from: available, forPreferences: preferences)
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

@Suite struct LanguageMatcherTests {
    // MARK: The issue's table

    static let issueTable: [MatchRow] = [
        MatchRow("en-IN", "en, en-GB", "en-GB"),
        MatchRow("en-GB", "en, zh-Hans", "en"),
        MatchRow("en-US", "en, en-GB", "en"),
        MatchRow("zh-HK", "zh-Hans, zh-Hant, en", "zh-Hant"),
        MatchRow("zh-TW", "zh-Hans, zh-Hant, en", "zh-Hant"),
        MatchRow("zh-Hant-TW", "zh-Hans, zh-Hant", "zh-Hant"),
        MatchRow("zh-CN", "zh-Hans, zh-Hant", "zh-Hans"),
        MatchRow("zh-SG", "zh-Hans, zh-Hant", "zh-Hans"),
        MatchRow("zh-MO", "zh-Hans, zh-Hant", "zh-Hant"),
        MatchRow("zh", "zh-Hans, zh-Hant", "zh-Hans"),
        MatchRow("zh-HK", "zh-Hans, zh-Hant, zh-HK", "zh-HK"),
        MatchRow("pt-BR", "pt, pt-PT", "pt"),
        MatchRow("pt-PT", "pt, pt-PT", "pt-PT"),
        MatchRow("es-MX", "es, es-419", "es-419"),
        MatchRow("sr-Latn-RS", "sr, sr-Latn", "sr-Latn"),
        MatchRow("fr-CA, ko-KR", "en, ko, fr", "fr"),
        MatchRow("fr-CA, ko-KR", "en, ko", "ko"),
        MatchRow("iw", "he, en", "he"),
        MatchRow("in", "id, en", "id"),
        MatchRow("", "en, fr", ""),
        MatchRow("ja-JP", "English, Japanese", "Japanese"),
    ]

    @Test(arguments: issueTable)
    func issueTableByName(row: MatchRow) {
        #expect(Array(row.result.prefix(1)) == row.expected)
    }

    @Test(arguments: issueTable)
    func issueTableByTag(row: MatchRow) throws {
        let available = try row.available.map { try LanguageTag($0) }
        let matcher = LanguageMatcher(available: available)
        let preferences = try row.preferences.map { try LanguageTag($0) }
        let expected = try row.expected.first.map { try LanguageTag($0) }
        #expect(matcher.bestMatch(for: preferences)?.localization == expected)
    }

    // MARK: Apple's documented examples

    /// The examples in Apple's ICU header `ualoc.h` (`ualoc_localizationsToUse`), which
    /// `Bundle.preferredLocalizations` uses: for each preferred language and set of `.lproj`
    /// folders, the localizations Apple returns.
    static let appleExamples: [MatchRow] = {
        let chinese = [
            "zh_CN, zh_TW", "zh_CN, zh_TW, zh_HK", "zh_CN, zh_TW, zh_HK, zh_MO", "zh_Hans, zh_Hant, zh_Hant_HK",
            "zh_CN, zh_TW, zh_Hans, zh_Hant", "zh_CN, zh_TW, zh_HK, zh_Hans, zh_Hant, zh_Hant_HK",
        ]
        let chineseRows: [(String, [String])] = [
            ("zh", ["zh_CN", "zh_CN", "zh_CN", "zh_Hans", "zh_Hans", "zh_Hans"]),
            ("zh-Hans", ["zh_CN", "zh_CN", "zh_CN", "zh_Hans", "zh_Hans", "zh_Hans"]),
            ("zh-Hant", ["zh_TW", "zh_TW", "zh_TW", "zh_Hant", "zh_Hant", "zh_Hant"]),
            ("zh-Hans-CN", ["zh_CN", "zh_CN", "zh_CN", "zh_Hans", "zh_CN, zh_Hans", "zh_CN, zh_Hans"]),
            ("zh-Hans-SG", ["zh_CN", "zh_CN", "zh_CN", "zh_Hans", "zh_Hans", "zh_Hans"]),
            ("zh-Hant-TW", ["zh_TW", "zh_TW", "zh_TW", "zh_Hant", "zh_TW, zh_Hant", "zh_TW, zh_Hant"]),
            (
                "zh-Hant-HK",
                [
                    "zh_TW", "zh_HK, zh_TW", "zh_HK, zh_TW", "zh_Hant_HK, zh_Hant", "zh_Hant",
                    "zh_Hant_HK, zh_TW, zh_HK, zh_Hant",
                ]
            ),
            ("zh-Hant-MO", ["zh_TW", "zh_HK, zh_TW", "zh_MO, zh_TW, zh_HK", "zh_Hant_HK, zh_Hant", "zh_Hant", ""]),
            ("zh-Hans-HK", ["zh_CN", "zh_CN", "zh_CN", "zh_Hans", "zh_Hans", "zh_Hans"]),
            ("zh-CN", ["zh_CN", "zh_CN", "zh_CN", "zh_Hans", "zh_CN, zh_Hans", "zh_CN, zh_Hans"]),
            ("zh-SG", ["zh_CN", "zh_CN", "zh_CN", "zh_Hans", "zh_Hans", "zh_Hans"]),
            ("zh-TW", ["zh_TW", "zh_TW", "zh_TW", "zh_Hant", "zh_TW, zh_Hant", "zh_TW, zh_Hant"]),
            (
                "zh-HK",
                [
                    "zh_TW", "zh_HK, zh_TW", "zh_HK, zh_TW", "zh_Hant_HK, zh_Hant", "zh_Hant",
                    "zh_HK, zh_TW, zh_Hant_HK, zh_Hant",
                ]
            ),
            ("zh-MO", ["zh_TW", "zh_HK, zh_TW", "zh_MO, zh_TW, zh_HK", "zh_Hant_HK, zh_Hant", "zh_Hant", ""]),
        ]
        let english = [
            "English", "en, en_AU, en_GB", "en, en_AU, en_GB, en_CA", "en, en_AU, en_GB, en_CA, en_IN, en_US",
            "en, en_AU, en_GB, en_001", "en, en_AU, en_GB, en_001, en_150",
        ]
        let englishRows: [(String, [String])] = [
            ("en", ["English", "en", "en", "en", "en", "en"]),
            ("en-US", ["English", "en", "en", "en_US, en", "en", "en"]),
            (
                "en-AU",
                [
                    "English", "en_AU, en_GB, en", "en_AU, en_GB, en", "en_AU, en_GB, en",
                    "en_AU, en_GB, en_001, en", "en_AU, en_GB, en_001, en",
                ]
            ),
            ("en-CA", ["English", "en", "en_CA, en", "en_CA, en", "en_001, en", "en_001, en"]),
            ("en-GB", ["English", "en_GB, en", "en_GB, en", "en_GB, en", "en_GB, en_001, en", "en_GB, en_001, en"]),
            (
                "en-IN",
                [
                    "English", "en_GB, en", "en_GB, en", "en_IN, en_GB, en", "en_GB, en_001, en",
                    "en_GB, en_001, en",
                ]
            ),
            (
                "en-FR",
                [
                    "English", "en_GB, en", "en_GB, en", "en_GB, en", "en_GB, en_001, en",
                    "en_150, en_GB, en_001, en",
                ]
            ),
            ("en-IL", ["English", "en", "en", "en", "en_001, en", "en_001, en"]),
            ("en-001", ["English", "en", "en", "en", "en_001, en", "en_001, en"]),
            (
                "en-150",
                [
                    "English", "en_GB, en", "en_GB, en", "en_GB, en", "en_GB, en_001, en",
                    "en_150, en_GB, en_001, en",
                ]
            ),
            ("en-Latn", ["English", "en", "en", "en", "en", "en"]),
            // Apple's header marks this one "not working as intended": it wants en_US, en.
            ("en-Latn-US", ["English", "en", "en", "en_US, en", "en", "en"]),
        ]
        let spanish = [
            "Spanish", "es, es_MX", "es, es_419", "es, es_419, es_MX", "es, es_ES, es_MX",
            "es, es_ES, es_419, es_MX",
        ]
        let spanishRows: [(String, [String])] = [
            ("es", ["Spanish", "es", "es", "es", "es", "es"]),
            ("es-ES", ["Spanish", "es", "es", "es", "es_ES, es", "es_ES, es"]),
            ("es-419", ["Spanish", "es", "es_419, es", "es_419, es", "es", "es_419, es"]),
            ("es-MX", ["Spanish", "es_MX, es", "es_419, es", "es_MX, es_419, es", "es_MX, es", "es_MX, es_419, es"]),
            ("es-AR", ["Spanish", "es", "es_419, es", "es_419, es", "es", "es_419, es"]),
        ]
        let portuguese = ["Portuguese", "pt, pt_PT", "pt, pt_BR, pt_PT", "pt, pt_BR"]
        let portugueseRows: [(String, [String])] = [
            ("pt", ["Portuguese", "pt", "pt", "pt"]),
            ("pt-BR", ["Portuguese", "pt", "pt_BR, pt", "pt_BR, pt"]),
            ("pt-PT", ["Portuguese", "pt_PT, pt", "pt_PT, pt", "pt"]),
            ("pt-MO", ["Portuguese", "pt_PT, pt", "pt_PT, pt", "pt"]),
        ]
        var rows = [MatchRow]()
        for (lists, table) in [
            (chinese, chineseRows), (english, englishRows), (spanish, spanishRows),
            (portuguese, portugueseRows),
        ] {
            for (preference, expectations) in table {
                for (list, expected) in zip(lists, expectations) where !expected.isEmpty {
                    rows.append(MatchRow(preference, list, expected))
                }
            }
        }
        return rows
    }()

    // Where this table differs from the header's comments, it follows Apple's implementation
    // of the same function (2019), which the comments predate: a chain through zh_Hant_HK also
    // lists zh_TW (zh-HK and zh-MO in the second set, zh-Hant-MO and zh-MO in the third), and
    // zh-Hant-MO and zh-MO in the sixth set (zh_HK first, zh_Hant_HK later, an exact tie) take
    // the earlier folder; those two cells are left out above.
    @Test(arguments: appleExamples)
    func appleDocumentedExample(row: MatchRow) {
        #expect(row.result == row.expected)
    }

    @Test func appleExamplesAreAllThere() {
        #expect(Self.appleExamples.count == 14 * 6 - 2 + 12 * 6 + 5 * 6 + 4 * 4)
    }

    // MARK: More of Apple's behaviour

    static let moreRows: [MatchRow] = [
        // English: en-GB stands for en-001; Oceania goes through en-AU.
        MatchRow("en-AU", "en, en-GB", "en-GB, en"),
        MatchRow("en-NZ", "en, en-AU, en-GB", "en-AU, en-GB, en"),
        MatchRow("en-GB", "en, en-AU", "en"),
        MatchRow("en-IE", "en-US, en-GB", "en-GB"),
        MatchRow("en-US", "en-GB, en-AU", "en-GB"),
        MatchRow("en", "en-GB, en-US", "en-US"),
        MatchRow("en-CA", "en, en-GB", "en"),
        MatchRow("en-DE", "en, en-GB", "en-GB, en"),
        // Spanish and Portuguese.
        MatchRow("es-US", "es, es-419", "es-419, es"),
        MatchRow("es-ES", "es-419, es-MX", "es-419"),
        MatchRow("es-419", "es-MX, es-ES", "es-MX"),
        MatchRow("pt-AO", "pt, pt-PT", "pt-PT, pt"),
        MatchRow("pt", "pt-PT, pt-BR", "pt-BR"),
        MatchRow("pt-PT", "pt-BR", "pt-BR"),
        MatchRow("pt-PT, en", "pt-BR, en", "en"),
        // French, German: regions fall back to the language, and the default region ranks first.
        MatchRow("fr-CH", "fr, de", "fr"),
        MatchRow("de-AT, en", "en, de-CH, de", "de"),
        MatchRow("it", "it-CH, it-IT", "it-IT"),
        MatchRow("fr-CH, fr-CA", "fr-FR, fr-CA", "fr-CA"),
        // Chinese never crosses scripts.
        MatchRow("zh-Hant", "zh-Hans, en", ""),
        MatchRow("zh-HK", "zh-Hans, en", ""),
        MatchRow("zh-HK, en", "zh-Hans, en", "en"),
        MatchRow("zh-Hans", "zh-Hant", ""),
        MatchRow("zh", "zh-Hant, en", ""),
        MatchRow("zh-Hant-HK", "zh-Hans, zh-Hant, zh-Hant-HK", "zh-Hant-HK, zh-Hant"),
        MatchRow("zh-Hant-MO", "zh-Hant-HK, zh-Hant", "zh-Hant-HK, zh-Hant"),
        MatchRow("zh-Hans-HK", "zh-Hans, zh-Hant, zh-HK", "zh-Hans"),
        MatchRow("zh-US", "zh-Hant, zh-Hans", "zh-Hans"),
        MatchRow("yue", "zh-Hans, zh-Hant", "zh-Hant"),
        MatchRow("yue-Hans", "zh-Hans, zh-Hant", "zh-Hans"),
        MatchRow("yue", "yue-Hant, zh-Hant", "yue-Hant, zh-Hant"),
        // Serbian, Uzbek, Punjabi, Azerbaijani: the script decides.
        MatchRow("sr", "sr-Latn, sr-Cyrl", "sr-Cyrl"),
        MatchRow("sr-Cyrl-RS", "sr, sr-Latn", "sr"),
        MatchRow("sr-Latn", "sr", ""),
        MatchRow("sr-ME", "sr, sr-Latn", "sr-Latn"),
        MatchRow("uz-Cyrl", "uz", ""),
        MatchRow("pa-PK", "pa, pa-Arab", "pa-Arab"),
        MatchRow("pa-IN", "pa, pa-Arab", "pa"),
        MatchRow("az-IR", "az", ""),
        // Norwegian: nb and nn fall back to no (CLDR), and no to either.
        MatchRow("nb", "no, en", "no"),
        MatchRow("nb-NO", "no, en", "no"),
        MatchRow("no", "nb, en", "nb"),
        MatchRow("nn", "nb, en", "nb"),
        // Legacy codes and folder names.
        MatchRow("ji", "yi, en", "yi"),
        MatchRow("mo", "ro, en", "ro"),
        MatchRow("he", "iw, en", "iw"),
        MatchRow("iw-IL", "he, en", "he"),
        MatchRow("fil", "tl, en", "tl"),
        MatchRow("sh", "sr-Latn, sr", "sr-Latn"),
        MatchRow("de-DE", "English, German, French", "German"),
        MatchRow("zh-Hant", "zh_CN, zh_TW", "zh_TW"),
        MatchRow("zh-Hans", "Chinese, English", "Chinese"),
        MatchRow("nb", "Norwegian, English", "Norwegian"),
        MatchRow("en", "English, en", "en, English"),
        // Messy folder names come back exactly as given.
        MatchRow("zh-Hans-CN", "zh_Hans, zh-hant, en", "zh_Hans"),
        MatchRow("pt-BR", "pt-br, pt", "pt-br, pt"),
        MatchRow("en-GB", "en-gb, en", "en-gb, en"),
        MatchRow("sr-RS", "sr-ec, sr-el", "sr-ec"),
        // Preferences with extensions or ICU keywords, and junk on either side.
        MatchRow("en-GB-u-ca-gregory", "en, en-GB", "en-GB, en"),
        MatchRow("fr_CA@calendar=gregorian", "en, fr", "fr"),
        MatchRow("e n, de", "Base, e n, de", "de"),
        MatchRow("", "", ""),
        MatchRow("en", "", ""),
        // No linguistic content: Apple's last resort.
        MatchRow("ja", "en, zxx", "zxx"),
        MatchRow("ja", "en, fr", ""),
    ]

    @Test(arguments: moreRows)
    func appleBehaviour(row: MatchRow) {
        #expect(row.result == row.expected)
    }

    /// Languages that resemble each other, with no parent or likely-subtag link, never match:
    /// the app falls back to its development language.
    @Test(arguments: [
        ("ms", "id"), ("id", "ms"), ("hr", "sr-Latn"), ("bs", "hr"), ("sr-Latn", "hr"), ("da", "nb"),
        ("sv", "nb"), ("nb", "da"), ("ca", "es"), ("gl", "pt"), ("pt", "gl"), ("uk", "ru"), ("be", "ru"),
        ("ru", "uk"), ("cs", "sk"), ("sk", "cs"), ("hi", "ur"), ("ur", "hi"), ("fa", "tg"), ("tg", "fa"),
        ("af", "nl"), ("nl", "af"), ("lb", "de"), ("gsw", "de"), ("mk", "bg"), ("zh-Hant", "ja"),
        ("ja", "zh-Hans"), ("ko", "zh-Hans"), ("hi", "en"), ("fr", "ht"), ("ht", "fr"), ("ar", "fa"),
        ("fa", "ar"), ("ku", "ckb"), ("ckb", "ku"), ("et", "fi"), ("fi", "et"), ("sr", "sr-Latn"),
        ("zh-Hans", "yue"), ("en", "sco"), ("es", "ast"), ("it", "vec"), ("it", "sc"),
    ])
    func resemblanceIsNotAMatch(preference: String, available: String) throws {
        #expect(LanguageMatcher.preferredLocalizations(from: [available, "x-dev"], forPreferences: [preference]) == [])
        let matcher = LanguageMatcher(available: [try LanguageTag(available)])
        #expect(matcher.match(try LanguageTag(preference)) == nil)
    }

    // MARK: Reasons

    @Test(arguments: [
        ("fr-CA", "fr-CA, fr", LanguageMatcher.Reason.exact),
        ("iw", "he, en", .exact),
        ("zh", "zh-Hans, zh-Hant", .likelySubtags),
        ("zh-TW", "zh-Hant-TW, zh-Hant", .likelySubtags),
        ("sr-Cyrl", "sr, sr-Latn", .likelySubtags),
        ("en-Latn-US", "en-US, en", .likelySubtags),
        ("zh-HK", "zh-Hans, zh-Hant", .sameScript),
        ("zh-CN", "zh-Hans, zh-Hant", .sameScript),
        ("sr-ME", "sr, sr-Latn", .sameScript),
        ("zh-Hant-TW", "zh-Hans, zh-Hant", .parent),
        ("en-IN", "en, en-GB", .parent),
        ("es-MX", "es, es-419", .parent),
        ("pt-BR", "pt, pt-PT", .parent),
        ("fr-CA", "en, fr", .parent),
        ("en", "en-US, en-GB", .moreSpecific),
        ("pt", "pt-BR", .moreSpecific),
        ("en-US", "en-GB", .sibling),
        ("pt-BR", "pt-PT", .sibling),
        ("es-AR", "es-MX", .sibling),
    ])
    func reason(preference: String, available: String, reason: LanguageMatcher.Reason) throws {
        let tags = try available.split(separator: ",").map { try LanguageTag($0.trimmingSpaces) }
        let match = try #require(LanguageMatcher(available: tags).match(try LanguageTag(preference)))
        #expect(match.reason == reason, "\(match.explanation)")
        #expect(match.preference == (try LanguageTag(preference)))
    }

    @Test func explanationsSayWhy() throws {
        let matcher = LanguageMatcher(available: ["en", "en-GB", "zh-Hans", "zh-Hant", "pt-PT", "es-MX"])
        let enIN = try #require(matcher.match("en-IN"))
        #expect(enIN.explanation == "en-IN → en-GB: parent locale (en-IN → en-GB)")
        #expect(enIN.description == enIN.explanation)
        let zhHK = try #require(matcher.match("zh-HK"))
        #expect(zhHK.explanation.contains("zh-HK is written in Hant"))
        #expect(zhHK.explanation.contains("zh-HK → zh-Hant-HK → zh-Hant"))
        let zh = try #require(matcher.match("zh"))
        #expect(zh.explanation.contains("zh-Hans-CN"))
        let ptBR = try #require(matcher.match("pt-BR"))
        #expect(ptBR.reason == .sibling)
        #expect(ptBR.explanation == "pt-BR → pt-PT: related locale (both fall back to pt)")
        let brazilian = LanguageMatcher(available: ["pt-BR", "en"])
        let ptPT = try #require(brazilian.match("pt-PT"))
        #expect(ptPT.localization == "pt-BR")
        #expect(ptPT.explanation.contains("only when no preferred language has anything closer"))
        #expect(brazilian.bestMatch(for: ["pt-PT", "en"])?.localization == "en")
        let esAR = try #require(matcher.match("es-AR"))
        #expect(esAR.explanation.contains("both fall back to es-419"))
    }

    @Test func laterPreferenceOfTheSameLanguageNamingALocalizationWins() throws {
        let matcher = LanguageMatcher(available: ["fr-FR", "fr-CA", "en"])
        let match = try #require(matcher.bestMatch(for: ["fr-CH", "en", "fr-CA"]))
        #expect(match.localization == "fr-CA")
        #expect(match.preference == "fr-CA")
        #expect(match.reason == .exact)
        #expect(match.explanation.contains("later preference"))
        // Apple skips this second pass for Chinese.
        let chinese = LanguageMatcher(available: ["zh-Hant-TW", "zh-Hant-HK"])
        #expect(chinese.bestMatch(for: ["zh-Hant-MO", "zh-Hant-TW"])?.localization == "zh-Hant-HK")
    }

    @Test func resolveFallsBackToTheDevelopmentLanguage() {
        let matcher = LanguageMatcher(available: ["en", "fr"])
        let match = matcher.resolve(["ja", "ko"], developmentLanguage: "en")
        #expect(match.localization == "en")
        #expect(match.reason == .developmentLanguage)
        #expect(match.preference == nil)
        #expect(match.explanation.contains("ja, ko"))
        #expect(matcher.resolve([], developmentLanguage: "en").reason == .developmentLanguage)
        #expect(matcher.resolve(["fr-CA"], developmentLanguage: "en").localization == "fr")
    }

    @Test func firstPreferenceWithAnyMatchWins() {
        let matcher = LanguageMatcher(available: ["en", "ko", "fr"])
        #expect(matcher.bestMatch(for: ["fr-CA", "ko-KR"])?.localization == "fr")
        #expect(matcher.bestMatch(for: ["ja", "ko-KR", "fr"])?.localization == "ko")
        #expect(matcher.bestMatch(for: ["ja", "de"]) == nil)
        #expect(matcher.bestMatch(for: []) == nil)
    }

    @Test func tagMatcherListsTheFallbacksLikeBundle() {
        let matcher = LanguageMatcher(available: ["en", "en-AU", "en-GB", "en-001"])
        #expect(matcher.preferredLocalizations(for: ["en-NZ"]) == ["en-AU", "en-GB", "en-001", "en"])
        #expect(matcher.preferredLocalizations(for: ["ja"]) == [])
    }

    // MARK: Fallback chains

    @Test(arguments: [
        ("zh-Hant-MO", "zh-Hans, zh-Hant, zh-Hant-HK, zh-Hant-MO, en", "zh-Hant-MO, zh-Hant-HK, zh-Hant, en"),
        ("zh-Hant-HK", "zh-Hans, zh-Hant, zh-Hant-HK, en", "zh-Hant-HK, zh-Hant, en"),
        ("zh-Hant", "zh, zh-Hans, zh-Hant, en", "zh-Hant, en"),
        ("zh-Hans", "zh, zh-Hans, zh-Hant, en", "zh-Hans, zh, en"),
        ("es-MX", "es, es-419, es-MX, en", "es-MX, es-419, es, en"),
        ("en-IN", "en, en-001, en-GB, en-IN", "en-IN, en-001, en"),
        ("en-AU", "en, en-GB, en-AU, fr", "en-AU, en"),
        ("en-GB", "en, en-GB, en-AU, fr", "en-GB, en"),
        ("en-NZ", "en-001, en-AU", "en-NZ, en-001, en"),
        ("zh-HK", "zh-Hant, zh-Hant-TW, zh-HK", "zh-HK, zh-Hant, en"),
        ("zh-Hant-HK", "zh-Hant-TW, zh-Hant", "zh-Hant-HK, zh-Hant, en"),
        ("zh-Hans-SG", "zh, zh-CN, zh-Hans", "zh-Hans-SG, zh, zh-Hans, en"),
        ("yue", "yue, zh-Hant", "yue, en"),
        ("hi-Latn", "hi, en-IN, en", "hi-Latn, en-IN, en"),
        ("nb", "no, nn", "nb, no, en"),
        ("sr-Latn", "sr, sr-Latn, en", "sr-Latn, en"),
        ("sr-Latn-RS", "sr, sr-Latn, en", "sr-Latn-RS, sr-Latn, en"),
        ("pt-BR", "pt, pt-PT, pt-BR, en", "pt-BR, pt, en"),
        ("pt-AO", "pt, pt-PT, en", "pt-AO, pt-PT, pt, en"),
        ("fr-CA", "fr, en", "fr-CA, fr, en"),
        ("en", "en, fr", "en"),
        ("ja", "en, fr", "ja, en"),
        ("ca-ES-valencia", "ca, ca-ES, es", "ca-ES-valencia, ca-ES, ca, en"),
    ])
    func fallbackChain(localization: String, available: String, expected: String) throws {
        let tags = try available.split(separator: ",").map { try LanguageTag($0.trimmingSpaces) }
        let matcher = LanguageMatcher(available: tags)
        let chain = matcher.fallbackChain(for: try LanguageTag(localization), developmentLanguage: "en")
        #expect(chain.map(\.identifier).joined(separator: ", ") == expected)
    }

    @Test func fallbackChainWithAChineseDevelopmentLanguage() {
        let matcher = LanguageMatcher(available: ["zh-Hans", "zh-Hant", "zh-Hant-HK", "en"])
        #expect(
            matcher.fallbackChain(for: "zh-Hant-HK", developmentLanguage: "zh-Hans")
                == ["zh-Hant-HK", "zh-Hant", "zh-Hans"])
        #expect(matcher.fallbackChain(for: "zh-Hans", developmentLanguage: "zh-Hans") == ["zh-Hans"])
    }

    @Test func duplicateSpellingsAppearOnceInChains() {
        let matcher = LanguageMatcher(available: ["zh-Hant", "zh-Hant", "en"])
        #expect(matcher.fallbackChain(for: "zh-Hant", developmentLanguage: "en") == ["zh-Hant", "en"])
    }
}
