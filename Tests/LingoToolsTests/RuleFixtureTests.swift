// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats
import LingoTools
import Testing

/// Every rule against its fixtures: `Fixtures/Rules/<rule>/bad` holds the problems listed, one
/// `path:line:column language` per line, in `expected.txt` (worked out by reading the files);
/// `Fixtures/Rules/<rule>/good` holds near misses the rule must not report. A `Sources` folder
/// next to them is scanned for the source rules.
@Suite struct RuleFixtureTests {
    static func findings(of rule: RuleID, in kind: String) throws -> (found: [String], expected: [String]) {
        let rules = try Fixtures.url("Rules")
        let folder = rules.appendingPathComponent(rule.rawValue).appendingPathComponent(kind)
        let sources = folder.appendingPathComponent("Sources")
        let hasSources = FileManager.default.fileExists(atPath: sources.path)
        let findings = try Fixtures.lint([folder], sources: hasSources ? sources : nil)
        let found = findings.filter { $0.rule == rule }.map { Fixtures.describe($0, relativeTo: rules) }.sorted()
        let expectedText = try String(
            contentsOf: rules.appendingPathComponent(rule.rawValue)
                .appendingPathComponent("expected.txt"), encoding: .utf8)
        let expected = expectedText.split(separator: "\n").map(String.init).filter { !$0.isEmpty }.sorted()
        return (found, expected)
    }

    @Test(arguments: RuleID.allCases)
    func badFixtureHasExactlyTheExpectedFindings(rule: RuleID) throws {
        let (found, expected) = try Self.findings(of: rule, in: "bad")
        #expect(!expected.isEmpty, "every rule needs a positive fixture")
        #expect(found == expected, "\(rule)")
    }

    @Test(arguments: RuleID.allCases)
    func goodFixtureHasNone(rule: RuleID) throws {
        let (found, _) = try Self.findings(of: rule, in: "good")
        #expect(found.isEmpty, "\(rule): \(found)")
    }

    @Test func severities() throws {
        let rules = try Fixtures.url("Rules")
        func severities(_ rule: RuleID) throws -> [String: Finding.Severity] {
            let findings = try Fixtures.lint([rules.appendingPathComponent(rule.rawValue).appendingPathComponent("bad")]
            )
            var result = [String: Finding.Severity]()
            for finding in findings where finding.rule == rule {
                result[Fixtures.describe(finding, relativeTo: rules)] = finding.severity
            }
            return result
        }
        // Length-only differences are warnings; type classes that differ are errors.
        let types = try severities(.formatTypeMismatch)
        #expect(types["format-type-mismatch/bad/de.lproj/Localizable.strings:1:1 de"] == .warning)
        #expect(types["format-type-mismatch/bad/fr.lproj/Localizable.strings:1:1 fr"] == .error)
        // ru misses few and many (used by 2, 5, ...): an error; fr misses only the CLDR 38+ many: a warning;
        // ar misses other: an error.
        let categories = try severities(.pluralMissingCategory)
        #expect(categories["plural-missing-category/bad/ru.lproj/Localizable.stringsdict:9:3 ru"] == .error)
        #expect(categories["plural-missing-category/bad/fr.lproj/Localizable.stringsdict:9:3 fr"] == .warning)
        #expect(categories["plural-missing-category/bad/ar.lproj/Localizable.stringsdict:9:3 ar"] == .error)
        // A value type that is no number is an error; the `%ld` spelling only a warning.
        let valueTypes = try severities(.pluralInvalidValueType)
        #expect(valueTypes["plural-invalid-value-type/bad/en.lproj/Localizable.stringsdict:9:3 en"] == .error)
        #expect(valueTypes["plural-invalid-value-type/bad/fr.lproj/Localizable.stringsdict:14:4 fr"] == .warning)
        // Untranslated is a note.
        #expect(try severities(.untranslated).values.allSatisfy { $0 == .note })
    }

    @Test func messagesSayWhatIsWrong() throws {
        let rules = try Fixtures.url("Rules")
        let ru = try Fixtures.lint([rules.appendingPathComponent("plural-missing-category/bad")])
            .first { $0.rule == .pluralMissingCategory && $0.language == "ru" }
        #expect(ru?.message == "the variable \"n\" has no form for few (2, 3, 4, 22, …), many (0, 5, 6, 7, …) in ru")
        let implied = try Fixtures.lint([rules.appendingPathComponent("plural-implied-quantity/bad")])
            .first { $0.rule == .pluralImpliedQuantity && $0.language == "ru" }
        #expect(
            implied?.message
                == "the \"one\" form of the variable \"n\" shows no number, but ru uses it for 1, 21, 31, 41, …: \"Один файл\""
        )
        let french = try Fixtures.lint([rules.appendingPathComponent("plural-implied-quantity/bad")])
            .first { $0.rule == .pluralImpliedQuantity && $0.language == "fr" }
        #expect(french?.message.contains("fr uses it for 0, 1") == true)
        let missing = try Fixtures.lint([rules.appendingPathComponent("missing-translation/bad")])
            .filter { $0.rule == .missingTranslation }
        #expect(missing.contains { $0.key == "done" && $0.language == "fr" })
        #expect(!missing.contains { $0.key == "" }, "an empty source text needs no translation")
    }
}
