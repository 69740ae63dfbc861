// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

/// How much of a lint run the `xcode` and `github` formats print: real problems each on their
/// own line, what a language still lacks once per table.
///
/// ```swift
/// let text = ReportFormat.xcode.render(result.findings)   // lingo lint
/// // lingo lint --all:
/// let every = ReportFormat.xcode.render(result.findings, options: .all)
/// ```
///
/// The `json` and `sarif` formats always hold every finding, one per key: tools filter them.
public struct ReportOptions: Sendable, Hashable {
    /// How coverage findings (`missing-translation`, `untranslated`) are printed.
    public enum Coverage: String, Sendable, Hashable, CaseIterable {
        /// One line per language and table: `de: 312 of 4,210 keys of Localizable have no
        /// translation: "a", "b", "c", …` (`lingo lint`'s default).
        case summary
        /// One line per key and language (`lingo lint --missing each`).
        case each
    }

    /// How coverage findings are printed.
    public var coverage: Coverage
    /// How many findings of one warning or note rule one file shows before the rest is counted on
    /// one line; `nil` shows them all. Errors are never cut.
    public var perFileLimit: Int?

    /// Creates options; the defaults are `lingo lint`'s.
    ///
    /// - Parameters:
    ///   - coverage: How coverage findings are printed.
    ///   - perFileLimit: Findings of one warning or note rule shown per file; `nil` for all.
    public init(coverage: Coverage = .summary, perFileLimit: Int? = 10) {
        self.coverage = coverage
        self.perFileLimit = perFileLimit
    }

    /// Every finding on its own line (`lingo lint --all`).
    public static let all = ReportOptions(coverage: .each, perFileLimit: nil)
}
