// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats
import LingoTools
import Testing

/// "Translated" means one thing to every reader: the runtime shows what has a value, `stats`
/// counts what is translated, `lint` names each state.
@Suite struct TranslationStateTests {
    typealias Case = (value: String?, state: StringCatalog.State?, expected: TranslationState)

    @Test(
        arguments: [
            (nil, nil, .missing), (nil, .translated, .missing), ("", .new, .missing), ("Hallo", .new, .new),
            ("Hallo", .needsReview, .needsReview), ("Hallo", .stale, .stale), ("", nil, .empty),
            ("", .translated, .empty), ("Hallo", nil, .translated), ("Hallo", .translated, .translated),
        ] as [Case])
    func aTextsStateFollowsItsValueAndCatalogState(
        value: String?, state: StringCatalog.State?, expected: TranslationState
    ) {
        #expect(TranslationState(value: value, state: state) == expected)
        #expect(TranslationState(value: value, state: state).hasValue == (expected != .missing))
    }

    /// A catalog whose German localizations are in every state, read by the three readers.
    static let catalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "copied" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "new", "value" : "Copied" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Copied" } } } },
          "empty.plural.form" : { "localizations" : {
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dinge" } } } } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld things" } } } },
          "nobody" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "new", "value" : "" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Nobody" } } } },
          "review" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Prüfen" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Review" } } } },
          "done" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } } } }
        } }
        """

    @Test func theRuntimeStatsAndLintAgree() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lingo-states-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(Self.catalog.utf8).write(to: root.appendingPathComponent("Localizable.xcstrings"))

        // The runtime shows every text with a value; "nobody" has none and falls back to en.
        let localizer = try Localizer(
            resources: root, developmentLanguage: "en", store: .inMemory(.explicit("de")),
            systemLanguages: .fixed(["en"]))
        #expect(localizer.string("copied") == "Copied")
        #expect(localizer.string("nobody") == "Nobody")
        #expect(localizer.string("review") == "Prüfen")
        #expect(localizer.string("done") == "Fertig")
        #expect(localizer.format("empty.plural.form", 1) == "")
        #expect(localizer.format("empty.plural.form", 3) == "3 Dinge")

        // Coverage: done and the plural with a meant-empty form are translated; the copy and the
        // unfilled unit are missing; the reviewed one needs review.
        let statistics = CoverageStatistics(project: try LocalizationProject.load(paths: [root.path]))
        #expect(statistics.rows == [CoverageStatistics.Row(language: "de", translated: 2, missing: 2, needsReview: 1)])

        // Lint names each state.
        let findings = Linter().lint(try LocalizationProject.load(paths: [root.path]))
        let byKey = Dictionary(grouping: findings.filter { $0.language == "de" }, by: { $0.key ?? "" })
        #expect(byKey["nobody"]?.map(\.rule) == [.missingTranslation])
        #expect(byKey["copied"]?.map(\.rule).contains(.untranslated) == true)
        #expect(byKey["review"]?.map(\.rule) == [.catalogNeedsReview])
        #expect(byKey["done"] == nil)
    }
}
