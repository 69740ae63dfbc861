// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoTools
import TestSupport
import Testing

@Suite struct StatisticsTests {
    @Test func countsTablesAndCatalogs() throws {
        let project = try LocalizationProject.load(paths: [Fixtures.url("Stats").path])
        let statistics = CoverageStatistics(project: project)
        #expect(statistics.developmentLanguage == "en")
        let rows = Dictionary(uniqueKeysWithValues: statistics.rows.map { ($0.language, $0) })
        // Tables: en has 3 keys with text ("" needs none); fr translates 2 (one of them empty), de 3.
        // Catalog: 3 keys to translate (stale and shouldTranslate: false ones do not count);
        // fr: translated, needs review, new; de: translated, absent, translated.
        #expect(rows["fr"] == CoverageStatistics.Row(language: "fr", translated: 1 + 1, missing: 2 + 1, needsReview: 1))
        #expect(rows["de"] == CoverageStatistics.Row(language: "de", translated: 3 + 2, missing: 0 + 1, needsReview: 0))
        #expect(rows.count == 2)
        #expect(
            statistics.table() == """
                Development language: en
                language  translated  missing  needs review  total      %
                de                 5        1             0      6  83.3%
                fr                 2        3             1      6  33.3%

                """)
        let json = try JSONSerialization.jsonObject(with: Data(statistics.json().utf8)) as? [String: Any]
        let languages = json?["languages"] as? [[String: Any]]
        #expect(languages?.first?["percent"] as? Double == 83.3)
        #expect(languages?.first?["needsReview"] as? Int == 0)
    }

    @Test func aLanguageACatalogOrTableDoesNotMentionCountsItsStringsAsMissing() throws {
        // Main.xcstrings: ru and zh-Hant translate both keys; Launcher.xcstrings: only ru has its
        // two keys; Tables: en has 3 keys, ru translates 1, zh-Hant has no folder.
        let project = try LocalizationProject.load(paths: [Fixtures.url("StatsAbsent").path])
        let rows = Dictionary(uniqueKeysWithValues: CoverageStatistics(project: project).rows.map { ($0.language, $0) })
        #expect(rows["ru"] == CoverageStatistics.Row(language: "ru", translated: 2 + 2 + 1, missing: 2))
        #expect(rows["zh-Hant"] == CoverageStatistics.Row(language: "zh-Hant", translated: 2, missing: 2 + 3))
        #expect(rows["en"] == nil)
        #expect(rows.count == 2)
    }

    /// Rectangle has two catalogs; only the app's mentions en-GB (25 of its strings translated),
    /// the launcher's does not: its strings are missing in en-GB, not left out of the total.
    @Test(.sharedData) func rectangleCountsEveryCatalogInEveryLanguage() throws {
        let folder = SharedData.corpora.appendingPathComponent("rectangle")
        let statistics = CoverageStatistics(project: try LocalizationProject.load(paths: [folder.path]))
        let rows = Dictionary(uniqueKeysWithValues: statistics.rows.map { ($0.language, $0) })
        let britishEnglish = try #require(rows["en-GB"])
        let korean = try #require(rows["ko"])
        #expect(britishEnglish.total == korean.total)
        #expect(britishEnglish.translated == 25)
        #expect(britishEnglish.total == 487)
        #expect(statistics.table().contains("en-GB               25      460             2    487   5.1%"))
    }

    static let corpora = ["rectangle", "icecubes", "utm"]

    /// Whatever a language translates, it has the same strings to translate as every other.
    @Test(.sharedData, arguments: corpora) func everyLanguageOfACorpusHasTheSameTotal(corpus: String) throws {
        let folder = SharedData.corpora.appendingPathComponent(corpus)
        let statistics = CoverageStatistics(project: try LocalizationProject.load(paths: [folder.path]))
        try #require(!statistics.rows.isEmpty)
        let totals = Set(statistics.rows.map(\.total))
        #expect(totals.count == 1, "totals differ: \(statistics.rows.map { "\($0.language) \($0.total)" })")
    }

    @Test func percentIsRoundedButNeverShowsCompleteOrEmptyWhenItIsNot() {
        #expect(CoverageStatistics.Row(language: "x", translated: 9999, missing: 1).percent < 100)
        func shown(_ translated: Int, _ missing: Int) -> String {
            CoverageStatistics(
                developmentLanguage: nil,
                rows: [
                    CoverageStatistics.Row(
                        language: "x", translated: translated,
                        missing: missing)
                ]
            ).table()
        }
        #expect(shown(9999, 1).contains(" 99.9%"))
        #expect(shown(2, 1).contains(" 66.7%"))  // 66.666…: rounded up, not truncated to 66.6
        #expect(shown(1, 7).contains(" 12.5%"))  // 12.5 exactly
        #expect(shown(999, 1).contains(" 99.9%"))  // 99.9 exactly
        #expect(shown(1995, 5).contains(" 99.8%"))  // 99.75: rounded half away from zero
        #expect(shown(1, 9999).contains(" 0.1%"))
        #expect(shown(0, 3).contains(" 0.0%"))
        #expect(shown(3, 0).contains(" 100.0%"))
        #expect(CoverageStatistics.Row(language: "x").percent == 100)
    }
}
