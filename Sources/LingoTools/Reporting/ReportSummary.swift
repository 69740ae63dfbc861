// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

/// The summary object that ends the `json` report and the `sarif` run's properties: how many
/// findings of each severity and rule, and each language's coverage of each table; each rule and
/// each coverage entry on one line.
///
/// ```json
/// {"errors": 2, "warnings": 1, "notes": 0,
///  "rules": [{"rule": "missing-translation", "severity": "error", "count": 2}, ...],
///  "coverage": [{"rule": "missing-translation", "severity": "error", "language": "de", "table": "Settings",
///                "file": "App/en.lproj/Localizable.strings", "line": 3, "keys": 2, "tableKeys": 40}]}
/// ```
enum ReportSummary {
    static func write(_ findings: [Finding], to writer: inout JSONWriter) {
        struct RuleSeverity: Hashable {
            var rule: RuleID
            var severity: Severity
        }
        var counts = [(rule: RuleID, severity: Severity, count: Int)]()
        var slots = [RuleSeverity: Int]()
        var totals = [Severity: Int]()
        // Findings of one rule and severity come in runs: they are counted once a run.
        var run: (ruleSeverity: RuleSeverity, count: Int)?
        func endRun() {
            guard let (ruleSeverity, count) = run else { return }
            totals[ruleSeverity.severity, default: 0] += count
            if let slot = slots[ruleSeverity] {
                counts[slot].count += count
            } else {
                slots[ruleSeverity] = counts.count
                counts.append((ruleSeverity.rule, ruleSeverity.severity, count))
            }
        }
        for index in findings.indices {
            let ruleSeverity = RuleSeverity(rule: findings[index].rule, severity: findings[index].severity)
            if let (current, count) = run, current == ruleSeverity {
                run = (current, count + 1)
            } else {
                endRun()
                run = (ruleSeverity, 1)
            }
        }
        endRun()
        counts.sort {
            (Finding.reportTier($0.rule, $0.severity), $0.rule) < (Finding.reportTier($1.rule, $1.severity), $1.rule)
        }
        writer.beginObject()
        writer.member("errors", totals[.error, default: 0])
        writer.member("warnings", totals[.warning, default: 0])
        writer.member("notes", totals[.note, default: 0])
        writer.key("rules")
        writer.beginArray()
        for count in counts {
            writer.beginRuleObject(count.rule, count.severity)
            writer.member("count", count.count)
            writer.endObject()
        }
        writer.endArray()
        writer.key("coverage")
        writer.beginArray()
        for group in CoverageGroup.groups(of: findings) {
            writer.beginRuleObject(group.rule, group.severity)
            writer.member("language", group.scope.language)
            writer.member("table", group.scope.table)
            writer.member("file", group.location.file)
            writer.member("line", group.location.line)
            writer.member("keys", group.keys.count)
            writer.member("tableKeys", max(group.scope.keyCount, group.keys.count))
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }
}
