// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoChecks
import LingoFormats

/// What `lingo lint` (and `lingo import`, which checks as lint does) makes of a check's result:
/// a rule, and a severity when it is not the rule's default.
enum LintPolicy {
    /// The rule and severity of `kind`, as the rule that reports it declares them (Rules.swift):
    /// every kind is the rule of its name, but a length-only placeholder difference is a
    /// `format-type-mismatch` warning and a missing category that only fractions or huge
    /// numbers select is a `plural-missing-category` warning.
    static func rule(for kind: CheckKind) -> (rule: RuleID, severity: Severity?) {
        (RuleID.allCases[kind.ruleIndex], kind.declaration.severity)
    }
}

extension FindingList {
    /// Runs checks and adds what they found, as lint reports it (``LintPolicy``).
    mutating func check(_ body: (inout CheckResults) -> Void) {
        var results = CheckResults()
        body(&results)
        add(results)
    }

    /// Adds what checks found, as lint reports it (``LintPolicy``).
    mutating func add(_ results: CheckResults) {
        for result in results.results {
            let (rule, severity) = LintPolicy.rule(for: result.kind)
            add(rule, severity, at: result.location, result.message, key: result.key, language: result.language)
        }
    }
}
