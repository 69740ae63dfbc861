// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// The `github` format: GitHub Actions workflow commands, as many as GitHub shows, and a job
/// summary in Markdown for the rest.
///
/// `::error file=App/fr.lproj/Localizable.strings,line=12,col=1,title=missing-translation::message`;
/// notes are `::notice`. The message escapes `%`, CR and LF; property values also escape `:` and
/// `,` — GitHub's `@actions/core` rules. Errors come first (see ``ReportPlan``), at most
/// ``annotationsPerKind`` of each kind; a line says how many more there are, and one line per
/// rule counts its findings.
enum GitHubReport {
    /// How many annotations of each kind (error, warning, notice) GitHub shows for one step of a
    /// job; it drops the others without a word. actions/toolkit's `docs/problem-matchers.md`,
    /// "Limitations": "10 warning annotations, 10 error annotations, and 10 notice annotations per
    /// step", and 50 annotations per job.
    static let annotationsPerKind = 10

    /// The most a job summary may hold: GitHub refuses a step's summary over 1 MiB ("each step is
    /// restricted to a maximum size of 1MiB", docs.github.com, *Workflow commands for GitHub
    /// Actions*, "Step isolation and limits"). 64 KiB are left to the other tools of the step.
    static let jobSummaryBudget = 1_048_576 - 65_536

    static func render(_ findings: [Finding], options: ReportOptions) -> String {
        guard !findings.isEmpty else { return "" }
        let plan = ReportPlan(findings, options: options)
        var output = ""
        var shown = [Severity: Int]()
        var hidden = [Severity: Int]()
        for line in plan.lines {
            guard shown[line.severity, default: 0] < annotationsPerKind else {
                hidden[line.severity, default: 0] += 1
                continue
            }
            shown[line.severity, default: 0] += 1
            output += command(line)
        }
        let more = [Severity.error, .warning, .note].compactMap { severity in
            hidden[severity].map { "\(ReportPlan.grouped($0)) more \(ReportPlan.noun(severity, $0))" }
        }
        if !more.isEmpty {
            output +=
                "lingo: \(ReportPlan.list(more)) not annotated (GitHub shows \(annotationsPerKind) annotations "
                + "of each kind per step): the job summary lists them (so does lingo lint --format xcode)\n"
        }
        for line in plan.countLines { output += line + "\n" }
        return output
    }

    /// `::error file=…,line=…,col=…,title=rule::message` and a line break.
    static func command(_ line: Finding) -> String {
        let command =
            switch line.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        return "::\(command) file=\(escapeProperty(line.location.file)),line=\(line.location.line),"
            + "col=\(line.location.column),title=\(escapeProperty(line.rule.rawValue))::"
            + escapeData(line.message) + "\n"
    }

    /// Escapes a message: `%`, CR, LF.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Escapes a property value: `%`, CR, LF, `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
