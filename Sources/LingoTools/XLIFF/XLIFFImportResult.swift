// This source file is part of the Lingo open source project.
// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Lingo
import LingoFormats

/// What `lingo import` did.
public struct XLIFFImportResult: Sendable {
    /// The problems found, as `lingo lint` reports them, located in the XLIFF files.
    public var findings: [Finding]
    /// How many units with a target were written (or were already there).
    public var importedUnits: Int
    /// How many units with a target were refused.
    public var refusedUnits: Int
    /// The table files written (created or changed), sorted.
    public var written: [String]
    /// How many findings are errors.
    public var errorCount: Int
    /// How many findings are warnings.
    public var warningCount: Int
    /// How many of the warnings are problems the sources already have, which a target repeats
    /// (a placeholder fault of the development language's text, copied): no translation error,
    /// they never refuse a unit nor fail the import, even in strict mode.
    public var inheritedCount: Int = 0
    /// Whether a translation error was found (or a warning other than an inherited one, in
    /// strict mode): the offending units were refused, or imported anyway with
    /// ``XLIFFImportRequest/force``.
    public var failed: Bool
}
