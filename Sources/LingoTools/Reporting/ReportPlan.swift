// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

/// What the `xcode` and `github` formats (and the job summary) print, in order: the findings
/// that break at run time (``Finding/breaksAtRunTime``), then the other errors, then warnings,
/// then notes; within each, the real problems in file order, then coverage (one line per
/// language and table); a warning or note rule past ``ReportOptions/perFileLimit`` findings in a
/// file is cut there, the last line shown counting the rest. Then the count of each rule, in the
/// same order.
struct ReportPlan: Sendable {
    /// The lines, in print order: findings, and coverage groups as findings with no key.
    var lines: [Finding] = []
    /// Every rule found, errors first, with how many findings it has and how they were shortened.
    var counts: [RuleCount] = []
    /// The options the lines follow.
    var options: ReportOptions

    /// The findings of one rule at one severity.
    struct RuleCount: Sendable {
        var rule: RuleID
        var severity: Severity
        var count: Int
        /// Coverage printed once per language and table.
        var summarized = false
        /// Cut to ``ReportOptions/perFileLimit`` in some file.
        var cut = false

        /// The place of the rule's count: as its findings' ``Finding/reportTier``.
        var tier: Int { Finding.reportTier(rule, severity) }
    }

    init(_ findings: [Finding], options: ReportOptions) {
        self.options = options
        let summarize = options.coverage == .summary
        func isSummarized(_ index: Int) -> Bool {
            summarize && findings[index].coverage != nil && CoverageScope.isCoverage(findings[index].rule)
        }
        // How many findings each warning or note rule has in each file, to cut them.
        var perFile = [FileRuleKey: Int]()
        var countIndex = [RuleSeverity: Int]()
        // Findings of one rule and severity come in runs: its count is looked up once a run.
        var last: (ruleSeverity: RuleSeverity, slot: Int)?
        for index in findings.indices {
            let ruleSeverity = RuleSeverity(rule: findings[index].rule, severity: findings[index].severity)
            let slot: Int
            if let last, last.ruleSeverity == ruleSeverity {
                slot = last.slot
            } else {
                slot = countIndex[ruleSeverity] ?? counts.count
                if slot == counts.count {
                    countIndex[ruleSeverity] = slot
                    counts.append(RuleCount(rule: ruleSeverity.rule, severity: ruleSeverity.severity, count: 0))
                }
                last = (ruleSeverity, slot)
            }
            counts[slot].count += 1
            if isSummarized(index) {
                counts[slot].summarized = true
            } else if ruleSeverity.severity != .error, options.perFileLimit != nil {
                perFile[FileRuleKey(file: findings[index].location.file, rule: ruleSeverity), default: 0] += 1
            }
        }
        var placed = [(order: (Int, Int, Int), line: Finding)]()
        placed.reserveCapacity(min(findings.count, 65_536))
        var shown = [FileRuleKey: Int]()
        for index in findings.indices where !isSummarized(index) {
            let finding = findings[index]
            var line = Self.line(finding)
            if finding.severity != .error, let limit = options.perFileLimit {
                let ruleSeverity = RuleSeverity(rule: finding.rule, severity: finding.severity)
                let key = FileRuleKey(file: finding.location.file, rule: ruleSeverity)
                let position = shown[key, default: 0] + 1
                shown[key] = position
                guard position <= limit else { continue }
                let total = perFile[key, default: 0]
                if position == limit, total > limit {
                    // The count rides on the last line shown: the file's lines stay `limit`.
                    line.message += Self.moreSuffix(total - limit, finding)
                    if let slot = countIndex[ruleSeverity] { counts[slot].cut = true }
                }
            }
            placed.append(((finding.reportTier, 0, index), line))
        }
        if summarize {
            for group in CoverageGroup.groups(of: findings) {
                let line = Finding(
                    rule: group.rule, severity: group.severity, location: group.location, message: group.message)
                placed.append(((line.reportTier, 1, group.first), line))
            }
        }
        placed.sort { $0.order < $1.order }
        lines = placed.map(\.line)
        counts.sort { ($0.tier, $0.rule.ordinal) < ($1.tier, $1.rule.ordinal) }
    }

    /// ` (+ 32 more plural-unused-category warnings in this file: lingo lint --all lists them)`.
    private static func moreSuffix(_ rest: Int, _ finding: Finding) -> String {
        " (+ \(grouped(rest)) more \(finding.rule) \(noun(finding.severity, rest)) in this file: "
            + "lingo lint --all lists them)"
    }

    /// A line for `finding`: its rule, severity, place and message (what a line prints).
    private static func line(_ finding: Finding) -> Finding {
        Finding(rule: finding.rule, severity: finding.severity, location: finding.location, message: finding.message)
    }

    /// Errors first.
    static func rank(_ severity: Severity) -> Int {
        switch severity {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// `1 error`, `3 warnings`, `2 notes`.
    static func noun(_ severity: Severity, _ count: Int) -> String {
        severity.rawValue + (count == 1 ? "" : "s")
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `4210` as `4,210`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }

    /// One line per rule: `lingo: missing-translation: 114,332 errors (one line per language and
    /// table; --missing each lists every key)`.
    var countLines: [String] {
        counts.map { count in
            var line = "lingo: \(count.rule): \(Self.grouped(count.count)) \(Self.noun(count.severity, count.count))"
            if count.summarized {
                line += " (one line per language and table; lingo lint --missing each lists every key)"
            } else if count.cut, let limit = options.perFileLimit {
                line += " (at most \(limit) a file shown; lingo lint --all lists every one)"
            }
            return line
        }
    }

    private struct RuleSeverity: Hashable {
        var rule: RuleID
        var severity: Severity
    }

    private struct FileRuleKey: Hashable {
        var file: String
        var rule: RuleSeverity
    }

}
