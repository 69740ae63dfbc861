// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoToolFormats
import LingoTools
import TestSupport
import Testing

/// `lingo stats` and `lingo lint` agree on what is translated: a blank-looking value is empty
/// to both (a separator is translated to both), and a language that copies the development
/// language is untranslated to both.
@Suite struct SourceFactsAgreementTests {
    @Test func statsAndLintAgreeOnBlankValuesAndACopyOfTheDevelopmentLanguage() throws {
        try withTemporaryFolder { folder in
            try SourceFactsFolders.writeBlankAndCopied(into: folder)
            let project = try LocalizationProject.load(paths: [folder.path])
            let rows = Dictionary(
                uniqueKeysWithValues: CoverageStatistics(project: project).rows.map { ($0.language, $0) })
            let findings = try Fixtures.lint([folder])
            func keys(_ rule: String, _ language: String) -> Set<String> {
                Set(findings.filter { $0.rule.rawValue == rule && $0.language == language }.compactMap(\.key))
            }
            let total = SourceFactsFolders.english.count

            #expect(keys("empty-value", "de") == SourceFactsFolders.germanEmpty)
            let german = try #require(rows["de"])
            #expect(german.total == total)
            #expect(german.missing == SourceFactsFolders.germanEmpty.count)
            #expect(german.translated == total - SourceFactsFolders.germanEmpty.count)

            // Export: a blank value is no translated target.
            let documents = XLIFFExporter.documents(for: project, root: folder.path)
            let units = try #require(documents["de"]?.files.first?.units)
            #expect(Set(units.filter { $0.target == nil }.map(\.id)) == SourceFactsFolders.germanEmpty)
            #expect(units.first { $0.id == "at" }?.target == " ")

            #expect(keys("untranslated", "ru") == SourceFactsFolders.russianUntranslated)
            let russian = try #require(rows["ru"])
            #expect(russian.missing == SourceFactsFolders.russianUntranslated.count)
            #expect(russian.translated == total - SourceFactsFolders.russianUntranslated.count)
        }
    }
}
