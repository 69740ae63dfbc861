// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// The `xcode` format: `path:line:column: severity: message [rule-id]`, errors first (see
/// ``ReportPlan``), then one `lingo: rule: count` line per rule, which no build log reads as an
/// issue.
enum XcodeReport {
    static func render(_ findings: [Finding], options: ReportOptions) -> String {
        guard !findings.isEmpty else { return "" }
        let plan = ReportPlan(findings, options: options)
        // Rendered in parts on all cores, each part the lines of its findings.
        var text = ReportParts.joined(
            ReportParts.render(plan.lines) { part in
                var output = ReportBytes(capacity: part.count * 192)
                for line in part { write(line, to: &output) }
                return output.string
            })
        for line in plan.countLines { text += line + "\n" }
        return text
    }

    /// `path:line:column: severity: message [rule-id]` and a line break, written without
    /// interpolation.
    static func write(_ line: Finding, to output: inout ReportBytes) {
        output.append(line.location.file)
        output.append(UInt8(ascii: ":"))
        output.append(line.location.line)
        output.append(UInt8(ascii: ":"))
        output.append(line.location.column)
        output.append(": ")
        output.append(line.severity.rawValue)
        output.append(": ")
        output.append(line.message)
        output.append(" [")
        output.append(line.rule.rawValue)
        output.append("]\n")
    }
}
