// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import LingoFormats

/// The Markdown a `github` run appends to `$GITHUB_STEP_SUMMARY`: the count of each rule, then
/// the lines of the `xcode` format (errors, warnings, notes), within
/// ``GitHubReport/jobSummaryBudget``.
enum JobSummary {
    static func render(_ findings: [Finding], options: ReportOptions) -> String {
        let plan = ReportPlan(findings, options: options)
        var totals = [Severity: Int]()
        for count in plan.counts { totals[count.severity, default: 0] += count.count }
        let headline = [Severity.error, .warning, .note].map { severity in
            "\(ReportPlan.grouped(totals[severity, default: 0])) \(ReportPlan.noun(severity, totals[severity, default: 0]))"
        }
        var text = "## lingo lint: \(ReportPlan.list(headline))\n\n"
        guard !findings.isEmpty else { return text }
        text += "| Rule | Severity | Findings | Shown |\n|:--|:--|--:|:--|\n"
        for count in plan.counts {
            let shown =
                count.summarized
                ? "one line per language and table" : count.cut ? "at most \(options.perFileLimit ?? 0) a file" : "each"
            text += "| `\(count.rule)` | \(count.severity) | \(ReportPlan.grouped(count.count)) | \(shown) |\n"
        }
        let budget = GitHubReport.jobSummaryBudget
        for severity in [Severity.error, .warning, .note] {
            let lines = plan.lines.filter { $0.severity == severity }
            guard !lines.isEmpty else { continue }
            text += "\n### \(severity == .error ? "Errors" : severity == .warning ? "Warnings" : "Notes")\n\n```text\n"
            var written = 0
            for line in lines {
                var output = ReportBytes(capacity: 256)
                XcodeReport.write(line, to: &output)
                // One line each: a message's own line breaks are written as \n.
                let entry =
                    output.string.dropLast().replacingOccurrences(of: "\n", with: "\\n")
                    .replacingOccurrences(of: "\r", with: "\\r") + "\n"
                guard text.utf8.count + entry.utf8.count + 200 < budget else { break }
                text += entry
                written += 1
            }
            if written < lines.count {
                text +=
                    "… \(ReportPlan.grouped(lines.count - written)) more lines: GitHub keeps 1 MiB of a step's "
                    + "summary; lingo lint --format xcode prints them all\n"
            }
            text += "```\n"
        }
        return text
    }
}
