// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

/// The `json` format: an object with every finding (one per key and language, one per line) and
/// a summary (``ReportSummary``).
///
/// ```json
/// {
///   "findings": [
///     {"rule": "missing-translation", "severity": "error", "file": "fr.lproj/Localizable.strings", "line": 12, "column": 1, "message": "...", "key": "title", "language": "fr"}
///   ],
///   "summary": {"errors": 1, "warnings": 0, "notes": 0, "rules": [...], "coverage": [...]}
/// }
/// ```
/// `key` and `language` are `null` when a finding is about neither.
enum JSONReport {
    static func render(_ findings: [Finding]) -> String {
        // Rendered in parts on all cores (a large project's report is tens of megabytes), each
        // part the lines a single writer would write for its findings.
        let parts = ReportParts.render(findings) { part in
            var writer = opened(capacity: part.count * 512)
            let start = writer.bytes.count
            for finding in part { write(finding, to: &writer) }
            return String(decoding: writer.bytes[start...], as: UTF8.self)
        }
        var writer = opened(capacity: parts.reduce(4096) { $0 + $1.utf8.count + 1 })
        for part in parts { writer.appendElements(part.utf8) }
        writer.endArray()
        writer.key("summary")
        ReportSummary.write(findings, to: &writer)
        writer.endObject()
        return writer.text + "\n"
    }

    /// A writer that has written `{`, `"findings": [`: each finding on its own line.
    private static func opened(capacity: Int) -> JSONWriter {
        var writer = JSONWriter(capacity: capacity, layout: .lines(depth: 3))
        writer.beginObject()
        writer.key("findings")
        writer.beginArray()
        return writer
    }

    private static func write(_ finding: Finding, to writer: inout JSONWriter) {
        writer.beginRuleObject(finding.rule, finding.severity)
        writer.member("file", finding.location.file)
        writer.member("line", finding.location.line)
        writer.member("column", finding.location.column)
        writer.member("message", finding.message)
        writer.member("key", finding.key)
        writer.member("language", finding.language)
        writer.endObject()
    }
}

extension JSONWriter {
    /// Opens the next element of an array as a one-line object whose first members are a rule
    /// and its severity: how every object of a lint report (a finding, a rule's count, a
    /// coverage group) starts. Close it with `endObject()`.
    mutating func beginRuleObject(_ rule: RuleID, _ severity: Severity) {
        element()
        beginSingleLineObject()
        member("rule", rule.rawValue)
        member("severity", severity.rawValue)
    }
}
