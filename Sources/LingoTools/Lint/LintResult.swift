// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import LingoFormats

/// What a lint run found. The `lingo` executable turns it into a summary line and an exit status.
public struct LintResult: Sendable {
    /// The findings to report (not those the baseline accepts).
    public var findings: [Finding]
    /// How many findings the baseline accepted (or, when ``wroteBaseline``, were written to it).
    public var suppressed: Int
    /// How many localization files were linted; `0` when the paths hold none.
    public var fileCount: Int
    /// Whether the baseline file was written.
    public var wroteBaseline: Bool

    /// Creates a result.
    public init(findings: [Finding], suppressed: Int = 0, fileCount: Int, wroteBaseline: Bool = false) {
        self.findings = findings
        self.suppressed = suppressed
        self.fileCount = fileCount
        self.wroteBaseline = wroteBaseline
    }

    /// How many findings have `severity`.
    public func count(_ severity: Finding.Severity) -> Int {
        findings.count { $0.severity == severity }
    }

    /// How many findings are errors.
    public var errorCount: Int { count(.error) }
    /// How many findings are warnings.
    public var warningCount: Int { count(.warning) }
    /// How many findings are notes.
    public var noteCount: Int { count(.note) }
}
