// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoChecks
import LingoFormats
import LingoTools
import TestSupport
import Testing

@testable import generate_lint_rules

/// The rule declarations (Sources/LingoChecks/Rules/Rules.swift) and what is generated from
/// them: `RuleID` (RuleID+Generated.swift) and the rules table of the CI article.
@Suite struct RuleRegistryGeneratedTests {
    /// Regenerates the files in memory and compares them with the checked-in ones, byte for byte.
    @Test func generatedFilesAreUpToDate() throws {
        let root = SharedData.packageRoot
        for output in try RuleRegistryGenerator.outputs(packageRoot: root) {
            let current = try String(contentsOf: root.appendingPathComponent(output.path), encoding: .utf8)
            #expect(
                current == output.text,
                "\(output.path) is stale: run \(RuleRegistryGenerator.command) to regenerate")
        }
    }

    /// The generator keeps the article's text around the table and refuses an article without
    /// the markers.
    @Test func tableReplacementKeepsTheArticle() throws {
        let begin = RuleRegistryGenerator.tableBegin
        let end = RuleRegistryGenerator.tableEnd
        let article = "Intro\n\n\(begin)\n| old |\n\(end)\n\nOutro\n"
        let replaced = try RuleRegistryGenerator.replacingTable(in: article, with: "| new |\n")
        #expect(replaced == "Intro\n\n\(begin)\n| new |\n\(end)\n\nOutro\n")
        #expect(throws: RuleRegistryGenerator.Failure.self) {
            try RuleRegistryGenerator.replacingTable(in: "no table\n", with: "| new |\n")
        }
    }

    /// The rules table of LintingAndCodeGenerationInCI.md lists every rule with its default
    /// severity and summary, as `lingo rules` prints them.
    @Test func rulesTableListsEveryRule() throws {
        let article = SharedData.packageRoot.appendingPathComponent(RuleRegistryGenerator.articlePath)
        let text = try String(contentsOf: article, encoding: .utf8)
        let begin = try #require(text.range(of: RuleRegistryGenerator.tableBegin))
        let end = try #require(text.range(of: RuleRegistryGenerator.tableEnd))
        let table = text[begin.upperBound..<end.lowerBound]
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| `") }.map(String.init)
        #expect(rows.count == RuleID.allCases.count)
        for rule in RuleID.allCases {
            // The severity cell may qualify the default: "error (a warning when only the size differs…)".
            let start = "| `\(rule.rawValue)` | \(rule.defaultSeverity.rawValue)"
            let end = " | \(rule.summary) |"
            let found = rows.contains { row in
                row.hasPrefix(start) && row.hasSuffix(end)
                    && (row.dropFirst(start.count).hasPrefix(" |") || row.dropFirst(start.count).hasPrefix(" ("))
            }
            #expect(found, "the article's table lacks or misstates: \(start) | \(rule.summary) |")
        }
    }

    @Test func identifiersAndNamesAreUnique() {
        let declarations = RuleDeclaration.all
        #expect(Set(declarations.map(\.id)).count == declarations.count)
        #expect(Set(declarations.map(\.name)).count == declarations.count)
        #expect(declarations.allSatisfy { $0.id.allSatisfy { $0.isLowercase || $0 == "-" } })
    }

    /// Each check kind is reported by one rule exactly, so lint, import, pack and the update
    /// client agree on what it is.
    @Test(arguments: CheckKind.allCases)
    func everyCheckKindIsDeclaredOnce(kind: CheckKind) {
        let declaring = RuleDeclaration.all.filter { $0.checks.contains { $0.kind == kind } }
        #expect(declaring.count == 1, "\(kind) is declared by \(declaring.map(\.id))")
        #expect(declaring.first.map { $0.checks.filter { $0.kind == kind }.count } == 1)
    }

    /// `RuleID` is the declarations in their order: identifiers both ways, ordering, severity.
    @Test func ruleIDsFollowTheDeclarations() {
        #expect(RuleID.allCases.map(\.rawValue) == RuleDeclaration.all.map(\.id))
        #expect(RuleID.allCases.map(\.summary) == RuleDeclaration.all.map(\.summary))
        #expect(RuleID.allCases.map(\.defaultSeverity) == RuleDeclaration.all.map(\.severity))
        for rule in RuleID.allCases {
            #expect(RuleID(rawValue: rule.rawValue) == rule)
            #expect(rule.description == rule.rawValue)
        }
        #expect(RuleID(rawValue: "missing_translation") == nil)
        #expect(RuleID.allCases.sorted() == RuleID.allCases)
        #expect(RuleID.syntaxError < .missingTranslation && RuleID.missingTranslation < .bundleLocalizations)
        #expect(Set(RuleID.allCases).count == RuleID.allCases.count)
    }

    /// What the declarations say is what each policy did before they existed.
    @Test func policiesReadTheDeclarations() {
        #expect(XLIFFImporter.rules.contains(.formatTypeMismatch))
        #expect(!XLIFFImporter.rules.contains(.missingTranslation))
        #expect(!XLIFFImporter.rules.contains(.untranslated))
        #expect(CheckKind.formatTypeMismatch.breaksTheApp)
        #expect(!CheckKind.formatLengthMismatch.breaksTheApp)
        #expect(CheckKind.formatCountMismatch.isPlaceholderProblem)
        #expect(!CheckKind.formatLengthMismatch.isPlaceholderProblem)
        #expect(!CheckKind.emptyValue.isPlaceholderProblem)
        #expect(CheckKind.allCases.filter(\.breaksTheApp).count == 8)
    }
}
