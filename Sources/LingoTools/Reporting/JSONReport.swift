// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import LingoFormats

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
        var writer = JSONWriter(capacity: findings.count * 256, layout: .lines(depth: 1))
        writer.writeObjects(findings) { writer, finding in
            writer.member("rule", finding.rule.rawValue)
            writer.member("severity", finding.severity.rawValue)
            writer.member("file", finding.location.file)
            writer.member("line", finding.location.line)
            writer.member("column", finding.location.column)
            writer.member("message", finding.message)
            writer.member("key", finding.key)
            writer.member("language", finding.language)
        }
        return writer.text + "\n"
    }
}
