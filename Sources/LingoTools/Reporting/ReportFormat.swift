// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// How `lingo lint` prints its findings.
///
/// ```swift
/// let text = ReportFormat.xcode.render(findings)
/// // App/fr.lproj/Localizable.strings:12:1: error: "title" has no translation in fr ... [missing-translation]
/// ```
public enum ReportFormat: String, CaseIterable, Sendable {
    /// `path:line:column: error: message [rule-id]`, one per line: what Xcode shows inline when a
    /// build phase prints it, and what compilers and editors understand.
    case xcode
    /// GitHub Actions workflow commands: `::error file=...,line=...,col=...,title=rule-id::message`,
    /// which annotate the pull request's files.
    case github
    /// A JSON array of `{"rule", "severity", "file", "line", "column", "message", "key", "language"}`.
    case json
    /// SARIF 2.1.0 (GitHub code scanning and other tools): the rules, and each result with a
    /// fingerprint that does not change when lines move.
    case sarif

    /// The findings in this format, ending with a line break (empty for no findings in the
    /// `xcode` and `github` formats).
    ///
    /// - Parameter findings: The findings, in the order to print them.
    /// - Returns: The text to print.
    public func render(_ findings: [Finding]) -> String {
        switch self {
        case .xcode: XcodeReport.render(findings)
        case .github: GitHubReport.render(findings)
        case .json: JSONReport.render(findings)
        case .sarif: SARIFReport.render(findings)
        }
    }
}
