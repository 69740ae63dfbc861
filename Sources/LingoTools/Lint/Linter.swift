// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Lingo
import LingoFormats

/// Runs every lint rule over a ``LocalizationProject``.
///
/// ```swift
/// let configuration = try ProjectConfiguration.load(from: configURL)
/// let project = try LocalizationProject.load(paths: ["App"], configuration: configuration)
/// let findings = Linter(configuration: configuration).lint(project)
/// for finding in findings { print(finding) }   // App/fr.lproj/Localizable.strings:12:1: error: ... [missing-translation]
/// ```
///
/// The work is split by file, table and catalog and runs on all cores; the findings come back
/// sorted by file, line and column, with the configuration's severities applied (rules that are
/// `off` are dropped).
package struct Linter: Sendable {
    /// Which rules run and how seriously.
    package var configuration: ProjectConfiguration

    /// Creates a linter.
    package init(configuration: ProjectConfiguration = ProjectConfiguration()) {
        self.configuration = configuration
    }

    /// Lints a project.
    ///
    /// - Parameters:
    ///   - project: The parsed files.
    ///   - sources: The keys Swift code looks up, for `undefined-key` and `unused-key`; `nil`
    ///     to skip those two rules.
    /// - Returns: The findings, sorted.
    /// - Complexity: Linear in the number of keys times the number of languages.
    package func lint(_ project: LocalizationProject, sources: [SourceReference]? = nil) -> [Finding] {
        enum Job: Sendable {
            case diagnostics([Diagnostic], language: String?)
            case tableLanguage(Int, TableRules.Context)
            case tableAbsentLanguages(TableRules.Context)
            case catalog(StringCatalog)
            case sources([SourceReference])
            case bundleLocalizations
        }
        var jobs = [Job]()
        let formats = FormatCache.forLint()
        for set in project.tableSets {
            for table in set.tables {
                for language in table.languages {
                    jobs.append(
                        .diagnostics(
                            (language.strings?.diagnostics ?? []) + (language.stringsDict?.diagnostics ?? []),
                            language: language.folder.language))
                }
                let context = TableRules.Context(
                    table: table, set: set, developmentLanguage: project.developmentLanguage, formats: formats)
                for index in table.languages.indices { jobs.append(.tableLanguage(index, context)) }
                jobs.append(.tableAbsentLanguages(context))
            }
        }
        for catalog in project.catalogs {
            jobs.append(.diagnostics(catalog.diagnostics, language: nil))
            jobs.append(.catalog(catalog))
        }
        if !project.skippedFiles.isEmpty { jobs.append(.diagnostics(project.skippedFiles, language: nil)) }
        for file in project.looseStrings { jobs.append(.diagnostics(file.diagnostics, language: nil)) }
        for file in project.looseStringsDicts { jobs.append(.diagnostics(file.diagnostics, language: nil)) }
        if let sources { jobs.append(.sources(sources)) }
        jobs.append(.bundleLocalizations)

        let configuredLanguage = configuration.developmentLanguage
        let results: [[Finding]] = jobs.parallelMap { job in
            var findings = FindingList()
            switch job {
            case .diagnostics(let diagnostics, let language):
                DiagnosticRules.findings(for: diagnostics, language: language, into: &findings)
            case .tableLanguage(let index, let context):
                findings = TableRules.check(language: index, of: context)
            case .tableAbsentLanguages(let context):
                findings = TableRules.checkAbsentLanguages(of: context)
            case .catalog(let catalog):
                findings = CatalogRules.check(catalog, developmentLanguage: configuredLanguage, formats: formats)
            case .sources(let references):
                findings = SourceRules.check(references, project: project)
            case .bundleLocalizations:
                findings = BundleLocalizationRules.check(project)
            }
            return applyingSeverities(to: findings.findings)
        }
        return Finding.sorted(parts: results)
    }

    /// `findings` with the configuration's severities (rules that are `off` dropped); run in
    /// each job, on all cores.
    private func applyingSeverities(to findings: [Finding]) -> [Finding] {
        guard !configuration.severities.isEmpty else { return findings }
        return findings.compactMap { finding in
            guard let severity = configuration.severity(of: finding.rule, default: finding.severity) else { return nil }
            var finding = finding
            finding.severity = severity
            return finding
        }
    }
}
