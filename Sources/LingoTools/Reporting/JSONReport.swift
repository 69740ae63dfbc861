// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats
import LingoUtilities

/// The `json` format: an array with one object per finding, one per line.
///
/// ```json
/// [
///   {"rule": "missing-translation", "severity": "error", "file": "fr.lproj/Localizable.strings", "line": 12, "column": 1, "message": "...", "key": "title", "language": "fr"}
/// ]
/// ```
/// `key` and `language` are `null` when a finding is about neither.
enum JSONReport {
    static func render(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "[]\n" }
        // Rendered in parts on all cores (Wikipedia's 120,000 findings make 40 MB of JSON), each
        // part as the lines a single writer would write for its findings: `\n  {...}` joined by `,`.
        let parts = ReportParts.render(findings) { part in
            var writer = JSONWriter(capacity: part.count * 512, layout: .lines(depth: 1))
            writer.beginArray()
            for finding in part { write(finding, to: &writer) }
            writer.endArray()
            // `[`, the lines of the findings, `\n]`: keep the lines.
            return String(decoding: writer.bytes.dropFirst().dropLast(2), as: UTF8.self)
        }
        var text = "["
        text.reserveCapacity(parts.reduce(4) { $0 + $1.utf8.count + 1 })
        for (index, part) in parts.enumerated() {
            if index > 0 { text += "," }
            text += part
        }
        text += "\n]\n"
        return text
    }

    private static func write(_ finding: Finding, to writer: inout JSONWriter) {
        writer.element()
        writer.beginObject()
        writer.member("rule", finding.rule.rawValue)
        writer.member("severity", finding.severity.rawValue)
        writer.member("file", finding.location.file)
        writer.member("line", finding.location.line)
        writer.member("column", finding.location.column)
        writer.member("message", finding.message)
        writer.member("key", finding.key)
        writer.member("language", finding.language)
        writer.endObject()
    }
}
