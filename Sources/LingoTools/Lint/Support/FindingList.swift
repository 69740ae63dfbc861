// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// The findings of one piece of work (a file, a table, a catalog), collected as the checks run.
struct FindingList: Sendable {
    private(set) var findings: [Finding] = []

    /// Adds a finding.
    mutating func add(
        _ rule: RuleID, _ severity: Severity? = nil, at location: SourceLocation, _ message: String,
        key: String? = nil, language: String? = nil
    ) {
        findings.append(
            Finding(
                rule: rule, severity: severity, location: location, message: message, key: key,
                language: language))
    }

    /// Records `scope` on the coverage findings (``CoverageScope/isCoverage(_:)``) of `language`
    /// that have none yet.
    mutating func setCoverage(_ scope: CoverageScope, language: String) {
        setCoverage([language: scope])
    }

    /// Records on each coverage finding (``CoverageScope/isCoverage(_:)``) that has none yet the
    /// scope of its language in `scopes`, in one pass over the findings whatever the number of
    /// languages.
    mutating func setCoverage(_ scopes: [String: CoverageScope]) {
        for index in findings.indices
        where findings[index].coverage == nil && CoverageScope.isCoverage(findings[index].rule) {
            guard let language = findings[index].language, let scope = scopes[language] else { continue }
            findings[index].coverage = scope
        }
    }

    /// Adds the findings of another list.
    mutating func append(contentsOf other: FindingList) {
        findings.append(contentsOf: other.findings)
    }
}
