// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

public import LingoFormats

/// What `lingo convert` did: the files written, what could not be carried over, and the
/// problems of the input files.
public struct ConversionResult: Sendable {
    /// The paths written.
    public var written: [String]
    /// What could not be carried over (a width variant, a `Base.lproj` folder, ...).
    public var notes: [String]
    /// The input files' errors and warnings (syntax errors, encoding errors, duplicate keys),
    /// sorted by place. The entries around a problem are converted; for a key defined twice, the
    /// last definition.
    public var diagnostics: [Diagnostic]

    /// How many of ``diagnostics`` are errors: texts the output lacks.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// How many of ``diagnostics`` are warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// Creates a result.
    public init(written: [String] = [], notes: [String] = [], diagnostics: [Diagnostic] = []) {
        self.written = written
        self.notes = notes
        self.diagnostics = diagnostics
    }
}
