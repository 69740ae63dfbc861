import Foundation
import LingoTools
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
        #expect(statistics.table() == """
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

    @Test func percentIsRoundedDown() {
        #expect(CoverageStatistics.Row(language: "x", translated: 9999, missing: 1).percent < 100)
        let statistics = CoverageStatistics(developmentLanguage: nil, rows: [CoverageStatistics.Row(language: "x", translated: 9999, missing: 1)])
        #expect(statistics.table().contains("99.9%"))
        #expect(CoverageStatistics.Row(language: "x").percent == 100)
    }
}
