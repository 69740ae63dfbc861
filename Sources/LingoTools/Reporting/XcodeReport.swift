// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// The `xcode` format: `path:line:column: severity: message [rule-id]`.
enum XcodeReport {
    static func render(_ findings: [Finding]) -> String {
        // Rendered in parts on all cores, each part the lines of its findings.
        ReportParts.joined(
            ReportParts.render(findings) { part in
                var output = ReportBytes(capacity: part.count * 192)
                for finding in part { write(finding, to: &output) }
                return output.string
            })
    }

    /// `finding.description` and a line break, written without interpolation.
    static func write(_ finding: Finding, to output: inout ReportBytes) {
        output.append(finding.location.file)
        output.append(UInt8(ascii: ":"))
        output.append(finding.location.line)
        output.append(UInt8(ascii: ":"))
        output.append(finding.location.column)
        output.append(": ")
        output.append(finding.severity.rawValue)
        output.append(": ")
        output.append(finding.message)
        output.append(" [")
        output.append(finding.rule.rawValue)
        output.append("]\n")
    }
}
