// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// How `lingo lint` prints its findings.
///
/// ```swift
/// let text = ReportFormat.xcode.render(findings)
/// // Two lines, shown wrapped:
/// // App/fr.lproj/Localizable.strings:3:1: error: de: 312 of 4,210 keys
/// //   of Localizable have no translation: … [missing-translation]
/// // lingo: missing-translation: 312 errors (one line per language and
/// //   table; …)
/// ```
public enum ReportFormat: String, CaseIterable, Sendable {
    /// `path:line:column: error: message [rule-id]`, one per line: what Xcode shows inline when a
    /// build phase prints it, and what compilers and editors understand. Errors come first, then
    /// warnings, then notes; coverage and long runs of one rule are shortened as
    /// ``ReportOptions`` says; a `lingo: rule: count` line per rule ends it.
    case xcode
    /// GitHub Actions workflow commands: `::error file=...,line=...,col=...,title=rule-id::message`,
    /// which annotate the pull request's files: errors first, as many of each kind as GitHub shows
    /// for a step (10), then a line per rule. ``jobSummary(_:options:)`` holds the rest.
    case github
    /// `{"findings": [...], "summary": {...}}`: every finding (`{"rule", "severity", "file",
    /// "line", "column", "message", "key", "language"}`), one per key and language, and the
    /// count of each rule and each language's coverage of each table.
    case json
    /// SARIF 2.1.0 (GitHub code scanning and other tools): the rules, and every finding as a
    /// result with a fingerprint that does not change when lines move; the run's properties hold
    /// the same summary as the `json` format.
    case sarif

    /// The findings in this format, ending with a line break (empty for no findings in the
    /// `xcode` and `github` formats).
    ///
    /// - Parameters:
    ///   - findings: The findings, in the order to print them (``LintResult/findings`` is sorted
    ///     by place).
    ///   - options: How much the `xcode` and `github` formats print; `json` and `sarif` hold every
    ///     finding whatever they say.
    /// - Returns: The text to print.
    public func render(_ findings: [Finding], options: ReportOptions = ReportOptions()) -> String {
        switch self {
        case .xcode: XcodeReport.render(findings, options: options)
        case .github: GitHubReport.render(findings, options: options)
        case .json: JSONReport.render(findings)
        case .sarif: SARIFReport.render(findings)
        }
    }

    /// The Markdown of a GitHub Actions job summary (append it to the file `$GITHUB_STEP_SUMMARY`
    /// names): the count of each rule, then every line the `xcode` format prints, within the
    /// 1 MiB GitHub keeps of a step's summary.
    ///
    /// - Parameters:
    ///   - findings: The findings, in the order to print them.
    ///   - options: How coverage and long runs of one rule are shortened.
    /// - Returns: The Markdown, ending with a line break.
    public static func jobSummary(_ findings: [Finding], options: ReportOptions = ReportOptions()) -> String {
        JobSummary.render(findings, options: options)
    }
}
