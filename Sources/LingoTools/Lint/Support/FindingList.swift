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
        for index in findings.indices
        where findings[index].coverage == nil && findings[index].language == language
            && CoverageScope.isCoverage(findings[index].rule)
        {
            findings[index].coverage = scope
        }
    }

    /// Adds the findings of another list.
    mutating func append(contentsOf other: FindingList) {
        findings.append(contentsOf: other.findings)
    }
}
