// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

/// The coverage findings (``CoverageScope``) of one rule in one language of one table: what the
/// `xcode` and `github` formats print on one line, and the `json` and `sarif` summaries list.
struct CoverageGroup: Sendable {
    var rule: RuleID
    var severity: Severity
    var scope: CoverageScope
    /// The place of its first finding among the findings.
    var first: Int
    /// Where its first finding is.
    var location: SourceLocation
    /// Its keys, each once, in the order of the findings.
    var keys: [String] = []
    /// How many findings it has (a catalog key has a finding per plural form in state new).
    var findingCount = 0

    /// The groups of `findings`, in the order of their first finding.
    static func groups(of findings: [Finding]) -> [CoverageGroup] {
        struct Key: Hashable {
            var rule: RuleID
            var severity: Severity
            var scope: CoverageScope
        }
        var index = [Key: Int]()
        var groups = [CoverageGroup]()
        var seen = [Set<String>]()
        for (position, finding) in findings.enumerated() {
            guard let scope = finding.coverage, CoverageScope.isCoverage(finding.rule) else { continue }
            let key = Key(rule: finding.rule, severity: finding.severity, scope: scope)
            let slot = index[key] ?? groups.count
            if slot == groups.count {
                index[key] = slot
                groups.append(
                    CoverageGroup(
                        rule: finding.rule, severity: finding.severity, scope: scope, first: position,
                        location: finding.location))
                seen.append([])
            }
            groups[slot].findingCount += 1
            if let name = finding.key, seen[slot].insert(name).inserted { groups[slot].keys.append(name) }
        }
        return groups
    }

    /// `de: 312 of 4,210 keys of Localizable have no translation: "a", "b", "c", …`.
    var message: String {
        let count = keys.count
        let shown = keys.prefix(3).map { name in
            (name.count > 40 ? String(name.prefix(39)) + "…" : name).quotedForMessage
        }
        let listed = shown.joined(separator: ", ") + (count > shown.count ? ", …" : "")
        let what =
            rule == .missingTranslation
            ? (count == 1 ? "has no translation" : "have no translation")
            : (count == 1 ? "is" : "are") + " not translated yet (the same text as the source, or marked new)"
        return "\(scope.language): \(ReportPlan.grouped(count)) of \(ReportPlan.grouped(max(scope.keyCount, count))) "
            + "keys of \(scope.table) \(what): \(listed)"
    }
}
