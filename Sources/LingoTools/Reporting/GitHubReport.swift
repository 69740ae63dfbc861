// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

/// The `github` format: GitHub Actions workflow commands.
///
/// `::error file=App/fr.lproj/Localizable.strings,line=12,col=1,title=missing-translation::message`;
/// notes are `::notice`. The message escapes `%`, CR and LF; property values also escape `:` and
/// `,` — GitHub's `@actions/core` rules.
enum GitHubReport {
    static func render(_ findings: [Finding]) -> String {
        // Rendered in parts on all cores, each part the commands of its findings.
        ReportParts.joined(ReportParts.render(findings) { render(part: $0) })
    }

    private static func render(part findings: ArraySlice<Finding>) -> String {
        var output = ""
        output.reserveCapacity(findings.count * 160)
        for finding in findings {
            let command =
                switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            output +=
                "::\(command) file=\(escapeProperty(finding.location.file)),line=\(finding.location.line),"
                + "col=\(finding.location.column),title=\(escapeProperty(finding.rule.rawValue))::"
                + escapeData(finding.message) + "\n"
        }
        return output
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
